import { expect, test } from 'vitest';
import { runSession, sessionFixture } from './session.fixture.ts';

test('--json carries the bill as logged, each request and each miss with its cause and price', () => {
  const json = JSON.parse(runSession(['--json', sessionFixture('claude-code-cache.jsonl')]).stdout);
  expect(json.bill.currency).toBe('USD');
  expect(json.bill.cost.input).toBeCloseTo(0.520339, 12);
  expect(json.bill.cost.total).toBeCloseTo(0.670339, 12);
  expect(json.bill.tokens).toEqual({ uncached: 40, write5m: 55_100, write1h: 23_500, read: 85_508, output: 6_600 });
  expect(json.bill.steps).toHaveLength(11);
  expect(json.bill.steps[6]).toEqual({
    step: 7,
    time: '2026-11-23T10:15:30.000Z',
    model: 'claude-opus-4-5-20251101',
    read: 14_003,
    write5m: 0,
    write1h: 1_000,
    uncached: 3,
    output: 700,
    cost: expect.closeTo((14_003 * 0.5 + 1_000 * 10 + 3 * 5 + 700 * 25) / 1e6, 12),
  });
  expect(
    json.bill.misses.map((m: { step: number; cause: string; missed: number }) => [m.step, m.cause, m.missed]),
  ).toEqual([
    [3, 'idle', 13_502],
    [5, 'compaction', 9_006],
    [6, 'model', 13_006],
    [8, 'changed', 5_006],
    [9, 'idle', 16_004],
  ]);
});

test('the answer leads with the misses when they cost more than 5 % of the bill; --tables prints both tables', () => {
  const { stdout } = runSession(['--tables', sessionFixture('codex-cache.jsonl')]);
  const answer = stdout.split('\n\n').slice(1, 3);
  expect(answer).toEqual([
    '2 cache misses re-wrote 18,004 tokens: $0.0203, 49 % of the input bill; 1 followed an idle gap over 5 min, 1 a change to earlier text.',
    'As logged, 5 requests cost $0.0513: $0.0413 input (23,936 tokens read from the cache, 0 written to it, 30,664 uncached) and $0.0100 output (1,000 tokens), at GPT-5.1-Codex list prices.',
  ]);
  expect(stdout).toContain(
    '| 3 | 2026-11-23T09:20:00.000Z | gpt-5.1-codex | 0 | 0 | 0 | 11,000 | 200 | $0.0158 | 10,200 tokens: idle 20 min (lifetime 5 min) |',
  );
  expect(stdout).toContain('| 5 | 10 s | earlier text changed (10 s after) | 7,804 | $0.0088 |');
});

test('--what-if prices the asked setting on the log; --print-setting prints what to paste', () => {
  const path = sessionFixture('claude-code-cache.jsonl');
  const { stdout } = runSession(['--what-if', 'ttl-1h', path]);
  expect(stdout).toContain(
    'The one setting a team can switch on, the 1-hour cache lifetime, costs $0.0722 more than the bill as logged ($0.6703).',
  );
  const json = JSON.parse(runSession(['--json', path]).stdout);
  expect(json.whatIfs.map((w: { id: string }) => w.id)).toEqual([
    'ttl-1h',
    'ttl-5m',
    'clear_tool_uses_20250919',
    'compact_20260112',
    'auto-compact-off',
  ]);
  expect(json.whatIfs[0].change.money).toBeCloseTo(-0.0722136, 7);
  expect(json.whatIfs[0].misses).toBe(4);
  // Without --what-if, the cheapest setting's fragment: here the 5-minute lifetime.
  expect(runSession(['--print-setting', path]).stdout).toBe(
    '# Claude Code (environment)\nFORCE_PROMPT_CACHING_5M=1\n\n# Messages API (on each cached block)\n"cache_control": {"type": "ephemeral", "ttl": "5m"}\n',
  );
  const edit = runSession(['--print-setting', '--what-if', 'clear_tool_uses_20250919 trigger=90000 keep=2', path]);
  expect(edit.stdout).toContain('anthropic-beta: context-management-2025-06-27');
  expect(edit.stdout).toContain('"value": 90000');
  const wrong = runSession(['--what-if', 'compaction', path]);
  expect(wrong.code).toBe(2);
  expect(wrong.stderr).toContain(
    'session: --what-if compaction does not apply to this log (its settings: ttl-1h, ttl-5m, clear_tool_uses_20250919, compact_20260112, auto-compact-off)\n',
  );
});

test('a strategy that sends more says how much more as a positive share of the run as logged', () => {
  const { stdout } = runSession([sessionFixture('claude-code-cache.jsonl')]);
  expect(stdout).toContain('sends 54 more input tokens than the run as logged (0.03 % of as logged: 164,148 tokens).');
});
