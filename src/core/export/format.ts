/**
 * Number formatting for exported text, the same as the page's (`src/ui/format.ts`,
 * `src/ui/break-even/format-signed.ts`), here so `src/core` needs nothing from the UI.
 */
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The true minus sign (U+2212), as the page writes negative differences. */
export const MINUS = '\u2212';

/** An integer with thousands separators (`48,933`), the same on every machine. */
export function formatInt(value: number): string {
  return integer.format(value);
}

/** A difference with its sign always shown: `+179`, `−19`, `+1,234`; zero is plain `0`. */
export function formatSigned(value: number): string {
  if (value === 0) return '0';
  return `${value > 0 ? '+' : MINUS}${formatInt(Math.abs(value))}`;
}

/** `1 row` / `500 rows`. */
export function formatRows(rows: number): string {
  return `${formatInt(rows)} ${rows === 1 ? 'row' : 'rows'}`;
}

/** `1 token` / `1,234 tokens`. */
export function formatTokens(tokens: number): string {
  return `${formatInt(tokens)} ${tokens === 1 ? 'token' : 'tokens'}`;
}

/** `1 query` / `11 queries`. */
export function formatQueries(queries: number): string {
  return `${formatInt(queries)} ${queries === 1 ? 'query' : 'queries'}`;
}

/** `5, 20, 100 and 500 rows`: row counts as one phrase. */
export function formatRowList(rows: readonly number[]): string {
  if (rows.length === 0) return 'none';
  const nums = rows.map(formatInt);
  const list = nums.length === 1 ? nums[0]! : `${nums.slice(0, -1).join(', ')} and ${nums.at(-1)!}`;
  return `${list} ${rows.length === 1 && rows[0] === 1 ? 'row' : 'rows'}`;
}
