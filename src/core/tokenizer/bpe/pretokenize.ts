/**
 * The reference split for the tests and the bench: cl100k_base's and o200k_base's `pat_str` as JavaScript
 * `u` RegExps over explicit Unicode 16.0.0 ranges (any other pattern gives `undefined`); the counter uses
 * the faster loops of `split.ts`. Translation rules: docs/exactness.md, "The pre-tokenizers".
 */
import { classSet } from './class-table.ts';
import { CLASS_LL, CLASS_LO, CLASS_LU, CLASS_M, CLASS_N, CLASS_NL, CLASS_WS } from './classes.ts';

const CONTRACTION = "'(?:[sS\u017F]|[tT]|[rR][eE]|[vV][eE]|[mM]|[lL][lL]|[dD])";

export const CL100K_PAT_STR =
  "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";

export const O200K_PAT_STR =
  "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?|[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";

let translations: Map<string, string> | undefined;

/** The two translated patterns, built on first use (the class sets are ~10 KB of ranges). */
function buildTranslations(): Map<string, string> {
  const L = classSet([CLASS_LU, CLASS_LL, CLASS_LO]);
  const N = classSet([CLASS_N]);
  const WS = classSet([CLASS_WS, CLASS_NL]);
  const UPPERISH = `[${classSet([CLASS_LU, CLASS_LO, CLASS_M])}]`;
  const LOWERISH = `[${classSet([CLASS_LL, CLASS_LO, CLASS_M])}]`;
  const PREFIX = `[^\\r\\n${L}${N}]`;
  const PUNCT = `[^${WS}${L}${N}]`;
  const spaces = [`[${WS}]*[\\r\\n]+`, `[${WS}]+(?![^${WS}])`, `[${WS}]+`];
  const cl100k = [CONTRACTION, `${PREFIX}?[${L}]+`, `[${N}]{1,3}`, ` ?${PUNCT}+[\\r\\n]*`, ...spaces];
  const o200k = [
    `${PREFIX}?${UPPERISH}*${LOWERISH}+(?:${CONTRACTION})?`,
    `${PREFIX}?${UPPERISH}+${LOWERISH}*(?:${CONTRACTION})?`,
    `[${N}]{1,3}`,
    ` ?${PUNCT}+[\\r\\n/]*`,
    ...spaces,
  ];
  return new Map([
    [CL100K_PAT_STR, cl100k.join('|')],
    [O200K_PAT_STR, o200k.join('|')],
  ]);
}

/** A global `u` RegExp splitting like `patStr`, or `undefined` if `patStr` is not a known pattern. */
export function pieceRegExp(patStr: string): RegExp | undefined {
  translations ??= buildTranslations();
  const source = translations.get(patStr);
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
