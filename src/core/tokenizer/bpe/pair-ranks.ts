/**
 * The rank of merging two tokens, looked up by their two ids rather than a byte string (spares a substring
 * per lookup); filled lazily, since finding every pair takes 1–3 s, and emptied whole past
 * {@link PAIR_TABLE_ENTRIES} pairs. Why: docs/exactness.md, "The merge".
 */
import { ranksOf, type RankSource, type Ranks } from './ranks.ts';

/** Rank returned for a pair whose joined bytes are not a token (larger than every rank). */
export const NO_RANK = 0x7fffffff;
/** Pairs remembered before the table is emptied. */
export const PAIR_TABLE_ENTRIES = 1 << 18;
const SLOT_BITS = 19;
const SLOTS = 1 << SLOT_BITS;
const MASK = SLOTS - 1;
/** Slot of a pair: a multiplicative hash of both ids, top {@link SLOT_BITS} bits. */
const slotOf = (left: number, right: number): number =>
  Math.imul(left ^ Math.imul(right, 0x27d4eb2d), 0x9e3779b1) >>> (32 - SLOT_BITS);

/**
 * What the merges of `merge.ts` look pairs up in: tiktoken's ranks ({@link PairRanks}: the rank of a
 * pair is the joined token's id, `merged` null) or a Hugging Face file's merges
 * (`hf/merge-table.ts`: the rank is the merge index, `merged[rank]` the joined token's id).
 */
export interface PairTable {
  /** Id of the one-byte token of each byte value, or -1 when that byte is not a token. */
  readonly byteId: Int32Array;
  /** Rank of joining tokens `left` and `right` (lower merges first), or {@link NO_RANK}. */
  rank(left: number, right: number): number;
  /** Id of the token a merge of rank r makes, or null when that id is r itself. */
  readonly merged: Int32Array | null;
}

/** Pair ranks of one encoding: {@link pairRanksOf} gives the shared instance. */
export class PairRanks implements PairTable {
  /** tiktoken: the rank of a pair is the id of the token it makes. */
  readonly merged = null;
  /** Id of the one-byte token of each byte value, or -1 when that byte is not a token. */
  readonly byteId = new Int32Array(256).fill(-1);
  /** Per slot: left id + 1 (0 = empty, so a new table needs no fill), right id, rank. */
  private readonly table = new Int32Array(SLOTS * 3);
  private used = 0;

  constructor(private readonly ranks: Ranks) {
    for (let b = 0; b < 256; b++) this.byteId[b] = ranks.get(String.fromCharCode(b)) ?? -1;
  }

  /** Rank (= id) of the token made by joining tokens `left` and `right`, or {@link NO_RANK}. */
  rank(left: number, right: number): number {
    const table = this.table;
    let slot = slotOf(left, right);
    const stored = left + 1;
    for (;;) {
      const at = slot * 3;
      const l = table[at]!;
      if (l === stored && table[at + 1] === right) return table[at + 2]!;
      if (l === 0) break;
      slot = (slot + 1) & MASK;
    }
    const rank = this.ranks.get(this.ranks.keyOf(left) + this.ranks.keyOf(right)) ?? NO_RANK;
    if (this.used >= PAIR_TABLE_ENTRIES) {
      table.fill(0);
      this.used = 0;
      slot = slotOf(left, right);
    }
    this.used++;
    const at = slot * 3;
    table[at] = stored;
    table[at + 1] = right;
    table[at + 2] = rank;
    return rank;
  }
}

const shared = new WeakMap<RankSource, PairRanks>();

/** The {@link PairRanks} of `ranks`, made on first use. */
export function pairRanksOf(ranks: RankSource): PairRanks {
  let pairs = shared.get(ranks);
  if (!pairs) {
    pairs = new PairRanks(ranksOf(ranks));
    shared.set(ranks, pairs);
  }
  return pairs;
}
