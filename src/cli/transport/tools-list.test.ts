// `transport --tools-list FILE`: a tools/list result counted as written, an `mcp --save` capture read
// for its tools (captured here from the orders server, live), and other JSON refused by what it is.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FIXTURES, NODE, runMcp } from '../mcp/mcp.fixture.ts';
import { fixture } from '../commands.fixture.ts';
import { runTransportCli } from './run.ts';

const scratch = mkdtempSync(join(tmpdir(), 'transport-tools-list-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const capture = join(scratch, 'orders.json');
const WANT =
  'give the JSON-RPC response ({"jsonrpc": "2.0", "id": 1, "result": {"tools": [...]}}), its result ' +
  '({"tools": [...]}) or a capture written by mcp --save';

/** `transport` run in-process: its status, stdout and stderr. */
function transport(...argv: string[]): { status: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const status = runTransportCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { status, stdout, stderr };
}

beforeAll(async () => {
  expect((await runMcp(['--json', '--save', capture, '--', NODE, join(FIXTURES, 'orders.mjs'), '1'])).status).toBe(0);
});

describe('transport --tools-list', () => {
  test("an mcp capture: its 3 tools counted as the wire's tools/list, 573 tokens, as mcp --host wire counts them", async () => {
    const run = transport('--json', '--tools-list', capture, fixture(5));
    expect([run.status, run.stderr]).toEqual([
      0,
      `transport: ${capture} is an mcp capture: its 3 tools counted as the wire's tools/list\n`,
    ]);
    const pasted = JSON.parse(run.stdout).toolsLists.at(-1);
    expect(pasted).toMatchObject({ profile: 'pasted', tokens: 573, source: capture });
    const mcp = await runMcp(['--json', '--host', 'wire', '--capture', capture]);
    expect(JSON.parse(mcp.stdout).toolsTotal).toBe(573);
  });

  test.each([
    ['a data file (an array)', '[{"id": 1}, {"id": 2}]', 'a JSON array of 2 items'],
    ['a schema response', '{"fields": ["id", "status"]}', 'a JSON object with keys fields'],
    [
      'a tools/call response',
      '{"jsonrpc": "2.0", "id": 2, "result": {"content": [], "isError": false}}',
      'a JSON-RPC response whose result has keys content, isError',
    ],
    ['tools that are not objects', '{"tools": ["a", "b"]}', 'a JSON object with keys tools'],
    ['a number', '42', 'a JSON number'],
  ])('refuses %s, naming what it found (exit 2)', (_, text, found) => {
    const file = join(scratch, 'not-a-list.json');
    writeFileSync(file, text);
    expect(transport('--tools-list', file, fixture(5))).toEqual({
      status: 2,
      stdout: '',
      stderr: `transport: ${file} is not a tools/list result: found ${found}; ${WANT}\n`,
    });
  });

  test('refuses text that is not JSON, with its place', () => {
    const file = join(scratch, 'text.txt');
    writeFileSync(file, 'tools: none\n');
    expect(transport('--tools-list', file, fixture(5))).toEqual({
      status: 2,
      stdout: '',
      stderr: `transport: ${file}: invalid JSON at line 1, column 2: Unexpected token 'o'\n`,
    });
  });

  test('a bare result {"tools": []} is counted as written', () => {
    const file = join(scratch, 'bare.json');
    writeFileSync(file, '{"tools": []}');
    const run = transport('--json', '--tools-list', file, fixture(5));
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).toolsLists.at(-1)).toMatchObject({ profile: 'pasted', tokens: 5 });
  });
});
