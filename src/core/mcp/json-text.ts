import type { JsonValue } from '../json-value.ts';
import { toJsonText } from '../json-value.ts';

/**
 * Minified JSON text of `value`, each string escaped exactly once; with `ascii`, every character above
 * U+007F as a `\uXXXX` escape, as Python's `json.dumps` wrote the reference MCP messages
 * (docs/cli.md, "What each host hands the model"); JsonNumbers as their digits ({@link toJsonText}).
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
