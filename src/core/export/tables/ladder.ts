/**
 * The ladder view's table, built once: the page's ladder table and its export, the review
 * snapshot's ladder section and `npm run ladder` all show this.
 */
import type { Ladder } from '../../ladder/ladder.ts';
import { omittedNotices } from '../../ladder/ladder.ts';
import type { Representation } from '../../representation.ts';
import { shownRepresentations, sizeOf } from '../../representations.ts';
import { formatInt, formatRows } from '../format.ts';
import { transportName } from '../names.ts';
import type { Cell, ExportTable } from '../table.ts';
import { cell } from '../table.ts';

/** A row's name in the ladder and per-call tables: `L0 Pretty JSON, full`, `CSV (format)`. */
export function rowName(r: Representation): string {
  return r.kind === 'rung' ? `${r.id} ${r.name}` : `${r.name} (format)`;
}

/** The table's title: tokens per rung, or per call when the cells are calls. */
export function ladderTitle(calls: boolean): string {
  return calls ? 'Tokens per call, by rung and format' : 'Tokens per rung and format';
}

/**
 * The ladder table: one row per rung, then per added format; one column per scale. Each cell is
 * the payload's tokens (the page shows its UTF-8 bytes and characters beneath: `lines`), or with
 * `calls` the whole call's tokens over `ladder.transport` (request + result). A rung or format not
 * measured at a scale is an empty cell; a format left out for the data (see `omittedNotices`) has a
 * note saying why.
 * @param showLabels name each scale's data set (file) in its column.
 * @throws TypeError when `calls` is set but the ladder has no transport.
 */
export function ladderTable(ladder: Ladder, calls: boolean, showLabels: boolean): ExportTable {
  if (calls && ladder.transport === undefined) throw new TypeError('the ladder was computed without calls');
  return {
    title: ladderTitle(calls),
    columns: [
      { name: 'Rung' },
      ...ladder.scales.map((s) => ({
        name: `${formatRows(s.rows)}${showLabels ? `, ${s.label}` : ''}`,
        unit: calls ? 'tokens per call' : 'tokens',
      })),
    ],
    rows: shownRepresentations(ladder).map((r) => [
      cell(rowName(r)),
      ...ladder.scales.map((scale): Cell => {
        if (calls) {
          const call = scale.calls?.[r.id];
          return call ? cell(formatInt(call.total), call.total) : cell('');
        }
        const size = sizeOf(scale, r.id);
        if (!size) return cell('');
        const tokens = formatInt(size.tokens);
        return {
          ...cell(tokens, size.tokens),
          lines: [tokens, `${formatInt(size.bytes)} B · ${formatInt(size.chars)} chars`],
        };
      }),
    ]),
    notes: [
      calls
        ? `Each cell: ${ladder.encoding} tokens of the whole call over ${transportName(ladder.transport!)}, request + result.`
        : `Each cell: ${ladder.encoding} tokens of the whole response.`,
      ...omittedNotices(ladder),
    ],
  };
}
