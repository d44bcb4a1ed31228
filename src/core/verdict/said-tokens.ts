import { formatInt } from '../format/numbers.ts';
import type { Verdict } from './verdict.ts';

/**
 * How the verdict says a count: as counted, or under a log's calibration the model's own tokens,
 * ≈ counts × the ratio (`value`), in words with the approximation mark (`prefix`) and unit.
 */
export function saidTokens(v: Pick<Extract<Verdict, { ready: true }>, 'estimate'>) {
  const f = v.estimate;
  const value = (n: number) => (f ? Math.round(n * f.ratio) : n);
  const prefix = f ? '≈ ' : '';
  const unit = f ? `${f.tokens} tokens` : 'tokens';
  return { value, prefix, unit, words: (n: number) => `${prefix}${formatInt(value(n))} ${unit}` };
}
