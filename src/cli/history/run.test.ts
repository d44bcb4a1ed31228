import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runHistoryCli } from './run.ts';
import { captured, writeHistoryFolder } from './history.fixture.ts';

describe('npm run history', () => {
  const root = writeHistoryFolder();

  test('--json: sessions, tools and skipped files, file names only', () => {
    const o = captured();
    expect(runHistoryCli(['--json', root], o)).toBe(0);
    const json = JSON.parse(o.out) as Record<string, unknown> & { sessions: Record<string, unknown>[] };
    expect(json.sessions.map(({ bill: _bill, ...s }) => s)).toEqual([
      { file: 's1.jsonl', host: 'claude-code', model: 'claude-sonnet-4-5-20250929', steps: 8, recorded: 106100 },
      { file: 's2.jsonl', host: 'claude-code', model: 'claude-sonnet-4-5-20250929', steps: 1, recorded: 16600 },
      { file: 'rollout-c1.jsonl', host: 'codex', model: 'gpt-5-codex', steps: 2, recorded: 18300 },
      { file: 'session-g1.json', host: 'gemini', model: 'gemini-2.5-pro', steps: 2, recorded: 14200 },
      { file: 'f1.jsonl', host: 'claude-code', model: 'claude-sonnet-4-5-20250929', steps: 1, recorded: 15000 },
    ]);
    expect(json.tools).toEqual([
      { tool: 'Read', calls: 3, tokens: 353, carried: 1330 },
      { tool: 'mcp__tracker__list_issues', calls: 2, tokens: 78, carried: 195 },
      { tool: 'Bash', calls: 1, tokens: 60, carried: 120 },
      { tool: 'Grep', calls: 1, tokens: 40, carried: 40 },
      { tool: 'list_issues', calls: 1, tokens: 39, carried: 39 },
      { tool: 'shell', calls: 1, tokens: 13, carried: 13 },
    ]);
    expect(json.skipped).toEqual([
      { file: 'README.txt', reason: 'not a .jsonl, .json or .ndjson file' },
      { file: 'empty.jsonl', reason: 'empty file' },
      {
        file: 'events.jsonl',
        reason:
          'no line has the shape of a Claude Code, Codex CLI or Gemini CLI log (an unknown format or version; line types: event)',
      },
    ]);
    expect(o.err).toContain(
      'history: s2.jsonl: line 22 is cut off (the log was still being written?): left out, the rest read\n',
    );
    expect(o.out).not.toContain(root);
  });

  test('Markdown: the answer first, the tables with --tables; projects and paths only with --include-names', () => {
    const answer = captured();
    expect(runHistoryCli([root], answer)).toBe(0);
    expect(answer.out.split('\n').slice(0, 9)).toEqual([
      '# History',
      '',
      "As logged, 14 requests over 5 sessions cost $0.0847: $0.0830 input (136,670 tokens read from the cache, 1,000 written to it, 32,530 uncached) and $0.0017 output (140 tokens), each request at its own model's list price.",
      '',
      'None of the 4 settings a team can switch on costs less than the bill as logged ($0.0847); the nearest, Anthropic context editing, clear_tool_uses_20250919 (trigger 100,000 input tokens, keep 3 tool uses), costs the same.',
      '',
      'The change that would save most: the placeholder (17 tokens) for every result but the newest 3, 413 input tokens (0.24 % of all input) over 14 requests in 5 sessions.',
      '',
      'The costliest tool: Read, 3 results of 353 tokens carried into later requests for 1,330 input tokens (0.78 % of all input).',
    ]);
    // Its Codex and Gemini logs never read from a cache: no misses are made up for them.
    expect(answer.out).not.toContain('cache misses re-wrote');
    expect(answer.out).not.toContain('|');
    expect(answer.out.endsWith('the problems): add --tables.\n')).toBe(true);
    const o = captured();
    expect(runHistoryCli(['--tables', root], o)).toBe(0);
    expect(o.out.startsWith(answer.out.slice(0, answer.out.indexOf('Every table')))).toBe(true);
    expect(o.out).toContain(
      'The change that would save most: the placeholder (17 tokens) for every result but the newest 3, 413 input tokens (0.24 % of all input) over 14 requests in 5 sessions.',
    );
    expect(o.out).toContain(
      '| 2026-11-30 | s1 | claude-code | claude-sonnet-4-5-20250929 | 6 | 2 | 17,000 | 106,100 |',
    );
    expect(o.out).toContain('| 210 | Read | s1 | 4 | …/db.ts |');
    expect(o.out).not.toMatch(/shop|\/home\/dev/);
    const named = captured();
    expect(runHistoryCli(['--tables', '--include-names', root], named)).toBe(0);
    expect(named.out).toContain('| 2026-11-30 | s1 | shop | claude-code |');
    expect(named.out).toContain('| 210 | Read | s1 | 4 | /home/dev/shop/src/db.ts |');
  });

  test('--jsonl: one row per tool result, names only when asked', () => {
    const o = captured();
    expect(runHistoryCli(['--jsonl', root], o)).toBe(0);
    const rows = o.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows).toHaveLength(9);
    expect(rows[1]).toEqual({
      session: 's1',
      step: 2,
      time: '2026-11-30T23:59:55.000Z',
      host: 'claude-code',
      model: 'claude-sonnet-4-5-20250929',
      tool: 'Read',
      tokens: 140,
      // Its 140 tokens were in the window of 5 counted requests.
      carried: 700,
      provider_tokens: null,
    });
    const named = captured();
    runHistoryCli(['--jsonl', '--include-names', root], named);
    expect(JSON.parse(named.out.split('\n')[1]!)).toMatchObject({
      project: 'shop',
      file: join(root, 'projects/shop/s1.jsonl'),
    });
  });

  test('bad input: an empty folder, a folder of non-logs, a file too large; the rest still opens', () => {
    const empty = mkdtempSync(join(tmpdir(), 'cce-empty-'));
    const o = captured();
    expect(runHistoryCli([empty], o)).toBe(2);
    expect(o.err).toBe(
      `history: ${empty.split('/').at(-1)}: skipped: an empty folder: no log in it\nhistory: no session log with a model request in ${empty} (1 file looked at)\n`,
    );
    const junk = join(empty, 'junk');
    mkdirSync(junk);
    writeFileSync(join(junk, 'a.json'), '[1, 2]');
    writeFileSync(join(junk, 'b.jsonl'), '{"type":"event"}\n');
    const j = captured();
    expect(runHistoryCli([junk], j)).toBe(2);
    expect(j.err).toContain('history: a.json: skipped: a JSON value that is not a session log\n');
    // A file over the limit (2 GB in life; 2,000 bytes here) is refused by name and size, unread.
    const big = captured();
    expect(runHistoryCli(['--json', root], big, 2000)).toBe(0);
    expect(big.err).toMatch(/history: s1\.jsonl: skipped: \d+ bytes, more than the 2000 bytes one file may have/);
    expect((JSON.parse(big.out) as { sessions: unknown[] }).sessions.length).toBeGreaterThan(0);
  });

  test('--skip-rerepresent leaves the re-representation out, every other figure the same', () => {
    const o = captured();
    expect(runHistoryCli(['--tables', '--skip-rerepresent', root], o)).toBe(0);
    expect(o.out).toContain('Not measured: the re-representation was skipped (--skip-rerepresent).');
    expect(o.out).toContain('| Read | 3 | 353 | not recovered | 1,330 | 0.78 % of all input |');
  });

  test('usage errors', () => {
    const o = captured();
    expect(runHistoryCli(['--json', '--jsonl', root], o)).toBe(2);
    expect(runHistoryCli(['--since', '2026-02-30', root], o)).toBe(2);
    expect(runHistoryCli(['--tz', 'Mars/Base', root], o)).toBe(2);
    expect(o.err).toBe(
      'history: --json and --jsonl cannot be given together (see --help)\n' +
        'history: --since needs a day written YYYY-MM-DD, got "2026-02-30" (see --help)\n' +
        'history: unknown time zone "Mars/Base" (an IANA name such as Europe/Paris, or UTC) (see --help)\n',
    );
  });
});

test('--model and --tokenizer are refused, naming the command that takes them', () => {
  for (const option of ['--model', '--tokenizer']) {
    const o = captured();
    expect(runHistoryCli([option, 'gpt-5', writeHistoryFolder()], o)).toBe(2);
    expect(o.err).toBe(
      `history: ${option} is not taken: history counts and prices each session at its own log's model; npm run session -- --model ID FILE counts one log at another (see --help)\n`,
    );
  }
});
