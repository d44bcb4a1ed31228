import { describe, expect, test } from 'vitest';
import { MODEL_PRICES } from './catalogue.ts';
import { catalogueModelId, knownModelIds, matchModel, modelInfo } from './model-match.ts';

describe('catalogue rows', () => {
  test.each([
    ['claude-opus-4.5', 'own', 200_000],
    ['claude-opus-4.1', 'own', 200_000],
    ['claude-sonnet-4.5', 'own', 200_000],
    ['claude-haiku-4.5', 'own', 200_000],
    ['gpt-5', 'o200k_base', 400_000],
    ['gpt-5-mini', 'o200k_base', 400_000],
    ['gpt-5-nano', 'o200k_base', 400_000],
    ['gpt-5-codex', 'o200k_base', 400_000],
    ['gpt-5.1-codex-mini', 'o200k_base', 400_000],
    ['gpt-4.1', 'o200k_base', 1_047_576],
    ['gpt-4o', 'o200k_base', 128_000],
    ['o3', 'o200k_base', 200_000],
    ['gpt-4', 'cl100k_base', 8_192],
    ['gpt-3.5-turbo', 'cl100k_base', 16_385],
    ['gemini-2.5-pro', 'own', 1_048_576],
    ['gemini-2.5-flash', 'own', 1_048_576],
  ])('%s counts with %s and holds %i tokens', (id, tokenizer, window) => {
    const row = MODEL_PRICES.find((r) => r.id === id)!;
    expect([row.tokenizer, row.contextWindow]).toEqual([tokenizer, window]);
  });

  test('Opus 4.5 and Gemini 2.5 Flash list prices, with their source', () => {
    const opus = MODEL_PRICES.find((r) => r.id === 'claude-opus-4.5')!;
    expect([
      opus.inputPerMillion,
      opus.cachedInputPerMillion,
      opus.cacheWritePerMillion,
      opus.outputPerMillion,
    ]).toEqual([5, 0.5, 6.25, 25]);
    expect(opus.source).toEqual({ url: 'https://www.anthropic.com/pricing#api', asOf: '2025-11-24' });
    const flash = MODEL_PRICES.find((r) => r.id === 'gemini-2.5-flash')!;
    expect([flash.inputPerMillion, flash.cachedInputPerMillion, flash.outputPerMillion]).toEqual([0.3, 0.03, 2.5]);
  });
});

describe('matchModel: names as logs write them', () => {
  test.each([
    ['claude-opus-4-5-20251101', 'claude-opus-4.5'],
    ['claude-sonnet-4-5-20250929', 'claude-sonnet-4.5'],
    ['claude-haiku-4-5-20251001', 'claude-haiku-4.5'],
    ['claude-opus-4-1-20250805', 'claude-opus-4.1'],
    ['anthropic/Claude-Opus-4-1', 'claude-opus-4.1'],
    ['gpt-5-codex', 'gpt-5-codex'],
    ['gpt-5-2025-08-07', 'gpt-5'],
    ['gpt-5-mini-2025-08-07', 'gpt-5-mini'],
    ['gpt-5.1-codex', 'gpt-5.1-codex'],
    ['gpt-4.1-2025-04-14', 'gpt-4.1'],
    ['models/gemini-2.5-pro', 'gemini-2.5-pro'],
    ['gemini-2.5-flash', 'gemini-2.5-flash'],
    ['claude-opus-4.5', 'claude-opus-4.5'],
  ])('%s is the row %s', (name, id) => {
    expect(matchModel(name)?.row?.id).toBe(id);
  });

  test.each([
    ['gpt-5.4', 'GPT-5 family', 'o200k_base', 400_000],
    ['gpt-5.2-codex', 'GPT-5 family', 'o200k_base', 400_000],
    ['gpt-5-pro', 'GPT-5 family', 'o200k_base', 400_000],
    ['o3-mini', 'o-series', 'o200k_base', 200_000],
    ['gpt-4-0613', 'GPT-4 family', 'cl100k_base', 8_192],
    ['gpt-4-turbo-2024-04-09', 'GPT-4 Turbo', 'cl100k_base', 128_000],
    ['claude-3-5-sonnet-20241022', 'Claude', 'own', 200_000],
    ['gemini-2.5-pro-preview-06-05', 'Gemini', 'own', 1_048_576],
    ['llama-3.2-3b-instruct', 'Llama 3.1–3.3', 'llama3', 131_072],
    ['qwen3-14b', 'Qwen3', 'qwen3', 32_768],
    ['gemma-3-270m', 'Gemma 3', 'gemma3', 131_072],
    ['gpt-oss-safeguard-20b', 'gpt-oss', 'o200k_harmony', 131_072],
  ])('%s has no price but is of the %s: %s, %i tokens', (name, family, tokenizer, window) => {
    const match = matchModel(name)!;
    expect(match.row).toBeUndefined();
    expect([match.family, match.tokenizer, match.contextWindow]).toEqual([family, tokenizer, window]);
  });

  test('an unknown, empty or absent name is no match', () => {
    expect([matchModel('llama-3'), matchModel('gpt-50'), matchModel(''), matchModel(undefined)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(knownModelIds()).toBe(
      'claude-sonnet-4.5, claude-haiku-4.5, claude-opus-4.5, claude-opus-4.1, claude-opus-4.6, claude-opus-4.7, claude-opus-4.8, claude-opus-5, claude-sonnet-4.6, claude-sonnet-5, gpt-5, gpt-5-mini, gpt-5-nano, gpt-5-codex, gpt-5.1, gpt-5.1-codex, gpt-5.1-codex-mini, gpt-4.1, gpt-4o, o3, o4-mini, gpt-4, gpt-3.5-turbo, gemini-2.5-pro, gemini-2.5-flash, deepseek-chat, deepseek-reasoner',
    );
  });
});

describe('open-weight models: their own tokenizer, no price', () => {
  test.each([
    ['meta-llama/Llama-3.3-70B-Instruct', 'Llama 3.3 70B', 'llama3', 131_072],
    ['llama3.3:70b', 'Llama 3.3 70B', 'llama3', 131_072],
    ['llama-3.1-8b-instant', 'Llama 3.1 8B', 'llama3', 131_072],
    ['openai/gpt-oss-120b', 'gpt-oss-120b', 'o200k_harmony', 131_072],
    ['Qwen/Qwen3-Coder-480B-A35B-Instruct', 'Qwen3-Coder 480B-A35B', 'qwen3', 262_144],
    ['deepseek-ai/DeepSeek-R1-0528', 'DeepSeek R1', 'deepseek_v3', 131_072],
    ['google/gemma-3-27b-it', 'Gemma 3 27B', 'gemma3', 131_072],
  ])('%s is %s: %s, %i tokens, no price', (name, family, tokenizer, window) => {
    const match = matchModel(name)!;
    expect(match.row).toBeUndefined();
    expect([match.family, match.tokenizer, match.contextWindow]).toEqual([family, tokenizer, window]);
  });

  test("DeepSeek's own API is priced and counts with deepseek_v3", () => {
    const match = matchModel('deepseek-chat')!;
    expect([match.row?.inputPerMillion, match.row?.outputPerMillion, match.tokenizer]).toEqual([
      0.28,
      0.42,
      'deepseek_v3',
    ]);
  });

  test('modelInfo gives a priced row or an open model by id, nothing for custom or unknown ids', () => {
    expect(modelInfo('llama-3.3-70b')).toEqual({
      id: 'llama-3.3-70b',
      name: 'Llama 3.3 70B',
      vendor: 'Meta',
      tokenizer: 'llama3',
      contextWindow: 131_072,
    });
    expect(modelInfo('gpt-5')?.row?.id).toBe('gpt-5');
    expect([modelInfo('custom'), modelInfo('llama-4')]).toEqual([undefined, undefined]);
  });
});

describe("catalogueModelId: a --model as the providers' APIs write it", () => {
  test.each([
    ['claude-sonnet-4.5', 'claude-sonnet-4.5'],
    ['claude-sonnet-4-5', 'claude-sonnet-4.5'],
    ['claude-sonnet-4-5-20250929', 'claude-sonnet-4.5'],
    ['gpt-5-2025-08-07', 'gpt-5'],
    ['models/gemini-2.5-pro', 'gemini-2.5-pro'],
    ['llama-3.3-70b', 'llama-3.3-70b'],
  ])('%s is %s', (name, id) => {
    expect(catalogueModelId(name)).toBe(id);
  });

  test('a family without a row, an unknown name and the empty name have no id', () => {
    expect([catalogueModelId('claude-3-opus'), catalogueModelId('gpt-9'), catalogueModelId('')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
