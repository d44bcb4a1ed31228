import type { ExportTable } from '../../core/export/table.ts';
import type { Ladder, LadderScale } from '../../core/ladder/ladder.ts';
import { formatSigned } from '../break-even/format-signed.ts';
import { ScaleChooser } from '../break-even/ScaleChooser.tsx';
import { TableExport } from '../export/TableExport.tsx';
import { formatInt, formatRows } from '../format.ts';
import { colourOf } from '../palette.ts';
import { shownRepresentations } from '../shown-representations.ts';
import { transportTitle } from './labels.ts';

const TITLE = 'One call, over MCP and as a command line';

/** The per-call table as exported: the same cells, `–` for a rung or format not costed. */
export function perCallExportTable(ladder: Ladder, scale: LadderScale): ExportTable {
  return {
    title: TITLE,
    columns: [
      'Rung or format',
      'MCP request (tokens)',
      'MCP result (tokens)',
      'MCP total (tokens)',
      'Command (tokens)',
      'Payload (tokens)',
      'Overhead (tokens, MCP − command line)',
      'Quotes in payload (" characters)',
    ],
    rows: shownRepresentations(ladder).map((r) => {
      const call = scale.calls?.[r.id];
      const name = /^L\d$/.test(r.id) ? `${r.id} ${r.name}` : `${r.name} (format)`;
      if (!call) return [name, '–', '–', '–', '–', '–', '–', '–'];
      return [
        name,
        formatInt(call.request),
        formatInt(call.result),
        formatInt(call.total),
        formatInt(call.commandLine),
        formatInt(call.payload),
        formatSigned(call.overhead),
        formatInt(call.quotes),
      ];
    }),
    notes: [
      `At ${formatRows(scale.rows)}, ${ladder.encoding} tokens, calls over ${transportTitle(ladder.transport!)}.`,
      'Overhead = (request + result) − (command + payload).',
    ],
  };
}

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
  return (
    <figure className="panel">
      <figcaption>
        <div className="chart-head tr-head">
          <h2 id="per-call-title">{TITLE}</h2>
          <ScaleChooser scales={ladder.scales} current={scale} />
        </div>
        <p className="caption tr-transport-note" data-testid="per-call-transport">
          {cliChosen ? (
            <>
              The command line is the chosen transport, so this view compares the{' '}
              <strong>{transportTitle(transport)}</strong> (the seed article’s) with it. Choose another transport in the
              sidebar to compare that one instead.
            </>
          ) : (
            <>
              Calls over <strong>{transportTitle(transport)}</strong>, as chosen in the sidebar.
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
            {shownRepresentations(ladder).map((r) => {
              const call = scale.calls?.[r.id];
              const key = `${r.id}-${scale.rows}`;
              return (
                <tr key={r.id} data-rung={r.id} className={/^L\d$/.test(r.id) ? undefined : 'format-row'}>
                  <th scope="row" className="rung-name tr-name">
                    <span className="swatch" style={{ background: colourOf(r.id) }} aria-hidden="true" />
                    <span>
                      <strong>{/^L\d$/.test(r.id) ? r.id : 'format'}</strong> {r.name}
                    </span>
                  </th>
                  {call ? (
                    <>
                      <td className="num" data-testid={`request-cell-${key}`}>
                        {formatInt(call.request)}
                      </td>
                      <td className="num" data-testid={`result-cell-${key}`}>
                        {formatInt(call.result)}
                      </td>
                      <td className="num tr-total" data-testid={`total-cell-${key}`}>
                        {formatInt(call.total)}
                      </td>
                      <td className="num" data-testid={`command-cell-${key}`}>
                        {formatInt(call.commandLine)}
                      </td>
                      <td className="num" data-testid={`payload-cell-${key}`}>
                        {formatInt(call.payload)}
                      </td>
                      <td className="num tr-strong-col" data-testid={`overhead-cell-${key}`}>
                        {formatSigned(call.overhead)}
                      </td>
                      <td className="num" data-testid={`quotes-cell-${key}`}>
                        {formatInt(call.quotes)}
                      </td>
                    </>
                  ) : (
                    <td colSpan={7} className="placeholder">
                      not costed
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <TableExport table={perCallExportTable(ladder, scale)} />
    </figure>
  );
}
