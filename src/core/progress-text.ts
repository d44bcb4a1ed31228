import { formatInt } from './report/format.ts';

/**
 * The words for a running count's progress: `done` of `total` `unit`s as a whole percentage
 * (rounded down, so 100 % only once everything is counted) and the total, e.g.
 * `42 % of 6.1 million characters` or `37 % of 12 texts`. Totals of a million or more are given in
 * millions with one decimal. Tokenizers (the Models view's count) are whole: `3 of 7 tokenizers`. Characters here are UTF-16 code units, as the worker measures them.
 */
export function progressText(done: number, total: number, unit: 'characters' | 'texts' | 'tokenizers'): string {
  // Tokenizers are counted one after another: how many are done says more than a percentage.
  if (unit === 'tokenizers') return `${formatInt(Math.floor(Math.min(done, total)))} of ${formatInt(total)} tokenizers`;
  const percent = total > 0 ? Math.floor((100 * Math.min(done, total)) / total) : 0;
  const size = total >= 1e6 ? `${(total / 1e6).toFixed(1)} million` : formatInt(total);
  const noun = total === 1 ? unit.slice(0, -1) : unit;
  return `${percent} % of ${size} ${noun}`;
}
