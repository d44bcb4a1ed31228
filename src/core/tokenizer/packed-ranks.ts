/**
 * A tiktoken encoding's ranks packed at build time (vite.config.ts `packedRanks`) for the browser: every
 * token's bytes as one latin1 string in rank order, plus each one's length, sparing 100,000 `atob` calls.
 * Reads to the same map as `bpe/ranks.ts` `parseRanks`; ranks must run 0, 1, 2, … without a gap.
 */
import { parseRanks, type Ranks } from './bpe/ranks.ts';

/** Packed ranks plus the encoding's pre-token pattern (tiktoken's `pat_str`). */
export interface PackedRanks {
  /** Every token's bytes, latin1 (one char per byte), in rank order. */
  keys: string;
  /** Token i's byte length is `lengths.charCodeAt(i)`. */
  lengths: string;
  pat_str: string;
}

/**
 * Packs the `bpe_ranks` string of a tiktoken ranks file.
 * @throws Error when the ranks do not run 0…n−1 without a gap (then they cannot be packed by order).
 */
export function packRanks(bpeRanks: string, patStr: string): PackedRanks {
  const byRank: string[] = [];
  for (const [key, rank] of parseRanks(bpeRanks)) byRank[rank] = key;
  const keys: string[] = [];
  const lengths: string[] = [];
  for (let rank = 0; rank < byRank.length; rank++) {
    const key = byRank[rank];
    if (key === undefined) throw new Error(`packRanks: no token has rank ${rank}; ranks must run 0…n−1`);
    keys.push(key);
    lengths.push(String.fromCharCode(key.length));
  }
  return { keys: keys.join(''), lengths: lengths.join(''), pat_str: patStr };
}

/**
 * The ranks of `packed`, keyed as `parseRanks` keys them (latin1 byte strings), read in place: an
 * open-addressing table of ranks over the packed bytes, so no string per token is made at start
 * (a `Map` of 100,256 strings took ~110 ms in the browser's worker; this ~5 ms).
 */
export function unpackRanks(packed: PackedRanks): Ranks {
  return new PackedRankTable(packed.keys, packed.lengths);
}

/** FNV-1a over the chars of `key` (latin1 bytes). */
function hashOf(key: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

class PackedRankTable implements Ranks {
  readonly size: number;
  readonly longest: number;
  /** Token i's bytes are `keys[starts[i], starts[i + 1])`. */
  private readonly starts: Int32Array;
  /** Per slot: rank + 1 (0 = empty); at most half full. */
  private readonly slots: Int32Array;
  private readonly mask: number;

  constructor(
    private readonly keys: string,
    lengths: string,
  ) {
    const size = lengths.length;
    this.size = size;
    const starts = new Int32Array(size + 1);
    let longest = 0;
    for (let rank = 0; rank < size; rank++) {
      const length = lengths.charCodeAt(rank);
      starts[rank + 1] = starts[rank]! + length;
      longest = Math.max(longest, length);
    }
    this.starts = starts;
    this.longest = longest;
    let slotCount = 1;
    while (slotCount < size * 2) slotCount *= 2;
    this.mask = slotCount - 1;
    const slots = new Int32Array(slotCount);
    for (let rank = 0; rank < size; rank++) {
      let slot = hashOf(keys, starts[rank]!, starts[rank + 1]!) & this.mask;
      while (slots[slot] !== 0) slot = (slot + 1) & this.mask;
      slots[slot] = rank + 1;
    }
    this.slots = slots;
  }

  get(key: string): number | undefined {
    const { keys, starts, slots, mask } = this;
    for (let slot = hashOf(key, 0, key.length) & mask; ; slot = (slot + 1) & mask) {
      const stored = slots[slot]!;
      if (stored === 0) return undefined;
      const at = starts[stored - 1]!;
      if (starts[stored]! - at === key.length && keys.startsWith(key, at)) return stored - 1;
    }
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  keyOf(rank: number): string {
    return this.keys.slice(this.starts[rank], this.starts[rank + 1]);
  }
}
