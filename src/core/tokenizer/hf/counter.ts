/**
 * Exact token counts of a byte-level BPE `tokenizer.json` (Llama 3, Qwen 3, DeepSeek V3, gpt-oss)
 * with the project's own merge: the file's normalizer (NFC for Qwen 3), its split patterns
 * (`split.ts`: character loops over the engine's Unicode classes), then each piece's UTF-8 bytes merged by the file's merges (`bpe/merge.ts` with the
 * file's `merge-table.ts`): the flat merge for short pieces, the heap merge for long ones; a piece
 * that is a token counts 1 where the file says `ignore_merges`. Special-token text is ordinary
 * text. Proven equal to tokenizers.js with the same file (added tokens left out) by
 * `counter.test.ts` and its per-tokenizer exactness tests.
 *
 * Pieces are counted once each (a cache; short ASCII pieces by a number, not a string).
 * Memory: the piece caches are bounded ({@link MAX_CACHED_PIECES} pieces of at most
 * {@link MAX_CACHED_PIECE} characters, emptied whole when full; twice), the piece ends of the text
 * being counted (4 bytes per UTF-16 unit), plus the vocabulary and the merge table (`file.ts`).
 */
import { bytePairMerge, SMALL_PIECE_BYTES, smallPieceCount } from '../bpe/merge.ts';
import { utf8Key } from '../bpe/ranks.ts';
import { meterAt, runSteps, type Steps } from '../../steps.ts';
import type { TokenizerEntry } from '../registry.ts';
import type { ByteLevelBpe } from './file.ts';
import { createSplitter } from './split.ts';

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

/**
 * The {@link TextCounter} of a byte-level BPE entry over its read file.
 * @throws Error if `entry` is not a byte-level BPE.
 */
export function createByteLevelCounter(entry: TokenizerEntry, bpe: ByteLevelBpe): TextCounter {
  if (entry.algorithm !== 'byte-level-bpe') throw new Error(`${entry.id} is not a byte-level BPE`);
  const { vocab, pairs, ignoreMerges, longest } = bpe;
  const split = createSplitter(entry);
  const nfc = entry.normalizer === 'NFC';
  const cache = new Map<string, number>();
  const shortCache = new Map<number, number>();

  const countPiece = (piece: string): number => {
    const key = NON_ASCII.test(piece) ? utf8Key(piece) : piece; // ASCII is its own UTF-8 latin1 key
    if (key.length <= SMALL_PIECE_BYTES) return smallPieceCount(key, vocab, pairs, ignoreMerges);
    if (ignoreMerges && key.length <= longest && vocab.has(key)) return 1;
    return bytePairMerge(key, vocab, pairs).length;
  };

  const pieceTokens = (piece: string): number => {
    if (piece.length > MAX_CACHED_PIECE) return countPiece(piece);
    let n = cache.get(piece);
    if (n === undefined) {
      n = countPiece(piece);
      if (cache.size >= MAX_CACHED_PIECES) cache.clear();
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
      if (shortCache.size >= MAX_CACHED_PIECES) shortCache.clear();
      shortCache.set(key, n);
    }
    return n;
  };

  function* countSteps(text: string): Steps<number> {
    const normalized = nfc && NON_ASCII.test(text) ? text.normalize('NFC') : text;
    const { ends, count } = split(normalized);
    let total = 0;
    let start = 0;
    for (let i = 0; i < count; i++) {
      if (i > 0 && i % PIECES_PER_STEP === 0) {
        meterAt(i, count);
        yield;
      }
      const end = ends[i]!;
      const short = end - start <= 7 ? shortAsciiTokens(normalized, start, end) : -1;
      total += short >= 0 ? short : pieceTokens(normalized.slice(start, end));
      start = end;
    }
    return total;
  }

  return { tokenizer: entry.id, count: (text) => runSteps(countSteps(text)), countSteps };
}
