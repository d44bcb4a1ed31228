// `cce mcp --anatomy` against real servers started by the test over stdio: the orders server of
// node/mcp/fixtures (the official SDK, $defs, enums, defaults, an output schema) and server-everything.
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { McpAnatomy } from '../../core/mcp/anatomy/anatomy.ts';
import { hostToolText, hostToolsListText } from '../../core/hosts/tool-set.ts';
import { HOST_IDS } from '../../core/hosts/types.ts';
import type { McpCapture } from '../../core/mcp/capture.ts';
import { nodeCounter } from '../../node/counter.ts';
import { EVERYTHING, FIXTURES, NODE, runMcp } from './mcp.fixture.ts';

const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'mcp-anatomy-test-')));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const counter = nodeCounter('cl100k_base');
const ORDERS = join(FIXTURES, 'orders.mjs');
const orders = join(scratch, 'orders.json');
const everything = join(scratch, 'everything.json');

beforeAll(async () => {
  for (const [file, server] of [
    [orders, [ORDERS, '1']],
    [everything, [EVERYTHING, 'stdio']],
  ] as const)
    expect((await runMcp(['--json', '--save', file, '--', NODE, ...server])).status).toBe(0);
});

/** Every tool is its parts exactly, as counted from the text the host sends. */
function expectExact(anatomy: McpAnatomy, capture: McpCapture): void {
  expect(anatomy.tools).toHaveLength(capture.tools.length);
  for (const tool of anatomy.tools) {
    expect(tool.parts.reduce((sum, p) => sum + p.tokens, 0)).toBe(tool.tokens);
    const given = capture.tools.find((t) => t.name === tool.name)!;
    expect(tool.tokens).toBe(counter.count(hostToolText(anatomy.host, given, capture.server.name)));
  }
  expect(anatomy.toolsTotal).toBe(counter.count(hostToolsListText(anatomy.host, capture.tools, capture.server.name)));
}

describe('the orders server live', () => {
  test('text: the answer first, then every part sorted by tokens, as Claude Code sends them by default', async () => {
    const run = await runMcp(['--anatomy', '--', NODE, ORDERS, '1']);
    expect([run.status, run.stderr]).toEqual([0, '']);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(
      "3 tools cost 231 tokens per request as Claude Code sends them; the largest part is search_orders's $defs.Customer, 35 tokens (15.2 % of the tools list).",
    );
    expect(lines).toContain(
      'search_orders  $defs.Customer                              35                         15.2',
    );
    expect(lines).toContain(
      'ping           name                                         9                          3.9',
    );
    expect(lines).toContain(
      'tools list     total                                      231                        100.0',
    );
    expect(lines).toContain(
      'search_orders                  137                         59.3  $defs.Customer (35 tokens)',
    );
    expect(lines).toContain('instructions    1                       16');
  });

  test('--markdown: the same answer and tables for a pull request', async () => {
    const run = await runMcp(['--anatomy', '--markdown', '--capture', orders]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^3 tools cost 231 tokens per request as Claude Code sends them;/);
    expect(run.stdout).toContain('### Tool definitions part by part (Claude Code)');
    expect(run.stdout).toContain('| search_orders | $defs.Customer | 35 | 15.2 |');
    expect(run.stdout).toContain('| cancel_order | 68 | 29.4 | inputSchema (13 tokens) |');
  });

  test.each(HOST_IDS)('--json under %s: each tool its parts exactly', async (host) => {
    const run = await runMcp(['--anatomy', '--json', '--host', host, '--capture', orders]);
    expect(run.status).toBe(0);
    const anatomy = JSON.parse(run.stdout) as McpAnatomy & { answer: string };
    expect(anatomy.host).toBe(host);
    expectExact(anatomy, JSON.parse(readFileSync(orders, 'utf8')) as McpCapture);
  });

  test('on the wire the output schema and annotations are sent, and priced', async () => {
    const run = await runMcp(['--anatomy', '--json', '--host', 'wire', '--capture', orders]);
    const search = (JSON.parse(run.stdout) as McpAnatomy).tools.find((t) => t.name === 'search_orders')!;
    expect(search.tokens).toBe(362);
    expect(search.parts.slice(0, 3)).toEqual([
      { part: 'outputSchema', tokens: 81 },
      { part: '$defs.Customer', tokens: 69 },
      { part: 'structure', tokens: 41 },
    ]);
    expect(search.parts.find((p) => p.part === 'annotations')).toEqual({ part: 'annotations', tokens: 21 });
  });
});

test.each(HOST_IDS)('server-everything under %s: every tool its parts exactly', async (host) => {
  const run = await runMcp(['--anatomy', '--json', '--host', host, '--capture', everything]);
  expect(run.status).toBe(0);
  const capture = JSON.parse(readFileSync(everything, 'utf8')) as McpCapture;
  expect(capture.tools.length).toBeGreaterThan(10);
  expectExact(JSON.parse(run.stdout) as McpAnatomy, capture);
});

test('a capture that cannot be read, or is not one: one line, exit 2', async () => {
  const missing = await runMcp(['--anatomy', '--capture', join(scratch, 'none.json')]);
  expect([missing.status, missing.stdout]).toEqual([2, '']);
  expect(missing.stderr).toMatch(/^mcp: cannot read .*none\.json: /);
  const other = join(scratch, 'other.json');
  writeFileSync(other, '{"tools": []}');
  const wrong = await runMcp(['--anatomy', '--capture', other]);
  expect([wrong.status, wrong.stderr]).toEqual([
    2,
    `mcp: ${other}: not an MCP capture: type must be "cce-mcp-capture"\n`,
  ]);
  const both = await runMcp(['--anatomy', '--json', '--markdown', '--capture', other]);
  expect([both.status, both.stderr]).toEqual([2, 'mcp: give --json or --markdown, not both (see --help)\n']);
});
