import { describe, expect, test } from 'vitest';
import { breakEven } from '../analysis/break-even.ts';
import {
  MINUS,
  breakEvenLabel,
  formatOneDecimal,
  formatBreakEven,
  formatByteProgress,
  formatByteSize,
  formatBytes,
  formatInt,
  formatRows,
  formatQueries,
  formatSigned,
  formatTokens,
  neverReason,
} from './numbers.ts';

describe('formatSigned', () => {
  test('positive numbers get a plus sign and thousands separators', () => {
    expect(formatSigned(179)).toBe('+179');
    expect(formatSigned(1)).toBe('+1');
    expect(formatSigned(850_379)).toBe('+850,379');
  });

  test('negative numbers get the true minus sign U+2212, never a hyphen', () => {
    expect(formatSigned(-19)).toBe('\u221219');
    expect(formatSigned(-48_933)).toBe('\u221248,933');
    expect(formatSigned(-19)).not.toContain('-');
    expect(MINUS).toBe('−');
  });

  test('zero and negative zero are plain 0', () => {
    expect(formatSigned(0)).toBe('0');
    expect(formatSigned(-0)).toBe('0');
    expect(formatSigned(0 * -3 - 0)).toBe('0');
  });
});

describe('units', () => {
  test('queries and tokens are singular for one', () => {
    expect(formatQueries(1)).toBe('1 query');
    expect(formatQueries(11)).toBe('11 queries');
    expect(formatQueries(1200)).toBe('1,200 queries');
    expect(formatTokens(1)).toBe('1 token');
    expect(formatTokens(0)).toBe('0 tokens');
    expect(formatTokens(535)).toBe('535 tokens');
    expect(formatTokens(12_345)).toBe('12,345 tokens');
  });
});

describe('formatBreakEven', () => {
  test('a move that pays shows its queries: floor(21 / 2) + 1 = 11', () => {
    expect(formatBreakEven(breakEven(21, 2))).toBe('11 queries');
    expect(formatBreakEven(breakEven(0, 5))).toBe('1 query');
    expect(neverReason(breakEven(21, 2))).toBeUndefined();
  });

  test('a saving of zero or less never pays back, with the reason in words', () => {
    expect(formatBreakEven(breakEven(21, 0))).toBe('never pays back');
    expect(formatBreakEven(breakEven(0, -3))).toBe('never pays back');
    expect(neverReason(breakEven(21, 0))).toBe('it saves no tokens per query');
    expect(neverReason(breakEven(21, -1))).toBe('it costs more tokens per query than it saves');
  });

  test('a move that saves nothing and costs nothing is no change, not a move that never pays back', () => {
    expect(formatBreakEven(breakEven(0, 0))).toBe('no change');
    expect(breakEvenLabel(breakEven(0, 0))).toBe('no change');
    expect(neverReason(breakEven(0, 0))).toBe('it saves no tokens per query and costs none once');
  });

  test("the chart's label of a break-even point", () => {
    expect(breakEvenLabel(breakEven(21, 2))).toBe('breaks even at 11 queries');
    expect(breakEvenLabel(breakEven(0, 935))).toBe('breaks even from the first query');
    expect(breakEvenLabel(breakEven(3, 50))).toBe('breaks even from the first query');
    expect(breakEvenLabel(breakEven(1_999, 1))).toBe('breaks even at 2,000 queries');
    expect(breakEvenLabel(breakEven(21, 0))).toBe('never pays back');
  });
});

// Moved from the command line's own `formatCount` (src/cli/ladder/markdown.test.ts), now core's formatInt.
describe('formatInt', () => {
  test.each([
    [0, '0'],
    [63, '63'],
    [999, '999'],
    [1000, '1,000'],
    [1957, '1,957'],
    [48933, '48,933'],
    [1234567, '1,234,567'],
  ])('should format %i as %s', (n, text) => {
    expect(formatInt(n)).toBe(text);
  });
});

// Moved from the command line's own formatting (src/cli/savings/markdown.test.ts), now core's.
describe('command-line formatting, now core', () => {
  test.each([
    [0, '0'],
    [-0, '0'],
    [179, '+179'],
    [-1, '−1'],
    [1234, '+1,234'],
    [-48933, '−48,933'],
  ])('formatSigned(%d) should be %s', (n, text) => {
    expect(formatSigned(n)).toBe(text);
  });

  test('formatBreakEven should say 1 query, 11 queries, 1,000 queries or never pays back', () => {
    expect(formatBreakEven({ pays: true, queries: 1 })).toBe('1 query');
    expect(formatBreakEven({ pays: true, queries: 11 })).toBe('11 queries');
    expect(formatBreakEven({ pays: true, queries: 1000 })).toBe('1,000 queries');
    expect(formatBreakEven({ pays: false, reason: 'no saving' })).toBe('never pays back');
    expect(formatBreakEven({ pays: false, reason: 'costs more per query' })).toBe('never pays back');
  });

  test('formatRows should say 1 row, 5 rows, 2,000 rows', () => {
    expect([1, 5, 2000].map(formatRows)).toEqual(['1 row', '5 rows', '2,000 rows']);
  });
});

describe('formatBytes', () => {
  test('1 byte, 3,003 bytes', () => {
    expect([1, 0, 3003].map(formatBytes)).toEqual(['1 byte', '0 bytes', '3,003 bytes']);
  });
});

describe('formatByteSize and formatByteProgress', () => {
  test('exact bytes under 1 kB, then kB, MB and GB (SI), never 0.0 MB for a small file', () => {
    expect(
      [0, 1, 999, 1000, 27334, 999_949, 999_960, 1_234_567, 40_000_000, 2_147_483_648].map(formatByteSize),
    ).toEqual([
      '0 bytes',
      '1 byte',
      '999 bytes',
      '1.0 kB',
      '27.3 kB',
      '999.9 kB',
      '1.0 MB',
      '1.2 MB',
      '40.0 MB',
      '2.15 GB',
    ]);
    expect(formatByteSize(1_234_567_890_123)).toBe('1,234.57 GB');
  });

  test("a part in its whole's unit", () => {
    expect(formatByteProgress(3, 5)).toBe('3 of 5 bytes');
    expect(formatByteProgress(0, 999)).toBe('0 of 999 bytes');
    expect(formatByteProgress(0, 27_334)).toBe('0 bytes of 27.3 kB');
    expect(formatByteProgress(12_345, 27_334)).toBe('12.3 of 27.3 kB');
    expect(formatByteProgress(27_334, 27_334)).toBe('27.3 of 27.3 kB');
    expect(formatByteProgress(40_000, 1_200_000)).toBe('40.0 kB of 1.2 MB');
    expect(formatByteProgress(1_000_000_000, 1_073_741_824)).toBe('1.00 of 1.07 GB');
    expect(formatByteProgress(999_000_000, 1_073_741_824)).toBe('999.0 MB of 1.07 GB');
  });
});

test('formatOneDecimal: one decimal always, thousands separated', () => {
  expect([formatOneDecimal(87.8184), formatOneDecimal(5.9), formatOneDecimal(1234), formatOneDecimal(0)]).toEqual([
    '87.8',
    '5.9',
    '1,234.0',
    '0.0',
  ]);
});
