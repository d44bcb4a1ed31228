import { expect, test } from 'vitest';
import { DEFAULT_PRICE_CHOICE } from '../money/choice.ts';
import { encodingStatus } from './encoding-status.ts';

const at = (model: string) => ({ ...DEFAULT_PRICE_CHOICE, model });

test('the encoding control says whether the encoding follows the model, and whether it is exact', () => {
  expect(encodingStatus(at('gpt-5'), 'o200k_base', false)).toEqual({
    state: 'Follows the model: o200k_base',
    detail: "GPT-5's own tokenizer: counts are exact.",
  });
  expect(encodingStatus(at('gpt-5'), 'cl100k_base', true)).toEqual({
    state: 'Overridden: cl100k_base (model uses o200k_base)',
    detail: 'GPT-5 counts with o200k_base: these counts are estimates for it.',
  });
  expect(encodingStatus(at('claude-opus-4.5'), 'cl100k_base', false)).toEqual({
    state: 'Follows the model: cl100k_base',
    detail: "Claude Opus 4.5 counts with Anthropic's own tokenizer, not an OpenAI one: counts are estimates.",
  });
  expect(encodingStatus(at('custom'), 'o200k_base', false).state).toBe('Custom prices: o200k_base');
  expect(encodingStatus(at('llama-3.3-70b'), 'llama3', false)).toEqual({
    state: 'Follows the model: llama3',
    detail: "Llama 3.3 70B's own tokenizer: counts are exact.",
  });
  expect(encodingStatus(at('gemma-3-27b'), 'o200k_base', true)).toEqual({
    state: 'Overridden: o200k_base (model uses gemma3)',
    detail: 'Gemma 3 27B counts with gemma3: these counts are estimates for it.',
  });
});
