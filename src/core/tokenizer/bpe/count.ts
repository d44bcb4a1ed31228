/**
 * Exact token counting by pieces, with what was counted before reused.
 *
 * tiktoken's `encode_ordinary` splits text into pieces with the encoding's pattern and encodes
 * every piece on its own (a token never crosses a piece boundary), so
 * `encode_ordinary(text).length` is the sum over the pieces of each piece's token count. This
 * module splits with `pretokenize.ts` (proven to split exactly like tiktoken for split-safe text)
 * and keeps each short piece's count in a map: a 500-row ladder (~115,000 pieces) has a few hundred
 * distinct pieces, so a recount after a toggle is mostly lookups. A short piece (at most
 * {@link LONG_PIECE_BYTES}) is counted by tiktoken alone (a piece re-splits to itself); a long one
 * is 1 if its bytes are a token (tiktoken checks that first), else the length of the heap merge
 * (`merge.ts`, same ranks and lowest-rank-leftmost rule, O(n log n), so one 100,000-byte piece is
 * not quadratic as in WASM tiktoken 1.0.22).
 * Whole texts of at least {@link MIN_CACHED_TEXT} characters are cached too (a field toggle leaves
 * the full-record rungs unchanged).
 *
 * ASCII text under cl100k_base is split by the character loop of `ascii-split.ts` (the same
 * pieces, several times faster than the RegExp).
 * Text with any code point from U+0800 up is not split here (`isSplitSafe`: Unicode-version skew
 * between V8 and tiktoken's regex tables) and goes to the fallback (tiktoken) whole.
 * Proven equal to `encode_ordinary(text).length` by `count.test.ts`: every fixture, rung and format
 * text, the reference data, randomized records and adversarial texts, with caches warm and cold.
 */
import { CL100K_PAT_STR, isSplitSafe, pieceRegExp } from './pretokenize.ts';
import { cl100kAsciiPieceEnd, isAscii } from './ascii-split.ts';
import { bytePairMerge } from './merge.ts';
import { bytesKey, parseRanks, type Ranks } from './ranks.ts';
import { runSteps, type Steps } from '../../steps.ts';

/** What counts text the pieces path cannot (text with code points from U+0800 up). */
export interface EncodeOrdinary {
  encode_ordinary(text: string): Uint32Array;
}

/** Pieces longer than this many UTF-16 units are counted but not cached (they rarely repeat). */
export const MAX_CACHED_PIECE = 64;
/** The piece cache is emptied when it holds this many pieces, so memory stays bounded. */
export const MAX_CACHED_PIECES = 1 << 18;
/** Texts shorter than this many characters are not cached whole (splitting them is cheap). */
export const MIN_CACHED_TEXT = 4096;
/** The whole-text cache is emptied when the characters it holds would pass this. */
export const MAX_CACHED_TEXT_CHARS = 16_000_000;
/** Pieces of more UTF-8 bytes than this are merged here (heap merge), shorter ones by tiktoken. */
export const LONG_PIECE_BYTES = 256;
/** A long text's count pauses (yields) after this many pieces (~2 ms of work). */
export const PIECES_PER_STEP = 1 << 14;

/** A counter plus what it did, for the bench. */
export interface PieceCounter {
  /** Tokens of `text`, equal to `encode_ordinary(text).length`. */
  count(text: string): number;
  /** The same count in steps: yields every {@link PIECES_PER_STEP} pieces (the fallback is one step). */
  countSteps(text: string): Steps<number>;
  /** Running totals since creation: pieces looked up, of them found cached, texts found cached, texts sent to the fallback. */
  stats(): { pieces: number; pieceHits: number; textHits: number; fallbacks: number };
}

const encoder = new TextEncoder();

/**
 * A {@link PieceCounter} for the encoding with pattern `patStr` and ranks `bpeRanks` (the
 * `bpe_ranks` string, parsed on the first long piece, ~90 ms; or a function giving the
 * parsed ranks), or `undefined` when `patStr` is not a pattern `pretokenize.ts` reproduces (the
 * caller then counts with tiktoken alone).
 */
export function createPieceCounter(
  fallback: EncodeOrdinary,
  patStr: string,
  bpeRanks: string | (() => Ranks),
): PieceCounter | undefined {
  const pattern = pieceRegExp(patStr);
  if (!pattern) return undefined;
  const re: RegExp = pattern;
  const asciiLoop = patStr === CL100K_PAT_STR;
  let ranks: Ranks | undefined;
  let longestToken = 0;
  const getRanks = (): Ranks => {
    if (!ranks) {
      ranks = typeof bpeRanks === 'string' ? parseRanks(bpeRanks) : bpeRanks();
      for (const key of ranks.keys()) longestToken = Math.max(longestToken, key.length);
    }
    return ranks;
  };
  const pieceCache = new Map<string, number>();
  const shortCache = new Map<number, number>();
  const textCache = new Map<string, number>();
  let textCacheChars = 0;
  const stats = { pieces: 0, pieceHits: 0, textHits: 0, fallbacks: 0 };

  const countPiece = (piece: string): number => {
    // A short piece is counted by tiktoken itself (one piece re-splits to itself): its merge is
    // quick on short pieces, and the JS ranks then need not be parsed at all (~90 ms) unless a
    // long piece turns up.
    if (piece.length * 3 <= LONG_PIECE_BYTES) return fallback.encode_ordinary(piece).length;
    const bytes = encoder.encode(piece);
    const r = getRanks();
    // Like tiktoken: a piece that is itself a token is one token (the merge need not reach it).
    if (bytes.length <= longestToken && r.has(bytesKey(bytes))) return 1;
    return bytePairMerge(bytes, r).length;
  };

  /** Tokens of one piece, from the cache or counted (and cached if short). */
  const pieceTokens = (piece: string): number => {
    stats.pieces++;
    if (piece.length > MAX_CACHED_PIECE) return countPiece(piece);
    let n = pieceCache.get(piece);
    if (n === undefined) {
      n = countPiece(piece);
      if (pieceCache.size >= MAX_CACHED_PIECES) pieceCache.clear();
      pieceCache.set(piece, n);
    } else stats.pieceHits++;
    return n;
  };

  // The loop of forEachPiece, inlined: this is the hot path of every recount. The regex's
  // lastIndex is kept in a local across pauses: another count may use `re` meanwhile.
  function* countSplit(text: string): Steps<number> {
    if (asciiLoop && isAscii(text)) return yield* countAscii(text);
    let total = 0;
    let expected = 0;
    let untilPause = PIECES_PER_STEP;
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      if (--untilPause === 0) {
        const at = re.lastIndex;
        yield;
        re.lastIndex = at;
        untilPause = PIECES_PER_STEP;
      }
      const piece = m[0];
      if (m.index !== expected) throw new Error(`countSplit: gap at ${expected}`);
      expected += piece.length;
      total += pieceTokens(piece);
    }
    if (expected !== text.length) throw new Error(`countSplit: text not covered, stopped at ${expected}`);
    return total;
  }

  /**
   * The same for ASCII text under cl100k_base, split by the character loop of `ascii-split.ts`.
   * A piece of at most 7 characters is looked up by a number made of its 7-bit codes and its length
   * (at most 2^52, exact in a double), which spares slicing and hashing a string per piece.
   */
  function* countAscii(text: string): Steps<number> {
    let total = 0;
    let untilPause = PIECES_PER_STEP;
    for (let start = 0; start < text.length;) {
      if (--untilPause === 0) {
        yield;
        untilPause = PIECES_PER_STEP;
      }
      const end = cl100kAsciiPieceEnd(text, start);
      if (end - start <= 7) {
        let key = 0;
        for (let i = start; i < end; i++) key = key * 128 + text.charCodeAt(i);
        key = key * 8 + (end - start);
        let n = shortCache.get(key);
        if (n === undefined) {
          n = pieceTokens(text.slice(start, end));
          if (shortCache.size >= MAX_CACHED_PIECES) shortCache.clear();
          shortCache.set(key, n);
        } else {
          stats.pieces++;
          stats.pieceHits++;
        }
        total += n;
      } else total += pieceTokens(text.slice(start, end));
      start = end;
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
    let n: number;
    if (isSplitSafe(text)) n = yield* countSplit(text);
    else {
      stats.fallbacks++;
      n = fallback.encode_ordinary(text).length;
    }
    if (whole && text.length <= MAX_CACHED_TEXT_CHARS) {
      if (textCacheChars + text.length > MAX_CACHED_TEXT_CHARS) {
        textCache.clear();
        textCacheChars = 0;
      }
      textCache.set(text, n);
      textCacheChars += text.length;
    }
    return n;
  }

  return { count: (text) => runSteps(countSteps(text)), countSteps, stats: () => ({ ...stats }) };
}
