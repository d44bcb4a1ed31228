// Tool results against Claude Code's limits: `cce mcp --limits` over live calls of the orders server
// (search_orders answers `limit` generated orders), and `cce history --limits` over a log of the same results.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkCapture } from '../../core/mcp/capture.ts';
import { claudeCodeLines } from '../../core/history/fixtures.ts';
import { captured } from '../history/history.fixture.ts';
import { runHistoryCli } from '../history/run.ts';
import { FIXTURES, NODE, runMcp } from './mcp.fixture.ts';

const scratch = mkdtempSync(join(tmpdir(), 'mcp-limits-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const capture = join(scratch, 'orders.json');
const LIMITS = [20, 200, 400, 1000];
const calls = [
  ...LIMITS.flatMap((limit) => ['--call', 'search_orders', '--args', JSON.stringify({ limit })]),
  ...['--call', 'ping'],
];
const ANSWER =
  "search_orders is the worst tool: 2 of 4 results do not enter Claude Code's context whole (2 over " +
  'MAX_MCP_OUTPUT_TOKENS, 25,000 tokens; 2 over 50,000 characters, saved to a file); a rung or format brings 1 ' +
  'of them within (the largest so, 30,409 tokens, as TOON, 12,416 tokens); the largest, 76,009 tokens ' +
  '(229,701 characters), fits in no rung or format of its records.';
const SEARCH_ORDERS = {
  tool: 'search_orders',
  results: 4,
  tokens: { p50: 15_209, p95: 76_009, max: 76_009 },
  chars: { p50: 45_957, p95: 229_701, max: 229_701 },
  fileChars: 50_000,
  over: { warning: 3, tokens: 2, file: 2, bash: 3 },
  notWhole: 2,
  fitted: 1,
  largestNotWhole: { tokens: 76_009, chars: 229_701, fit: null },
  largestFitted: { tokens: 30_409, chars: 91_889, fit: { id: 'toon', tokens: 12_416, chars: 27_525 } },
};

beforeAll(async () => {
  const run = await runMcp(['--json', '--save', capture, ...calls, '--', NODE, join(FIXTURES, 'orders.mjs'), '1']);
  expect(run.status).toBe(0);
});

describe('cce mcp --limits, live', () => {
  test('text: the answer names the worst tool, then a row per tool, worst first (exit 0)', async () => {
    const run = await runMcp(['--limits', ...calls, '--', NODE, join(FIXTURES, 'orders.mjs'), '1']);
    expect([run.status, run.stderr]).toEqual([0, '']);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(ANSWER);
    expect(lines.filter((l) => /^(search_orders|ping)\s{2}/.test(l)).map((l) => l.split(/\s{2,}/))).toEqual([
      [...'search_orders 4 15,209 76,009 76,009 45,957 229,701 229,701 3 2 2 3'.split(' '), '1 of 2'].concat(
        '76,009 tokens: fits in no rung or format of its records',
      ),
      ['ping', ...'1 3 3 3 10 10 10 0 0 0 0'.split(' '), '–', '–'],
    ]);
  });

  test('--json from the saved capture: the same figures; the 400-order result fits as TOON, 12,416 tokens', async () => {
    const run = await runMcp(['--limits', '--json', '--capture', capture]);
    const json = JSON.parse(run.stdout);
    expect(json.answer).toBe(ANSWER);
    expect(json.limits).toEqual({
      tokens: 25_000,
      warningTokens: 10_000,
      chars: 50_000,
      maxToolChars: 500_000,
      bashChars: 30_000,
    });
    expect(json.tools.map((t: { tool: string }) => t.tool)).toEqual(['search_orders', 'ping']);
    expect(json.tools[0]).toEqual(SEARCH_ORDERS);
  });

  test('--markdown: the answer, then the table', async () => {
    const run = await runMcp(['--limits', '--markdown', '--capture', capture]);
    expect(run.stdout.split('\n')[0]).toBe(ANSWER);
    expect(run.stdout).toContain(
      '| search_orders | 4 | 15,209 | 76,009 | 76,009 | 45,957 | 229,701 | 229,701 | 3 | 2 | 2 | 3 | 1 of 2 | 76,009 tokens: fits in no rung or format of its records |',
    );
  });

  test('--limits with --builtin is refused (exit 2)', async () => {
    const run = await runMcp(['--limits', '--builtin']);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('mcp: --limits needs the results of --call on a server or in --capture (see --help)\n');
  });
});

describe('cce history --limits', () => {
  test('a Claude Code log of the same results: the same sizes as live, the same worst tool', () => {
    const saved = checkCapture(JSON.parse(readFileSync(capture, 'utf8')), capture);
    const texts = saved.calls.map((c) => (c.result!.content as { text: string }[])[0]!.text);
    const log = claudeCodeLines({
      id: 'orders-1',
      model: 'claude-sonnet-4-5-20250929',
      cwd: '/home/dev/shop',
      start: Date.UTC(2026, 11, 1, 9, 0, 0),
      baseInput: 15_000,
      growth: 400,
      turns: [
        {
          prompt: 'Find the open orders.',
          calls: saved.calls.map((c, i) => ({ tool: c.name, input: c.arguments, result: texts[i]! })),
          answer: 'Done.',
        },
      ],
    });
    writeFileSync(join(scratch, 'orders-1.jsonl'), log.join('\n') + '\n');
    const o = captured();
    expect(runHistoryCli(['--limits', '--json', join(scratch, 'orders-1.jsonl')], o)).toBe(0);
    const json = JSON.parse(o.out);
    expect(json.answer).toBe(ANSWER);
    expect(json.tools[0]).toEqual(SEARCH_ORDERS);
    const text = captured();
    expect(runHistoryCli(['--limits', join(scratch, 'orders-1.jsonl')], text)).toBe(0);
    expect(text.out.split('\n')[0]).toBe(ANSWER);
  });
});
