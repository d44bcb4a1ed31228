import { describe, expect, it } from 'vitest';
import { formatCost, formatPrice } from './currency.ts';
import { MODEL_PRICES, costOf, modelPrice, priceSourceLine } from './prices.ts';

describe('model prices', () => {
  it('has unique ids, a dated https source and cached input no dearer than input for every row', () => {
    const ids = MODEL_PRICES.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const price of MODEL_PRICES) {
      expect(price.source.url).toMatch(/^https:\/\//);
      expect(price.source.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(price.cachedInputPerMillion).toBeLessThanOrEqual(price.inputPerMillion);
      expect(price.outputPerMillion).toBeGreaterThan(price.inputPerMillion);
    }
  });

  it('finds a row by id and none for an unknown or the custom id', () => {
    expect(modelPrice('gpt-5')?.inputPerMillion).toBe(1.25);
    expect(modelPrice('custom')).toBeUndefined();
    expect(modelPrice('gpt-99')).toBeUndefined();
  });

  it('prices tokens per million and refuses negative or non-finite figures', () => {
    expect(costOf(1_000_000, 3)).toBe(3);
    expect(costOf(12_345, 0.3)).toBeCloseTo(0.0037035, 10);
    expect(() => costOf(-1, 3)).toThrow('tokens must be ≥ 0, got -1');
    expect(() => costOf(1, Number.NaN)).toThrow('a price per million tokens must be ≥ 0, got NaN');
  });

  it('writes costs with their currency symbol and says where each price comes from', () => {
    expect(formatCost(0.0383, 'USD')).toBe('$0.0383');
    expect(formatCost(38.25, 'USD')).toBe('$38.25');
    // Below one unit, always 4 decimals: a column of costs lines up, and no trailing zero is dropped.
    expect(formatCost(0.005, 'USD')).toBe('$0.0050');
    expect(formatCost(0.0000123, 'USD')).toBe('$0.000012');
    expect(formatPrice(0.3, 'USD')).toBe('$0.30');
    expect(formatPrice(0.075, 'USD')).toBe('$0.075');
    expect(formatCost(3, 'EUR')).toBe('€3.00');
    expect(formatCost(-0.12, 'GBP')).toBe('\u2212£0.1200');
    expect(formatCost(1046.8125, 'USD')).toBe('$1,046.81');
    expect(formatCost(-1.23456, 'EUR')).toBe('\u2212€1.23');
    expect(priceSourceLine(modelPrice('claude-sonnet-4.5')!)).toBe(
      'Claude Sonnet 4.5: $3.00 input, $0.30 cached input, $3.75 cache write, $15.00 output per million tokens (list price on anthropic.com, 2025-10-15)',
    );
    expect(priceSourceLine(modelPrice('gpt-4.1')!)).toBe(
      'GPT-4.1: $2.00 input, $0.50 cached input, $8.00 output per million tokens (list price on openai.com, 2025-10-15)',
    );
  });
});
