/**
 * The merges of a Hugging Face BPE file as a pair table for `bpe/merge.ts`: a pair's rank is its merge
 * index, looked up by the two token ids, and {@link MergeTable.merged} gives the token it makes.
 * Filled once (open addressing); why it differs from tiktoken: docs/exactness.md, "Open models' files".
 */
import * as pairRanks from '../bpe/pair-ranks.ts';
import type { PairTable } from '../bpe/pair-ranks.ts';

// A module-local copy: under tsx (the CLI, the bench) every read of an imported binding is a getter
// call, and rank() reads it on every miss.
const { NO_RANK } = pairRanks;

/** A filled pair table: rank = merge index, {@link merged} = the joined token's id. */
export class MergeTable implements PairTable {
  readonly byteId = new Int32Array(256).fill(-1);
  /** Id of the token each merge makes, by merge index. */
  readonly merged: Int32Array;
  private readonly table: Int32Array;
  private readonly bits: number;
  private readonly mask: number;

  /**
   * @param byteIds id of each single-byte token (index = byte), -1 where none
   * @param merges per merge index: left id, right id, merged id (3 numbers a merge)
   */
  constructor(byteIds: ArrayLike<number>, merges: Int32Array) {
    for (let b = 0; b < 256; b++) this.byteId[b] = byteIds[b]!;
    const count = merges.length / 3;
    let bits = 4;
    while (1 << bits < count * 2) bits++;
    this.bits = bits;
    this.mask = (1 << bits) - 1;
    this.table = new Int32Array((1 << bits) * 3).fill(-1);
    this.merged = new Int32Array(count);
    for (let i = 0; i < count; i++) {
      const left = merges[3 * i]!;
      const right = merges[3 * i + 1]!;
      this.merged[i] = merges[3 * i + 2]!;
      let slot = this.slotOf(left, right);
      while (this.table[slot * 3] !== -1) {
        // A pair listed twice takes its last index, as tokenizers.js's Map of merges built in order.
        if (this.table[slot * 3] === left && this.table[slot * 3 + 1] === right) break;
        slot = (slot + 1) & this.mask;
      }
      this.table[slot * 3] = left;
      this.table[slot * 3 + 1] = right;
      this.table[slot * 3 + 2] = i;
    }
  }

  private slotOf(left: number, right: number): number {
    return Math.imul(left ^ Math.imul(right, 0x27d4eb2d), 0x9e3779b1) >>> (32 - this.bits);
  }

  /** Merge index of the pair (left, right), or {@link NO_RANK} if it is not a merge. */
  rank(left: number, right: number): number {
    const table = this.table;
    for (let slot = this.slotOf(left, right); ; slot = (slot + 1) & this.mask) {
      const at = slot * 3;
      const l = table[at]!;
      if (l === left && table[at + 1] === right) return table[at + 2]!;
      if (l === -1) return NO_RANK;
    }
  }
}
