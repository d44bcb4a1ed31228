/**
 * Exact token counts of a byte-level BPE `tokenizer.json` (Llama 3, Qwen 3, DeepSeek V3, gpt-oss) by the
 * project's own split and merge, pieces cached; equal to tokenizers.js with the same file (`counter.test.ts`).
 * How: docs/exactness.md, "Open models' files"; memory: docs/performance.md, "How the counter is fast".
 */
import * as merge from '../bpe/merge.ts';
import * as ranks from '../bpe/ranks.ts';
import { meterAt, type Steps } from '../../steps.ts';
import { BoundedCache } from '../../bounded-cache.ts';
import type { TokenizerEntry } from '../registry.ts';
import type { ByteLevelBpe } from './file.ts';
import { createSplitter } from './split.ts';
import * as tokenFilterModule from './token-filter.ts';

/** Pieces longer than this many UTF-16 units are counted but not cached. */
export const MAX_CACHED_PIECE = 64;
/** The piece cache is emptied when it holds this many pieces. */
export const MAX_CACHED_PIECES = 1 << 17;
/** A count pauses after this many pieces. */
export const PIECES_PER_STEP = 1 << 14;

/** Counts the tokens of one tokenizer of the registry. */
export interface TextCounter {
  /** The registry id. */
  readonly tokenizer: string;
  /** Tokens of `text` (special-token text counted as text). */
  count(text: string): number;
  /** The same count in steps that may pause (core/steps.ts). */
  countSteps(text: string): Steps<number>;
}

const NON_ASCII = /[^\x00-\x7f]/;
// Module-local copies of the per-piece functions: under tsx (the CLI, the bench) every read of an
// imported binding is a getter call.
const { bytePairMergeCount, SMALL_PIECE_BYTES, smallPieceCount } = merge;
const { utf8Key } = ranks;
const { mayBeToken } = tokenFilterModule;

/**
 * The {@link TextCounter} of a byte-level BPE entry over its read file.
 * @throws Error if `entry` is not a byte-level BPE.
 */
export function createByteLevelCounter(entry: TokenizerEntry, bpe: ByteLevelBpe): TextCounter {
  if (entry.algorithm !== 'byte-level-bpe') throw new Error(`${entry.id} is not a byte-level BPE`);
  const { vocab, pairs, longest, filter } = bpe;
  const split = createSplitter(entry);
  const nfc = entry.normalizer === 'NFC';
  const cache = new BoundedCache<string, number>(MAX_CACHED_PIECES);
  const shortCache = new BoundedCache<number, number>(MAX_CACHED_PIECES);

  const countPiece = (piece: string): number => {
    const key = NON_ASCII.test(piece) ? utf8Key(piece) : piece; // ASCII is its own UTF-8 latin1 key
    // `ignore_merges`: a piece that is a token is one, whatever the merges would make of it.
    if (filter && key.length <= longest && mayBeToken(filter, key) && vocab.has(key)) return 1;
    if (key.length <= SMALL_PIECE_BYTES) return smallPieceCount(key, vocab, pairs, false);
    return bytePairMergeCount(key, pairs);
  };

  const pieceTokens = (piece: string): number => {
    if (piece.length > MAX_CACHED_PIECE) return countPiece(piece);
    let n = cache.get(piece);
    if (n === undefined) {
      n = countPiece(piece);
      cache.set(piece, n);
    }
    return n;
  };

  /**
   * Tokens of the piece `text[start, end)` of at most 7 UTF-16 units below U+0080, looked up by a
   * number made of its codes and length (< 2^52, exact in a double): no slice, no string hash.
   * Returns -1 when a unit is not ASCII.
   */
  const shortAsciiTokens = (text: string, start: number, end: number): number => {
    let key = 0;
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c >= 128) return -1;
      key = key * 128 + c;
    }
    key = key * 8 + (end - start);
    let n = shortCache.get(key);
    if (n === undefined) {
      n = pieceTokens(text.slice(start, end));
      shortCache.set(key, n);
    }
    return n;
  };

  /**
   * Tokens of pieces `from` to `to` (exclusive) of `text`, whose ends are `ends`. A plain function,
   * not the generator: V8 does not optimize a loop inside a generator while it runs (no on-stack
   * replacement), so a first count looping there would stay in the baseline tier.
   */
  const countPieces = (text: string, ends: Int32Array, from: number, to: number): number => {
    let total = 0;
    let start = from > 0 ? ends[from - 1]! : 0;
    for (let i = from; i < to; i++) {
      const end = ends[i]!;
      const short = end - start <= 7 ? shortAsciiTokens(text, start, end) : -1;
      total += short >= 0 ? short : pieceTokens(text.slice(start, end));
      start = end;
    }
    return total;
  };

  const normalize = (text: string): string => (nfc && NON_ASCII.test(text) ? text.normalize('NFC') : text);

  function* countSteps(text: string): Steps<number> {
    const normalized = normalize(text);
    const { ends, count } = split(normalized);
    let total = 0;
    for (let from = 0; from < count; from += PIECES_PER_STEP) {
      if (from > 0) {
        meterAt(from, count);
        yield;
      }
      total += countPieces(normalized, ends, from, Math.min(count, from + PIECES_PER_STEP));
    }
    return total;
  }

  const count = (text: string): number => {
    const normalized = normalize(text);
    const { ends, count: pieces } = split(normalized);
    return countPieces(normalized, ends, 0, pieces);
  };

  return { tokenizer: entry.id, count, countSteps };
}
