/** How text and the field list are written into a link and read back (see `url.ts`). */
import type { FieldState } from '../fields/fields.ts';

// A lone surrogate has no UTF-8 form, so encodeURIComponent throws on it (URIError); a link is
// written for any text, so it stands as U+FFFD there (a field name never reaches a link from
// the user's data, and the built-in fixture has none).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` percent-encoded for a link; a lone surrogate is written as U+FFFD. */
export function encodeText(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
}

// Field names are percent-encoded once, each on its own (so a comma or `+` in a name survives),
// joined by literal commas; a switched-off field is written with a leading `-`, so `-x` survives.
/** The `fields=` value of a link: each name percent-encoded once, `-` before a switched-off one. */
export function encodeFields(fields: FieldState): string {
  return fields.order.map((f) => (fields.excluded.includes(f) ? '-' : '') + encodeText(f)).join(',');
}

/** The raw (still percent-encoded) value of `key` in `search`; null when absent. */
// Read from the raw query: URLSearchParams would decode a name's `%2C` into a separating comma.
export function rawParam(search: string, key: string): string | null {
  const part = search
    .replace(/^\?/, '')
    .split('&')
    .find((p) => p.startsWith(`${key}=`));
  return part === undefined ? null : part.slice(key.length + 1);
}

/**
 * A `fields=` value read back.
 * @throws Error for an empty or repeated name, URIError for a malformed escape.
 */
export function decodeFields(raw: string): FieldState {
  const order: string[] = [];
  const excluded: string[] = [];
  for (const part of raw.split(',')) {
    if (part === '' || part === '-') throw new Error('empty field name');
    const off = part.startsWith('-');
    const name = decodeURIComponent((off ? part.slice(1) : part).replaceAll('+', ' '));
    if (order.includes(name)) throw new Error(`field ${name} listed twice`);
    order.push(name);
    if (off) excluded.push(name);
  }
  return { order, excluded };
}
