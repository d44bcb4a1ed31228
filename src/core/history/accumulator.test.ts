import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { HistoryAccumulator } from './accumulator.ts';
import { dayFunction } from './days.ts';
import { claudeCodeLines } from './fixtures.ts';
import type { ResultRow } from './history-model.ts';
import { S1, historyFiles } from './history.fixture.ts';
import { historyChanges, historyVerdict } from './verdict.ts';
import { readFileSync } from 'node:fs';
import { readSession } from '../sessions/readers/read-session.ts';
import { profileSession } from '../sessions/profile.ts';

function history(zone: string | null = null, range: { since?: string; until?: string } = {}, files = historyFiles()) {
  const rows: ResultRow[] = [];
  const acc = new HistoryAccumulator({
    counterFor: nodeCounter,
    dayOf: dayFunction(zone),
    zone: zone ?? 'UTC',
    ...range,
    onResult: (r) => rows.push(r),
  });
  for (const [file, text] of files) acc.add(file, text);
  return { report: acc.report(), rows };
}

describe('a generated history', () => {
  const { report, rows } = history();

  test('sessions: subagent files attached, resumed entries counted once, the cut-off line left out', () => {
    expect(
      report.sessions.map((s) => [
        s.sessionId,
        s.host,
        s.date,
        s.steps,
        s.subagentSteps,
        s.subagents,
        s.peak,
        s.recorded,
        s.duplicateSteps,
      ]),
    ).toEqual([
      // s1: 6 requests of 15,000 + 400 k, and its subagent's 5,000 and 5,100.
      ['s1', 'claude-code', '2026-11-30', 6, 2, 1, 17000, 106100, 0],
      // s2 logs s1's 6 requests again (not counted) and one of its own; its answer's line is cut off.
      ['s2', 'claude-code', '2026-12-01', 1, 0, 0, 16600, 16600, 6],
      ['c1', 'codex', '2026-12-01', 2, 0, 0, 9300, 18300, 0],
      ['g1', 'gemini', '2026-12-01', 2, 0, 0, 7200, 14200, 0],
      ['f1', 'claude-code', '2026-12-02', 1, 0, 0, 15000, 15000, 0],
    ]);
    expect(report.sessions[0]!.files).toEqual(['projects/shop/s1.jsonl', 'projects/shop/s1/subagents/agent-a1.jsonl']);
    expect(report.sessions[0]!.project).toBe('shop');
    expect(report.duplicateSteps).toBe(6);
  });

  test('tools: each result once, its cl100k_base / o200k_base tokens, and what later requests carried', () => {
    expect(report.tools.map((t) => [t.tool, t.calls, t.tokens, t.carried])).toEqual([
      // 'export const app = 1;\n' × 20 (140), 'export const db = 2;\n' × 30 (210), '# Shop\n' (3).
      ['Read', 3, 353, 1330],
      ['mcp__tracker__list_issues', 2, 78, 195],
      ['Bash', 1, 60, 120],
      ['Grep', 1, 40, 40],
      ['list_issues', 1, 39, 39],
      ['shell', 1, 13, 13],
    ]);
    const count = nodeCounter('cl100k_base').count;
    expect(
      count('export const app = 1;\n'.repeat(20)) + count('export const db = 2;\n'.repeat(30)) + count('# Shop\n'),
    ).toBe(353);
    expect(report.largest[0]).toEqual({
      session: 's1',
      step: 4,
      tool: 'Read',
      target: '/home/dev/shop/src/db.ts',
      tokens: 210,
    });
  });

  test('parts, days and the --jsonl rows', () => {
    expect(report.parts).toMatchObject({
      system: 10,
      user: 58,
      assistant: 111,
      toolCalls: 247,
      toolResults: 2225,
      notLogged: 167549,
    });
    expect(report.days.map((d) => [d.day, d.sessions, d.requests, d.recorded])).toEqual([
      ['2026-11-30', 1, 5, 56300],
      ['2026-12-01', 4, 8, 98900],
      ['2026-12-02', 1, 1, 15000],
    ]);
    expect(rows).toHaveLength(9);
    expect(rows[0]).toMatchObject({
      session: 's1',
      step: 2,
      time: '2026-11-30T23:59:55.000Z',
      tool: 'Read',
      tokens: 140,
      providerTokens: null,
    });
  });

  test('files of no known format are skipped with the reason; a newer version is read and said', () => {
    expect(report.skipped).toEqual([
      { file: 'notes/README.txt', reason: 'no line is a JSON object: not a JSON Lines log' },
      { file: 'notes/empty.jsonl', reason: 'empty file' },
      {
        file: 'other/events.jsonl',
        reason:
          'no line has the shape of a Claude Code, Codex CLI or Gemini CLI log (an unknown format or version; line types: event)',
      },
    ]);
    expect(report.warnings).toEqual([
      {
        file: 'projects/shop/s2.jsonl',
        message: 'line 22 is cut off (the log was still being written?): left out, the rest read',
      },
      {
        file: 'projects/shop/f1.jsonl',
        message:
          'written by version 9.1.0, newer than the versions this reader knows (up to 2.x): read as is, new fields are not counted',
      },
    ]);
  });

  test('what-if: strategies over every session, the cheapest rung by tool, and the verdict', () => {
    expect(historyChanges(report).map((c) => [c.name, c.saved])).toEqual([
      ['the placeholder (17 tokens) for every result but the newest 3', 413],
      ["mcp__tracker__list_issues's JSON results as L4 Header + value rows", 90],
      ["list_issues's JSON results as L4 Header + value rows", 18],
      ['tool-result clearing over 100,000 tokens', 0],
      ['a 2,000-token summary over 100,000 tokens', 0],
    ]);
    const verdict = historyVerdict(report);
    // The bill leads; no thread missed a cache it used (its Codex and Gemini logs read none): under Details.
    expect(verdict.map((l) => [l.id, l.detail ?? false])).toEqual([
      ['bill', false],
      ['what-if', false],
      ['change', false],
      ['tool', false],
      ['misses', true],
      ['window', true],
      ['denominator', true],
    ]);
    expect(verdict[0]!.text).toBe(
      "As logged, 14 requests over 5 sessions cost $0.0847: $0.0830 input (136,670 tokens read from the cache, 1,000 written to it, 32,530 uncached) and $0.0017 output (140 tokens), each request at its own model's list price.",
    );
    // No setting a team can switch on saves here: the nearest costs the same.
    expect(verdict[1]!.text).toBe(
      'None of the 4 settings a team can switch on costs less than the bill as logged ($0.0847); the nearest, Anthropic context editing, clear_tool_uses_20250919 (trigger 100,000 input tokens, keep 3 tool uses), costs the same.',
    );
    expect(verdict[2]!.text).toBe(
      'The change that would save most: the placeholder (17 tokens) for every result but the newest 3, 413 input tokens (0.24 % of all input) over 14 requests in 5 sessions.',
    );
  });
});

describe('the order of files and the days', () => {
  test('the resumed session read first owns the shared requests; the totals stay the same', () => {
    const files = historyFiles();
    const { report } = history(null, {}, [files[2]!, ...files.filter((_, i) => i !== 2)]);
    const byId = Object.fromEntries(report.sessions.map((s) => [s.sessionId, [s.steps, s.duplicateSteps]]));
    expect(byId).toMatchObject({ s1: [0, 6], s2: [7, 0] });
    expect(report.sessions.reduce((t, s) => t + s.recorded, 0)).toBe(170200);
  });

  test('in Europe/Paris the requests just before midnight UTC fall on the next day', () => {
    const { report } = history('Europe/Paris');
    expect(report.days.map((d) => [d.day, d.requests])).toEqual([
      ['2026-12-01', 13],
      ['2026-12-02', 1],
    ]);
  });

  test('--since and --until keep only the requests of those days', () => {
    const { report } = history(null, { since: '2026-12-01', until: '2026-12-01' });
    // s1's last 3 requests are after midnight UTC; s2's copies keep s1's times and ids.
    expect(report.sessions.map((s) => [s.sessionId, s.steps, s.duplicateSteps])).toEqual([
      ['s1', 3, 0],
      ['s2', 1, 3],
      ['c1', 2, 0],
      ['g1', 2, 0],
    ]);
  });

  test('a subagent thread within the main file is attached too', () => {
    const main = claudeCodeLines(S1);
    const sub = claudeCodeLines(
      { ...S1, id: 'x1', turns: [{ prompt: '', calls: [], answer: 'Sub.' }] },
      { sessionId: 's1', agentId: 'x' },
    );
    const { report } = history(null, {}, [['s1.jsonl', [...main, ...sub].join('\n')]]);
    expect(report.sessions.map((s) => [s.steps, s.subagentSteps, s.subagents])).toEqual([[6, 1, 1]]);
  });
});

describe('a Codex log with recorded reasoning', () => {
  test('the reasoning is a part of its own, taken out of "not in the log", as the session profile does', () => {
    const text = readFileSync('fixtures/sessions/codex-rollout.jsonl', 'utf8');
    const { report } = history(null, {}, [['codex-rollout.jsonl', text]]);
    const session = readSession(text, 'codex-rollout.jsonl');
    const profile = profileSession(session, nodeCounter('o200k_base'));
    const sum = (f: (s: (typeof profile.steps)[number]) => number) => profile.steps.reduce((t, s) => t + f(s), 0);
    expect(sum((s) => s.reasoning)).toBeGreaterThan(0);
    expect(report.parts.reasoning).toBe(sum((s) => s.reasoning));
    expect(report.parts.notLogged).toBe(sum((s) => s.notInLog ?? 0));
    expect([report.parts.reasoning, report.parts.notLogged]).toEqual([3120, 596756]);
  });
});
