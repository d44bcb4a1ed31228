import { describe, expect, test } from 'vitest';
import { breakEven, netAfter } from './break-even.ts';

describe('breakEven', () => {
  test.each([
    { name: 'aliases at 5 reference rows', cost: 21, saving: 2, expected: { pays: true, queries: 11 } },
    { name: 'no one-time cost', cost: 0, saving: 935, expected: { pays: true, queries: 1 } },
    { name: 'cost an exact multiple of the saving', cost: 20, saving: 2, expected: { pays: true, queries: 11 } },
    { name: 'fractional division', cost: 21, saving: 4, expected: { pays: true, queries: 6 } },
    { name: 'saving larger than the cost', cost: 3, saving: 50, expected: { pays: true, queries: 1 } },
    { name: 'zero saving', cost: 21, saving: 0, expected: { pays: false, reason: 'no saving' } },
    { name: 'no saving and no cost', cost: 0, saving: 0, expected: { pays: false, reason: 'no change' } },
    { name: 'negative saving', cost: 0, saving: -3, expected: { pays: false, reason: 'costs more per query' } },
  ])('should give $name', ({ cost, saving, expected }) => {
    expect(breakEven(cost, saving)).toEqual(expected);
  });
  test('should be the first query at which the net is positive', () => {
    for (const [cost, saving] of [
      [21, 2],
      [20, 2],
      [535, 7],
      [1, 1],
    ] as const) {
      const result = breakEven(cost, saving);
      if (!result.pays) throw new Error('expected to pay');
      expect(netAfter(result.queries, cost, saving)).toBeGreaterThan(0);
      expect(netAfter(result.queries - 1, cost, saving)).toBeLessThanOrEqual(0);
    }
  });
  test.each([
    [-1, 2],
    [Number.NaN, 2],
    [Infinity, 2],
    [5, Number.NaN],
  ])('should throw RangeError for cost %s, saving %s', (cost, saving) => {
    expect(() => breakEven(cost, saving)).toThrow(RangeError);
  });
});

describe('netAfter', () => {
  test('should give the article figures for aliases at 5 rows: −1 after 10, +179 after 100', () => {
    expect(netAfter(10, 21, 2)).toBe(-1);
    expect(netAfter(100, 21, 2)).toBe(179);
    expect(netAfter(1, 21, 2)).toBe(-19);
  });
});
