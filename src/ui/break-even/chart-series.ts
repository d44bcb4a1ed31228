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
 * the step below `lo` to the one above `hi`, 0 among them (the range takes in 0). A net that falls
 * on the last tick gets one more step of room, so its line never runs along the axis itself.
 */
export function tokenTicks([lo, hi]: readonly [number, number], count = 6): number[] {
  const step = Math.max(1, niceStep((hi - lo) / (count - 1)));
  let from = Math.floor(lo / step) * step;
  let to = Math.ceil(hi / step) * step;
  if (lo < 0 && from === lo) from -= step;
  if (hi > 0 && to === hi) to += step;
  const ticks: number[] = [];
  for (let t = from; t <= to; t += step) ticks.push(t);
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
