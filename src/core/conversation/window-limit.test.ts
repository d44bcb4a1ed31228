import { expect, test } from 'vitest';
import { computeGrowth } from './growth.ts';
import { DEFAULT_PLACEHOLDER, DEFAULT_SIM } from './sim-form.ts';
import { growthLimit, growthLimitSource } from './window-limit.ts';
import { modelInfo } from '../models/model-match.ts';

test("with no limit typed, the growth limit is the chosen model's context window from the catalogue", () => {
  expect(DEFAULT_SIM.limit).toBeNull();
  const gpt5 = growthLimit(null, 'gpt-5');
  expect(gpt5).toEqual({ tokens: modelInfo('gpt-5')!.contextWindow, source: { kind: 'model', name: 'GPT-5' } });
  expect(gpt5.tokens).toBe(400_000);
  expect(growthLimitSource(gpt5)).toBe("GPT-5's context window");
  expect(growthLimit(null, 'claude-sonnet-4.5').tokens).toBe(200_000);
  expect(growthLimit(null, 'gpt-4').tokens).toBe(8_192);
  // An open-weight model's window is in the catalogue too.
  expect(growthLimit(null, 'gpt-oss-20b')).toEqual({ tokens: 131_072, source: { kind: 'model', name: 'gpt-oss-20b' } });
});

test('a typed limit wins; custom prices (no model) fall back on the common window and say so', () => {
  expect(growthLimit(300_000, 'gpt-5')).toEqual({ tokens: 300_000, source: { kind: 'typed' } });
  const custom = growthLimit(null, 'custom');
  expect(custom).toEqual({ tokens: 128_000, source: { kind: 'common' } });
  expect(growthLimitSource(custom)).toBe('a common window: no model window known');
});

test("computeGrowth counts the limit crossing at the model's window: GPT-4's 8,192 at step 1, never under GPT-5's", () => {
  const counts = { [DEFAULT_PLACEHOLDER]: 17 };
  const at = (model: string) => {
    const growth = computeGrowth(DEFAULT_SIM, undefined, counts, undefined, null, model);
    if (!growth.ready) throw new Error(growth.reason);
    return { limit: growth.limit.tokens, crossings: growth.series.map((s) => s.crossesLimitAt) };
  };
  // Request 1 is 5,000 + 2,500 + 200 + 50 + 5,000 = 12,750 tokens, over 8,192.
  expect(at('gpt-4')).toEqual({ limit: 8_192, crossings: [1, 1] });
  // Without compaction request k is 7,500 + k × 5,250 tokens: 128,250 at step 23 (over 128,000), 138,750 at 25.
  expect(at('gpt-5')).toEqual({ limit: 400_000, crossings: [undefined, undefined] });
  expect(at('custom')).toEqual({ limit: 128_000, crossings: [23, undefined] });
});
