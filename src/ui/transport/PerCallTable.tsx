import { formatRows } from '../../core/export/format.ts';
import { transportName } from '../../core/export/names.ts';
import { PER_CALL_FIGURES, perCallTable } from '../../core/export/tables/transport.ts';
import type { Ladder, LadderScale } from '../../core/ladder/ladder.ts';
import { shownRepresentations } from '../../core/representations.ts';
import { ScaleChooser } from '../break-even/ScaleChooser.tsx';
import { TableExport } from '../export/TableExport.tsx';
import { colourOf } from '../palette.ts';

/** The figures' test ids and classes, in the table's column order after the name. */
const TESTIDS = ['request', 'result', 'total', 'command', 'payload', 'overhead', 'quotes'];
const CLASSES = ['num', 'num', 'num tr-total', 'num', 'num', 'num tr-strong-col', 'num'];

interface Props {
  ladder: Ladder;
  /** The scale shown (the detail scale the savings and break-even views share). */
  scale: LadderScale;
  /** True when the user chose the command line: the view then compares the 2025 shape with it. */
  cliChosen: boolean;
}

/**
 * Every shown rung and format at one scale, as one call over the ladder's transport against the
 * same call as a command line: request, result, their total; command, payload; the overhead; and
 * the quotes in the payload that each cost an escape.
 */
export function PerCallTable({ ladder, scale, cliChosen }: Props) {
  const transport = ladder.transport!;
  const table = perCallTable(ladder, scale);

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
              <strong>{transportName(transport)}</strong> (the seed article’s) with it. Choose another transport in the
              sidebar to compare that one instead.
            </>
          ) : (
            <>
              Calls over <strong>{transportName(transport)}</strong>, as chosen in the sidebar.
            </>
          )}
        </p>
        <p className="caption" id="per-call-caption">
          At <strong>{formatRows(scale.rows)}</strong>, {ladder.encoding} tokens. The result is the JSON-RPC envelope
          plus the payload escaped once as a JSON string, so every <code>"</code> in the payload becomes <code>\"</code>
          . Overhead = (request + result) − (command + payload).
        </p>
      </figcaption>
      <div className="table-scroll">
        <table
          className="ladder-table tr-table"
          aria-labelledby="per-call-title"
          aria-describedby="per-call-caption"
          data-testid="per-call-table"
          data-rows={scale.rows}
        >
          <colgroup>
            <col />
          </colgroup>
          <colgroup span={3} className="tr-group" />
          <colgroup span={2} className="tr-group" />
          <colgroup span={2} className="tr-group" />
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                Rung or format
              </th>
              <th scope="colgroup" colSpan={3} className="tr-group-head">
                MCP call
              </th>
              <th scope="colgroup" colSpan={2} className="tr-group-head">
                Command-line call
              </th>
              <th scope="col" rowSpan={2} className="num tr-strong-col">
                Overhead<span className="unit">tokens, MCP − command line</span>
              </th>
              <th scope="col" rowSpan={2} className="num">
                Quotes in payload
                <span className="unit">
                  <code>"</code> characters
                </span>
              </th>
            </tr>
            <tr>
              <th scope="col" className="num">
                Request<span className="unit">tokens</span>
              </th>
              <th scope="col" className="num">
                Result<span className="unit">tokens</span>
              </th>
              <th scope="col" className="num">
                Total<span className="unit">tokens</span>
              </th>
              <th scope="col" className="num">
                Command<span className="unit">tokens</span>
              </th>
              <th scope="col" className="num">
                Payload<span className="unit">tokens</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shownRepresentations(ladder).map((r, i) => {
              const call = scale.calls?.[r.id];
              const key = `${r.id}-${scale.rows}`;
              return (
                <tr key={r.id} data-rung={r.id} className={r.kind === 'rung' ? undefined : 'format-row'}>
                  <th scope="row" className="rung-name tr-name">
                    <span className="swatch" style={{ background: colourOf(r.id) }} aria-hidden="true" />
                    <span>
                      <strong>{r.kind === 'rung' ? r.id : 'format'}</strong> {r.name}
                    </span>
                  </th>
                  {call ? (
                    table.rows[i]!.slice(1).map((c, j) => (
                      <td key={TESTIDS[j]} className={CLASSES[j]} data-testid={`${TESTIDS[j]}-cell-${key}`}>
                        {c.text}
                      </td>
                    ))
                  ) : (
                    <td colSpan={PER_CALL_FIGURES} className="placeholder">
                      not costed
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <TableExport table={table} />
    </figure>
  );
}
