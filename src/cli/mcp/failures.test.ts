// `npm run mcp` against servers that fail: each a clear one-line message, status 2, nothing left running.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { checkCapture } from '../../core/mcp/capture.ts';
import { nodeCounter } from '../../node/counter.ts';
import { EVERYTHING, FIXTURES, NODE, freePort, runMcp } from './mcp.fixture.ts';

const scratch = mkdtempSync(join(tmpdir(), 'mcp-failures-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const counter = nodeCounter('cl100k_base');
const server = (name: string) => join(FIXTURES, name);

/** True while a process `pid` exists. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm run mcp: bad servers', () => {
  test('a server that never answers: the timeout names the request, and the child is killed', async () => {
    const pidFile = join(scratch, 'silent.pid');
    const started = performance.now();
    // 3 s, not less: the silent server must have started (and written its pid) before the timeout,
    // and a node process takes over a second to start on a loaded 2-core machine.
    const run = await runMcp(['--timeout', '3', '--env', `PID_FILE=${pidFile}`, '--', NODE, server('silent.mjs')]);
    expect(run).toEqual({
      status: 2,
      stdout: '',
      stderr: 'mcp: the server did not answer initialize within 3 s (--timeout SECONDS)\n',
    });
    expect(performance.now() - started).toBeLessThan(15_000);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    await new Promise((r) => setTimeout(r, 200));
    expect(running(pid)).toBe(false);
  });

  test('a server that exits at once: said, with the last of its stderr', async () => {
    const run = await runMcp(['--', NODE, server('exits.mjs')]);
    expect(run).toEqual({
      status: 2,
      stdout: '',
      stderr:
        'mcp: the server exited (or closed its stdout) before answering; its stderr ended with: fixture server: no configuration file found\n',
    });
  });

  test('a server that writes garbage on stdout: not JSON-RPC, quoted', async () => {
    const started = performance.now();
    const run = await runMcp(['--', NODE, server('garbage.mjs')]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /^mcp: the server wrote something that is not a JSON-RPC message on stdout: .*"Server rea/,
    );
    // Failed at the first bad line, not after the 30 s timeout.
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  test('a command that is not an MCP server (cat echoes the request back) is named so', async () => {
    const run = await runMcp(['--timeout', '10', '--', 'cat']);
    expect(run).toEqual({
      status: 2,
      stdout: '',
      stderr: 'mcp: did not answer `initialize` as an MCP server (its reply: MCP error -32601: Method not found)\n',
    });
  });

  test('a command that does not exist', async () => {
    const run = await runMcp(['--', 'no-such-mcp-server-cce']);
    expect(run).toEqual({
      status: 2,
      stdout: '',
      stderr: 'mcp: cannot start "no-such-mcp-server-cce": no such command\n',
    });
  });

  test('a URL where nothing listens; the header value is not in the message', async () => {
    const port = await freePort();
    const run = await runMcp(['--url', `http://127.0.0.1:${port}/mcp`, '--header', 'X-Api-Key: key-do-not-print-42']);
    expect(run).toEqual({
      status: 2,
      stdout: '',
      stderr: 'mcp: initialize failed over Streamable HTTP: fetch failed (ECONNREFUSED)\n',
    });
  });
});

describe('npm run mcp: results that are errors or huge', () => {
  test('isError: counted like any result, and said on stderr', async () => {
    const file = join(scratch, 'fails.json');
    const run = await runMcp(['--json', '--call', 'fails', '--save', file, '--', NODE, server('results.mjs')]);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe(
      `mcp: the call fails returned isError: true (counted like any result)\nmcp: wrote ${file}\n`,
    );
    const json = JSON.parse(run.stdout);
    const seconds = (checkCapture(JSON.parse(readFileSync(file, 'utf8')), file).calls[0]!.ms / 1000).toFixed(4);
    const content = '[{"type":"text","text":"the upstream API answered 503"}]';
    expect(json.calls).toEqual([
      {
        name: 'fails',
        hosts: {
          wire: counter.count(
            '{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"the upstream API answered 503"}],"isError":true}}',
          ),
          'claude-code': counter.count('the upstream API answered 503'),
          codex: counter.count(`Wall time: ${seconds} seconds\nOutput:\n${content}`),
          responses: counter.count('the upstream API answered 503'),
          'anthropic-api': counter.count(
            `{"type":"tool_result","tool_use_id":"toolu_2","content":${content},"is_error":true}`,
          ),
          custom: counter.count('the upstream API answered 503'),
        },
        isError: true,
        error: null,
      },
    ]);
  });

  test("a call that never answers: its timeout is that call's error, the next call is made, the server ends", async () => {
    const pidFile = join(scratch, 'hangs.pid');
    const file = join(scratch, 'hangs.json');
    const argv = ['--json', '--timeout', '3', '--env', `PID_FILE=${pidFile}`, '--save', file];
    const calls = ['--call', 'hangs', '--call', 'whoami', '--env', 'FIXTURE_TOKEN=t0k3n-s3cr3t'];
    const run = await runMcp([...argv, ...calls, '--', NODE, server('results.mjs')]);
    const reason = 'the server did not answer tools/call hangs within 3 s (--timeout SECONDS)';
    expect(run.status).toBe(0);
    expect(run.stderr).toBe(`mcp: the call hangs failed: ${reason}\nmcp: wrote ${file}\n`);
    const json = JSON.parse(run.stdout);
    expect(json.calls.map((c: { name: string; error: string | null }) => [c.name, c.error])).toEqual([
      ['hangs', reason],
      ['whoami', null],
    ]);
    expect(json.calls[1].hosts['claude-code']).toBe(counter.count('token=[redacted]'));
    const capture = checkCapture(JSON.parse(readFileSync(file, 'utf8')), file);
    expect(capture.calls.map((c) => [c.name, c.error, c.result === null])).toEqual([
      ['hangs', reason, true],
      ['whoami', null, false],
    ]);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    await new Promise((r) => setTimeout(r, 200));
    expect(running(pid)).toBe(false);
  });

  test('a 10 MiB result is read and counted exactly, and saved', async () => {
    const file = join(scratch, 'big.json');
    const run = await runMcp(['--json', '--call', 'big', '--save', file, '--', NODE, server('results.mjs')]);
    expect(run.status).toBe(0);
    const capture = checkCapture(JSON.parse(readFileSync(file, 'utf8')), file);
    const text = (capture.calls[0]!.result!.content as { text: string }[])[0]!.text;
    expect(text.length).toBe(10 * 1024 * 1024);
    expect(text.startsWith('line 0000001 of the big result\nline 0000002')).toBe(true);
    expect(JSON.parse(run.stdout).calls[0].hosts['claude-code']).toBe(counter.count(text));
  });

  test('a result over --max-result-mb is refused, not read', async () => {
    const file = join(scratch, 'refused.json');
    const run = await runMcp([
      '--max-result-mb',
      '1',
      '--call',
      'big',
      '--save',
      file,
      '--',
      NODE,
      server('results.mjs'),
    ]);
    expect(run).toEqual({
      status: 2,
      stdout: '',
      stderr: 'mcp: the server sent a message over the limit of 1,048,576 bytes (--max-result-mb); it was not read\n',
    });
    expect(existsSync(file)).toBe(false);
  });
});

describe('npm run mcp: a --call of a tool the server does not have', () => {
  test("the orders server's JSON-RPC error: exit 2, its words, the tools it lists, nothing saved", async () => {
    const file = join(scratch, 'unknown.json');
    const run = await runMcp(['--call', 'ping', '--call', 'nosuch', '--save', file, '--', NODE, server('orders.mjs')]);
    expect(run).toEqual({
      status: 2,
      stdout: '',
      stderr:
        'mcp: the server has no tool nosuch (it lists 3: search_orders, cancel_order, ping); ' +
        'it answered: MCP error -32602: Unknown tool: nosuch\n',
    });
    expect(existsSync(file)).toBe(false);
  });

  test("server-everything's isError result for it: exit 2, not counted as a result", async () => {
    const run = await runMcp(['--json', '--call', 'nosuch', '--', NODE, EVERYTHING, 'stdio']);
    expect(run).toEqual({
      status: 2,
      stdout: '',
      stderr:
        'mcp: the server has no tool nosuch (it lists 13: echo, get-annotated-message, get-env, ' +
        'get-resource-links, get-resource-reference, get-structured-content, get-sum, get-tiny-image, ' +
        'gzip-file-as-resource, toggle-simulated-logging and 3 more); it answered: MCP error -32602: Tool nosuch not found\n',
    });
  });
});
