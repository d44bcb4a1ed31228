import { describe, expect, test } from 'vitest';
import { computeGrowth } from '../../conversation/growth.ts';
import { DEFAULT_PLACEHOLDER, DEFAULT_SIM } from '../../conversation/sim-form.ts';
import { chosenPrice, DEFAULT_PRICE_CHOICE, inputPrices } from '../../money/choice.ts';
import { cacheBreakLine, growthTable } from './growth.ts';

// A placeholder of 17 tokens (the seed line's cl100k_base count); Claude Sonnet 4.5 prices.
const counts = { [DEFAULT_PLACEHOLDER]: 17 };
// A typed limit: these tests are about money, not the window.
const LIMIT = 128_000;
const sonnet = chosenPrice(DEFAULT_PRICE_CHOICE)!;

function seriesOf(keepLast: number) {
  const growth = computeGrowth({ ...DEFAULT_SIM, keepLast }, undefined, counts, undefined, inputPrices(sonnet));
  if (!growth.ready) throw new Error(growth.reason);
  return growth.series;
}

describe('the growth table in money, and why a compaction costs what it does', () => {
  test('keeping 3 results: 22 rewrites re-read 2 steps of 5,250 tokens each at $3.75 instead of $0.30', () => {
    const [none, compaction] = seriesOf(3);
    // Without compaction: 7,500 + 25 × 5,250 tokens written at $3.75, the rest read at $0.30.
    const fresh = 7500 + 25 * 5250;
    expect(none!.cost).toBeCloseTo((fresh * 3.75 + (1_893_750 - fresh) * 0.3) / 1e6, 12);
    expect(cacheBreakLine(none!, 'USD')).toBeUndefined();
    expect(cacheBreakLine(compaction!, 'USD')).toBe(
      `Compaction: in 22 of 25 requests a compaction rewrote an early part of the window, so 231,000 tokens the prompt cache held were read again at the uncached price: $0.7970 more than at the cached price, of $${compaction!.cost!.toFixed(2)} per session.`,
    );
    const table = growthTable([none!, compaction!], LIMIT, 'USD');
    expect(table.columns.at(-1)).toEqual({ name: 'Cost per 1,000 sessions', unit: 'USD' });
    expect(table.rows[0]!.at(-2)!.text).toBe('$1.05');
    expect(table.notes).toContain(cacheBreakLine(compaction!, 'USD'));
  });

  test('keeping the newest result breaks nothing the cache held, so no line; without a currency, bare amounts', () => {
    const series = seriesOf(1);
    expect(series.map((s) => cacheBreakLine(s))).toEqual([undefined, undefined]);
    expect(growthTable(series, LIMIT).rows[0]!.at(-2)!.text).toBe('1.05');
  });
});

test('without a price (an open model with none given) the table shows tokens and says so, no figure', () => {
  const growth = computeGrowth({ ...DEFAULT_SIM, keepLast: 2 }, undefined, counts, undefined, null);
  if (!growth.ready) throw new Error(growth.reason);
  const table = growthTable(growth.series, LIMIT);
  expect(growth.series.map((s) => s.cost)).toEqual([null, null]);
  expect(table.rows.map((r) => r.slice(-2).map((c) => c.text))).toEqual([
    ['no price', 'no price'],
    ['no price', 'no price'],
  ]);
  expect(table.notes).toContain('Cost: no price.');
  expect(table.rows.flat().some((c) => c.text.includes('$'))).toBe(false);
  expect(cacheBreakLine(growth.series[1]!)).toMatch(/read again at the uncached price \(no price\)\.$/);
});
