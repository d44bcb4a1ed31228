/**
 * The break-even view's table, built once: the page's table and its export, the review
 * snapshot's break-even section and `npm run savings` all show this.
 */
import { HORIZONS } from '../../analysis/break-even.ts';
import { MOVES, moveSaving } from '../../analysis/moves.ts';
import type { Move } from '../../analysis/moves.ts';
import type { MoveBreakEven } from '../../analysis/session-texts.ts';
import type { ResponseScale } from '../../analysis/per-response.ts';
import type { HostId } from '../../hosts/types.ts';
import type { Transport } from '../../mcp/revisions.ts';
import type { EncodingName } from '../../tokenizer/tokenizer.ts';
import type { EstimateContext } from '../calibration-words.ts';
import { estimatedQuantities, estimateNotes, withEstimate } from '../estimated-cells.ts';
import { formatBreakEven, formatQueries, formatRows, formatSigned } from '../format.ts';
import { moveTitle, perResponseWords } from '../names.ts';
import type { Column, ExportTable } from '../table.ts';
import { cell, intCell, signedCell } from '../table.ts';

/** What a cell says while a session text it depends on is still being counted. */
export const COUNTING = 'counting…';

export const BREAK_EVEN_TITLE = 'Break-even per move';

/** One row per move of {@link MOVES}: the move, its saving per query, its break-even once known. */
export interface BreakEvenRow {
  move: Move;
  /** Tokens saved per query (negative: a loss); needs only the ladder, so known while texts are counted. */
  saving: number;
  /** Undefined while a session text is being counted. */
  result: MoveBreakEven | undefined;
}

/** Each move with its saving per query and, once every session text is counted, its break-even. */
export function breakEvenRows(scale: ResponseScale, breakEvens: MoveBreakEven[] | undefined): BreakEvenRow[] {
  return MOVES.map((move, i) => ({
    move,
    saving: breakEvens?.[i]?.savingPerQuery ?? moveSaving(move, scale).saved,
    result: breakEvens?.[i],
  }));
}

/**
 * The break-even table at one scale: per move, the one-time cost, the signed saving per query,
 * the break-even (`11 queries`, `never pays back`) and the signed net tokens after each of
 * {@link HORIZONS} queries; `counting…` in the cells that wait for a session text.
 * @param scale the detail scale as the views count it (`detailResponseScale`: payloads, or call totals).
 * @param breakEvens `currentBreakEvens` in MOVES order; undefined while a session text is counted.
 * @param callsOver the transport when a query is a call over it (its tokens request + result), named in the note.
 * @param host whose text of each call is counted (default the JSON-RPC wire), named with it.
 * @param estimate the chosen model and a loaded log's calibration (`modelEstimate`), as the ladder
 *   table takes it: for a Claude or Gemini model every token figure (one-time cost, saving, nets)
 *   carries its estimate, calibrated also in the text and a CSV column of its own; a note says
 *   where the factor comes from. The break-even is a ratio of two counts in one encoding.
 */
export function breakEvenTable(
  scale: ResponseScale,
  encoding: EncodingName,
  breakEvens: MoveBreakEven[] | undefined,
  callsOver?: Transport,
  host?: HostId,
  estimate?: EstimateContext,
): ExportTable {
  // A token column: with a calibrated estimate its CSV adds the estimated tokens after the count.
  const tokens = (name: string): Column => {
    const more = estimatedQuantities(name, estimate);
    return more.length === 0
      ? { name, unit: 'tokens' }
      : { name, unit: 'tokens', quantities: [{ name, unit: 'tokens' }, ...more] };
  };
  const signed = (n: number) => withEstimate(signedCell(n), n, estimate, formatSigned);
  return {
    title: BREAK_EVEN_TITLE,
    columns: [
      { name: 'Move' },
      tokens('One-time cost'),
      tokens('Saving per query'),
      { name: 'Break-even', unit: 'queries' },
      ...HORIZONS.map((n) => tokens(`Net after ${formatQueries(n)}`)),
    ],
    rows: breakEvenRows(scale, breakEvens).map(({ move, saving, result }) => [
      cell(moveTitle(move)),
      result ? withEstimate(intCell(result.oneTime), result.oneTime, estimate) : cell(COUNTING),
      signed(saving),
      result
        ? cell(formatBreakEven(result.breakEven), result.breakEven.pays ? result.breakEven.queries : null)
        : cell(COUNTING),
      ...HORIZONS.map((n) => {
        const net = result?.net.find((x) => x.queries === n);
        return net ? signed(net.tokens) : cell(COUNTING);
      }),
    ]),
    notes: [
      `At ${formatRows(scale.rows)}, ${encoding} tokens${callsOver ? ` ${perResponseWords(callsOver, host)}` : ''}.`,
      'A move with a one-time cost of C tokens that saves s tokens on every query breaks even after ⌊C ÷ s⌋ + 1 queries; net after N queries is N × s − C.',
      ...estimateNotes(estimate, encoding),
    ],
  };
}
