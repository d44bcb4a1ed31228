import { formatTokens } from '../../core/format/numbers.ts';
import { COUNTING } from '../../core/report/tables/break-even.ts';
import {
  TOOLS_LIST_NOTE,
  TOOLS_LIST_TITLE,
  toolsListName,
  toolsListTable,
  versus,
} from '../../core/report/tables/transport.ts';
import { CountedTextBox } from '../form/CountedTextBox.tsx';
import { LinesCell, ViewTable } from '../shared/ViewTable.tsx';
import { useApp } from '../shared/store-context.tsx';
import { callOf } from '../../state/mcp/call.ts';
import type { CountedText, ToolsListEntry } from '../../worker/protocol.ts';

/** A pasted text's count: null when nothing is pasted, undefined while the worker counts it. */
function countOf(text: string, counts: Record<string, number>): number | null | undefined {
  return text === '' ? null : counts[text];
}

function Counting() {
  return <span className="counting">{COUNTING}</span>;
}

/** `−64 tokens vs the schema response`, the difference signed with a true minus. */
function Versus({ tokens, against, name }: { tokens: number; against: number; name: string }) {
  const { diff, rest } = versus(tokens, against, name);
  return (
    <>
      <strong className="tr-diff">{diff}</strong> {rest}
    </>
  );
}

/** The two texts the user may paste, each counted the same way as the generated ones. */
const PASTES = {
  toolsList: {
    label: 'Pasted tools/list result',
    hint: 'The JSON-RPC response to tools/list, as the host receives it.',
    testId: 'pasted-tools-list',
  },
  schema: {
    label: 'Pasted schema response',
    hint: 'What the agent reads when it asks the tool for its schema.',
    testId: 'pasted-schema',
  },
} as const;

/** One generated text, folded: its name and tokens, the exact text when opened. */
function TextDetails({ name, text }: { name: string; text: CountedText }) {
  return (
    <details className="tr-details">
      <summary>
        {name} <span className="tr-muted">({formatTokens(text.tokens)})</span>
      </summary>
      <pre className="tr-pre tr-pre-scroll">{text.text}</pre>
    </details>
  );
}

/**
 * What the tool's definitions cost against the schema response: the four generated tools/list
 * results (minimal and structured, 2025 and 2026-07-28 shapes) and the generated schema response,
 * and a pasted real tools/list result and schema response counted the same way.
 */
export function ToolDefinitionPanel({
  toolsLists,
  schema,
}: {
  toolsLists: ToolsListEntry[] | undefined;
  schema: CountedText | undefined;
}) {
  const pasted = useApp((s) => s.pasted);
  const setPasted = useApp((s) => s.setPasted);
  const counts = useApp((s) => s.sessionCounts);
  const tool = useApp((s) => callOf(s).tool);
  const pastedList = countOf(pasted.toolsList, counts);
  const pastedSchema = countOf(pasted.schema, counts);

  let pastedComparison;
  if (pastedList === undefined) pastedComparison = <Counting />;
  else if (pastedList !== null) {
    if (pastedSchema === undefined) pastedComparison = <Counting />;
    else if (pastedSchema !== null)
      pastedComparison = <Versus tokens={pastedList} against={pastedSchema} name="the pasted schema response" />;
    else if (schema)
      pastedComparison = <Versus tokens={pastedList} against={schema.tokens} name="the generated schema response" />;
  }

  const table = toolsLists && schema ? toolsListTable(toolsLists, schema.tokens) : undefined;
  return (
    <section className="panel" aria-labelledby="tool-defs-title">
      <h2 id="tool-defs-title">{TOOLS_LIST_TITLE}</h2>
      <p className="caption">
        The <code>tools/list</code> result a server sends for this data’s three tools (named after{' '}
        <code>{tool || '…'}</code>: list, distinct, schema). The minimal profile gives each tool its input schema; the
        structured profile adds an output schema to the list tool. Each is compared with the generated schema response
        {schema ? ` (${formatTokens(schema.tokens)})` : ''}.
      </p>
      {!toolsLists || !schema || !table ? (
        <p className="placeholder">The tool lists appear once the calls are costed.</p>
      ) : (
        <>
          <ViewTable
            table={table}
            testId="tools-list-table"
            className="tr-table tr-defs dense"
            labelledBy="tool-defs-title"
          >
            {toolsLists.map((entry, i) => {
              const key = `${entry.profile}-${entry.revision}`;
              const [profile, shape, tokens, against] = table.rows[i]!;
              const [name, diff, rest] = against!.lines!;
              return (
                <tr key={key} data-testid={`tools-list-${key}`}>
                  <th scope="row" className="tr-name">
                    {profile!.text}
                  </th>
                  <td>{shape!.text}</td>
                  <LinesCell cell={tokens!} classes={[null]} testId={`tools-list-tokens-${key}`} />
                  <td data-testid={`tools-list-diff-${key}`}>
                    {name}: <strong className="tr-diff">{diff}</strong> {rest}
                  </td>
                </tr>
              );
            })}
          </ViewTable>
          <p className="tr-point">{TOOLS_LIST_NOTE}</p>
          <div className="tr-details-list">
            {toolsLists.map((entry) => (
              <TextDetails
                key={`${entry.profile}-${entry.revision}`}
                name={`tools/list, ${toolsListName(entry.profile, entry.revision)}`}
                text={entry}
              />
            ))}
            <TextDetails name="Schema response (generated)" text={schema} />
          </div>
        </>
      )}
      <h3 className="tr-subhead">Your own tool definitions</h3>
      <p className="caption">
        Paste a real <code>tools/list</code> result and, if you have one, a schema response: they are counted in your
        browser with the same encoding. The tools/list result is compared with the pasted schema response, or else with
        the generated one.
      </p>
      <div className="text-boxes">
        {(['toolsList', 'schema'] as const).map((which) => (
          <CountedTextBox
            key={which}
            {...PASTES[which]}
            tokensTestId={`${PASTES[which].testId}-tokens`}
            value={pasted[which]}
            onChange={(text) => setPasted(which, text)}
            tokens={which === 'toolsList' ? pastedList : pastedSchema}
            rows={7}
          />
        ))}
      </div>
      {pastedComparison && (
        <p className="tr-point" data-testid="pasted-comparison">
          Pasted tools/list{pastedList != null ? ` (${formatTokens(pastedList)})` : ''}: {pastedComparison}
        </p>
      )}
    </section>
  );
}
