/**
 * The cl100k_base and o200k_base pre-tokenizers for any text, as character loops over the Unicode 16.0.0
 * class table (tiktoken's version, not the engine's); offsets in UTF-16 units, a lone surrogate is OTHER.
 * Each alternative, and the proofs: docs/exactness.md, "The pre-tokenizers".
 */
import { classTable } from './class-table.ts';
import { CL100K_PAT_STR, O200K_PAT_STR } from './pretokenize.ts';
import * as classes from './classes.ts';

// Module-local copies: under tsx (the CLI, the bench) every read of an imported binding is a getter
// call, which was ~40 % of a split's time in the hot loops below.
const { CLASS_LL, CLASS_LO, CLASS_LU, CLASS_M, CLASS_N, CLASS_NL, CLASS_OTHER, CLASS_P, CLASS_WS } = classes;

/** End (exclusive, UTF-16 offset) of the piece that starts at `start` in `text` (`start < text.length`). */
export type PieceEnd = (text: string, start: number) => number;

/** The piece loops over one class table. */
export interface PieceEnds {
  /** cl100k_base's pattern (Llama 3's). */
  cl100k: PieceEnd;
  /** cl100k_base's pattern with `\p{N}` instead of `\p{N}{1,3}` (Qwen 3's). */
  cl100kSingleDigits: PieceEnd;
  /** o200k_base's pattern (gpt-oss's). */
  o200k: PieceEnd;
  /** `\s*[\r\n]+|\s+(?!\S)|\s+` at `start` (White_Space there) in `text[0, n)`: the end. */
  spaceEnd: (text: string, start: number, n: number) => number;
}

/**
 * The loops over class table `T` (`class-table.ts`; a table with P and S classes counts them as
 * OTHER). `foldLongS`: the contractions' `(?i:'s)` also takes `'ſ` (U+017F), as Rust's regex folds it;
 * the JavaScript translations of the byte-level files (`'[sS]`) do not.
 */
export function pieceEndsOver(T: Uint8Array, foldLongS: boolean): PieceEnds {
  /** The code point at UTF-16 offset `i` (a lone surrogate is its own unit). */
  function codePointAt(text: string, i: number): number {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d < 0xe000) return ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
    }
    return c;
  }

  const classAt = (text: string, i: number): number => T[codePointAt(text, i)]!;
  /** Offset after the code point at `i`. */
  const after = (text: string, i: number): number => (codePointAt(text, i) > 0xffff ? i + 2 : i + 1);
  const isLetter = (cls: number): boolean => cls === CLASS_LU || cls === CLASS_LL || cls === CLASS_LO;
  const isUpperish = (cls: number): boolean => cls === CLASS_LU || cls === CLASS_LO || cls === CLASS_M;
  const isLowerish = (cls: number): boolean => cls === CLASS_LL || cls === CLASS_LO || cls === CLASS_M;
  /** `[^\s\p{L}\p{N}]`. */
  const isPunct = (cls: number): boolean => cls === CLASS_OTHER || cls === CLASS_M || cls >= CLASS_P;
  /** `[^\r\n\p{L}\p{N}]`. */
  const isPrefix = (cls: number): boolean => isPunct(cls) || cls === CLASS_WS;
  const longS = foldLongS ? 0x17f : 115;

  /** End of `'(?i:s|t|re|ve|m|ll|d)` at `i`, or -1. */
  function contractionEnd(text: string, i: number): number {
    if (text.charCodeAt(i) !== 39 || i + 1 >= text.length) return -1;
    const d = text.charCodeAt(i + 1);
    const dl = d | 0x20; // ASCII lower case; a non-ASCII unit stays above 0x7f
    if (dl === 115 || d === longS || dl === 116 || dl === 109 || dl === 100) return i + 2; // s ſ t m d
    if (i + 2 < text.length) {
      const e = text.charCodeAt(i + 2) | 0x20;
      if ((dl === 114 && e === 101) || (dl === 118 && e === 101) || (dl === 108 && e === 108)) return i + 3; // re ve ll
    }
    return -1;
  }

  /** End of `\p{N}{1,max}` at `start` (a number there). */
  function digitsEnd(text: string, start: number, max: number): number {
    let j = after(text, start);
    for (let k = 1; k < max && j < text.length && classAt(text, j) === CLASS_N; k++) j = after(text, j);
    return j;
  }

  /** End of the alternatives 5–7 at `start` (White_Space there) in `text[0, n)`. */
  function spaceEnd(text: string, start: number, n: number): number {
    let end = start + 1; // White_Space is all in the BMP
    while (end < n && (T[text.charCodeAt(end)] === CLASS_WS || T[text.charCodeAt(end)] === CLASS_NL)) end++;
    for (let k = end - 1; k >= start; k--) if (T[text.charCodeAt(k)] === CLASS_NL) return k + 1;
    if (end === n || end - 1 === start) return end;
    return end - 1;
  }

  /**
   * End (exclusive, UTF-16 offset) of the cl100k_base piece that starts at `start` in `text`
   * (`start < text.length`).
   */
  function cl100kPieceEnd(text: string, start: number, maxDigits: number): number {
    const n = text.length;
    const c = text.charCodeAt(start);
    if (c === 39) {
      const e = contractionEnd(text, start);
      if (e > 0) return e;
    }
    const cls = classAt(text, start);
    let j = start;
    if (isPrefix(cls)) {
      const next = after(text, start);
      if (next < n && isLetter(classAt(text, next))) j = next;
    }
    if (isLetter(classAt(text, j))) {
      j = after(text, j);
      while (j < n && isLetter(classAt(text, j))) j = after(text, j);
      return j;
    }
    if (cls === CLASS_N) return digitsEnd(text, start, maxDigits);
    j = start;
    if (c === 32 && start + 1 < n && isPunct(classAt(text, start + 1))) j = start + 1;
    if (isPunct(classAt(text, j))) {
      j = after(text, j);
      while (j < n && isPunct(classAt(text, j))) j = after(text, j);
      while (j < n && T[text.charCodeAt(j)] === CLASS_NL) j++;
      return j;
    }
    return spaceEnd(text, start, n);
  }

  /**
   * End of `[UP]*[LO]+` at `p` (greedy, with backtracking), or -1. The first part takes the longest
   * run of UP; the second then needs a LO at the run's end (only Ll is LO and not UP) or, backing
   * off, the run's last code point that is both (Lm, Lo, M), after which nothing LO follows.
   */
  function upperLowerEnd(text: string, p: number): number {
    const n = text.length;
    let q = p;
    let lastBoth = -1;
    while (q < n) {
      const cls = classAt(text, q);
      if (!isUpperish(cls)) break;
      if (cls !== CLASS_LU) lastBoth = q;
      q = after(text, q);
    }
    if (q < n && classAt(text, q) === CLASS_LL) {
      q = after(text, q);
      while (q < n && isLowerish(classAt(text, q))) q = after(text, q);
      return q;
    }
    return lastBoth < 0 ? -1 : after(text, lastBoth);
  }

  /** End of `[UP]+[LO]*` at `p`, or -1. */
  function upperThenLowerEnd(text: string, p: number): number {
    const n = text.length;
    let q = p;
    while (q < n && isUpperish(classAt(text, q))) q = after(text, q);
    if (q === p) return -1;
    while (q < n && isLowerish(classAt(text, q))) q = after(text, q);
    return q;
  }

  /** `end` plus an optional contraction there. */
  function withContraction(text: string, end: number): number {
    const e = end < text.length ? contractionEnd(text, end) : -1;
    return e > 0 ? e : end;
  }

  /**
   * End (exclusive, UTF-16 offset) of the o200k_base piece that starts at `start` in `text`
   * (`start < text.length`).
   */
  function o200kPieceEnd(text: string, start: number): number {
    const n = text.length;
    const cls = classAt(text, start);
    const next = after(text, start);
    const prefix = isPrefix(cls) && next < n;
    // 1. then 2., each first with the optional prefix taken, then without it
    let e = prefix ? upperLowerEnd(text, next) : -1;
    if (e < 0) e = upperLowerEnd(text, start);
    if (e < 0 && prefix) e = upperThenLowerEnd(text, next);
    if (e < 0) e = upperThenLowerEnd(text, start);
    if (e > 0) return withContraction(text, e);
    if (cls === CLASS_N) return digitsEnd(text, start, 3);
    const c = text.charCodeAt(start);
    let j = start;
    if (c === 32 && start + 1 < n && isPunct(classAt(text, start + 1))) j = start + 1;
    if (isPunct(classAt(text, j))) {
      j = after(text, j);
      while (j < n && isPunct(classAt(text, j))) j = after(text, j);
      for (let d = text.charCodeAt(j); j < n && (d === 10 || d === 13 || d === 47); d = text.charCodeAt(++j));
      return j;
    }
    return spaceEnd(text, start, n);
  }

  return {
    cl100k: (text, start) => cl100kPieceEnd(text, start, 3),
    cl100kSingleDigits: (text, start) => cl100kPieceEnd(text, start, 1),
    o200k: o200kPieceEnd,
    spaceEnd,
  };
}

const TIKTOKEN = pieceEndsOver(classTable(), true);
/** cl100k_base's loop over tiktoken's table (Unicode 16). */
export const cl100kPieceEnd: PieceEnd = TIKTOKEN.cl100k;
/** o200k_base's loop over tiktoken's table (Unicode 16). */
export const o200kPieceEnd: PieceEnd = TIKTOKEN.o200k;

/** The piece-end loop of `patStr`'s encoding, or `undefined` for a pattern other than the two known. */
export function pieceEndFor(patStr: string): ((text: string, start: number) => number) | undefined {
  if (patStr === CL100K_PAT_STR) return cl100kPieceEnd;
  if (patStr === O200K_PAT_STR) return o200kPieceEnd;
  return undefined;
}

/** The pieces of `text` by `pieceEnd` (tests, inspection). */
export function splitWith(text: string, pieceEnd: (text: string, start: number) => number): string[] {
  const pieces: string[] = [];
  for (let start = 0; start < text.length;) {
    const end = pieceEnd(text, start);
    pieces.push(text.slice(start, end));
    start = end;
  }
  return pieces;
}
