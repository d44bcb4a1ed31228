/**
 * Pre-tokenization: the split of text into pieces by an encoding's `pat_str`, as tiktoken does it
 * (fancy-regex, leftmost-first backtracking) but with a JavaScript `u` RegExp.
 *
 * Only the two known patterns (cl100k_base, o200k_base) are translated; any other `pat_str` gives
 * `undefined`, and callers must then fall back to tiktoken. The translation:
 * - `(?i:'s|'t|'re|'ve|'m|'ll|'d)` is expanded by hand with Unicode simple case folding, which is
 *   what Rust's regex uses for `(?i)`: `s` also matches `ſ` (U+017F); no other of these letters has
 *   a third case form;
 * - `\s` / `\S` become `\p{White_Space}` / `\P{White_Space}`, because JavaScript's `\s` differs
 *   from Unicode White_Space (it adds U+FEFF and lacks U+0085), while Rust's `\s` is White_Space.
 * Proven equal to tiktoken's split by `pretokenize.test.ts` (fixtures, random adversarial text,
 * every code point below U+0800 in many contexts) — but only for text whose code points are all
 * below U+0800 ({@link isSplitSafe}): tiktoken 1.0.22's Rust regex carries older Unicode tables
 * than V8 (it does not take U+324E0, U+33060 (CJK Ext. H, Unicode 15) or U+11DB1 for letters, V8
 * does), and those ranges have not changed since Unicode 11. Other text must go to tiktoken.
 */

const UNSAFE = /[^\u0000-\u07ff]/;

/** True when every UTF-16 unit of `text` is below U+0800 (no CJK, no emoji, no surrogates). */
export function isSplitSafe(text: string): boolean {
  return !UNSAFE.test(text);
}

const CONTRACTION = "'(?:[sS\u017F]|[tT]|[rR][eE]|[vV][eE]|[mM]|[lL][lL]|[dD])";
const WS = '\\p{White_Space}';
const NOT_WS = '\\P{White_Space}';

export const CL100K_PAT_STR =
  "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";

export const O200K_PAT_STR =
  "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?|[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";

const CL100K_JS = [
  CONTRACTION,
  '[^\\r\\n\\p{L}\\p{N}]?\\p{L}+',
  '\\p{N}{1,3}',
  ` ?[^${WS}\\p{L}\\p{N}]+[\\r\\n]*`,
  `${WS}*[\\r\\n]+`,
  `${WS}+(?!${NOT_WS})`,
  `${WS}+`,
].join('|');

const UPPERISH = '[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]';
const LOWERISH = '[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]';
const O200K_JS = [
  `[^\\r\\n\\p{L}\\p{N}]?${UPPERISH}*${LOWERISH}+(?:${CONTRACTION})?`,
  `[^\\r\\n\\p{L}\\p{N}]?${UPPERISH}+${LOWERISH}*(?:${CONTRACTION})?`,
  '\\p{N}{1,3}',
  ` ?[^${WS}\\p{L}\\p{N}]+[\\r\\n/]*`,
  `${WS}*[\\r\\n]+`,
  `${WS}+(?!${NOT_WS})`,
  `${WS}+`,
].join('|');

const TRANSLATIONS = new Map<string, string>([
  [CL100K_PAT_STR, CL100K_JS],
  [O200K_PAT_STR, O200K_JS],
]);

/** A global `u` RegExp splitting like `patStr`, or `undefined` if `patStr` is not a known pattern. */
export function pieceRegExp(patStr: string): RegExp | undefined {
  const source = TRANSLATIONS.get(patStr);
  return source === undefined ? undefined : new RegExp(source, 'gu');
}

/**
 * Calls `onPiece(start, end)` (UTF-16 offsets) for every piece of `text`, in order. Pieces cover
 * the text: the patterns end in `\s+`, and every character is matched by some alternative.
 */
export function forEachPiece(text: string, re: RegExp, onPiece: (start: number, end: number) => void): void {
  re.lastIndex = 0;
  let expected = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (start !== expected) throw new Error(`forEachPiece: gap at ${expected}`);
    onPiece(start, end);
    expected = end;
  }
  if (expected !== text.length) throw new Error(`forEachPiece: text not covered, stopped at ${expected}`);
}

/** The pieces of `text` as strings (tests, inspection). */
export function splitPieces(text: string, re: RegExp): string[] {
  const pieces: string[] = [];
  forEachPiece(text, re, (s, e) => pieces.push(text.slice(s, e)));
  return pieces;
}
