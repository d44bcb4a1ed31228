import type { BreakEven } from '../../core/analysis/break-even.ts';
import { formatInt } from '../format.ts';

export { MINUS, formatSigned, formatTokens } from '../../core/export/format.ts';

/** `1 query` / `11 queries` / `1,000 queries`. */
export function formatQueries(queries: number): string {
  return `${formatInt(queries)} ${queries === 1 ? 'query' : 'queries'}`;
}

/** A break-even as the table shows it: `11 queries`, `1 query`, or `never pays back`. */
export function formatBreakEven(breakEven: BreakEven): string {
  return breakEven.pays ? formatQueries(breakEven.queries) : 'never pays back';
}

/** Why a move never pays back, in words (for titles and the chart's description). */
export function neverReason(breakEven: BreakEven): string | undefined {
  if (breakEven.pays) return undefined;
  return breakEven.reason === 'no saving'
    ? 'it saves no tokens per query'
    : 'it costs more tokens per query than it saves';
}
