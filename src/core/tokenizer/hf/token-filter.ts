/**
 * A 2^21-bit filter over a vocabulary's latin1 keys, for files with `ignore_merges`: most pieces are not
 * tokens, and a Map miss costs more than merging a short piece. A clear bit means "surely not a token";
 * a set bit proves nothing, the Map decides.
 */

/** Bits of a filter's hash: the filter holds 2^{@link FILTER_BITS} bits. */
export const FILTER_BITS = 21;

/** The filter's hash of `key` (latin1, at least one char): a bit index below 2^{@link FILTER_BITS}. */
function filterBit(key: string): number {
  const n = key.length;
  const last = key.charCodeAt(n - 1);
  const second = n > 1 ? key.charCodeAt(1) : 0;
  const beforeLast = n > 1 ? key.charCodeAt(n - 2) : 0;
  const ends = key.charCodeAt(0) | (second << 8) | (beforeLast << 16) | (last << 24);
  const middle = key.charCodeAt(n >> 1) | (n << 8);
  return Math.imul(ends ^ Math.imul(middle, 0x27d4eb2d), 0x9e3779b1) >>> (32 - FILTER_BITS);
}

/** The filter of `keys` (latin1 byte keys; an empty key is skipped: no piece is empty). */
export function tokenFilter(keys: Iterable<string>): Uint32Array {
  const filter = new Uint32Array(1 << (FILTER_BITS - 5));
  for (const key of keys) {
    if (key.length === 0) continue;
    const bit = filterBit(key);
    filter[bit >>> 5]! |= 1 << (bit & 31);
  }
  return filter;
}

/** False when `key` (latin1, non-empty) is surely none of the filter's keys; true when it may be one. */
export function mayBeToken(filter: Uint32Array, key: string): boolean {
  const bit = filterBit(key);
  return (filter[bit >>> 5]! & (1 << (bit & 31))) !== 0;
}
