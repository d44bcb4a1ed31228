/**
 * How a sender spells JSON beyond its layout: the separators of a one-line text (Python's
 * `json.dumps` writes `", "` and `": "`), non-ASCII characters as `\uXXXX` escapes (Python's
 * default, PHP's), `/` as `\/` (PHP's), and `<`, `>`, `&`, U+2028, U+2029 as `\uXXXX` (Go's
 * `encoding/json`, so Kubernetes'). Read from a text as received, applied to one written here.
 */

/** What differs from `JSON.stringify`'s spelling; every part absent when the text spells JSON as it does. */
export interface JsonSpelling {
  /** The separators between items and after keys of a one-line text, when not `,` and `:`. */
  separators?: { item: string; key: string };
  /** Characters from U+007F up written as `\uXXXX`, in the text's hex case. */
  asciiEscapes?: 'lower' | 'upper';
  /** `/` written as `\/`. */
  slashEscapes?: true;
  /** Characters `JSON.stringify` writes raw that the text writes only as `\uXXXX` (Go's `<`, `>`, `&`), in its hex case. */
  escapedChars?: { chars: string; hexCase: 'lower' | 'upper' };
}

// An escape that is not itself escaped: an odd run of backslashes before it.
const UNICODE_ESCAPE = /(?<!\\)(?:\\\\)*\\u([0-9a-fA-F]{4})/g;
const SLASH_ESCAPE = /(?<!\\)(?:\\\\)*\\\//;

// The positions of `,` and `:` outside strings, in order.
function* separatorsAt(text: string): Generator<number> {
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === ',' || c === ':') yield i;
  }
}

// The character after the first `sign` outside strings; undefined when there is none.
function after(text: string, sign: ',' | ':'): string | undefined {
  for (const i of separatorsAt(text)) if (text[i] === sign) return text[i + 1];
  return undefined;
}

// The hex case of the first escape of a character from U+007F up; undefined when there is none.
function escapeCase(text: string): 'lower' | 'upper' | undefined {
  for (const m of text.matchAll(UNICODE_ESCAPE)) {
    const hex = m[1]!;
    if (Number.parseInt(hex, 16) < 0x7f) continue;
    return /[A-F]/.test(hex) ? 'upper' : 'lower';
  }
  return undefined;
}

/** The spelling of `text`, a JSON text or JSON Lines; `oneLine` when its documents are on one line each (separators count). */
export function readSpelling(text: string, oneLine: boolean): JsonSpelling {
  const spelling: JsonSpelling = {};
  if (oneLine) {
    const item = after(text, ',') === ' ' ? ', ' : ',';
    const key = after(text, ':') === ' ' ? ': ' : ':';
    if (item !== ',' || key !== ':') spelling.separators = { item, key };
  }
  // Escaped only when no character from U+007F up is written raw.
  const ascii = !/[^\x00-\x7e]/.test(text) && escapeCase(text);
  if (ascii) spelling.asciiEscapes = ascii;
  if (SLASH_ESCAPE.test(text)) spelling.slashEscapes = true;
  const escaped = escapedChars(text);
  if (escaped) spelling.escapedChars = escaped;
  return spelling;
}

// Characters that cannot be part of JSON's structure or its literals, so replacing them touches strings only.
const ESCAPABLE = /^[^\w\s"\\/,:[\]{}.+-]$/;

// The characters below U+007F (and U+2028, U+2029) the text escapes and never writes raw.
function escapedChars(text: string): JsonSpelling['escapedChars'] {
  const found = new Map<string, string>();
  for (const m of text.matchAll(UNICODE_ESCAPE)) {
    const code = Number.parseInt(m[1]!, 16);
    const c = String.fromCharCode(code);
    if ((code >= 0x20 && code < 0x7f && ESCAPABLE.test(c)) || code === 0x2028 || code === 0x2029) found.set(c, m[1]!);
  }
  const chars = [...found.keys()].filter((c) => !text.includes(c));
  if (chars.length === 0) return undefined;
  const lettered = chars.map((c) => found.get(c)!).find((hex) => /[a-fA-F]/.test(hex));
  const hexCase = lettered && /[A-F]/.test(lettered) ? 'upper' : 'lower';
  return { chars: chars.join(''), hexCase };
}

// `c` as a `\uXXXX` escape in `hexCase`.
function unicodeEscape(c: string, hexCase: 'lower' | 'upper'): string {
  const hex = c.charCodeAt(0).toString(16).padStart(4, '0');
  return `\\u${hexCase === 'upper' ? hex.toUpperCase() : hex}`;
}

// `text` with `,` and `:` outside strings followed by the separators' spaces.
function withSeparators(text: string, separators: { item: string; key: string }): string {
  const out: string[] = [];
  let start = 0;
  for (const i of separatorsAt(text)) {
    out.push(text.slice(start, i), text[i] === ',' ? separators.item : separators.key);
    start = i + 1;
  }
  out.push(text.slice(start));
  return out.join('');
}

/** `text`, as `JSON.stringify` spells it, respelled as `spelling` says. */
export function respell(text: string, spelling: JsonSpelling): string {
  let out = spelling.separators ? withSeparators(text, spelling.separators) : text;
  // Outside strings JSON has no `/` and no character from U+007F up, so both replacements touch strings only.
  if (spelling.slashEscapes) out = out.replaceAll('/', '\\/');
  const hexCase = spelling.asciiEscapes;
  if (hexCase) out = out.replace(/[\u007f-\uffff]/g, (c) => unicodeEscape(c, hexCase));
  const escaped = spelling.escapedChars;
  if (escaped) {
    const any = new RegExp(`[${[...escaped.chars].map((c) => `\\${c}`).join('')}]`, 'g');
    out = out.replace(any, (c) => unicodeEscape(c, escaped.hexCase));
  }
  return out;
}
