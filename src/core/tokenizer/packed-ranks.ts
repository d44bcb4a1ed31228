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

/** The ranks of `packed`, keyed as `parseRanks` keys them (latin1 byte strings). */
export function unpackRanks(packed: PackedRanks): Ranks {
  const { keys, lengths } = packed;
  const ranks = new Map<string, number>();
  for (let rank = 0, at = 0; rank < lengths.length; rank++) {
    const end = at + lengths.charCodeAt(rank);
    ranks.set(keys.slice(at, end), rank);
    at = end;
  }
  return ranks;
}
