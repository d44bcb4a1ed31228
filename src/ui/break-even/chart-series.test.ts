import { expect, test } from 'vitest';
import { queryTicks, tokenTicks } from './chart-series.ts';

test('ticks: 1-2-5 on a log axis, even steps ending at the axis end on a linear one', () => {
  expect(queryTicks(100, true)).toEqual([1, 2, 5, 10, 20, 50, 100]);
  expect(queryTicks(100, false)).toEqual([1, 20, 40, 60, 80, 100]);
  expect(queryTicks(226, false)).toEqual([1, 50, 100, 150, 200, 226]);
  expect(queryTicks(210, false)).toEqual([1, 50, 100, 150, 210]);
});

test("a move's token ticks: round steps through 0 that cover its range, never far below its lowest net", () => {
  expect(tokenTicks([-19, 179])).toEqual([-50, 0, 50, 100, 150, 200]);
  expect(tokenTicks([0, 850_200])).toEqual([0, 200_000, 400_000, 600_000, 800_000, 1_000_000]);
  expect(tokenTicks([-321, 0])).toEqual([-400, -300, -200, -100, 0]);
  expect(tokenTicks([-1, 1])).toEqual([-2, -1, 0, 1, 2]);
  // A flat line at −8 (no saving) is not drawn along the axis: one more step below it.
  expect(tokenTicks([-8, 0])).toEqual([-10, -8, -6, -4, -2, 0]);
  expect(tokenTicks([0, 200])).toEqual([0, 50, 100, 150, 200, 250]);
});
