/**
 * The byte-level BPE files' `Split` pre-tokenizers, as pieces' ends (UTF-16 offsets, ascending, the last
 * the text's length): {@link regexSplitter} runs the RegExps (the reference), {@link loopSplitter} the
 * ~2–3× faster character loops. Rules: docs/exactness.md, "Open models' files".
 */
import { decodeClassRuns } from '../bpe/class-table.ts';
import * as classes from '../bpe/classes.ts';
import { pieceEndsOver, type PieceEnd, type PieceEnds } from '../bpe/split.ts';
import type { TokenizerEntry } from '../registry.ts';
import { CLASS_RUNS } from './unicode-ranges.ts';

const { CLASS_LL, CLASS_LO, CLASS_LU, CLASS_M, CLASS_N, CLASS_NL, CLASS_P, CLASS_S, CLASS_WS } = classes;

/** The ends of the pieces of `text`, in order; `count` of them are set (`ends[count - 1]` = length). */
export interface PieceBounds {
  ends: Int32Array;
  count: number;
}

/** Splits a text into pieces. */
export type PieceSplitter = (text: string) => PieceBounds;

let table: Uint8Array | undefined;
let loops: PieceEnds | undefined;
/** The engine's class of every code point (1.1 MB, decoded once, ~2 ms). */
const engineTable = (): Uint8Array => (table ??= decodeClassRuns(CLASS_RUNS));
const engineLoops = (): PieceEnds => (loops ??= pieceEndsOver(engineTable(), false));

/** {@link PieceSplitter} of `patterns` (JavaScript `u` sources) as RegExps, applied in order. @throws SyntaxError for a bad pattern. */
export function regexSplitter(patterns: readonly string[]): PieceSplitter {
  const regexes = patterns.map((p) => new RegExp(p, 'gu'));
  return (text) => {
    const ends = new Int32Array(text.length);
    let count = 0;
    const level = (depth: number, from: number, to: number): void => {
      if (depth === regexes.length) {
        ends[count++] = to;
        return;
      }
      const re = regexes[depth]!;
      const part = from === 0 && to === text.length ? text : text.slice(from, to);
      re.lastIndex = 0;
      let prev = 0;
      for (let m = re.exec(part); m !== null; m = re.exec(part)) {
        const at = m.index;
        const length = m[0].length;
        if (prev < at) level(depth + 1, from + prev, from + at);
        if (length > 0) level(depth + 1, from + at, from + at + length);
        else re.lastIndex++; // an empty match moves on, as matchAll does
        prev = at + length;
        // `level` below may run other RegExps, never this one: its lastIndex stays.
      }
      if (prev < part.length) level(depth + 1, from + prev, to);
    };
    if (text.length > 0) level(0, 0, text.length);
    return { ends, count };
  };
}

/** {@link PieceSplitter} that runs one piece-end loop over the whole text (a single pattern). */
function pieceEndSplitter(pieceEnd: PieceEnd): PieceSplitter {
  return (text) => {
    const ends = new Int32Array(text.length);
    let count = 0;
    for (let start = 0; start < text.length;) start = ends[count++] = pieceEnd(text, start);
    return { ends, count };
  };
}

/**
 * The character-loop splitter of `entry`'s patterns, or undefined when it has no loop. Which loop a
 * tokenizer takes is `entry.splitter` (`registry.ts`).
 */
export function loopSplitter(entry: TokenizerEntry): PieceSplitter | undefined {
  switch (entry.splitter) {
    case 'cl100k':
      return pieceEndSplitter(engineLoops().cl100k);
    case 'cl100k-single-digits':
      return pieceEndSplitter(engineLoops().cl100kSingleDigits);
    case 'o200k':
      return pieceEndSplitter(engineLoops().o200k);
    case 'deepseek-v3':
      return (text) => {
        const ends = new Int32Array(text.length);
        return { ends, count: deepseekEnds(text, ends) };
      };
    default:
      return undefined;
  }
}

/** The splitter of `entry`: its loop, or its patterns as RegExps when it has none. */
export function createSplitter(entry: TokenizerEntry): PieceSplitter {
  return loopSplitter(entry) ?? regexSplitter(entry.patterns);
}

/** `[一-龥぀-ゟ゠-ヿ]`: DeepSeek V3's second split (all in the BMP). */
const isCjk = (c: number): boolean => (c >= 0x4e00 && c <= 0x9fa5) || (c >= 0x3040 && c <= 0x30ff);
/** DeepSeek's `[!"#$%&'()*+,\-./:;<=>?@\[\\\]^_`{|}~]`: ASCII punctuation and symbols. */
const ASCII_PUNCT = new Uint8Array(128);
for (const c of '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~') ASCII_PUNCT[c.charCodeAt(0)] = 1;
const isAsciiLetter = (c: number): boolean => (c | 0x20) >= 97 && (c | 0x20) <= 122;

/**
 * DeepSeek V3's pieces of `text`, their ends written to `ends`; returns how many. Its three splits
 * (numbers, CJK, then the main pattern): docs/exactness.md, "Open models' files".
 */
export function deepseekEnds(text: string, ends: Int32Array): number {
  const T = engineTable();
  const { spaceEnd } = engineLoops();
  const n = text.length;
  const codePointAt = (i: number): number => {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < n) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d < 0xe000) return ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
    }
    return c;
  };
  const classAt = (i: number): number => T[codePointAt(i)]!;
  const after = (i: number): number => (codePointAt(i) > 0xffff ? i + 2 : i + 1);
  const isLetterOrMark = (cls: number): boolean =>
    cls === CLASS_LU || cls === CLASS_LL || cls === CLASS_LO || cls === CLASS_M;
  const isPunctOrSymbol = (cls: number): boolean => cls === CLASS_P || cls === CLASS_S;
  const letterRunEnd = (i: number, lim: number): number => {
    while (i < lim && isLetterOrMark(classAt(i))) i = after(i);
    return i;
  };
  /** End of the main pattern's match at `i` in the stretch ending at `lim`, or -1. */
  const matchEnd = (i: number, lim: number): number => {
    const c = text.charCodeAt(i);
    if (c < 128 && ASCII_PUNCT[c] === 1 && i + 1 < lim && isAsciiLetter(text.charCodeAt(i + 1))) {
      let j = i + 2;
      while (j < lim && isAsciiLetter(text.charCodeAt(j))) j++;
      return j;
    }
    const cls = classAt(i);
    if (isLetterOrMark(cls)) return letterRunEnd(i, lim);
    if (cls !== CLASS_NL && !isPunctOrSymbol(cls)) {
      const next = after(i);
      if (next < lim && isLetterOrMark(classAt(next))) return letterRunEnd(next, lim);
    }
    let j = i;
    if (c === 32 && i + 1 < lim && isPunctOrSymbol(classAt(i + 1))) j = i + 1;
    if (isPunctOrSymbol(classAt(j))) {
      j = after(j);
      while (j < lim && isPunctOrSymbol(classAt(j))) j = after(j);
      for (let d = text.charCodeAt(j); j < lim && (d === 10 || d === 13); d = text.charCodeAt(++j));
      return j;
    }
    return cls === CLASS_WS || cls === CLASS_NL ? spaceEnd(text, i, lim) : -1;
  };
  let count = 0;
  /** Split 3 of the stretch [from, lim). */
  const main = (from: number, lim: number): void => {
    let prev = from;
    for (let i = from; i < lim;) {
      const e = matchEnd(i, lim);
      if (e < 0) {
        i = after(i);
        continue;
      }
      if (prev < i) ends[count++] = i;
      ends[count++] = e;
      i = prev = e;
    }
    if (prev < lim) ends[count++] = lim;
  };
  for (let s = 0; s < n;) {
    if (classAt(s) === CLASS_N) {
      let j = after(s);
      for (let k = 1; k < 3 && j < n && classAt(j) === CLASS_N; k++) j = after(j);
      s = ends[count++] = j;
      continue;
    }
    let stretchEnd = s;
    while (stretchEnd < n && classAt(stretchEnd) !== CLASS_N) stretchEnd = after(stretchEnd);
    for (let t = s; t < stretchEnd;) {
      // A run of CJK, or the stretch up to the next: split 3 sees each on its own.
      const cjk = isCjk(text.charCodeAt(t));
      let j = t + 1;
      while (j < stretchEnd && isCjk(text.charCodeAt(j)) === cjk) j++;
      main(t, j);
      t = j;
    }
    s = stretchEnd;
  }
  return count;
}
