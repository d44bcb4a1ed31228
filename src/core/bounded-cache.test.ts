import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache.ts';

describe('BoundedCache', () => {
  it('keeps entries up to its budget, then empties whole before the one that would pass it', () => {
    const cache = new BoundedCache<string, number>(3);
    for (const [i, key] of ['a', 'b', 'c'].entries()) cache.set(key, i);
    expect([cache.size, cache.get('a'), cache.get('c')]).toEqual([3, 0, 2]);
    cache.set('d', 3);
    expect([cache.size, cache.get('a'), cache.get('d')]).toEqual([1, undefined, 3]);
  });

  it("weighs entries by what weigh says (here a key's characters)", () => {
    const cache = new BoundedCache<string, number>(10, (key) => key.length);
    cache.set('abcd', 1);
    cache.set('efghij', 2); // 4 + 6 = 10: within
    expect(cache.size).toBe(2);
    cache.set('k', 3); // 11: over, so only 'k' stays
    expect([cache.size, cache.get('abcd'), cache.get('k')]).toEqual([1, undefined, 3]);
  });
});
