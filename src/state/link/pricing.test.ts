import { describe, expect, test } from 'vitest';
import { DEFAULT_PRICE_CHOICE } from '../../core/money/choice.ts';
import { knownModelIds } from '../../core/models/model-match.ts';
import { pricingParams, readPricing } from './pricing.ts';
import { settingsFromQuery } from './url.ts';

const CLAUDE_5 =
  'claude-sonnet-9 is not in the catalogue (by its name Claude, whose tokenizer is not public); choose a listed model under Model and price, or type its prices';

const read = (query: string) => {
  const warnings: string[] = [];
  return { pricing: readPricing(new URLSearchParams(query), warnings), warnings };
};

describe('the model and price in a link', () => {
  test('the default model stays out of the link; another is one plain key', () => {
    expect(pricingParams(DEFAULT_PRICE_CHOICE)).toEqual([]);
    expect(pricingParams({ ...DEFAULT_PRICE_CHOICE, model: 'gpt-5' })).toEqual(['model=gpt-5']);
    expect(read('model=gpt-5')).toEqual({ pricing: { ...DEFAULT_PRICE_CHOICE, model: 'gpt-5' }, warnings: [] });
    expect(read('view=ladder')).toEqual({ pricing: undefined, warnings: [] });
  });

  test('custom prices as numbers with their currency, read back; no cache write stays out', () => {
    const choice = {
      model: 'custom',
      custom: { inputPerMillion: 0.8, cachedInputPerMillion: 0.08, outputPerMillion: 4, currency: 'GBP' as const },
    };
    const query = pricingParams(choice).join('&');
    expect(query).toBe('model=custom&input=0.8&cached=0.08&output=4&currency=GBP');
    expect(read(query)).toEqual({ pricing: choice, warnings: [] });
  });

  test('an open model (no list price) carries its typed prices, and its encoding follows it', () => {
    const choice = {
      ...DEFAULT_PRICE_CHOICE,
      model: 'llama-3.3-70b',
      open: { inputPerMillion: 0.6, cachedInputPerMillion: 0.6, outputPerMillion: 0.6, currency: 'USD' as const },
    };
    // Nothing typed: no price in the link, and none read back.
    expect(pricingParams({ ...choice, open: {} }).join('&')).toBe('model=llama-3.3-70b');
    expect(read('model=llama-3.3-70b')).toEqual({ pricing: { ...choice, open: {} }, warnings: [] });
    const query = pricingParams(choice).join('&');
    expect(query).toBe('model=llama-3.3-70b&input=0.6&cached=0.6&output=0.6&currency=USD');
    expect(read(query)).toEqual({ pricing: choice, warnings: [] });
    const settings = settingsFromQuery(`?${query}`).settings;
    expect([settings.pricing?.model, settings.encoding, settings.encodingOverridden]).toEqual([
      'llama-3.3-70b',
      'llama3',
      false,
    ]);
  });

  test('an unknown model asks for prices; a bad price or currency keeps the default; each says so', () => {
    // The id stays chosen, unpriced: no custom row's $3 stands in for prices the user never typed.
    expect(read('model=claude-sonnet-9')).toEqual({
      pricing: { ...DEFAULT_PRICE_CHOICE, model: 'claude-sonnet-9', open: {} },
      warnings: [`model "claude-sonnet-9" in the link: ${CLAUDE_5}. Known: ${knownModelIds()}`],
    });
    expect(read('model=claude-sonnet-9&input=4&currency=EUR').pricing).toEqual({
      ...DEFAULT_PRICE_CHOICE,
      model: 'claude-sonnet-9',
      open: { inputPerMillion: 4, currency: 'EUR' },
    });
    expect(pricingParams({ ...DEFAULT_PRICE_CHOICE, model: 'claude-sonnet-9', open: { inputPerMillion: 4 } })).toEqual([
      'model=claude-sonnet-9',
      'input=4',
    ]);
    const { pricing, warnings } = read('model=custom&input=-1&cached=x&currency=JPY');
    expect(pricing).toEqual({ model: 'custom', custom: DEFAULT_PRICE_CHOICE.custom });
    expect(warnings).toEqual([
      'price input="-1" in the link is not a number ≥ 0; using the default',
      'price cached="x" in the link is not a number ≥ 0; using the default',
      'currency "JPY" in the link is not one of USD, EUR, GBP; using USD',
    ]);
  });

  test("typed prices in an older link's simulator settings become the custom row", () => {
    const { settings } = settingsFromQuery(`sim=${encodeURIComponent('{"price":5,"cachedPrice":0.5}')}`);
    expect(settings.pricing).toEqual({
      model: 'custom',
      custom: { ...DEFAULT_PRICE_CHOICE.custom, inputPerMillion: 5, cachedInputPerMillion: 0.5 },
    });
    expect(settingsFromQuery('sim=%7B%22steps%22%3A3%7D').settings.pricing).toBeUndefined();
    expect(settingsFromQuery(`model=gpt-5&sim=${encodeURIComponent('{"price":5}')}`).settings.pricing?.model).toBe(
      'gpt-5',
    );
  });
});
