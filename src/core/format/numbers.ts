/**
 * Number formatting for the page, its exports, the review snapshot and the command line: one
 * style everywhere, so the same number is written the same way wherever it is shown.
 */
import type { BreakEven } from '../analysis/break-even.ts';

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The true minus sign (U+2212), as the page writes negative differences. */
export const MINUS = '\u2212';

/** An integer with thousands separators (`48,933`, `−889`: the true minus), the same on every machine. */
export function formatInt(value: number): string {
  return trueMinus(integer.format(value));
}

/** A number with one decimal and thousands separators (`87.8`, `1,234.0`): shares and ratios in one line. */
export function formatOneDecimal(value: number): string {
  return trueMinus(oneDecimal.format(value));
}

/** A number written by Intl or `toFixed` with the true minus, and without a sign where it rounds to zero (`-0.00`). */
export function trueMinus(text: string): string {
  if (!text.startsWith('-')) return text;
  return /[1-9]/.test(text) ? MINUS + text.slice(1) : text.slice(1);
}

/** A difference with its sign always shown: `+179`, `−19`, `+1,234`; zero is plain `0`. */
export function formatSigned(value: number): string {
  if (value === 0) return '0';
  return `${value > 0 ? '+' : MINUS}${formatInt(Math.abs(value))}`;
}

/** `1 row` / `1,234 rows`: a count with its unit, singular or plural (`query` → `queries`). */
export function formatCount(
  n: number,
  unit: string,
  units = /y$/.test(unit) ? `${unit.slice(0, -1)}ies` : `${unit}s`,
): string {
  return `${formatInt(n)} ${n === 1 ? unit : units}`;
}

/** `1 row` / `500 rows`. */
export const formatRows = (rows: number) => formatCount(rows, 'row');

/** `1 token` / `1,234 tokens`. */
export const formatTokens = (tokens: number) => formatCount(tokens, 'token');

/** `1 byte` / `3,003 bytes`. */
export const formatBytes = (bytes: number) => formatCount(bytes, 'byte');

/** `1 query` / `11 queries`. */
export const formatQueries = (queries: number) => formatCount(queries, 'query');

/** `1 call` / `25 calls`. */
export const formatCalls = (calls: number) => formatCount(calls, 'call');

/** `5, 20, 100 and 500 rows`: row counts as one phrase. */
export function formatRowList(rows: readonly number[]): string {
  if (rows.length === 0) return 'none';
  const nums = rows.map(formatInt);
  const list = nums.length === 1 ? nums[0]! : `${nums.slice(0, -1).join(', ')} and ${nums.at(-1)!}`;
  return `${list} ${rows.length === 1 && rows[0] === 1 ? 'row' : 'rows'}`;
}

/** `1 field` / `8 fields`. */
export const formatFields = (fields: number) => formatCount(fields, 'field');

/** `1 step` / `20 steps`. */
export const formatSteps = (steps: number) => formatCount(steps, 'step');

/** A break-even as the table shows it: `11 queries`, `1 query`, `never pays back`, or `no change` (nothing saved, nothing spent). */
export function formatBreakEven(breakEven: BreakEven): string {
  if (breakEven.pays) return formatQueries(breakEven.queries);
  return breakEven.reason === 'no change' ? 'no change' : 'never pays back';
}

/**
 * A break-even as the chart labels its point: `breaks even at 11 queries`, `breaks even from the
 * first query` (nothing to repay, or the first query repays it), `never pays back`, `no change`.
 */
export function breakEvenLabel(breakEven: BreakEven): string {
  if (!breakEven.pays) return formatBreakEven(breakEven);
  return breakEven.queries === 1
    ? 'breaks even from the first query'
    : `breaks even at ${formatQueries(breakEven.queries)}`;
}

/** Why a move never pays back (or has nothing to pay back), in words (for titles and the chart's description); undefined when it pays. */
export function neverReason(breakEven: BreakEven): string | undefined {
  if (breakEven.pays) return undefined;
  if (breakEven.reason === 'no change') return 'it saves no tokens per query and costs none once';
  return breakEven.reason === 'no saving'
    ? 'it saves no tokens per query'
    : 'it costs more tokens per query than it saves';
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The number format for a cost of `amount` (in `currency`, or bare): cents from one unit up,
 * exactly 4 decimals below one so a column of costs lines up (`0.0050`, never `0.005`), and two
 * significant digits below 0.0001 so a nonzero cost never reads as zero.
 */
export function moneyFormat(amount: number, currency?: string): Intl.NumberFormat {
  const size = Math.abs(amount);
  const digits: Intl.NumberFormatOptions =
    size >= 1 || size === 0
      ? { minimumFractionDigits: 2, maximumFractionDigits: 2 }
      : size >= 0.0001
        ? { minimumFractionDigits: 4, maximumFractionDigits: 4 }
        : { minimumSignificantDigits: 2, maximumSignificantDigits: 2 };
  const key = `${currency ?? ''}:${digits.maximumFractionDigits ?? 's'}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', currency ? { ...digits, style: 'currency', currency } : digits);
    moneyFormats.set(key, format);
  }
  return format;
}

/** A cost or saving in the price's own units, no symbol ({@link moneyFormat}: `38.25`, `0.0050`, `0.0943`). */
export function formatMoney(amount: number): string {
  return moneyFormat(amount).format(amount).replace('-', MINUS);
}

const price = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** A price per million tokens, no symbol: as the price list writes it, 2 to 4 decimals (`3.00`, `0.30`, `0.075`). */
export function formatPriceFigure(amount: number): string {
  return price.format(amount);
}

/** SI byte units above bytes (1 kB = 1,000 bytes), each with the decimals it is written with. */
const BYTE_UNITS = [
  { name: 'kB', size: 1e3, digits: 1 },
  { name: 'MB', size: 1e6, digits: 1 },
  { name: 'GB', size: 1e9, digits: 2 },
] as const;

/** The unit `bytes` reads best in: none under 1 kB, else the largest it reaches, or the next once rounding makes 1,000 of it. */
function byteUnit(bytes: number): (typeof BYTE_UNITS)[number] | null {
  let i = BYTE_UNITS.findLastIndex((u) => bytes >= u.size);
  if (i < 0) return null;
  // Rounded, 999,960 bytes would be 1,000.0 kB: it reads as 1.0 MB.
  if (i < BYTE_UNITS.length - 1 && Number((bytes / BYTE_UNITS[i]!.size).toFixed(BYTE_UNITS[i]!.digits)) >= 1000) i++;
  return BYTE_UNITS[i]!;
}

/** `bytes` in `unit`, rounded to its decimals, with thousands separators (`1,234.5`). */
function inUnit(bytes: number, unit: (typeof BYTE_UNITS)[number]): string {
  const f = new Intl.NumberFormat('en-US', { minimumFractionDigits: unit.digits, maximumFractionDigits: unit.digits });
  return f.format(bytes / unit.size);
}

/**
 * A size that reads: exact bytes under 1 kB (`512 bytes`), else kB, MB or GB in SI units
 * (1 kB = 1,000 bytes; `27.3 kB`, `40.0 MB`, `2.00 GB`), rounded to the decimals shown.
 */
export function formatByteSize(bytes: number): string {
  const unit = byteUnit(bytes);
  return unit === null ? formatBytes(bytes) : `${inUnit(bytes, unit)} ${unit.name}`;
}

/**
 * A part of a whole, each as {@link formatByteSize} writes it, the unit said once where both share
 * it: `12.3 of 27.3 kB`, `300 of 512 bytes`, `40.0 kB of 1.2 MB` (never `0.0 of 1.2 MB`).
 */
export function formatByteProgress(done: number, total: number): string {
  const [a, b] = [byteUnit(done), byteUnit(total)];
  if (a !== b) return `${formatByteSize(done)} of ${formatByteSize(total)}`;
  if (b === null) return `${formatInt(done)} of ${formatBytes(total)}`;
  return `${inUnit(done, b)} of ${inUnit(total, b)} ${b.name}`;
}
