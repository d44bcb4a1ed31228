import { expect, test } from 'vitest';
import { formatPercentage } from '../analysis/percent.ts';
import { beforeAfter } from './compare.ts';
import type { ReplayStep } from './replay.ts';

const steps = (totals: number[], cached: number[]): ReplayStep[] =>
  totals.map((total, i) => ({ step: i + 1, total, cachedPrefix: cached[i]!, compacted: false }));

test('the first N steps: totals, mean, median, the change of the before total, cost with the cache', () => {
  const before = steps([1000, 2000, 3000, 4000], [0, 1000, 2000, 3000]);
  const after = steps([1000, 1500, 1700, 2200], [0, 1000, 500, 1700]);
  const table = beforeAfter(before, after, 3, { perMillion: 3, cachedPerMillion: 0.3 });
  expect(table.steps).toBe(3);
  expect(table.before).toEqual({ steps: 3, total: 6000, mean: 2000, median: 2000 });
  expect(table.after).toEqual({ steps: 3, total: 4200, mean: 1400, median: 1500 });
  expect(table.change.saved).toBe(1800);
  expect(formatPercentage(table.change.percent)).toBe('30.00 % of no compaction');
  // before: fresh 1000 + 1000 + 1000 = 3000 × 3, cached 3000 × 0.3; after: fresh 1000 + 500 + 1200 = 2700 × 3, cached 1500 × 0.3.
  expect(table.cost.before).toBeCloseTo((3000 * 3 + 3000 * 0.3) / 1e6, 12);
  expect(table.cost.after).toBeCloseTo((2700 * 3 + 1500 * 0.3) / 1e6, 12);
  expect(beforeAfter(before, after, null, { perMillion: 1, cachedPerMillion: 1 }).steps).toBe(4);
  expect(beforeAfter(before, after, 99, { perMillion: 1, cachedPerMillion: 1 }).steps).toBe(4);
});

test('mismatched replays and a first-steps count below 1 are refused', () => {
  const one = steps([1], [0]);
  expect(() => beforeAfter(one, [], null, { perMillion: 1, cachedPerMillion: 1 })).toThrow('differ in length');
  expect(() => beforeAfter(one, one, 0, { perMillion: 1, cachedPerMillion: 1 })).toThrow('first steps must be ≥ 1');
});
