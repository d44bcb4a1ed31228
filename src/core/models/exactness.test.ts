import { expect, test } from 'vitest';
import {
  chooseModel,
  chosenModel,
  chosenPrice,
  DEFAULT_PRICE_CHOICE,
  modelEncoding,
  noPriceWords,
  pricesOrNull,
  sessionPrice,
  unpricedModel,
} from '../money/choice.ts';
import { encodingStatus } from './encoding-status.ts';
import { countsExactness, estimateNote } from './exactness.ts';
import { modelPrice } from '../money/prices.ts';

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
  expect(['gpt-oss-120b', 'llama-3.1-405b', 'qwen3-coder-480b-a35b', 'deepseek-chat', 'gemma-3-4b'].map(of)).toEqual([
    'o200k_harmony',
    'llama3',
    'qwen3',
    'deepseek_v3',
    'gemma3',
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
  expect(countsExactness('meta-llama/Llama-3.3-70B-Instruct', 'llama3')).toEqual({
    exact: true,
    text: 'Counts are exact: meta-llama/Llama-3.3-70B-Instruct (Llama 3.3 70B) counts with llama3, the encoding used.',
  });
  expect(countsExactness('qwen3:32b', 'cl100k_base').text).toBe(
    'Counts are estimates: qwen3:32b (Qwen3 32B) counts with qwen3, and these are cl100k_base counts.',
  );
  expect(estimateNote('cl100k_base', modelPrice('gpt-5')!)).toBe(
    ' The tokens are cl100k_base counts: for GPT-5, which counts with o200k_base, an estimate.',
  );
  expect(estimateNote('o200k_base', modelPrice('gpt-5')!)).toBe('');
  expect(estimateNote('cl100k_base', modelPrice('gpt-4')!)).toBe('');
  expect(estimateNote('cl100k_base', chosenPrice({ ...DEFAULT_PRICE_CHOICE, model: 'custom' })!)).toBe('');
});

test('a session is priced at its log model, else at the settings, saying which', () => {
  const opus = sessionPrice(DEFAULT_PRICE_CHOICE, 'claude-opus-4-5-20251101');
  expect([opus.from, opus.price!.id, opus.price!.inputPerMillion, opus.price!.cacheWritePerMillion]).toEqual([
    'log',
    'claude-opus-4.5',
    5,
    6.25,
  ]);
  expect(opus.note).toBe("Costs at Claude Opus 4.5 prices: the log's model, claude-opus-4-5-20251101.");
  const later = sessionPrice(DEFAULT_PRICE_CHOICE, 'gpt-5.4');
  expect([later.from, later.price!.id]).toEqual(['settings', 'claude-sonnet-4.5']);
  expect(later.note).toBe(
    "The log's model, gpt-5.4 (GPT-5 family), has no price in the catalogue: costs at Claude Sonnet 4.5 prices, the model chosen.",
  );
  expect(sessionPrice(DEFAULT_PRICE_CHOICE, undefined).note).toBe(
    'The log names no model: costs at Claude Sonnet 4.5 prices, the model chosen.',
  );
});

test('an open model has no price until its three figures are typed: no default stands in', () => {
  const choice = { ...DEFAULT_PRICE_CHOICE, model: 'llama-3.3-70b' };
  expect(chosenPrice(choice)).toBeUndefined();
  expect(noPriceWords(choice)).toBe('no price (Llama 3.3 70B is open-weight: no list price)');
  const partly = { ...choice, open: { inputPerMillion: 0.6 } };
  expect(chosenPrice(partly)).toBeUndefined();
  expect(noPriceWords(partly)).toBe(
    'no price (Llama 3.3 70B is open-weight: no list price; missing: Cached input, Output)',
  );
  const typed = { ...choice, open: { inputPerMillion: 0.6, cachedInputPerMillion: 0.06, outputPerMillion: 0.9 } };
  expect(chosenPrice(typed)).toEqual({
    id: 'custom',
    vendor: 'custom',
    name: 'Llama 3.3 70B',
    tokenizer: 'llama3',
    contextWindow: 131_072,
    inputPerMillion: 0.6,
    cachedInputPerMillion: 0.06,
    outputPerMillion: 0.9,
    currency: 'USD',
  });
  expect(noPriceWords(typed)).toBeUndefined();
  expect(pricesOrNull(chosenPrice(choice))).toBeNull();
  expect(pricesOrNull(chosenPrice(typed))).toEqual({ perMillion: 0.6, cachedPerMillion: 0.06 });
  expect(estimateNote('llama3', chosenPrice(typed))).toBe('');
  expect(estimateNote('cl100k_base', chosenPrice(typed))).toBe(
    ' The tokens are cl100k_base counts: for Llama 3.3 70B, which counts with llama3, an estimate.',
  );
  expect(unpricedModel(choice)).toBe('Llama 3.3 70B');
  expect(unpricedModel(DEFAULT_PRICE_CHOICE)).toBeUndefined();
  expect(sessionPrice(DEFAULT_PRICE_CHOICE, 'llama3.3:70b').note).toBe(
    "The log's model, llama3.3:70b (Llama 3.3 70B), has no price in the catalogue: costs at Claude Sonnet 4.5 prices, the model chosen.",
  );
  const unpricedLog = sessionPrice(choice, undefined);
  expect([unpricedLog.price, unpricedLog.note]).toEqual([
    undefined,
    'The log names no model: the model chosen, Llama 3.3 70B, is open-weight, and no price.',
  ]);
  expect(sessionPrice(typed, undefined).note).toBe(
    'The log names no model: costs at the prices typed for Llama 3.3 70B, the model chosen.',
  );
});

test('an unknown id has no price until typed, never a silent default, and names itself', () => {
  const unknown = { ...DEFAULT_PRICE_CHOICE, model: 'claude-sonnet-9' };
  expect(chosenPrice(unknown)).toBeUndefined();
  expect(noPriceWords(unknown)).toBe(
    'no price (claude-sonnet-9 is not in the catalogue (by its name Claude, whose tokenizer is not public))',
  );
  expect(noPriceWords({ ...DEFAULT_PRICE_CHOICE, model: 'gpt-99' })).toBe(
    'no price (gpt-99 is not in the catalogue (its name matches no family, so its tokenizer is unknown))',
  );
  expect(chosenModel(unknown)).toEqual({
    name: 'claude-sonnet-9',
    vendor: 'Anthropic',
    tokenizer: 'own',
    contextWindow: 200_000,
    listed: 'unknown',
  });
  // The prices typed for it, and only those, price it; it keeps its family's tokenizer and window.
  const typed = { inputPerMillion: 4, cachedInputPerMillion: 0.4, outputPerMillion: 20 };
  expect(chosenPrice({ ...unknown, open: typed })).toEqual({
    id: 'custom',
    vendor: 'custom',
    ...typed,
    currency: 'USD',
    name: 'claude-sonnet-9',
    tokenizer: 'own',
    contextWindow: 200_000,
  });
  expect(modelEncoding(unknown, 'o200k_base')).toBe('cl100k_base');
  expect(modelEncoding({ ...DEFAULT_PRICE_CHOICE, model: 'gpt-5.9' }, 'cl100k_base')).toBe('o200k_base');
  expect(encodingStatus(unknown, 'cl100k_base', false)).toEqual({
    state: 'Follows the model: cl100k_base',
    detail:
      'claude-sonnet-9 is not in the catalogue (by its name Claude, whose tokenizer is not public): counts are estimates.',
  });
});

test('switching to custom prices starts from the model, its cache-write price kept; typed ones stay', () => {
  expect(chooseModel(DEFAULT_PRICE_CHOICE, 'custom').custom).toEqual({
    inputPerMillion: 3,
    cachedInputPerMillion: 0.3,
    cacheWritePerMillion: 3.75,
    outputPerMillion: 15,
    currency: 'USD',
    copiedFrom: 'claude-sonnet-4.5',
  });
  const opus = chooseModel({ ...DEFAULT_PRICE_CHOICE, model: 'claude-opus-4.5' }, 'custom');
  expect(opus.custom.cacheWritePerMillion).toBe(6.25);
  const typed = { ...DEFAULT_PRICE_CHOICE.custom, inputPerMillion: 7 };
  expect(chooseModel({ model: 'gpt-5', custom: typed }, 'custom')).toEqual({ model: 'custom', custom: typed });
});
