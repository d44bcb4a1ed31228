import type { JsonValue } from '../json-value.ts';
import { toJsonText } from '../json-value.ts';

/** The compact format's structural characters, named once. */
export const COMPACT = { delimiter: ',', quote: '"', lineEnd: '\n' } as const;

/** Characters that force a cell into quotes (reference README, rule of L4). */
const NEEDS_QUOTES = /[,"\n\r]/;

/** The one predicate that decides quoting: true when `text` may stand in a cell unquoted. */
export function isSafeUnquoted(text: string): boolean {
  return !NEEDS_QUOTES.test(text);
}

/** `text` wrapped in double quotes with inner quotes doubled. */
export function quoteCell(text: string): string {
  return COMPACT.quote + text.replaceAll(COMPACT.quote, COMPACT.quote + COMPACT.quote) + COMPACT.quote;
}

/**
 * The text a value stands for in a compact cell, before quoting (strings as they are, JSON spelling
 * otherwise, null empty, containers as minified JSON); the decoder cannot tell apart values sharing a
 * text, such as 123 and "123".
 */
export function cellText(value: JsonValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  return toJsonText(value);
}

/**
 * One cell as written: null is the quoted empty cell `""` (so it differs on the page from a missing
 * field, which is an empty unquoted cell); any other value is its cell text, quoted when it holds
 * `,` `"` `\n` or `\r`.
 */
export function encodeCell(value: JsonValue | undefined): string {
  if (value === undefined) return '';
  if (value === null) return quoteCell('');
  const text = cellText(value);
  return isSafeUnquoted(text) ? text : quoteCell(text);
}

/** One line of cells: joined by commas, ended by `\n` (every line, the last included). */
export function encodeLine(cells: readonly string[]): string {
  return cells.join(COMPACT.delimiter) + COMPACT.lineEnd;
}
