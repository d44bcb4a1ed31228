import { trueMinus } from '../format/numbers.ts';

/**
 * A saving as a share of a named denominator. Source: the seed article's first lesson, "a
 * percentage means nothing without its denominator".
 */
export interface Percentage {
  /** saved / denominator × 100; NaN when the denominator is 0 tokens. */
  value: number;
  /** What the percentage is of, e.g. `L1`, `as received`. */
  denominator: string;
  /** Why there is no denominator at this scale (then `value` is NaN), e.g. `no text as received at 5 rows`. */
  missing?: string;
}

/** `saved` tokens as a percentage of `denominatorTokens`, labelled with the denominator's name. */
export function percentOf(saved: number, denominatorTokens: number, denominator: string): Percentage {
  return { value: denominatorTokens === 0 ? Number.NaN : (saved / denominatorTokens) * 100, denominator };
}

/**
 * The percentage as text with its denominator: `70.31 % of L1` (two decimals), or `70 % of L1`
 * with `digits = 0`. A 0-token denominator reads `n/a (L1 is 0 tokens)`; a missing one
 * `n/a (` + its reason + `)`.
 */
export function formatPercentage(p: Percentage, digits: 0 | 2 = 2): string {
  if (p.missing !== undefined) return `n/a (${p.missing})`;
  if (!Number.isFinite(p.value)) return `n/a (${p.denominator} is 0 tokens)`;
  // A share that rounds to zero has no sign (never `-0.00 %`); a negative one takes the true minus.
  return `${trueMinus(p.value.toFixed(digits))} % of ${p.denominator}`;
}
