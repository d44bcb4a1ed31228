import { describe, expect, test } from 'vitest';
import type { CompactionStrategy, Conversation } from './model.ts';
import { simulate } from './simulate.ts';
import { cacheBreak, sessionCost } from './summary.ts';

// The second seed article's turn one over 25 steps: 7,500 tokens of head, 5,250 per step.
const HEAD = 5000 + 2500;
const STEP = 200 + 50 + 5000;
const LOOP: Conversation = {
  system: 5000,
  tools: 2500,
  user: 0,
  steps: Array.from({ length: 25 }, () => ({ modelResponse: 200, toolRequest: 50, toolResponse: 5000 })),
};
const keeping = (keepLast: number): CompactionStrategy => ({
  name: 'compaction',
  placeholder: 17,
  notes: 0,
  keepLast,
  mode: { kind: 'every-step' },
});
const SONNET = { perMillion: 3, cachedPerMillion: 0.3 };

describe('the prompt cache and compaction', () => {
  test('without compaction nothing is read again: each request pays only its new step in full', () => {
    const steps = simulate(LOOP);
    expect(steps.every((s) => s.reread === 0)).toBe(true);
    expect(cacheBreak(steps, SONNET)).toEqual({ requests: 0, tokens: 0, extraCost: 0 });
  });

  test('keeping the newest result: the rewrite is right before the new step, so nothing is read again', () => {
    expect(cacheBreak(simulate(LOOP, keeping(1)), SONNET).tokens).toBe(0);
  });

  test('keeping the newest 3: from step 4 each rewrite re-reads the two steps after it, 10,500 tokens', () => {
    const steps = simulate(LOOP, keeping(3));
    expect(steps.slice(0, 3).map((s) => s.reread)).toEqual([0, 0, 0]);
    expect(steps.slice(3).every((s) => s.reread === 2 * STEP)).toBe(true);
    const broken = cacheBreak(steps, SONNET);
    expect(broken.requests).toBe(22);
    expect(broken.tokens).toBe(22 * 2 * STEP);
    expect(broken.tokens).toBe(231_000);
    expect(broken.extraCost).toBeCloseTo((231_000 * (3 - 0.3)) / 1e6, 12);
  });

  test('a cache-write price is what every uncached token costs, re-read ones included', () => {
    const steps = simulate(LOOP);
    // Request 1 writes the head and step 1; each later request writes its own step and reads the rest.
    const fresh = HEAD + 25 * STEP;
    const cached = steps.reduce((sum, s) => sum + s.total, 0) - fresh;
    const prices = { ...SONNET, writePerMillion: 3.75 };
    expect(sessionCost(steps, prices)).toBeCloseTo((fresh * 3.75 + cached * 0.3) / 1e6, 12);
    expect(cacheBreak(simulate(LOOP, keeping(3)), prices).extraCost).toBeCloseTo((231_000 * 3.45) / 1e6, 12);
  });
});
