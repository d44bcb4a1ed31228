import { describe, expect, test } from 'vitest';
import { comparedModels, neededTokenizers } from './compared-models.ts';

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
