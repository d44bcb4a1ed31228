/**
 * How a sender spells JSON beyond its layout: the separators of a one-line text (Python's
 * `json.dumps` writes `", "` and `": "`), non-ASCII characters as `\uXXXX` escapes (Python's
 * default, PHP's) and `/` as `\/` (PHP's). Read from a text as received, applied to one written here.
 */

/** What differs from `JSON.stringify`'s spelling; every part absent when the text spells JSON as it does. */
export interface JsonSpelling {
  /** The separators between items and after keys of a one-line text, when not `,` and `:`. */
  separators?: { item: string; key: string };
  /** Characters from U+007F up written as `\uXXXX`, in the text's hex case. */
  asciiEscapes?: 'lower' | 'upper';
  /** `/` written as `\/`. */
  slashEscapes?: true;
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
  return spelling;
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
  if (hexCase) {
    out = out.replace(/[\u007f-\uffff]/g, (c) => {
      const hex = c.charCodeAt(0).toString(16).padStart(4, '0');
      return `\\u${hexCase === 'upper' ? hex.toUpperCase() : hex}`;
    });
  }
  return out;
}
