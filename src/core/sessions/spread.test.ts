import { expect, test } from 'vitest';
import { quantile, spreadOf } from './spread.ts';

test('type 7 quantiles: interpolated between ranks', () => {
  expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
  expect(quantile([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110], 0.1)).toBe(20);
  expect(quantile([1, 2], 0.9)).toBeCloseTo(1.9, 12);
  expect(quantile([7], 0.1)).toBe(7);
  expect(() => quantile([], 0.5)).toThrow(RangeError);
});

test('spreadOf sorts, and says nothing of an empty sample', () => {
  expect(spreadOf([3, 1, 2])).toEqual({ ratio: 2, p10: 1.2, p90: 2.8, n: 3 });
  expect(spreadOf([])).toBeNull();
});
