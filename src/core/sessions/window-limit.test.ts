import { expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { readSession } from './readers/read-session.ts';
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

test("a Codex log's own model_context_window is the limit, before the catalogue's 400,000", () => {
  const text = readFileSync('fixtures/sessions/codex-rollout.jsonl', 'utf8');
  const session = readSession(text, 'codex-rollout.jsonl');
  expect([session.model, session.loggedWindow]).toEqual(['gpt-5.1-codex', 272_000]);
  expect(defaultWindowLimit(session.model, session.loggedWindow)).toEqual({
    tokens: 272_000,
    model: 'gpt-5.1-codex',
    logged: true,
  });
  // One window recorded as 258,400 (Codex's figure for a smaller model) wins over the catalogue.
  const cut = text.replaceAll('"model_context_window":272000', '"model_context_window":258400');
  expect(readSession(cut, 'codex-rollout.jsonl').loggedWindow).toBe(258_400);
});
