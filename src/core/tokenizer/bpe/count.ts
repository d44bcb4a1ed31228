/**
 * Exact token counts by pre-token pieces, each piece's count cached: equal to tiktoken's
 * `encode_ordinary(text).length` (proven by `count.test.ts`); nothing is sent to WASM tiktoken, whose merge
 * is quadratic. Routes and caches: docs/exactness.md, "Pieces and their counts"; memory: docs/performance.md.
 */
import * as asciiSplit from './ascii-split.ts';
import * as merge from './merge.ts';
import { SMALL_PIECE_BYTES } from './merge.ts';
import { CL100K_PAT_STR } from './pretokenize.ts';
import { parseRanks, ranksOf, type RankSource, type Ranks } from './ranks.ts';
import * as ranksModule from './ranks.ts';
import { pieceEndFor } from './split.ts';
import * as pairRanksModule from './pair-ranks.ts';
import type { PairRanks } from './pair-ranks.ts';
import { meterAt, runSteps, type Steps } from '../../steps.ts';
import { BoundedCache } from '../../bounded-cache.ts';

// Module-local copies of the per-piece functions: under tsx (the CLI, the bench) every read of an
// imported binding is a getter call, a measurable share of a first count.
const { cl100kAsciiPieceEnd, isAscii } = asciiSplit;
const { bytePairMergeCount, smallPieceCount } = merge;
const { utf8Key } = ranksModule;
const { pairRanksOf } = pairRanksModule;

/** Pieces longer than this many UTF-16 units are counted but not cached (they rarely repeat). */
export const MAX_CACHED_PIECE = 64;
/** Each piece cache (string keys; numeric keys of short ASCII pieces) is emptied when it holds this many. */
export const MAX_CACHED_PIECES = 1 << 17;
/** Texts shorter than this many characters are not cached whole (splitting them is cheap). */
export const MIN_CACHED_TEXT = 4096;
/** The whole-text cache is emptied when the characters it holds would pass this. */
export const MAX_CACHED_TEXT_CHARS = 8_000_000;
/** A long text's count pauses (yields) after this many pieces (~2 ms of work). */
export const PIECES_PER_STEP = 1 << 14;
export { SMALL_PIECE_BYTES };

/** A counter plus what it did, for the bench. */
export interface PieceCounter {
  /** Tokens of `text`, equal to `encode_ordinary(text).length`. */
  count(text: string): number;
  /** The same count in steps: yields every {@link PIECES_PER_STEP} pieces. */
  countSteps(text: string): Steps<number>;
  /** Running totals since creation: pieces looked up, of them found cached, texts found cached. */
  stats(): { pieces: number; pieceHits: number; textHits: number };
}

/**
 * A {@link PieceCounter} for the encoding with pattern `patStr` and ranks `bpeRanks` (the
 * `bpe_ranks` string, parsed on the first uncached piece, ~90 ms; or a function giving the parsed
 * ranks), or `undefined` when `patStr` is not cl100k_base's or o200k_base's.
 */
export function createPieceCounter(patStr: string, bpeRanks: string | (() => RankSource)): PieceCounter | undefined {
  const found = pieceEndFor(patStr);
  if (!found) return undefined;
  const pieceEnd = found;
  const asciiLoop = patStr === CL100K_PAT_STR;
  let ranks: Ranks | undefined;
  let pairs: PairRanks | undefined;
  const getRanks = (): Ranks => {
    if (!ranks) {
      ranks = ranksOf(typeof bpeRanks === 'string' ? parseRanks(bpeRanks) : bpeRanks());
      pairs = pairRanksOf(ranks);
    }
    return ranks;
  };
  const pieceCache = new BoundedCache<string, number>(MAX_CACHED_PIECES);
  const shortCache = new BoundedCache<number, number>(MAX_CACHED_PIECES);
  const textCache = new BoundedCache<string, number>(MAX_CACHED_TEXT_CHARS, (text) => text.length);
  const stats = { pieces: 0, pieceHits: 0, textHits: 0 };

  const countPiece = (piece: string): number => {
    const key = isAscii(piece) ? piece : utf8Key(piece); // ASCII is its own UTF-8 latin1 key
    const r = getRanks();
    if (key.length <= SMALL_PIECE_BYTES) return smallPieceCount(key, r, pairs);
    // Like tiktoken: a piece that is itself a token is one token (the merge need not reach it).
    if (key.length <= r.longest && r.has(key)) return 1;
    return bytePairMergeCount(key, pairs!);
  };

  /** Tokens of one piece, from the cache or counted (and cached if short). */
  const pieceTokens = (piece: string): number => {
    stats.pieces++;
    if (piece.length > MAX_CACHED_PIECE) return countPiece(piece);
    let n = pieceCache.get(piece);
    if (n === undefined) {
      n = countPiece(piece);
      pieceCache.set(piece, n);
    } else stats.pieceHits++;
    return n;
  };

  /**
   * Tokens of the ASCII piece `text[start, end)` of at most 7 characters, looked up by a number
   * made of its 7-bit codes and its length (at most 2^52, exact in a double), which spares slicing
   * and hashing a string per piece.
   */
  const shortAsciiTokens = (text: string, start: number, end: number): number => {
    let key = 0;
    for (let i = start; i < end; i++) key = key * 128 + text.charCodeAt(i);
    key = key * 8 + (end - start);
    let n = shortCache.get(key);
    if (n === undefined) {
      n = pieceTokens(text.slice(start, end));
      shortCache.set(key, n);
    } else {
      stats.pieces++;
      stats.pieceHits++;
    }
    return n;
  };

  /**
   * Tokens of up to {@link PIECES_PER_STEP} pieces of `text` from `at.start`, which it moves past them.
   * A plain function, not the generator: V8 does not optimize a loop inside a running generator, so a
   * first count looping there would stay in the baseline tier.
   */
  const countRun = (text: string, at: { start: number }, ascii: boolean): number => {
    let total = 0;
    let start = at.start;
    for (let left = PIECES_PER_STEP; left > 0 && start < text.length; left--) {
      const end = ascii ? cl100kAsciiPieceEnd(text, start) : pieceEnd(text, start);
      total += ascii && end - start <= 7 ? shortAsciiTokens(text, start, end) : pieceTokens(text.slice(start, end));
      start = end;
    }
    at.start = start;
    return total;
  };

  /** The sum of the tokens of `text`'s pieces, pausing every {@link PIECES_PER_STEP} pieces. */
  function* countSplit(text: string): Steps<number> {
    const ascii = asciiLoop && isAscii(text);
    const at = { start: 0 };
    let total = countRun(text, at, ascii);
    while (at.start < text.length) {
      meterAt(at.start, text.length);
      yield;
      total += countRun(text, at, ascii);
    }
    return total;
  }

  function* countSteps(text: string): Steps<number> {
    const whole = text.length >= MIN_CACHED_TEXT;
    if (whole) {
      const cached = textCache.get(text);
      if (cached !== undefined) {
        stats.textHits++;
        return cached;
      }
    }
    const n = yield* countSplit(text);
    if (whole && text.length <= MAX_CACHED_TEXT_CHARS) {
      textCache.set(text, n);
    }
    return n;
  }

  return { count: (text) => runSteps(countSteps(text)), countSteps, stats: () => ({ ...stats }) };
}
