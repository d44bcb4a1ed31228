// `cce mcp --budget` and `--baseline … --max-increase`: exit 0 within, 1 past, 2 on bad input,
// against the orders server of node/mcp/fixtures (official SDK) started by the test, base and head.
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FIXTURES, NODE, runMcp } from './mcp.fixture.ts';

const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'mcp-budget-test-')));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const ORDERS = join(FIXTURES, 'orders.mjs');
const base = join(scratch, 'base.json');
const head = join(scratch, 'head.json');
const GREW = 'grew: refund_order added, +81; search_orders +19 (description +17, properties.status.enum +2)';

beforeAll(async () => {
  expect((await runMcp(['--json', '--save', base, '--', NODE, ORDERS, '1'])).status).toBe(0);
  expect((await runMcp(['--json', '--save', head, '--', NODE, ORDERS, '2'])).status).toBe(0);
});

/** The run's status and stderr lines. */
async function check(...argv: string[]): Promise<[number, string[]]> {
  const run = await runMcp(argv);
  return [run.status, run.stderr.split('\n').filter(Boolean)];
}

describe('--budget N: the tools list as the host sends it', () => {
  test('a live server at its budget exits 0; one token over exits 1, naming the figures', async () => {
    expect(await check('--budget', '231', '--', NODE, ORDERS, '1')).toEqual([
      0,
      ['mcp: the tools list costs 231 tokens as Claude Code sends them, within the budget of 231 (0 tokens to spare)'],
    ]);
    expect(await check('--budget', '230', '--', NODE, ORDERS, '1')).toEqual([
      1,
      ['mcp: failed: the tools list costs 231 tokens as Claude Code sends them, over the budget of 230 by 1 token'],
    ]);
  });

  test('with a baseline the failure names the tools and parts that grew', async () => {
    expect(await check('--capture', head, '--budget', '304', '--baseline', base, '--max-increase', '74')).toEqual([
      1,
      [
        `mcp: failed: the tools list costs 305 tokens as Claude Code sends them, over the budget of 304 by 1 token; ${GREW}`,
        `mcp: the tools list changed by +74 tokens against ${base} (32.0 % of the baseline's 231 tokens), within the most allowed increase of 74 tokens`,
      ],
    ]);
  });

  test('under another host the budget is of what that host sends', async () => {
    const [status, lines] = await check('--capture', head, '--host', 'wire', '--budget', '100000');
    expect(status).toBe(0);
    expect(lines[0]).toMatch(
      /^mcp: the tools list costs [\d,]+ tokens on the JSON-RPC wire, within the budget of 100,000/,
    );
  });
});

describe('--baseline FILE --max-increase P% or N', () => {
  test('tokens: 74 grown is within 74 and past 73', async () => {
    expect((await check('--capture', head, '--baseline', base, '--max-increase', '74'))[0]).toBe(0);
    expect(await check('--capture', head, '--baseline', base, '--max-increase', '73')).toEqual([
      1,
      [
        `mcp: failed: the tools list changed by +74 tokens against ${base} (32.0 % of the baseline's 231 tokens), past the most allowed increase of 73 tokens; ${GREW}`,
      ],
    ]);
  });

  test("percent of the baseline's list: 74 of 231 is 32.03 %, within 33 % and past 32 %", async () => {
    expect((await check('--capture', head, '--baseline', base, '--max-increase', '33%'))[0]).toBe(0);
    expect((await check('--capture', head, '--baseline', base, '--max-increase', '32%'))[0]).toBe(1);
    // The base against itself has not grown.
    expect((await check('--capture', base, '--baseline', base, '--max-increase', '0'))[0]).toBe(0);
  });

  test('a smaller head passes and the stdout report is unchanged by the checks', async () => {
    const run = await runMcp(['--anatomy', '--capture', base, '--baseline', head, '--max-increase', '0%']);
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n')[0]).toMatch(/^3 tools cost 231 tokens per request as Claude Code sends them;/);
    expect(run.stderr).toContain('changed by −74 tokens');
  });
});

test.each([
  [['--max-increase', '5%'], '--max-increase needs --baseline FILE'],
  [['--baseline', 'x.json'], '--baseline needs --max-increase P% or N'],
  [['--budget', 'lots'], '--budget needs whole tokens, got "lots"'],
  [
    ['--baseline', 'x.json', '--max-increase', '5 percent'],
    '--max-increase needs a percentage (5%) or whole tokens (200), got "5 percent"',
  ],
])('bad input %j: one line, exit 2', async (options, message) => {
  const run = await runMcp([...options, '--capture', head]);
  expect([run.status, run.stdout, run.stderr]).toEqual([2, '', `mcp: ${message} (see --help)\n`]);
});

test('a baseline that cannot be read: exit 2', async () => {
  const run = await runMcp(['--capture', head, '--baseline', join(scratch, 'none.json'), '--max-increase', '5%']);
  expect(run.status).toBe(2);
  expect(run.stderr).toMatch(/^mcp: cannot read .*none\.json: /);
});
