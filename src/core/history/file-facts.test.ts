import type { RepresentationSize } from '../representation-sizes.ts';
import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { fileFacts } from './file-facts.ts';
import type { FactsOptions } from './file-facts.ts';
import { codexLines } from './fixtures.ts';

const records = JSON.stringify([{ id: 1, title: 'a b', state: 'open' }]);
/** Three requests over midnight (UTC), the later two each reading one new JSON result. */
const text =
  codexLines({
    id: 'c9',
    model: 'gpt-5-codex',
    cwd: '/home/dev/shop',
    start: Date.UTC(2026, 11, 1, 23, 59, 50),
    baseInput: 9000,
    growth: 300,
    turns: [
      {
        prompt: 'List.',
        calls: [
          { tool: 'list_issues', input: { page: 1 }, result: records },
          { tool: 'list_issues', input: { page: 2 }, result: records.replace('a b', 'c d') },
        ],
        answer: 'Done.',
      },
    ],
  }).join('\n') + '\n';

/** Each result's reps (null or counted) with `options`. */
function reps(options: Partial<FactsOptions>): (readonly RepresentationSize[] | null)[] {
  const facts = fileFacts('rollout-c9.jsonl', text, {
    counterFor: nodeCounter,
    representations: (t, _e, count) => [{ tokens: count(t), chars: t.length }],
    ...options,
  });
  if (facts.kind !== 'log') throw new Error(facts.reason);
  return facts.threads[0]!.results.map((r) => r.reps);
}

describe('fileFacts with the dates asked for', () => {
  test('every result re-represented without dates; only those first read inside them with', () => {
    const all = reps({});
    expect(all.every((r) => r !== null)).toBe(true);
    const facts = fileFacts('rollout-c9.jsonl', text, { counterFor: nodeCounter });
    if (facts.kind !== 'log') throw new Error(facts.reason);
    const { steps, results } = facts.threads[0]!;
    expect(steps.map((s) => s.time)).toEqual([
      '2026-12-01T23:59:55.000Z',
      '2026-12-01T23:59:59.000Z',
      '2026-12-02T00:00:03.000Z',
    ]);
    // Result 1 is first read by request 2 (Dec 1), result 2 by request 3 (Dec 2).
    expect(results.map((r) => r.first)).toEqual([1, 2]);
    expect(reps({ inDates: (time) => time.startsWith('2026-12-01') })).toEqual([all[0], null]);
    expect(reps({ inDates: (time) => time.startsWith('2026-12-02') })).toEqual([null, all[1]]);
    expect(reps({ inDates: () => false })).toEqual([null, null]);
  });
});
