import { describe, expect, it, vi } from 'vitest';
import { REPRESENTATIONS } from '../representation-list.ts';
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
    // Every field is selected, so L2 is L0's text and L3 is L1's: 2 of the 12 texts counted once.
    const distinct = REPRESENTATIONS.length - 2;
    expect(calls).toBe(distinct);
    expect(first?.map((size) => size.tokens)).toEqual(representationTokens(records, (t) => t.length));
    expect(cached(records, 'cl100k_base', count)).toBe(first);
    expect(calls).toBe(distinct);
    cached(records, 'o200k_base', count);
    expect(calls).toBe(2 * distinct);
  });

  it('counts a text two representations share once, and gives it to both', () => {
    const texts: string[] = [];
    const reps = representationTokens(records, (t) => (texts.push(t), t.length))!;
    expect(new Set(texts).size).toBe(texts.length);
    const ids = REPRESENTATIONS.map((r) => r.id);
    expect(reps[ids.indexOf('L2')]).toBe(reps[ids.indexOf('L0')]);
    expect(reps[ids.indexOf('L3')]).toBe(reps[ids.indexOf('L1')]);
    expect(reps[ids.indexOf('L0')]).toBe(JSON.stringify(JSON.parse(records), null, 2).length);
  });

  it('returns null for a result that is not JSON records, without counting', () => {
    let calls = 0;
    const cached = representationCache();
    expect(cached('plain text', 'cl100k_base', () => ++calls)).toBeNull();
    expect(cached('[1, 2]', 'cl100k_base', () => ++calls)).toBeNull();
    expect(calls).toBe(0);
  });

  it('builds L2 and L3 only when the projection changes the records, with the numbers of building each', () => {
    const l2 = REPRESENTATIONS.find((r) => r.id === 'L2')!;
    const build = vi.spyOn(l2, 'build');
    const count = (t: string) => t.length;
    const each = (text: string) => {
      const { records, fields } = { records: JSON.parse(text) as never[], fields: [] as string[] };
      for (const r of records) for (const k of Object.keys(r)) if (!fields.includes(k)) fields.push(k);
      return REPRESENTATIONS.map((r) => count(r.build(records, fields)));
    };
    try {
      expect(representationTokens(records, count)).toEqual(each(records));
      expect(build).toHaveBeenCalledTimes(1); // by `each` only
      // Keys in another order in the second record: the projection reorders them, so L2 is built.
      const mixed = JSON.stringify([
        { id: 1, state: 'open' },
        { state: 'closed', id: 2 },
      ]);
      build.mockClear();
      expect(representationTokens(mixed, count)).toEqual(each(mixed));
      expect(build).toHaveBeenCalledTimes(2);
    } finally {
      build.mockRestore();
    }
  });
});
