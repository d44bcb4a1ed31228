import { memo } from 'react';
import type { Ladder, LadderScale } from '../core/ladder/ladder.ts';
import type { ExportTable } from '../core/export/table.ts';
import type { Representation } from '../core/representation.ts';
import { formatSigned } from './break-even/format-signed.ts';
import { TableExport } from './export/TableExport.tsx';
import { formatInt, formatRows } from './format.ts';
import { colourOf } from './palette.ts';
import { shownRepresentations, sizeAt } from './shown-representations.ts';
import { transportTitle } from './transport/labels.ts';

interface Props {
  ladder: Ladder;
  showLabels?: boolean;
  /** Show each cell as a call over `ladder.transport` (the user chose an MCP transport). */
  showCalls?: boolean;
}

/** One cell: the payload's tokens with bytes and characters, as the command line prints it. */
function PayloadCell({ scale, rung }: { scale: LadderScale; rung: Representation }) {
  const size = sizeAt(scale, rung.id);
  if (!size) return <td />;
  return (
    <td className="num" data-rows={scale.rows}>
      <span className="tokens" data-testid={`cell-${rung.id}-${scale.rows}`}>
        {formatInt(size.tokens)}
      </span>
      <span className="secondary">
        {formatInt(size.bytes)} B · {formatInt(size.chars)} chars
      </span>
    </td>
  );
}

/** One cell: the call's total tokens, its overhead over the command line, and the payload's own tokens. */
function CallCell({ scale, rung }: { scale: LadderScale; rung: Representation }) {
  const call = scale.calls?.[rung.id];
  if (!call) return <td />;
  return (
    <td className="num call-cell" data-rows={scale.rows}>
      <span className="tokens" data-testid={`cell-${rung.id}-${scale.rows}`}>
        {formatInt(call.total)}
      </span>
      <span className="secondary call-overhead" data-testid={`overhead-${rung.id}-${scale.rows}`}>
        <strong>{formatSigned(call.overhead)}</strong> over command line
      </span>
      <span className="secondary">
        payload <span data-testid={`payload-${rung.id}-${scale.rows}`}>{formatInt(call.payload)}</span> · command{' '}
        <span data-testid={`command-${rung.id}-${scale.rows}`}>{formatInt(call.commandLine)}</span>
      </span>
    </td>
  );
}

/** The table's title: tokens per rung, or per call when the cells are calls. */
function ladderTitle(calls: boolean): string {
  return calls ? 'Tokens per call, by rung and format' : 'Tokens per rung and format';
}

/**
 * The ladder table as exported: the same rows and columns, each cell the bold figure it shows (the
 * payload's tokens, or the call's total tokens); bytes, characters and call parts stay on the page.
 */
export function ladderExportTable(ladder: Ladder, calls: boolean, showLabels: boolean): ExportTable {
  const unit = calls ? 'tokens per call' : 'tokens';
  return {
    title: ladderTitle(calls),
    columns: [
      'Rung',
      ...ladder.scales.map((s) => `${formatRows(s.rows)}${showLabels ? `, ${s.label}` : ''} (${unit})`),
    ],
    rows: shownRepresentations(ladder).map((rung) => [
      /^L\d$/.test(rung.id) ? `${rung.id} ${rung.name}` : `${rung.name} (format)`,
      ...ladder.scales.map((scale) => {
        const value = calls ? scale.calls?.[rung.id]?.total : sizeAt(scale, rung.id)?.tokens;
        return value === undefined ? '' : formatInt(value);
      }),
    ]),
    notes: [
      calls
        ? `Each cell: ${ladder.encoding} tokens of the whole call over ${transportTitle(ladder.transport!)}, request + result.`
        : `Each cell: ${ladder.encoding} tokens of the whole response.`,
    ],
  };
}

/**
 * The ladder as a table: rungs as rows, scales as columns. Over the command line each cell is the
 * payload's tokens with bytes and characters beneath; over MCP it is the whole call's tokens
 * (request + result), with the difference from the same call as a command line beneath.
 */
export const LadderTable = memo(function LadderTable({ ladder, showLabels = false, showCalls = false }: Props) {
  const calls = showCalls && ladder.transport !== undefined;
  return (
    <figure className="panel">
      <figcaption>
        <h2 id="ladder-table-title">{ladderTitle(calls)}</h2>
        {calls ? (
          <p className="caption" data-testid="ladder-caption">
            Each cell: <strong>{ladder.encoding}</strong> tokens of the whole call over{' '}
            <strong>{transportTitle(ladder.transport!)}</strong>, request + result (envelope and escaped payload).
            Beneath it: how many tokens more than the same call made as a command line (command + payload), then the
            payload’s and the command’s own tokens. The chart below shows the payloads alone.
          </p>
        ) : (
          <p className="caption" data-testid="ladder-caption">
            Each cell: <strong>{ladder.encoding}</strong> tokens of the whole response; below it, UTF-8 bytes and
            characters (Unicode code points).
          </p>
        )}
      </figcaption>
      <div className="table-scroll">
        <table className="ladder-table" aria-labelledby="ladder-table-title" data-testid="ladder-table">
          <thead>
            <tr>
              <th scope="col">Rung</th>
              {ladder.scales.map((scale) => (
                <th scope="col" className="num" key={scale.label} title={scale.label}>
                  {formatRows(scale.rows)}
                  {showLabels && <span className="file-label">{scale.label}</span>}
                  <span className="unit">{calls ? 'tokens per call' : 'tokens'}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shownRepresentations(ladder).map((rung) => (
              <tr key={rung.id} data-rung={rung.id} className={/^L\d$/.test(rung.id) ? undefined : 'format-row'}>
                <th scope="row" className="rung-name">
                  <span className="swatch" style={{ background: colourOf(rung.id) }} aria-hidden="true" />
                  <span>
                    <strong>{/^L\d$/.test(rung.id) ? rung.id : 'format'}</strong> {rung.name}
                    <span className="rule">{rung.rule}</span>
                  </span>
                </th>
                {ladder.scales.map((scale) =>
                  calls ? (
                    <CallCell key={scale.label} scale={scale} rung={rung} />
                  ) : (
                    <PayloadCell key={scale.label} scale={scale} rung={rung} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TableExport table={ladderExportTable(ladder, calls, showLabels)} />
    </figure>
  );
});
