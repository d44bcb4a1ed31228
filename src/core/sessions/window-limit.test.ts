import { expect, test } from 'vitest';
import { FALLBACK_WINDOW_LIMIT, defaultWindowLimit } from './window-limit.ts';

test.each([
  ['claude-sonnet-4-5', 200_000],
  ['gpt-5.1-codex', 400_000],
  ['gpt-4.1', 1_047_576],
  ['gemini-2.5-pro', 1_048_576],
  ['anthropic/Claude-Opus-4-1', 200_000],
])('%s: a context window of %i tokens', (model, tokens) => {
  expect(defaultWindowLimit(model)).toEqual({ tokens, model });
});

test('an unknown or absent model takes the fallback, named as none', () => {
  expect(FALLBACK_WINDOW_LIMIT).toBe(128_000);
  expect(defaultWindowLimit('llama-3')).toEqual({ tokens: 128_000, model: null });
  expect(defaultWindowLimit(undefined)).toEqual({ tokens: 128_000, model: null });
});
