import { expect, test } from 'vitest';
import { chooseModel, chosenPrice, DEFAULT_PRICE_CHOICE, modelEncoding, sessionPrice } from './choice.ts';
import { countsExactness, estimateNote } from './exactness.ts';
import { modelPrice } from './prices.ts';

test('the encoding follows the model: its own for OpenAI, cl100k_base (an estimate) for Claude and Gemini', () => {
  const of = (model: string) => modelEncoding({ ...DEFAULT_PRICE_CHOICE, model }, 'o200k_base');
  expect(['gpt-5', 'gpt-4.1', 'o3', 'gpt-4', 'claude-opus-4.5', 'gemini-2.5-pro'].map(of)).toEqual([
    'o200k_base',
    'o200k_base',
    'o200k_base',
    'cl100k_base',
    'cl100k_base',
    'cl100k_base',
  ]);
  // Custom prices name no model: the current encoding stays.
  expect(of('custom')).toBe('o200k_base');
});

test('"exact" only where the counting encoding is the model\'s own', () => {
  expect(countsExactness('gpt-5.4', 'o200k_base')).toEqual({
    exact: true,
    text: 'Counts are exact: gpt-5.4 (GPT-5 family) counts with o200k_base, the encoding used.',
  });
  expect(countsExactness('gpt-5.4', 'cl100k_base')).toEqual({
    exact: false,
    text: 'Counts are estimates: gpt-5.4 (GPT-5 family) counts with o200k_base, and these are cl100k_base counts.',
  });
  expect(countsExactness('claude-opus-4-5-20251101', 'cl100k_base').text).toBe(
    "Counts are estimates: claude-opus-4-5-20251101 counts with Anthropic's own tokenizer, not an OpenAI one; these are cl100k_base counts.",
  );
  expect(countsExactness(undefined, 'cl100k_base').text).toBe(
    'Counts are estimates: the log names no model, so its tokenizer is unknown; these are cl100k_base counts.',
  );
  expect(countsExactness('llama-3', 'o200k_base').exact).toBe(false);
  expect(estimateNote('cl100k_base', modelPrice('gpt-5')!)).toBe(
    ' The tokens are cl100k_base counts: for GPT-5, which counts with o200k_base, an estimate.',
  );
  expect(estimateNote('o200k_base', modelPrice('gpt-5')!)).toBe('');
  expect(estimateNote('cl100k_base', modelPrice('gpt-4')!)).toBe('');
  expect(estimateNote('cl100k_base', chosenPrice({ ...DEFAULT_PRICE_CHOICE, model: 'custom' }))).toBe('');
});

test('a session is priced at its log model, else at the settings, saying which', () => {
  const opus = sessionPrice(DEFAULT_PRICE_CHOICE, 'claude-opus-4-5-20251101');
  expect([opus.from, opus.price.id, opus.price.inputPerMillion, opus.price.cacheWritePerMillion]).toEqual([
    'log',
    'claude-opus-4.5',
    5,
    6.25,
  ]);
  expect(opus.note).toBe("Costs at Claude Opus 4.5 prices: the log's model, claude-opus-4-5-20251101.");
  const later = sessionPrice(DEFAULT_PRICE_CHOICE, 'gpt-5.4');
  expect([later.from, later.price.id]).toEqual(['settings', 'claude-sonnet-4.5']);
  expect(later.note).toBe(
    "The log's model, gpt-5.4 (GPT-5 family), has no price in the catalogue: costs at Claude Sonnet 4.5 prices, the settings' choice; choose Custom prices under Model and price to type its prices.",
  );
  expect(sessionPrice(DEFAULT_PRICE_CHOICE, undefined).note).toBe(
    "The log names no model: costs at Claude Sonnet 4.5 prices, the settings' choice.",
  );
});

test('an unknown id is priced at the custom row, never a silent default', () => {
  expect(chosenPrice({ ...DEFAULT_PRICE_CHOICE, model: 'gpt-99' }).id).toBe('custom');
});

test('switching to custom prices starts from the model, its cache-write price kept; typed ones stay', () => {
  expect(chooseModel(DEFAULT_PRICE_CHOICE, 'custom').custom).toEqual({
    inputPerMillion: 3,
    cachedInputPerMillion: 0.3,
    cacheWritePerMillion: 3.75,
    outputPerMillion: 15,
    currency: 'USD',
  });
  const opus = chooseModel({ ...DEFAULT_PRICE_CHOICE, model: 'claude-opus-4.5' }, 'custom');
  expect(opus.custom.cacheWritePerMillion).toBe(6.25);
  const typed = { ...DEFAULT_PRICE_CHOICE.custom, inputPerMillion: 7 };
  expect(chooseModel({ model: 'gpt-5', custom: typed }, 'custom')).toEqual({ model: 'custom', custom: typed });
});
