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
import type { EstimateContext } from '../../models/calibration-words.ts';
import { estimatedQuantities, estimateNotes, withEstimate } from '../estimated-cells.ts';
import { formatBreakEven, formatQueries, formatRows, formatSigned } from '../../format/numbers.ts';
import { moveTitle, perResponseWords } from '../../format/names.ts';
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
 * The break-even table at one scale, per move: one-time cost, saving per query, break-even and net
 * after each horizon; `counting…` while a session text waits. `estimate` adds the model's estimate
 * to token figures; the break-even, a ratio of counts in one encoding, needs none.
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
