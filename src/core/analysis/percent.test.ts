import { describe, expect, test } from 'vitest';
import { formatPercentage, percentOf } from './percent.ts';

describe('percentOf / formatPercentage', () => {
  test.each([
    {
      name: 'projection L1→L3 at 100 reference rows',
      saved: 7037 - 2089,
      of: 7037,
      label: 'L1',
      two: '70.31 % of L1',
      whole: '70 % of L1',
    },
    {
      name: 'L0→L2 at 100 reference rows',
      saved: 9836 - 3688,
      of: 9836,
      label: 'L0',
      two: '62.51 % of L0',
      whole: '63 % of L0',
    },
    { name: 'a loss', saved: -5, of: 200, label: 'L3', two: '−2.50 % of L3', whole: '−3 % of L3' },
    { name: 'nothing saved', saved: 0, of: 65, label: 'L4', two: '0.00 % of L4', whole: '0 % of L4' },
    {
      name: 'a loss that rounds to nothing',
      saved: -1,
      of: 200_000,
      label: 'L0',
      two: '0.00 % of L0',
      whole: '0 % of L0',
    },
  ])('should write $name as "$two"', ({ saved, of, label, two, whole }) => {
    const p = percentOf(saved, of, label);
    expect(formatPercentage(p)).toBe(two);
    expect(formatPercentage(p, 0)).toBe(whole);
  });
  test('should refuse to invent a percentage of a 0-token denominator', () => {
    expect(formatPercentage(percentOf(0, 0, 'L2'))).toBe('n/a (L2 is 0 tokens)');
  });
});
