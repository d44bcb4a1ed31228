import { expect, test } from 'vitest';
import type { SessionItem, SessionStep } from './model.ts';
import { hasRecordedUsage, requestPairs } from './recover.ts';

const item = (part: SessionItem['part'], text = 'x'): SessionItem => ({ part, text });
const step = (
  end: number,
  recorded: number | null,
  output?: number,
  afterCompaction = false,
  start = 0,
): SessionStep => ({
  start,
  end,
  recorded,
  ...(output !== undefined && { output }),
  afterCompaction,
});

test('input(k+1) − input(k) − output(k) for pairs that added tool results; why not for the others', () => {
  const items = [
    item('user'), // 0
    item('thinking'),
    item('toolCalls'),
    item('toolResults'), // 1–3: step 2 adds one result
    item('toolCalls'),
    item('toolResults'),
    item('toolResults'), // 4–6: step 3 adds two
    item('assistant'),
    item('user'), // 7–8: step 4 adds no result: no pair
    item('toolCalls'),
    item('toolResults'),
    item('user'), // 9–11: step 5 adds a result and a prompt
    item('summary'),
    item('toolResults'), // 12–13: step 6 follows a compaction
    item('toolResults'), // 14: step 7, but step 6 recorded no output
  ];
  const steps = [
    step(1, 1_000, 50),
    step(4, 1_200, 30),
    step(7, 1_500, 20),
    step(9, 1_600, 10),
    step(12, 1_900, 40),
    step(14, 800, undefined, true, 12),
    step(15, 900, 10, false, 12),
  ];
  expect(requestPairs({ items, steps })).toEqual([
    { step: 2, results: [3], added: 150, skip: null },
    { step: 3, results: [5, 6], added: 270, skip: null },
    { step: 5, results: [10], added: null, skip: 'not-only-results' },
    { step: 6, results: [13], added: null, skip: 'compaction' },
    { step: 7, results: [14], added: null, skip: 'no-usage' },
  ]);
  expect(hasRecordedUsage({ steps })).toBe(true);
  expect(hasRecordedUsage({ steps: [step(1, 10), step(2, 20)] })).toBe(false);
});
