/**
 * Byte-pair merge of one pre-token piece by tiktoken's rule (lowest rank first, leftmost on ties): a heap
 * merge in O(n log n), a flat merge for short pieces, and tiktoken's quadratic transcription for the tests.
 * Rules: docs/exactness.md, "The merge".
 */
import * as pairRanks from './pair-ranks.ts';
import type { PairTable } from './pair-ranks.ts';
import type { RankSource } from './ranks.ts';

const NONE = Number.MAX_SAFE_INTEGER;
// Module-local copies: under tsx (the CLI, the bench) every read of an imported binding is a getter
// call, too slow for the merge loops.
const { NO_RANK, pairRanksOf } = pairRanks;

/** latin1 string of the bytes, one char per byte, so that rank keys are substrings of it. */
function latin1(piece: Uint8Array): string {
  let s = '';
  const CHUNK = 8192;
  for (let i = 0; i < piece.length; i += CHUNK) {
    s += String.fromCharCode.apply(null, Array.from(piece.subarray(i, i + CHUNK)));
  }
  return s;
}

/** Heap keys are rank × 2^32 + start offset (< 2^50, exact in a double): one compare orders both. */
const KEY = 4294967296;

/** Restores the min-heap property below `i` in `heap[0, size)`, moving a hole down. */
function siftDown(heap: Float64Array, size: number, i: number): void {
  const key = heap[i]!;
  for (;;) {
    let c = 2 * i + 1;
    if (c >= size) break;
    if (c + 1 < size && heap[c + 1]! < heap[c]!) c++;
    if (heap[c]! >= key) break;
    heap[i] = heap[c]!;
    i = c;
  }
  heap[i] = key;
}

/** Adds `key` to the min-heap `heap[0, size)`; the caller grows size by one. */
function siftUp(heap: Float64Array, size: number, key: number): void {
  let i = size;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (heap[parent]! <= key) break;
    heap[i] = heap[parent]!;
    i = parent;
  }
  heap[i] = key;
}

/** Token ids of the single bytes of `piece`. @throws Error if a byte is not a token. */
function byteIds(piece: Uint8Array | string, pairs: PairTable, out: Int32Array): void {
  for (let i = 0; i < piece.length; i++) {
    const id = pairs.byteId[typeof piece === 'string' ? piece.charCodeAt(i) : piece[i]!]!;
    if (id < 0) throw new Error('bytePairMerge: a byte is not a token');
    out[i] = id;
  }
}

/**
 * The token ids of `piece` (UTF-8 bytes, or their latin1 string) by tiktoken's merge rule, in O(n log n);
 * `pairs` defaults to tiktoken's rule for `ranks`, a Hugging Face file passes its merge table.
 * @throws Error if a byte is not a token (cannot happen with byte-complete ranks).
 */
export function bytePairMerge(
  piece: Uint8Array | string,
  ranks: RankSource,
  pairs: PairTable = pairRanksOf(ranks),
): number[] {
  const n = piece.length;
  if (n === 0) return [];
  const id = new Int32Array(n);
  byteIds(piece, pairs, id);
  const next = mergeLinked(id, n, pairs);
  const ids: number[] = [];
  for (let i = 0; i < n; i = next[i]!) ids.push(id[i]!);
  return ids;
}

/**
 * Number of tokens of `piece` (the latin1 string of its UTF-8 bytes) by the heap merge of
 * {@link bytePairMerge}, without making the token array: the parts' ids go in scratch too.
 * @throws Error if a byte is not a token.
 */
export function bytePairMergeCount(piece: string, pairs: PairTable): number {
  const n = piece.length;
  if (n <= 1) return n;
  if (n > scratchId.length && n <= SCRATCH_PARTS) growScratch(n);
  const id = n <= scratchId.length ? scratchId : new Int32Array(n);
  byteIds(piece, pairs, id);
  const next = mergeLinked(id, n, pairs);
  let count = 0;
  for (let i = 0; i < n; i = next[i]!) count++;
  return count;
}

/**
 * Number of tokens that the parts `id[0, n)` (token ids, e.g. the characters of a SentencePiece
 * file) merge into by `pairs`, lowest rank first, leftmost on ties: the heap merge of
 * {@link bytePairMerge} from ids instead of bytes. Overwrites `id`.
 */
export function mergedIdCount(id: Int32Array, n: number, pairs: PairTable): number {
  if (n <= 1) return n;
  const next = mergeLinked(id, n, pairs);
  let count = 0;
  for (let i = 0; i < n; i = next[i]!) count++;
  return count;
}

/** Pieces up to this many parts merge in shared scratch arrays; longer ones allocate their own. */
const SCRATCH_PARTS = 1 << 16;
let scratchPair = new Int32Array(256);
let scratchNext = new Int32Array(256);
let scratchPrev = new Int32Array(256);
let scratchHeap = new Float64Array(512);
let scratchId = new Int32Array(256);

/** Makes the scratch arrays hold `n` parts (grown by doubling, up to {@link SCRATCH_PARTS}). */
function growScratch(n: number): void {
  let size = scratchPair.length;
  while (size < n) size *= 2;
  scratchPair = new Int32Array(size);
  scratchNext = new Int32Array(size);
  scratchPrev = new Int32Array(size);
  scratchHeap = new Float64Array(2 * size);
  scratchId = new Int32Array(size);
}

/**
 * The heap merge of `id[0, n)` in place; returns the `next` links of the final parts (from 0), in shared
 * scratch arrays (up to {@link SCRATCH_PARTS} parts), so the result is valid only until the next merge.
 */
function mergeLinked(id: Int32Array, n: number, pairs: PairTable): Int32Array {
  const merged = pairs.merged;
  if (n > scratchPair.length && n <= SCRATCH_PARTS) growScratch(n);
  const fits = n <= scratchPair.length;
  const pair = fits ? scratchPair : new Int32Array(n);
  const next = fits ? scratchNext : new Int32Array(n);
  const prev = fits ? scratchPrev : new Int32Array(n);
  // Each merge pops one entry and pushes at most two, so the heap never holds more than 2n.
  const heap = fits ? scratchHeap : new Float64Array(2 * n);
  let size = 0;
  for (let i = 0; i < n; i++) {
    next[i] = i + 1;
    prev[i] = i - 1;
    const r = i + 1 < n ? pairs.rank(id[i]!, id[i + 1]!) : NO_RANK;
    pair[i] = r;
    if (r !== NO_RANK) heap[size++] = r * KEY + i;
  }
  for (let i = (size >> 1) - 1; i >= 0; i--) siftDown(heap, size, i);
  while (size > 0) {
    const top = heap[0]!;
    if (--size > 0) {
      heap[0] = heap[size]!;
      siftDown(heap, size, 0);
    }
    const r = Math.floor(top / KEY);
    const i = top - r * KEY;
    if (pair[i] !== r) continue; // stale
    // Part i absorbs its next part j.
    const j = next[i]!;
    const k = next[j]!;
    const joined = merged ? merged[r]! : r;
    id[i] = joined;
    pair[j] = NO_RANK;
    next[i] = k;
    const ri = k < n ? pairs.rank(joined, id[k]!) : NO_RANK;
    pair[i] = ri;
    if (k < n) {
      prev[k] = i;
      if (ri !== NO_RANK) siftUp(heap, size++, ri * KEY + i);
    }
    const p = prev[i]!;
    if (p >= 0) {
      const rp = pairs.rank(id[p]!, joined);
      pair[p] = rp;
      if (rp !== NO_RANK) siftUp(heap, size++, rp * KEY + p);
    }
  }
  return next;
}

/** Longest piece, in UTF-8 bytes, that {@link smallPieceCount} takes. */
export const SMALL_PIECE_BYTES = 64;
const smallId = new Int32Array(SMALL_PIECE_BYTES);
const smallRank = new Int32Array(SMALL_PIECE_BYTES);

/**
 * Number of tokens of one short piece, the latin1 string `key` of its UTF-8 bytes, by tiktoken's quadratic
 * merge over flat arrays; a whole-token piece is 1 unless `wholeIsToken` is false. Not reentrant.
 * @throws RangeError if `key` is longer than {@link SMALL_PIECE_BYTES}.
 */
export function smallPieceCount(
  key: string,
  ranks: RankSource,
  pairs: PairTable = pairRanksOf(ranks),
  wholeIsToken = true,
): number {
  const n = key.length;
  if (n > SMALL_PIECE_BYTES) throw new RangeError('smallPieceCount: piece too long');
  if (n <= 1 || (wholeIsToken && ranks.has(key))) return 1;
  const merged = pairs.merged;
  const id = smallId;
  const rank = smallRank;
  byteIds(key, pairs, id);
  let m = n; // parts
  let min = NO_RANK;
  let at = -1;
  for (let i = 0; i + 1 < m; i++) {
    const r = pairs.rank(id[i]!, id[i + 1]!);
    rank[i] = r;
    if (r < min) {
      min = r;
      at = i;
    }
  }
  while (at >= 0) {
    // Part `at` absorbs part at+1: one pass shifts the parts after it left and finds the next minimum.
    const joined = merged ? merged[min]! : min;
    id[at] = joined;
    m--;
    for (let i = at + 1; i < m; i++) {
      id[i] = id[i + 1]!;
      rank[i] = rank[i + 1]!;
    }
    if (at + 1 < m) rank[at] = pairs.rank(joined, id[at + 1]!);
    else rank[at] = NO_RANK;
    if (at > 0) rank[at - 1] = pairs.rank(id[at - 1]!, joined);
    min = NO_RANK;
    at = -1;
    for (let i = 0; i + 1 < m; i++) {
      if (rank[i]! < min) {
        min = rank[i]!;
        at = i;
      }
    }
  }
  return m;
}

/** tiktoken's quadratic `_byte_pair_merge`, transcribed directly; the tests' reference. */
export function bytePairMergeReference(piece: Uint8Array, ranks: RankSource): number[] {
  const key = latin1(piece);
  // parts[i] = [start, rank of merging parts i and i+1]
  const parts: [number, number][] = [];
  for (let i = 0; i <= piece.length; i++) parts.push([i, NONE]);
  const getRank = (startIdx: number, skip: number): number => {
    if (startIdx + skip + 2 < parts.length) {
      const r = ranks.get(key.slice(parts[startIdx]![0], parts[startIdx + skip + 2]![0]));
      return r === undefined ? NONE : r;
    }
    return NONE;
  };
  for (let i = 0; i + 2 < parts.length; i++) parts[i]![1] = getRank(i, 0);
  while (parts.length > 1) {
    let minRank = NONE;
    let minIdx = 0;
    for (let i = 0; i < parts.length - 1; i++) {
      if (parts[i]![1] < minRank) {
        minRank = parts[i]![1];
        minIdx = i;
      }
    }
    if (minRank === NONE) break;
    const i = minIdx;
    parts[i]![1] = getRank(i, 1);
    if (i > 0) parts[i - 1]![1] = getRank(i - 1, 1);
    parts.splice(i + 1, 1);
  }
  const ids: number[] = [];
  for (let i = 0; i + 1 < parts.length; i++) {
    const id = ranks.get(key.slice(parts[i]![0], parts[i + 1]![0]));
    if (id === undefined) throw new Error('bytePairMergeReference: a final part is not a token');
    ids.push(id);
  }
  return ids;
}
