import { logSteps } from '../../core/analysis/break-even-series.ts';

/**
 * Presentation of the break-even charts: the query axis' ticks. The lines' numbers (query
 * points, nets, break-even points, token ranges) come from `core/analysis/break-even-series.ts`.
 */

function niceStep(rough: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const m = rough / magnitude;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * magnitude;
}

/**
 * Ticks of one move's token axis: about `count` round steps (1, 2 or 5 × a power of ten) from
 * the step at or below `lo` to the one at or above `hi`, 0 among them (the range takes in 0).
 */
export function tokenTicks([lo, hi]: readonly [number, number], count = 6): number[] {
  const step = Math.max(1, niceStep((hi - lo) / (count - 1)));
  const ticks: number[] = [];
  for (let t = Math.floor(lo / step) * step; t < hi + step; t += step) {
    ticks.push(t);
    if (t >= hi) break;
  }
  return ticks;
}

/** Ticks of the query axis from 1 to `end`: 1, 2, 5, 10, 20, 50, … on a log axis; about five even steps on a linear one. */
export function queryTicks(end: number, log: boolean): number[] {
  if (log) return logSteps(end, [1, 2, 5]);
  const step = niceStep(end / 5);
  const ticks = [1];
  for (let x = step; x <= end; x += step) ticks.push(x);
  if (ticks.at(-1)! < end) {
    // Show where the axis ends, dropping a tick that would crowd it.
    if (end - ticks.at(-1)! < step * 0.4) ticks.pop();
    ticks.push(end);
  }
  return ticks;
}
