// The pull-request workflow of docs/mcp-review.md, its `cce mcp` lines run as written against two
// versions of the orders server (node/mcp/fixtures, official SDK, over stdio), and `cce mcp diff`.
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import type { AnatomyDiff } from '../../core/mcp/anatomy/diff.ts';
import { FIXTURES, NODE, runMcp } from './mcp.fixture.ts';

const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'mcp-review-test-')));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const ORDERS = join(FIXTURES, 'orders.mjs');
const ANSWER =
  "The tools list as Claude Code sends them went from 231 to 305 tokens, +74 tokens (+32.0 % of A's 231): 1 tool added, 1 removed, 1 changed, 1 unchanged.";

/** The workflow's `cce mcp` lines, in order, from the YAML block of docs/mcp-review.md. */
function workflowLines(): string[] {
  const doc = readFileSync(new URL('../../../docs/mcp-review.md', import.meta.url), 'utf8');
  const yaml = /```yaml\n([\s\S]*?)```/.exec(doc)![1]!;
  const steps = (parse(yaml) as { jobs: { tokens: { steps: { run?: string }[] } } }).jobs.tokens.steps;
  return steps.flatMap((s) => (s.run ?? '').split('\n').filter((line) => line.trim().startsWith('cce mcp')));
}

/** One line as `runMcp` arguments: the server version for $SERVER_COMMAND, files in the scratch folder. */
function argvOf(line: string, version: string, budget: string): string[] {
  return line
    .replace(/\s*>\s*\S+\s*$/, '')
    .trim()
    .split(/\s+/)
    .slice(2)
    .flatMap((word) =>
      word === '$SERVER_COMMAND'
        ? [NODE, ORDERS, version]
        : word === '$TOKEN_BUDGET'
          ? [budget]
          : /\.json$/.test(word)
            ? [join(scratch, word)]
            : [word],
    );
}

describe('the workflow of docs/mcp-review.md, step by step', () => {
  const lines = workflowLines();

  test('its cce lines: capture base, capture head, diff, budget', () => {
    expect(lines.map((l) => l.trim().split(' ').slice(0, 3).join(' '))).toEqual([
      'cce mcp --json',
      'cce mcp --json',
      'cce mcp diff',
      'cce mcp --capture',
    ]);
  });

  test('base v1 and head v2: the comment names each changed part; the budget step fails on +32.0 %', async () => {
    expect((await runMcp(argvOf(lines[0]!, '1', ''))).status).toBe(0);
    expect((await runMcp(argvOf(lines[1]!, '2', ''))).status).toBe(0);
    expect(existsSync(join(scratch, 'base.json')) && existsSync(join(scratch, 'head.json'))).toBe(true);
    const diff = await runMcp(argvOf(lines[2]!, '', ''));
    expect([diff.status, diff.stderr]).toEqual([0, '']);
    const comment = diff.stdout.split('\n');
    expect(comment.slice(0, 3)).toEqual(['## MCP tool definitions: token diff', '', ANSWER]);
    expect(comment).toContain('| refund_order | added | 0 | 81 | +81 | all (new) |');
    expect(comment).toContain('| ping | removed | 26 | 0 | −26 | all (gone) |');
    expect(comment).toContain(
      '| search_orders | changed | 137 | 156 | +19 | description +17, properties.status.enum +2 |',
    );
    expect(comment).toContain('| tools list | total | 231 | 305 | +74 |  |');
    const gate = await runMcp(argvOf(lines[3]!, '', '5000'));
    expect(gate.status).toBe(1);
    expect(gate.stderr).toContain(
      'mcp: the tools list costs 305 tokens as Claude Code sends them, within the budget of 5,000',
    );
    expect(gate.stderr).toContain(
      'past the most allowed increase of 10.0 %; grew: refund_order added, +81; search_orders +19 (description +17, properties.status.enum +2)',
    );
  });
});

describe('cce mcp diff', () => {
  test('a capture against a live command, as JSON: the same figures', async () => {
    const base = join(scratch, 'v1.json');
    expect((await runMcp(['--json', '--save', base, '--', NODE, ORDERS, '1'])).status).toBe(0);
    const run = await runMcp(['diff', base, `${NODE} ${ORDERS} 2`, '--json']);
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout) as AnatomyDiff & { answer: string };
    expect(json.answer).toBe(ANSWER);
    expect([json.before, json.after, json.change, json.unchanged]).toEqual([231, 305, 74, 1]);
    expect(json.tools.find((t) => t.name === 'search_orders')!.parts).toEqual([
      { part: 'description', before: 9, after: 26, change: 17 },
      { part: 'properties.status.enum', before: 9, after: 11, change: 2 },
    ]);
  });

  test('--budget and --max-increase hold B to A: 0 within, 1 past; text output by default', async () => {
    const [a, b] = [`${NODE} ${ORDERS} 1`, `${NODE} ${ORDERS} 2`];
    const within = await runMcp(['diff', a, b, '--budget', '305', '--max-increase', '74']);
    expect(within.status).toBe(0);
    expect(within.stdout.split('\n')[0]).toBe(ANSWER);
    expect(within.stdout).toContain(
      'search_orders  changed              137             156                  +19  description +17, properties.status.enum +2',
    );
    expect((await runMcp(['diff', a, b, '--max-increase', '32%'])).status).toBe(1);
    expect((await runMcp(['diff', a, b, '--budget', '304'])).status).toBe(1);
  });

  test('--help: Usage, Options, Example and Exit status with 0, 1 and 2, within 100 columns', async () => {
    const help = await runMcp(['diff', '--help']);
    expect([help.status, help.stderr]).toEqual([0, '']);
    expect(help.stdout).toMatch(/^Usage: npm run -s mcp -- diff A B /);
    expect(help.stdout).toMatch(/\n\nOptions:\n {2}--host ID/);
    expect(help.stdout).toMatch(/\n\nExample:\n {2}npm run -s mcp -- diff /);
    expect(help.stdout).toMatch(/\n\nExit status: 0 on success .* 1 past either .* 2 on a usage error/s);
    expect(help.stdout.split('\n').filter((line) => line.length > 100)).toEqual([]);
  });

  test('bad input exits 2: one side, a missing server', async () => {
    const one = await runMcp(['diff', 'a.json']);
    expect([one.status, one.stderr]).toEqual([2, 'mcp diff: diff needs two sides, A and B; got 1 (see --help)\n']);
    const missing = await runMcp(['diff', join(scratch, 'v1.json'), 'no-such-command-cce-test']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^mcp diff: /);
  });
});
