import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { sessionBill } from '../bill/bill.ts';
import type { UsageTotals } from '../bill/bill.ts';
import { inputCost, totalCost } from '../bill/billed-step.ts';
import { HistoryAccumulator } from './accumulator.ts';
import type { HistoryBill } from './bill-model.ts';
import { moneyInput, moneyTotal } from './bill-model.ts';
import { dayFunction } from './days.ts';
import { readHistoryLog } from './read-log.ts';
import { claudeCacheLog } from '../../testing/generated-logs/cache-logs.ts';

const fixture = (name: string): [string, string] => [name, readFileSync(`fixtures/sessions/${name}`, 'utf8')];
/** The two cache logs and an existing Claude Code log with a subagent thread in its file. */
const FOLDER = () => ['claude-code-cache.jsonl', 'codex-cache.jsonl', 'claude-code.jsonl'].map(fixture);

function billOf(files: [string, string][]): HistoryBill {
  const acc = new HistoryAccumulator({ counterFor: nodeCounter, dayOf: dayFunction(null), zone: 'UTC' });
  for (const [file, text] of files) acc.add(file, text);
  return acc.report().bill;
}

/** Every thread of a file billed on its own, as the Sessions view bills a log. */
function threadBills(text: string) {
  const log = readHistoryLog(text, 'f');
  if (log.kind === 'skipped') throw new Error(log.reason);
  return log.threads.map((t) => sessionBill(t.session));
}

const causes = (bill: HistoryBill) => Object.fromEntries(bill.byCause.map((c) => [c.cause, c.misses]));

describe('the bill as logged over a history', () => {
  test("equals the sum of each file's own bill, every request at its own model's list price", () => {
    const bill = billOf(FOLDER());
    const each = FOLDER().flatMap(([, text]) => threadBills(text));
    const tokens = (key: keyof UsageTotals) => each.reduce((n, b) => n + b.tokens[key], 0);
    expect(bill.total.tokens).toEqual({
      read: tokens('read'),
      write5m: tokens('write5m'),
      write1h: tokens('write1h'),
      uncached: tokens('uncached'),
      output: tokens('output'),
    });
    expect(bill.total.requests).toBe(each.reduce((n, b) => n + b.steps.length, 0));
    expect(bill.total.requests).toBe(11 + 5 + 31);
    expect(moneyInput(bill.total.cost!)).toBeCloseTo(
      each.reduce((n, b) => n + inputCost(b.cost!), 0),
      12,
    );
    expect(moneyTotal(bill.total.cost!)).toBeCloseTo(
      each.reduce((n, b) => n + totalCost(b.cost!), 0),
      12,
    );
    expect(bill.total.cost!.output).toBeCloseTo(
      each.reduce((n, b) => n + b.cost!.output, 0),
      12,
    );
    expect(bill.currency).toBe('USD');
    expect(bill.total.unpriced).toBe(0);
    // The sessions' own rows: the hand sums of core/bill's tests.
    const session = (key: string) => bill.sessions.find((s) => s.key === key)!;
    expect(moneyInput(session('claude-code:session-cache').cost!)).toBeCloseTo(0.520339, 12);
    expect(moneyTotal(session('claude-code:session-cache').cost!)).toBeCloseTo(0.670339, 12);
    // 23,500 tokens written to the 1-hour cache, all at Opus 4.5's $10 per million.
    expect(session('claude-code:session-cache').cost!.write1h).toBeCloseTo(0.235, 12);
    expect(moneyTotal(session('codex:rollout-cache').cost!)).toBeCloseTo(
      (30_664 * 1.25 + 23_936 * 0.125 + 1_000 * 10) / 1e6,
      12,
    );
  });

  test('by day, project and model: each sums to the total', () => {
    const bill = billOf(FOLDER());
    for (const rows of [bill.byDay, bill.byProject, bill.byModel, bill.sessions]) {
      expect(rows.reduce((n, r) => n + r.requests, 0)).toBe(bill.total.requests);
      expect(rows.reduce((n, r) => n + moneyTotal(r.cost!), 0)).toBeCloseTo(moneyTotal(bill.total.cost!), 12);
    }
    expect(bill.byDay.map((d) => [d.day, d.requests])).toEqual([
      ['2026-11-20', 31],
      ['2026-11-23', 16],
    ]);
    expect(bill.byProject.map((p) => [p.project, p.requests])).toEqual([
      [null, 42],
      ['app', 5],
    ]);
    expect(bill.byModel.map((m) => [m.model, m.priced, m.requests])).toEqual([
      ['claude-opus-4-5-20251101', 'Claude Opus 4.5', 6],
      ['claude-sonnet-4-5', 'Claude Sonnet 4.5', 31],
      ['claude-sonnet-4-5-20250929', 'Claude Sonnet 4.5', 5],
      ['gpt-5.1-codex', 'GPT-5.1-Codex', 5],
    ]);
  });

  test('misses by cause: each log on its own, then together', () => {
    expect(causes(billOf([fixture('claude-code-cache.jsonl')]))).toEqual({
      compaction: 1,
      model: 1,
      idle: 2,
      changed: 1,
    });
    expect(causes(billOf([fixture('codex-cache.jsonl')]))).toEqual({ idle: 1, changed: 1 });
    const bill = billOf(FOLDER());
    expect(causes(bill)).toEqual({ compaction: 1, model: 1, idle: 3, changed: 2 });
    expect(bill.byCause.find((c) => c.cause === 'idle')!.lifetimes).toEqual([300, 3_600]);
    const each = FOLDER().flatMap(([, text]) => threadBills(text));
    const misses = each.flatMap((b) => b.misses);
    expect(bill.misses).toMatchObject({ misses: 7, missed: misses.reduce((n, m) => n + m.missed, 0), unpriced: 0 });
    expect(bill.misses.cost).toBeCloseTo(
      misses.reduce((n, m) => n + m.cost!, 0),
      12,
    );
  });

  test('a resumed log that repeats the requests is billed once, its misses counted once', () => {
    const [name, text] = fixture('claude-code-cache.jsonl');
    const resumed = text.replaceAll('"sessionId":"session-cache"', '"sessionId":"session-resumed"');
    const once = billOf([[name, text]]);
    const twice = billOf([
      [name, text],
      ['resumed.jsonl', resumed],
    ]);
    expect(twice.total).toEqual(once.total);
    expect(twice.misses).toEqual(once.misses);
    expect(twice.sessions.map((s) => s.key)).toEqual(['claude-code:session-cache']);
  });

  test("an unknown model gets no price, never another model's: its requests counted as unpriced", () => {
    const [name, text] = fixture('claude-code-cache.jsonl');
    const bill = billOf([[name, text.replaceAll('claude-opus-4-5-20251101', 'claude-nova-9')]]);
    expect(bill.total).toMatchObject({ requests: 11, unpriced: 6 });
    expect(bill.byModel.find((m) => m.model === 'claude-nova-9')).toMatchObject({
      priced: null,
      requests: 6,
      unpriced: 6,
      cost: null,
    });
    // Only Sonnet 4.5's 5 requests are priced (core/bill's hand sum).
    expect(moneyTotal(bill.total.cost!)).toBeCloseTo((9_300 + 143_625 + 60 + 22_500) / 1e6, 12);
    expect(bill.misses.unpriced).toBeGreaterThan(0);
  });

  test("a subagent's thread is its own: no miss between it and its parent's requests", () => {
    // A subagent's cold start at 10:00:30, between its parent's first two requests: interleaved by
    // time, its 20,003 tokens unread after the parent's 12,003 would be a miss.
    const sub = claudeCacheLog([
      {
        time: '10:00:30',
        model: 'claude-sonnet-4-5-20250929',
        input: 3,
        write5m: 20_000,
        write1h: 0,
        read: 0,
        output: 50,
      },
    ])
      .trim()
      .split('\n')
      .map((line) => {
        const v = JSON.parse(line) as Record<string, unknown> & { message: Record<string, unknown> };
        const id = (x: unknown) => (typeof x === 'string' ? `a1-${x}` : x);
        return JSON.stringify({
          ...v,
          isSidechain: true,
          agentId: 'a1',
          uuid: id(v.uuid),
          parentUuid: id(v.parentUuid),
          ...(v.requestId ? { requestId: id(v.requestId), message: { ...v.message, id: id(v.message.id) } } : {}),
        });
      })
      .join('\n');
    const bill = billOf([fixture('claude-code-cache.jsonl'), ['subagents/agent-a1.jsonl', sub]]);
    expect(bill.sessions.map((s) => [s.key, s.requests])).toEqual([['claude-code:session-cache', 12]]);
    expect(bill.misses.misses).toBe(5);
  });
});
