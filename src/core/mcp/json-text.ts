import type { JsonValue } from '../json-value.ts';
import { toJsonText } from '../json-value.ts';

/**
 * Minified JSON text of `value`. With `ascii`, every character above U+007F is written as a
 * `\uXXXX` escape (lower-case hex, surrogate pairs for characters above U+FFFF), as Python's
 * `json.dumps` does by default: the reference MCP messages were written that way (reference
 * README, "MCP versus command line"). Without it, non-ASCII text stays as it is (JSON.stringify;
 * numbers kept as JsonNumbers are written as their source digits, see {@link toJsonText}).
 * Either way each string is escaped exactly once: `"` → `\"`, `\` → `\\`, newline → `\n`,
 * other control characters → `\b \f \r \t` or `\u00XX`.
 */
export function jsonText(value: JsonValue, ascii: boolean): string {
  const text = toJsonText(value);
  // Outside string literals JSON text is pure ASCII, so escaping every non-ASCII unit is safe.
  return ascii
    ? text.replace(/[\u0080-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)
    : text;
}

/** Number of `"` characters in `text`: each one costs an escape inside an MCP text result. */
export function countQuotes(text: string): number {
  let count = 0;
  for (let i = text.indexOf('"'); i !== -1; i = text.indexOf('"', i + 1)) count++;
  return count;
}
