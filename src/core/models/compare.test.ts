import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import type { EncodingName } from '../tokenizer/tokenizer.ts';
import { compareModels, comparedModels, neededTokenizers } from './compare.ts';

// One response, two of its rungs: pretty JSON and the header + rows form.
const PRETTY = JSON.stringify([{ id: 1, status: 'open', owner: 'Zoë 李' }], null, 2);
const ROWS = 'id,status,owner\n1,open,Zoë 李';

describe('comparedModels', () => {
  const models = comparedModels();
  const byId = (id: string) => models.find((m) => m.id === id)!;

  test('every model says what counts for it and whether that is exact', () => {
    expect(byId('gpt-5')).toMatchObject({ countedWith: 'o200k_base', exact: true, inputPerMillion: 1.25 });
    expect(byId('claude-sonnet-4.5')).toMatchObject({ tokenizer: 'own', countedWith: 'cl100k_base', exact: false });
    expect(byId('llama-3.3-70b')).toMatchObject({ countedWith: 'llama3', exact: true, inputPerMillion: null });
    expect(byId('deepseek-chat')).toMatchObject({ countedWith: 'deepseek_v3', exact: true, inputPerMillion: 0.28 });
  });

  test('the tokenizers needed are each named once', () => {
    expect(neededTokenizers(models)).toEqual([
      'cl100k_base',
      'o200k_base',
      'deepseek_v3',
      'o200k_harmony',
      'llama3',
      'qwen3',
      'gemma3',
    ]);
  });
});

describe('compareModels', () => {
  const models = comparedModels().filter((m) => ['gpt-5', 'claude-sonnet-4.5', 'qwen3-32b'].includes(m.id));
  const counts = new Map<EncodingName, number[]>(
    neededTokenizers(models).map((e) => [e, [PRETTY, ROWS].map((t) => nodeCounter(e).count(t))]),
  );

  test("each model's row holds its tokenizer's counts and their input cost, null where unpriced", () => {
    const rows = compareModels(models, counts);
    expect(rows.map((r) => [r.model.id, r.tokens])).toEqual([
      ['claude-sonnet-4.5', [31, 13]],
      ['gpt-5', [29, 12]],
      ['qwen3-32b', [31, 13]],
    ]);
    expect(rows[0]!.cost).toEqual([(31 * 3) / 1e6, (13 * 3) / 1e6]);
    expect(rows[1]!.cost).toEqual([(29 * 1.25) / 1e6, (12 * 1.25) / 1e6]);
    expect(rows[2]!.cost).toEqual([null, null]);
  });

  test('a tokenizer without counts is named', () => {
    expect(() => compareModels(models, new Map())).toThrow('no cl100k_base counts for Claude Sonnet 4.5');
  });
});
