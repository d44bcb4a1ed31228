/**
 * A table's counts with the chosen model's estimate, one rule for every view's
 * table (ladder, savings, ordering, break-even): the words are `calibration-words.ts`'s, this only
 * puts them into a cell and a CSV column.
 */
import type { EstimateContext, TokensFormat } from '../models/calibration-words.ts';
import { cellEstimate, estimatedUnit, estimateNote } from '../models/calibration-words.ts';
import { formatInt } from '../format/numbers.ts';
import type { Cell, Quantity } from './table.ts';

/**
 * `c` with the chosen model's estimate of its `tokens` beneath it; calibrated, also in its text
 * and as its CSV cell's last value. Unchanged for an OpenAI model.
 * @param format how the estimate writes its tokens (`formatSigned` for a saving or a net).
 */
export function withEstimate(
  c: Cell,
  tokens: number,
  estimate: EstimateContext | undefined,
  format: TokensFormat = formatInt,
): Cell {
  const e = estimate && cellEstimate(tokens, estimate, format);
  if (!e) return c;
  if (e.kind === 'uncalibrated') return { ...c, estimate: e };
  // The page keeps the count alone on its first line (`lines`), the estimate beneath it.
  return {
    ...c,
    text: `${c.text} · ${e.text}`,
    lines: c.lines ?? [c.text],
    values: [...(c.values ?? [c.value]), e.tokens!],
    estimate: e,
  };
}

/**
 * The CSV quantity a calibrated estimate adds after a column's own (`5 rows saved (Claude tokens,
 * estimated)`), none otherwise: one per cell that {@link withEstimate} gave a value.
 */
export function estimatedQuantities(name: string, estimate: EstimateContext | undefined): Quantity[] {
  const unit = estimate && estimatedUnit(estimate);
  return unit === undefined ? [] : [{ name, unit }];
}

/** The note a table of counts carries for a Claude or Gemini model (`estimateNote`), or none. */
export function estimateNotes(estimate: EstimateContext | undefined, encoding: string): string[] {
  const note = estimate && estimateNote(estimate, encoding);
  return note === undefined ? [] : [note];
}
