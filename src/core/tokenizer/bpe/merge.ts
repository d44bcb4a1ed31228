/**
 * Byte-pair merge of one pre-token piece, with tiktoken's rule: repeatedly merge the adjacent pair
 * of parts whose concatenated bytes have the LOWEST rank; on equal ranks the LEFTMOST pair; stop
 * when no adjacent pair is a token. Parts start as single bytes; the result is the ranks (ids) of
 * the final parts.
 *
 * {@link bytePairMerge} does this in O(n log n) with a binary min-heap of (rank, start offset)
 * over a doubly linked list of parts, with lazy invalidation: every part carries a version that
 * is bumped whenever its pair rank changes or it is removed; stale heap entries are skipped.
 * Because start offsets of live parts are distinct and ordered like the parts, the heap minimum
 * (rank, start) is exactly the leftmost lowest-rank pair. {@link bytePairMergeReference} is the
 * direct quadratic transcription of tiktoken's `_byte_pair_merge`, kept for the tests.
 *
 * Callers that follow tiktoken check first whether the whole piece is a token (one id) — the merge
 * need not reach it — see `count.ts`.
 */
import type { Ranks } from './ranks.ts';

const NONE = Number.MAX_SAFE_INTEGER;

/** latin1 string of the bytes, one char per byte, so that rank keys are substrings of it. */
function latin1(piece: Uint8Array): string {
  let s = '';
  const CHUNK = 8192;
  for (let i = 0; i < piece.length; i += CHUNK) {
    s += String.fromCharCode.apply(null, Array.from(piece.subarray(i, i + CHUNK)));
  }
  return s;
}

/** A min-heap of entries (rank, start, node, version) stored in parallel typed arrays. */
class PairHeap {
  private rank: Float64Array;
  private start: Int32Array;
  private node: Int32Array;
  private version: Int32Array;
  size = 0;
  constructor(capacity: number) {
    const c = Math.max(4, capacity);
    this.rank = new Float64Array(c);
    this.start = new Int32Array(c);
    this.node = new Int32Array(c);
    this.version = new Int32Array(c);
  }
  private less(a: number, b: number): boolean {
    const ra = this.rank[a]!;
    const rb = this.rank[b]!;
    return ra < rb || (ra === rb && this.start[a]! < this.start[b]!);
  }
  private swap(a: number, b: number): void {
    const r = this.rank[a]!,
      s = this.start[a]!,
      n = this.node[a]!,
      v = this.version[a]!;
    this.rank[a] = this.rank[b]!;
    this.start[a] = this.start[b]!;
    this.node[a] = this.node[b]!;
    this.version[a] = this.version[b]!;
    this.rank[b] = r;
    this.start[b] = s;
    this.node[b] = n;
    this.version[b] = v;
  }
  private grow(): void {
    const c = this.rank.length * 2;
    const rank = new Float64Array(c);
    rank.set(this.rank);
    this.rank = rank;
    const start = new Int32Array(c);
    start.set(this.start);
    this.start = start;
    const node = new Int32Array(c);
    node.set(this.node);
    this.node = node;
    const version = new Int32Array(c);
    version.set(this.version);
    this.version = version;
  }
  push(rank: number, start: number, node: number, version: number): void {
    if (this.size === this.rank.length) this.grow();
    let i = this.size++;
    this.rank[i] = rank;
    this.start[i] = start;
    this.node[i] = node;
    this.version[i] = version;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }
  /** Removes the minimum; its fields are returned through `out`. */
  pop(out: { rank: number; start: number; node: number; version: number }): void {
    out.rank = this.rank[0]!;
    out.start = this.start[0]!;
    out.node = this.node[0]!;
    out.version = this.version[0]!;
    this.size--;
    if (this.size > 0) {
      this.swap(0, this.size);
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < this.size && this.less(l, m)) m = l;
        if (r < this.size && this.less(r, m)) m = r;
        if (m === i) break;
        this.swap(i, m);
        i = m;
      }
    }
  }
}

/**
 * The token ids of `piece` by tiktoken's merge rule, in O(n log n).
 * @throws Error if a final part is not a token (cannot happen with byte-complete ranks).
 */
export function bytePairMerge(piece: Uint8Array, ranks: Ranks): number[] {
  const n = piece.length;
  if (n === 0) return [];
  const key = latin1(piece);
  // Parts are nodes 0..n-1 (node i starts at byte i); node n is the end sentinel.
  const start = new Int32Array(n + 1);
  const next = new Int32Array(n + 1);
  const prev = new Int32Array(n + 1);
  const version = new Int32Array(n + 1);
  const alive = new Uint8Array(n + 1);
  for (let i = 0; i <= n; i++) {
    start[i] = i;
    next[i] = i + 1;
    prev[i] = i - 1;
    alive[i] = 1;
  }
  /** Rank of merging part `i` with the part after it, or NONE. */
  const pairRank = (i: number): number => {
    const j = next[i]!;
    if (j >= n) return NONE;
    const k = next[j]!;
    const r = ranks.get(key.slice(start[i]!, start[k]!));
    return r === undefined ? NONE : r;
  };
  const heap = new PairHeap(n);
  for (let i = 0; i + 1 < n; i++) {
    const r = pairRank(i);
    if (r !== NONE) heap.push(r, i, i, 0);
  }
  const top = { rank: 0, start: 0, node: 0, version: 0 };
  while (heap.size > 0) {
    heap.pop(top);
    const i = top.node;
    if (alive[i] !== 1 || version[i] !== top.version) continue; // stale
    // Merge part i with its next part j.
    const j = next[i]!;
    const k = next[j]!;
    alive[j] = 0;
    version[j]!++;
    next[i] = k;
    prev[k] = i;
    version[i]!++;
    const ri = pairRank(i);
    if (ri !== NONE) heap.push(ri, start[i]!, i, version[i]!);
    const p = prev[i]!;
    if (p >= 0) {
      version[p]!++;
      const rp = pairRank(p);
      if (rp !== NONE) heap.push(rp, start[p]!, p, version[p]!);
    }
  }
  const ids: number[] = [];
  for (let i = 0; i < n; i = next[i]!) {
    const id = ranks.get(key.slice(start[i]!, start[next[i]!]!));
    if (id === undefined) throw new Error('bytePairMerge: a final part is not a token');
    ids.push(id);
  }
  return ids;
}

/** Longest piece, in UTF-8 bytes, that {@link smallPieceCount} takes. */
export const SMALL_PIECE_BYTES = 256;
const smallPos = new Int32Array(SMALL_PIECE_BYTES + 1);
const smallRank = new Float64Array(SMALL_PIECE_BYTES + 1);

/**
 * Number of tokens of one short piece, given as the latin1 string `key` of its UTF-8 bytes (at
 * most {@link SMALL_PIECE_BYTES}), by tiktoken's rule in tiktoken's own quadratic way: for a few
 * dozen bytes a scan of flat arrays beats the heap and needs no allocation. A piece that is itself
 * a token is 1, as in tiktoken. Not reentrant (shared scratch arrays).
 * @throws RangeError if `key` is longer than {@link SMALL_PIECE_BYTES}.
 */
export function smallPieceCount(key: string, ranks: Ranks): number {
  const n = key.length;
  if (n > SMALL_PIECE_BYTES) throw new RangeError('smallPieceCount: piece too long');
  if (n <= 1 || ranks.has(key)) return 1;
  const pos = smallPos;
  const rank = smallRank;
  let m = n + 1; // part boundaries, the last one the end
  for (let i = 0; i <= n; i++) pos[i] = i;
  const pairRank = (i: number): number => (i + 2 < m ? (ranks.get(key.slice(pos[i]!, pos[i + 2]!)) ?? NONE) : NONE);
  for (let i = 0; i + 1 < m; i++) rank[i] = pairRank(i);
  for (;;) {
    let min = NONE;
    let at = -1;
    for (let i = 0; i + 1 < m; i++) {
      if (rank[i]! < min) {
        min = rank[i]!;
        at = i;
      }
    }
    if (at < 0) break;
    pos.copyWithin(at + 1, at + 2, m);
    rank.copyWithin(at + 1, at + 2, m);
    m--;
    rank[at] = pairRank(at);
    if (at > 0) rank[at - 1] = pairRank(at - 1);
  }
  return m - 1;
}

/** tiktoken's quadratic `_byte_pair_merge`, transcribed directly; the tests' reference. */
export function bytePairMergeReference(piece: Uint8Array, ranks: Ranks): number[] {
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
