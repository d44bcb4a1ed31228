import type { BreakEven } from '../../core/analysis/break-even.ts';
import { formatInt } from '../format.ts';

/** The true minus sign (U+2212), not the hyphen-minus `formatInt` puts before a negative number. */
export const MINUS = '\u2212';

/**
 * A token difference with its sign always shown: `+179`, `−19`, `+1,234`, `−48,933`; zero (and
 * negative zero) is plain `0`. Thousands separators as {@link formatInt}.
 */
export function formatSigned(value: number): string {
  if (value === 0) return '0';
  return `${value > 0 ? '+' : MINUS}${formatInt(Math.abs(value))}`;
}

/** `1 query` / `11 queries` / `1,000 queries`. */
export function formatQueries(queries: number): string {
  return `${formatInt(queries)} ${queries === 1 ? 'query' : 'queries'}`;
}

/** `1 token` / `535 tokens` / `1,234 tokens`. */
export function formatTokens(tokens: number): string {
  return `${formatInt(tokens)} ${tokens === 1 ? 'token' : 'tokens'}`;
}

/** A break-even as the table shows it: `11 queries`, `1 query`, or `never pays back`. */
export function formatBreakEven(breakEven: BreakEven): string {
  return breakEven.pays ? formatQueries(breakEven.queries) : 'never pays back';
}

/** Why a move never pays back, in words (for titles and the chart's description). */
export function neverReason(breakEven: BreakEven): string | undefined {
  if (breakEven.pays) return undefined;
  return breakEven.reason === 'no saving' ? 'it saves no tokens per query' : 'it costs more tokens per query than it saves';
}
