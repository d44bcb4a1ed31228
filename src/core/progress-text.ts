import { formatInt } from './format/numbers.ts';

/**
 * A running count's progress in words: `done` of `total` as a percentage rounded down (100 % only
 * when done) and the total, in millions with one decimal from a million (`42 % of 6.1 million
 * characters`); tokenizers as `3 of 7 tokenizers`. Characters are UTF-16 code units.
 */
export function progressText(done: number, total: number, unit: 'characters' | 'texts' | 'tokenizers'): string {
  // Tokenizers are counted one after another: how many are done says more than a percentage.
  if (unit === 'tokenizers') return `${formatInt(Math.floor(Math.min(done, total)))} of ${formatInt(total)} tokenizers`;
  const percent = total > 0 ? Math.floor((100 * Math.min(done, total)) / total) : 0;
  const size = total >= 1e6 ? `${(total / 1e6).toFixed(1)} million` : formatInt(total);
  const noun = total === 1 ? unit.slice(0, -1) : unit;
  return `${percent} % of ${size} ${noun}`;
}
