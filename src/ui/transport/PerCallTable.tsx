import { formatRows } from '../../core/format/numbers.ts';
import { resultWords, transportName } from '../../core/format/names.ts';
import { TRANSPORT_INFO } from '../../core/mcp/revisions.ts';
import { HOSTS } from '../../core/hosts/profiles.ts';
import { PER_CALL_FIGURES, perCallTable } from '../../core/report/tables/transport.ts';
import type { Ladder, LadderScale } from '../../core/ladder/ladder.ts';
import { shownRepresentations } from '../../core/representation-list.ts';
import { ScaleChooser } from '../break-even/ScaleChooser.tsx';
import { useKeyColumnFirst } from '../shared/key-column.ts';
import { HeadCell, LinesCell, RungNameCell, ViewTable } from '../shared/ViewTable.tsx';
import { fitSides, fitsLine } from '../../core/verdict/fits.ts';
import { useResolvedModel } from '../shared/use-resolved-model.ts';

/** The figures' test ids and classes, in the table's column order after the name. */
const TESTIDS = ['request', 'result', 'total', 'command', 'payload', 'overhead', 'quotes'];
const CLASSES = ['num', 'num', 'num tr-total', 'num', 'num', 'num tr-strong-col', 'num'];
/** The second header row's names, under MCP call and Command-line call. */
const SUBHEADS = ['Request', 'Result', 'Total', 'Command', 'Payload'];
/** The overhead's place among the figures: the table's key column, first on a phone. */
const OVERHEAD = TESTIDS.indexOf('overhead');

interface Props {
  ladder: Ladder;
  /** The scale shown (the detail scale the savings and break-even views share). */
  scale: LadderScale;
  /** True when the user chose the command line: the view then compares the 2025 shape with it. */
  cliChosen: boolean;
}

/**
 * Every shown rung and format at one scale as a call over the ladder's transport against the same as
 * a command line, with the overhead and the payload's escaped quotes. On a phone the overhead, what
 * the view is about, comes first (`useKeyColumnFirst`).
 */
export function PerCallTable({ ladder, scale, cliChosen }: Props) {
  const transport = ladder.transport!;
  const host = ladder.host ?? 'wire';
  const table = perCallTable(ladder, scale);
  const model = useResolvedModel();
  const order = useKeyColumnFirst(PER_CALL_FIGURES, OVERHEAD);
  const overheadFirst = order[0] === OVERHEAD;
  const overheadHead = <HeadCell column={table.columns[OVERHEAD + 1]!} rowSpan={2} numeric className="tr-strong-col" />;

  return (
    <figure className="panel">
      <figcaption>
        <div className="chart-head tr-head">
          <h2 id="per-call-title">{table.title}</h2>
          <ScaleChooser scales={ladder.scales} current={scale} />
        </div>
        <p className="caption tr-transport-note" data-testid="per-call-transport">
          {cliChosen ? (
            <>
              The command line is the chosen transport, so this view compares the{' '}
              <strong>{transportName(transport, host)}</strong>
              {host === 'wire' ? ' (the seed article’s)' : ''} with it. Choose another transport or host in the sidebar
              to compare that one instead.
            </>
          ) : (
            <>
              Calls over <strong>{transportName(transport, host)}</strong>, as chosen in the sidebar.
              {host === 'wire' &&
                ' These are the messages between client and server, as the article counted them; a host such as Claude Code or Codex hands the model something else (choose it under Host).'}
            </>
          )}
        </p>
        <p className="caption" id="per-call-caption">
          At <strong>{formatRows(scale.rows)}</strong>, {ladder.encoding} tokens. The result is{' '}
          {resultWords(host, TRANSPORT_INFO[transport].structured)}
          {HOSTS[host].escapesPayload || (host === 'codex' && !TRANSPORT_INFO[transport].structured) ? (
            <>
              , so every <code>"</code> in the payload becomes <code>\"</code>
            </>
          ) : (
            ''
          )}
          . Overhead = (request + result) − (command + payload).
        </p>
        <p className="caption tr-fits" data-testid="per-call-fits">
          {fitsLine(fitSides(ladder, scale), scale.rows, model.window, host, model.factor)}
        </p>
      </figcaption>
      <ViewTable
        table={table}
        testId="per-call-table"
        className="tr-table dense"
        labelledBy="per-call-title"
        describedBy="per-call-caption"
        rows={scale.rows}
        colgroups={
          <>
            <colgroup>
              <col />
            </colgroup>
            {overheadFirst && <colgroup span={1} className="tr-group" />}
            <colgroup span={3} className="tr-group" />
            <colgroup span={2} className="tr-group" />
            <colgroup span={overheadFirst ? 1 : 2} className="tr-group" />
          </>
        }
        head={
          <>
            <tr>
              <HeadCell column={table.columns[0]!} rowSpan={2} />
              {overheadFirst && overheadHead}
              <th scope="colgroup" colSpan={3} className="tr-group-head">
                MCP call
              </th>
              <th scope="colgroup" colSpan={2} className="tr-group-head">
                Command-line call
              </th>
              {!overheadFirst && overheadHead}
              <th scope="col" rowSpan={2} className="num">
                {table.columns[7]!.name}
                <span className="unit">
                  <code>"</code> characters
                </span>
              </th>
            </tr>
            <tr>
              {SUBHEADS.map((name, i) => (
                <HeadCell key={name} column={{ ...table.columns[i + 1]!, name }} numeric />
              ))}
            </tr>
          </>
        }
      >
        {shownRepresentations(ladder).map((r, i) => {
          const call = scale.calls?.[r.id];
          const key = `${r.id}-${scale.rows}`;
          return (
            <tr key={r.id} data-rung={r.id} className={r.kind === 'rung' ? undefined : 'format-row'}>
              <RungNameCell rung={r} className="tr-name" />
              {call ? (
                order.map((j) => (
                  <LinesCell
                    key={TESTIDS[j]}
                    cell={table.rows[i]![j + 1]!}
                    classes={[null]}
                    className={CLASSES[j]}
                    testId={`${TESTIDS[j]}-cell-${key}`}
                  />
                ))
              ) : (
                <td colSpan={PER_CALL_FIGURES} className="placeholder">
                  not costed
                </td>
              )}
            </tr>
          );
        })}
      </ViewTable>
    </figure>
  );
}
