import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { formatPercentage } from '../analysis/percent.ts';
import { beforeAfter, compareRuns, cumulativeInput } from './compare.ts';
import { profileSession, unseenTokens } from './profile.ts';
import { readSession } from './readers/read-session.ts';
import { replaySession } from './replay.ts';
import type { ReplayStep } from './replay.ts';

const steps = (totals: number[], cached: number[]): ReplayStep[] =>
  totals.map((total, i) => ({ step: i + 1, total, cachedPrefix: cached[i]!, compacted: false }));

test('the first N steps: totals, mean, median, the change of the before total, cost with the cache', () => {
  const before = steps([1000, 2000, 3000, 4000], [0, 1000, 2000, 3000]);
  const after = steps([1000, 1500, 1700, 2200], [0, 1000, 500, 1700]);
  const table = beforeAfter(before, after, 3, { perMillion: 3, cachedPerMillion: 0.3 });
  expect(table.steps).toBe(3);
  expect(table.before).toEqual({ steps: 3, total: 6000, mean: 2000, median: 2000 });
  expect(table.after).toEqual({ steps: 3, total: 4200, mean: 1400, median: 1500 });
  expect(table.change.saved).toBe(1800);
  expect(formatPercentage(table.change.percent)).toBe('30.00 % of as logged');
  // before: fresh 1000 + 1000 + 1000 = 3000 × 3, cached 3000 × 0.3; after: fresh 1000 + 500 + 1200 = 2700 × 3, cached 1500 × 0.3.
  expect(table.cost!.before).toBeCloseTo((3000 * 3 + 3000 * 0.3) / 1e6, 12);
  expect(table.cost!.after).toBeCloseTo((2700 * 3 + 1500 * 0.3) / 1e6, 12);
  expect(beforeAfter(before, after, null, { perMillion: 1, cachedPerMillion: 1 }).steps).toBe(4);
  expect(beforeAfter(before, after, 99, { perMillion: 1, cachedPerMillion: 1 }).steps).toBe(4);
});

test('mismatched replays and a first-steps count below 1 are refused', () => {
  const one = steps([1], [0]);
  expect(() => beforeAfter(one, [], null, { perMillion: 1, cachedPerMillion: 1 })).toThrow('differ in length');
  expect(() => beforeAfter(one, one, 0, { perMillion: 1, cachedPerMillion: 1 })).toThrow('first steps must be ≥ 1');
});

const none = (name: string) => {
  const session = readSession(readFileSync(`fixtures/sessions/${name}`, 'utf8'), name);
  const profile = profileSession(session, nodeCounter('cl100k_base'));
  return replaySession(session, profile.itemTokens, { kind: 'none' }, unseenTokens(profile));
};

test('two runs of the fixture task, results pretty then minified: the seed table of each and the change of run A', () => {
  const a = none('claude-code.jsonl');
  const b = none('claude-code-minified.jsonl');
  const table = compareRuns(a, b, 25, { perMillion: 3, cachedPerMillion: 0.3 }, 'claude-code.jsonl');
  expect(table.before).toEqual({ steps: 25, total: 572_470, mean: 22_898.8, median: 22_044 });
  expect(table.after).toEqual({ steps: 25, total: 564_504, mean: 22_580.16, median: 21_800 });
  expect(table.change.saved).toBe(7_966);
  expect(formatPercentage(table.change.percent)).toBe('1.39 % of claude-code.jsonl');
  // Runs of different lengths: the shorter one's steps (a request-body session has 10).
  const short = compareRuns(a, none('openai-chat-bodies.json'), null, { perMillion: 1, cachedPerMillion: 1 }, 'A');
  expect(short.steps).toBe(10);
  expect(short.before.total).toBe(201_073);
  expect(short.after.total).toBe(9_011);
});

test('cumulative input: the running sum of the steps’ totals', () => {
  expect(cumulativeInput(steps([1000, 2000, 3000], [0, 0, 0]))).toEqual([1000, 3000, 6000]);
  expect(cumulativeInput([])).toEqual([]);
  const a = none('claude-code.jsonl');
  expect(cumulativeInput(a).slice(0, 5)).toEqual([14_000, 30_353, 47_917, 66_987, 86_768]);
  expect(cumulativeInput(a).at(-1)).toBe(682_268);
});
