import { describe, expect, test } from 'vitest';
import { describeFit, findCrossings, fitLine } from './scaling.ts';

describe('fitLine', () => {
  test('should recover an exact line', () => {
    const fit = fitLine([
      { rows: 5, tokens: 64.5 },
      { rows: 20, tokens: 237 },
      { rows: 100, tokens: 1157 },
    ]);
    expect(fit.perRow).toBeCloseTo(11.5, 12);
    expect(fit.fixed).toBeCloseTo(7, 12);
  });
  test('should fit noisy points by least squares', () => {
    const fit = fitLine([
      { rows: 0, tokens: 1 },
      { rows: 1, tokens: 2 },
      { rows: 2, tokens: 4 },
    ]);
    expect(fit.perRow).toBeCloseTo(1.5, 12);
    expect(fit.fixed).toBeCloseTo(5 / 6, 12);
  });
  test('should treat one point as a line through the origin', () => {
    expect(fitLine([{ rows: 4, tokens: 10 }])).toEqual({ perRow: 2.5, fixed: 0 });
  });
  test('should throw on no points or one repeated row count', () => {
    expect(() => fitLine([])).toThrow(RangeError);
    expect(() =>
      fitLine([
        { rows: 5, tokens: 1 },
        { rows: 5, tokens: 2 },
      ]),
    ).toThrow(RangeError);
  });
});

describe('describeFit', () => {
  test.each([
    [{ perRow: 11.5, fixed: 7 }, '≈ 11.5 tokens per row + 7'],
    [{ perRow: 97.84, fixed: -2.6 }, '≈ 97.8 tokens per row − 3'],
    [{ perRow: 2, fixed: 0.4 }, '≈ 2.0 tokens per row + 0'],
  ])('should describe %o as %s', (fit, text) => {
    expect(describeFit(fit)).toBe(text);
  });
});

describe('findCrossings', () => {
  test('should find where a series with a larger fixed part but smaller slope is overtaken', () => {
    const a = [
      { rows: 5, tokens: 100 },
      { rows: 20, tokens: 130 },
      { rows: 100, tokens: 290 },
    ];
    const b = [
      { rows: 5, tokens: 20 },
      { rows: 20, tokens: 80 },
      { rows: 100, tokens: 400 },
    ];
    // a − b: 80, 50, −110 → the sign flips between 20 and 100 rows, at 20 + 80 × 50 / 160 = 45 rows.
    expect(findCrossings(a, b)).toEqual([{ between: [20, 100], rows: 45 }]);
  });
  test('should find nothing when one series stays below, or they only touch', () => {
    expect(
      findCrossings(
        [
          { rows: 1, tokens: 1 },
          { rows: 2, tokens: 2 },
        ],
        [
          { rows: 1, tokens: 3 },
          { rows: 2, tokens: 5 },
        ],
      ),
    ).toEqual([]);
    expect(
      findCrossings(
        [
          { rows: 1, tokens: 1 },
          { rows: 2, tokens: 5 },
        ],
        [
          { rows: 1, tokens: 1 },
          { rows: 2, tokens: 2 },
        ],
      ),
    ).toEqual([]);
  });
  test('should throw when the row counts differ', () => {
    expect(() => findCrossings([{ rows: 1, tokens: 1 }], [{ rows: 2, tokens: 1 }])).toThrow(RangeError);
  });
});
