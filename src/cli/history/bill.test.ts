import { basename } from 'node:path';
import { describe, expect, test } from 'vitest';
import { tableToMarkdown } from '../../core/report/table.ts';
import { historyBillTables } from '../../core/report/tables/history-bill.ts';
import { parseHistoryArgs } from './args.ts';
import { readHistory, runHistoryCli } from './run.ts';
import { captured, writeCacheFolder } from './history.fixture.ts';

interface SessionJson {
  file: string;
  bill: { currency: string; cost: { input: number; output: number; total: number }; misses: number; missed: number };
}

describe('npm run history: the bill as logged', () => {
  const root = writeCacheFolder();

  test('--json: each session with its bill, the whole bill with its misses by cause and the sessions that lost most', () => {
    const o = captured();
    expect(runHistoryCli(['--json', root], o)).toBe(0);
    const json = JSON.parse(o.out) as {
      sessions: SessionJson[];
      bill: Record<string, unknown> & { cost: { input: number; total: number } };
    };
    const session = (file: string) => json.sessions.find((s) => s.file === file)!.bill;
    expect(session('claude-code-cache.jsonl').cost.input).toBeCloseTo(0.520339, 12);
    expect(session('claude-code-cache.jsonl').cost.total).toBeCloseTo(0.670339, 12);
    expect(session('claude-code-cache.jsonl')).toMatchObject({
      currency: 'USD',
      tokens: { read: 85_508, write5m: 55_100, write1h: 23_500, uncached: 40, output: 6_600 },
      misses: 5,
      missed: 56_524,
    });
    expect(session('codex-cache.jsonl').cost.total).toBeCloseTo(
      (30_664 * 1.25 + 23_936 * 0.125 + 1_000 * 10) / 1e6,
      12,
    );
    expect(session('claude-code.jsonl')).toMatchObject({ misses: 0, missed: 0, missCost: null });
    const { bill } = json;
    expect(bill).toMatchObject({ currency: 'USD', sessions: 3, requests: 47, unpriced: 0 });
    expect(bill.cost.total).toBeCloseTo(
      json.sessions.reduce((n, s) => n + s.bill.cost.total, 0),
      12,
    );
    expect((bill.missesByCause as { cause: string; misses: number }[]).map((c) => [c.cause, c.misses])).toEqual([
      ['compaction', 1],
      ['model', 1],
      ['idle', 3],
      ['changed', 2],
    ]);
    expect(bill.sessionsLostMost).toEqual([
      expect.objectContaining({ session: 'session-cache', file: 'claude-code-cache.jsonl', misses: 5 }),
      expect.objectContaining({ session: 'rollout-cache', file: 'codex-cache.jsonl', misses: 2 }),
    ]);
    // Projects by name only with --include-names.
    expect((bill.byProject as { project: string }[]).map((p) => p.project)).toEqual([
      'no project in the log',
      'project 1',
    ]);
    const named = captured();
    runHistoryCli(['--json', '--include-names', root], named);
    const namedBill = (JSON.parse(named.out) as { bill: { byProject: { project: string }[] } }).bill;
    expect(namedBill.byProject.map((p) => p.project)).toEqual(['no project in the log', 'app']);
  });

  test('Markdown: the bill and its misses lead the answer; --tables prints the bill tables core builds', () => {
    const o = captured();
    expect(runHistoryCli(['--tables', root], o)).toBe(0);
    const lines = o.out.split('\n');
    expect(lines[2]).toBe(
      "As logged, 47 requests over 3 sessions cost $1.05: $0.8777 input (774,619 tokens read from the cache, 109,600 written to it, 30,797 uncached) and $0.1736 output (8,505 tokens), each request at its own model's list price.",
    );
    expect(lines[4]).toBe(
      "7 cache misses re-wrote 74,528 tokens: $0.3723, 42 % of the input bill; 3 followed idle gaps past the cache's lifetime (5 min, 1 h), 2 changes to earlier text, 1 the logs' compaction, 1 a model switch.",
    );
    const { report } = readHistory(parseHistoryArgs([root]));
    for (const table of historyBillTables(report, false, basename)) expect(o.out).toContain(tableToMarkdown(table));
    expect(o.out).toContain('| idle past the lifetime | 3 | 39,706 | $0.2101 | 23.94 % of the input bill |');
    expect(o.out).toContain(
      "| session-cache | claude-code-cache.jsonl | 5 | 56,524 | $0.3520 | 67.65 % of the session's input bill |",
    );
    // The sessions table's money is the bill as logged too, never a model of the cache.
    expect(o.out).toContain('Bill as logged (USD) |');
    expect(o.out).toMatch(
      /\| session-cache \| claude-code \| claude-sonnet-4-5-20250929 \| 11 \| 0 \| 16,807 \| 164,148 \| \$0\.6703 \|/,
    );
  });
});
