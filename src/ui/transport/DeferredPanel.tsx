import { formatInt } from '../../core/format/numbers.ts';
import { DEFERRED_TITLE, deferredBreakEven, deferredTable } from '../../core/report/tables/host-tools.ts';
import { HOSTS } from '../../core/hosts/profiles.ts';
import type { ToolSetCounts } from '../../core/hosts/tool-set.ts';
import { deferredInputsFor } from '../../core/hosts/tool-set.ts';
import type { HostId } from '../../core/hosts/types.ts';
import { deferredReport } from '../../core/mcp/deferred.ts';
import { MAX_SESSIONS } from '../../state/mcp/deferred.ts';
import { NumberField } from '../growth/NumberField.tsx';
import { useApp } from '../shared/store-context.tsx';
import { LinesCell, ViewTable } from '../shared/ViewTable.tsx';
import { DeferredChart } from './DeferredChart.tsx';
import { CaptureTable } from './CaptureTable.tsx';
import { toolSearchTable } from '../../core/report/tables/tool-search.ts';
import { useResolvedModel } from '../shared/use-resolved-model.ts';

interface Props {
  /** The tools as every host injects them (the built-in contract's, or a capture's), counted in the worker. */
  toolSet: ToolSetCounts | undefined;
  /** The host whose injection is compared (the sidebar's). */
  host: HostId;
  /** Whose tools they are, in words (`the built-in contract's three tools`, `server everything 2.0.0's 13 tools …`). */
  source: string;
  /** The same in a few words, for the chart's title (`the built-in contract`, `server everything`). */
  subject: string;
}

/**
 * Deferred tools against every definition up front, under the chosen host: the user picks the tools
 * fetched per session and the sessions (kept in the store and link); table, chart and break-even
 * come from core's `deferredTable`.
 */
export function DeferredPanel({ toolSet, host, source, subject }: Props) {
  const name = HOSTS[host].name;
  return (
    <section className="panel" aria-labelledby="deferred-title" data-testid="deferred-panel">
      <h2 id="deferred-title">{DEFERRED_TITLE}</h2>
      <p className="caption" id="deferred-caption">
        Every definition of <strong data-testid="deferred-source">{source}</strong> injected up front, as{' '}
        <strong>{name}</strong> does, against a host that injects only the tools’ names and one tool-search tool, and
        loads a definition when the model asks for it (as Anthropic’s tool search and Claude Code’s deferred MCP tools
        do).
      </p>
      {!toolSet ? (
        <p className="placeholder">The comparison appears once the tool definitions are counted.</p>
      ) : (
        <Comparison toolSet={toolSet} host={host} subject={subject} />
      )}
    </section>
  );
}

function Comparison({ toolSet, host, subject }: { toolSet: ToolSetCounts; host: HostId; subject: string }) {
  const choice = useApp((s) => s.deferred);
  const setDeferred = useApp((s) => s.setDeferred);
  const report = deferredReport(deferredInputsFor(toolSet, host));
  const n = report.definitions.length;
  const table = deferredTable(report, choice, HOSTS[host].name);
  const [fetchWords, sessionWords] = deferredBreakEven(report, choice);
  const { window } = useResolvedModel();
  return (
    <>
      <div className="field-grid">
        <NumberField
          label="Definitions fetched per session"
          unit={`of ${formatInt(n)}`}
          value={Math.min(choice.fetches, n)}
          min={0}
          max={n}
          testId="deferred-fetches"
          onChange={(fetches) => setDeferred({ fetches })}
        />
        <NumberField
          label="Sessions"
          unit="sessions"
          value={choice.sessions}
          min={1}
          max={MAX_SESSIONS}
          testId="deferred-sessions"
          onChange={(sessions) => setDeferred({ sessions })}
        />
      </div>
      <p className="tr-point" data-testid="deferred-break-even">
        {fetchWords}
      </p>
      <p className="tr-point" data-testid="deferred-sessions-break-even">
        {sessionWords}
      </p>
      <ViewTable
        table={table}
        testId="deferred-table"
        className="tr-table dense"
        labelledBy="deferred-title"
        describedBy="deferred-caption"
      >
        {table.rows.map((row, r) => (
          <tr
            key={r}
            className={report.sessions[r]!.fetches === Math.min(choice.fetches, n) ? 'tr-chosen-row' : undefined}
          >
            <th scope="row" className="num">
              {row[0]!.text}
            </th>
            {row.slice(1).map((c, i) => (
              <LinesCell key={i} cell={c} classes={[null]} testId={`deferred-${i}-${r}`} />
            ))}
          </tr>
        ))}
      </ViewTable>
      <ul className="hint tr-notes">
        {table.notes!.slice(0, 1).map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <DeferredChart
        report={report}
        fetches={Math.min(choice.fetches, n)}
        hostName={HOSTS[host].name}
        subject={subject}
      />
      {host === 'claude-code' ? (
        <CaptureTable table={toolSearchTable(report, window)} id="tool-search-title" testId="tool-search" />
      ) : (
        <p className="hint">
          Choose Claude Code as the host to see what its ENABLE_TOOL_SEARCH settings do with these tools.
        </p>
      )}
    </>
  );
}
