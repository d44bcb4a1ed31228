import { expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { profileSession } from '../sessions/profile.ts';
import { HistoryAccumulator } from './accumulator.ts';
import { dayFunction } from './days.ts';
import { historyFiles } from './history.fixture.ts';
import type { ResultRow } from './history-model.ts';
import { providerResultCounts } from './provider.ts';
import { readHistoryLog } from './read-log.ts';

test("a session's recovered counts: only results a request added alone and not under half our count", () => {
  const [file, text] = historyFiles()[0]!;
  const log = readHistoryLog(text, file);
  if (log.kind !== 'log') throw new Error('the fixture is a log');
  const session = log.threads[0]!.session;
  const { itemTokens, calibration } = profileSession(session, nodeCounter('cl100k_base'));
  const counts = providerResultCounts(session, itemTokens, 'cl100k_base');
  // The profile's own calibration, passed on, gives the same counts without a second one.
  expect(providerResultCounts(session, itemTokens, 'cl100k_base', calibration)).toEqual(counts);
  // Framing 351 per result (growth 400 − output 10 = 390 added): 390 − 351 = 39 each; the two
  // Reads (140 and 210 counted) recover 39, under half, so they have none.
  expect([...counts.values()]).toEqual([39, 39, 39]);
  expect([...counts.keys()].map((i) => session.items[i]!.tool)).toEqual([
    'mcp__tracker__list_issues',
    'Bash',
    'mcp__tracker__list_issues',
  ]);
});

test('the history sums the recovered counts per tool and gives each result row its own', () => {
  const rows: ResultRow[] = [];
  const acc = new HistoryAccumulator({
    counterFor: nodeCounter,
    dayOf: dayFunction(null),
    zone: 'UTC',
    onResult: (r) => rows.push(r),
  });
  for (const [f, t] of historyFiles()) acc.add(f, t);
  const tools = acc
    .report()
    .tools.map((t) => [t.tool, t.calls, t.providerResults, t.providerTokens, t.providerCounted]);
  expect(tools).toEqual([
    ['Read', 3, 0, 0, 0],
    ['mcp__tracker__list_issues', 2, 2, 78, 78],
    ['Bash', 1, 1, 39, 60],
    ['Grep', 1, 1, 40, 40],
    ['list_issues', 1, 1, 39, 39],
    ['shell', 1, 1, 13, 13],
  ]);
  // s2's own new Read (3 tokens) was sent by no recorded request: none.
  expect(rows.map((r) => r.providerTokens)).toEqual([null, 39, null, 39, 39, 40, null, 13, 39]);
});
