import { describe, expect, test } from 'vitest';
import { formatPercentage } from '../analysis/percent.ts';
import type { CompactionStrategy, Conversation } from './model.ts';
import { simulate } from './simulate.ts';
import { savingAgainst, sessionCost, stepCrossing, summarize } from './summary.ts';

const EVERY = (placeholder: number, keepLast = 0, notes = 0): CompactionStrategy => ({
  name: 'compaction',
  placeholder,
  notes,
  keepLast,
  mode: { kind: 'every-step' },
});

describe('simulate: the second seed article', () => {
  test('turn one: 12,750 → 7,850 tokens, 4,900 saved, 38.43 % of 12,750', () => {
    const turnOne: Conversation = {
      system: 5000,
      tools: 2500,
      user: 0,
      steps: [{ modelResponse: 200, toolRequest: 50, toolResponse: 5000 }],
    };
    const [before] = simulate(turnOne);
    const [after] = simulate(turnOne, EVERY(100));
    expect(before!.total).toBe(12750);
    expect(after!.total).toBe(7850);
    const saving = savingAgainst(summarize([before!]), summarize([after!]), 'no compaction');
    expect(saving.saved).toBe(4900);
    expect(formatPercentage(saving.percent)).toBe('38.43 % of no compaction');
  });

  test('ten tool calls of 5,000 tokens against placeholders of 100: tool responses 50,000 → 1,000', () => {
    const ten: Conversation = {
      system: 0,
      tools: 0,
      user: 0,
      steps: Array.from({ length: 10 }, () => ({ modelResponse: 0, toolRequest: 0, toolResponse: 5000 })),
    };
    expect(simulate(ten).at(-1)!.byComponent.toolResults).toBe(50000);
    const last = simulate(ten, EVERY(100)).at(-1)!;
    expect(last.byComponent.toolResults + last.byComponent.placeholders).toBe(1000);
  });
});

describe('simulate: keep-last-N and trigger modes', () => {
  // system 10, tools 0, user 5; each step: model 1, request 2, result 100.
  const conv: Conversation = {
    system: 10,
    tools: 0,
    user: 5,
    steps: Array.from({ length: 4 }, () => ({ modelResponse: 1, toolRequest: 2, toolResponse: 100 })),
  };

  test('without compaction every request carries every result: 118, 221, 324, 427', () => {
    expect(simulate(conv).map((s) => s.total)).toEqual([118, 221, 324, 427]);
  });

  test('keep the newest result raw, placeholder 4 + notes 6 for older ones', () => {
    // step k: 15 + 3k + 100 (newest) + 10 × (k − 1)
    const series = simulate(conv, EVERY(4, 1, 6));
    expect(series.map((s) => s.total)).toEqual([118, 131, 144, 157]);
    expect(series.map((s) => s.compacted)).toEqual([false, true, true, true]);
    expect(series[3]!.byComponent).toEqual({
      system: 10,
      tools: 0,
      user: 5,
      assistant: 4,
      toolCalls: 8,
      toolResults: 100,
      placeholders: 12,
      notes: 18,
    });
  });

  test('trigger mode compacts only when the input would pass the trigger, and the curve drops there', () => {
    const trigger: CompactionStrategy = {
      name: 'trigger',
      placeholder: 4,
      notes: 0,
      keepLast: 1,
      mode: { kind: 'trigger', inputTokens: 250 },
    };
    // step 1: 118; step 2: 221 ≤ 250; step 3: raw 324 > 250 → compact results 1–2: 15 + 9 + 8 + 100 = 132;
    // step 4: results 1–2 stay compacted, raw 3–4: 15 + 12 + 8 + 200 = 235 ≤ 250, no new compaction.
    const series = simulate(conv, trigger);
    expect(series.map((s) => s.total)).toEqual([118, 221, 132, 235]);
    expect(series.map((s) => s.compacted)).toEqual([false, false, true, false]);
  });

  test('the cached prefix is the previous request up to the first part compaction changed', () => {
    const plain = simulate(conv);
    expect(plain.map((s) => s.cachedPrefix)).toEqual([0, 118, 221, 324]);
    const compacted = simulate(conv, EVERY(4, 1, 6));
    // step 2 rewrites result 1, which starts after system, user, model 1 and request 1: 15 + 3 = 18.
    expect(compacted.map((s) => s.cachedPrefix)).toEqual([0, 18, 31, 44]);
  });

  test('limit crossing, summary and cost', () => {
    const series = simulate(conv);
    expect(stepCrossing(series, 300)).toBe(3);
    expect(stepCrossing(series, 1000)).toBeUndefined();
    expect(summarize(series)).toEqual({ steps: 4, total: 1090, mean: 272.5, median: 272.5 });
    // fresh tokens 118 + 103 + 103 + 103 = 427 at 3 per million, cached 663 at 0.3 per million.
    expect(sessionCost(series, { perMillion: 3, cachedPerMillion: 0.3 })).toBeCloseTo((427 * 3 + 663 * 0.3) / 1e6, 15);
  });

  test('should refuse negative sizes', () => {
    expect(() => simulate({ ...conv, system: -1 })).toThrow(RangeError);
    expect(() => simulate(conv, EVERY(4, -1))).toThrow(RangeError);
  });
});
