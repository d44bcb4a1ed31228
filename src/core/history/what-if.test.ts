import { describe, expect, it } from 'vitest';
import { REPRESENTATIONS } from '../representations.ts';
import { representationCache, representationTokens } from './what-if.ts';

const records = JSON.stringify([
  { id: 1, title: 'a b', state: 'open' },
  { id: 2, title: 'c d', state: 'closed' },
]);

describe('representationCache', () => {
  it('gives the uncached numbers and writes each distinct result once per encoding', () => {
    let calls = 0;
    const count = (t: string) => {
      calls++;
      return t.length;
    };
    const cached = representationCache();
    const first = cached(records, 'cl100k_base', count);
    expect(calls).toBe(REPRESENTATIONS.length);
    expect(first).toEqual(representationTokens(records, (t) => t.length));
    expect(cached(records, 'cl100k_base', count)).toBe(first);
    expect(calls).toBe(REPRESENTATIONS.length);
    cached(records, 'o200k_base', count);
    expect(calls).toBe(2 * REPRESENTATIONS.length);
  });

  it('returns null for a result that is not JSON records, without counting', () => {
    let calls = 0;
    const cached = representationCache();
    expect(cached('plain text', 'cl100k_base', () => ++calls)).toBeNull();
    expect(cached('[1, 2]', 'cl100k_base', () => ++calls)).toBeNull();
    expect(calls).toBe(0);
  });
});
