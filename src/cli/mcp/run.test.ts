// `npm run mcp` against the real reference servers, started by the tests: server-everything over
// stdio and over Streamable HTTP on loopback, server-filesystem over a generated folder.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { builtinDataText } from '../../core/builtin-data/generate.ts';
import { computeLadder } from '../../core/ladder/ladder.ts';
import type { McpCapture } from '../../core/mcp/capture.ts';
import { REDACTED, checkCapture } from '../../core/mcp/capture.ts';
import { nodeCounter } from '../../node/counter.ts';
import { readDatasets } from '../read-files.ts';
import type { HttpServer } from './mcp.fixture.ts';
import { EVERYTHING, FILESYSTEM, FIXTURES, NODE, runMcp, startEverythingHttp } from './mcp.fixture.ts';
import type { McpJson } from '../../core/mcp/report.ts';
import { searchCallText } from '../../core/mcp/deferred.ts';

const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'mcp-cli-test-')));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const counter = nodeCounter('cl100k_base');
const wireList = (tools: unknown[]) => JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools } }, null, 2);
const readCapture = (file: string): McpCapture => checkCapture(JSON.parse(readFileSync(file, 'utf8')), file);

/** What every report of a capture must hold, whatever the server. */
function expectConsistent(json: McpJson, capture: McpCapture): void {
  expect(json.toolsTotal).toBe(counter.count(wireList(capture.tools)));
  expect(json.tools.map((t) => t.name).sort()).toEqual(capture.tools.map((t) => String(t.name)).sort());
  const tokens = json.tools.map((t) => t.tokens);
  expect(tokens).toEqual([...tokens].sort((a, b) => b - a));
  for (const tool of capture.tools)
    expect(json.tools.find((t) => t.name === tool.name)!.tokens).toBe(counter.count(JSON.stringify(tool, null, 2)));
  expect(json.instructions.tokens).toBe(capture.server.instructions ? counter.count(capture.server.instructions) : 0);
}

describe('server-everything over stdio', () => {
  const file = join(scratch, 'everything.json');
  let json: McpJson;
  let capture: McpCapture;
  let stderr: string;
  beforeAll(async () => {
    const run = await runMcp([
      '--json',
      ...['--call', 'echo', '--args', '{"message":"hello, context"}'],
      ...['--call', 'get-env', '--env', 'CCE_TEST_API_KEY=sk-env-secret-7f3a9b'],
      ...['--save', file, '--', NODE, EVERYTHING, 'stdio'],
    ]);
    expect(run.status).toBe(0);
    ({ stderr } = run);
    json = JSON.parse(run.stdout) as McpJson;
    capture = readCapture(file);
  });

  test('server, instructions, tools/list per tool, lists: from the counter, as listed', () => {
    expect(json.server).toEqual({ name: 'mcp-servers/everything', version: '2.0.0', protocolVersion: '2025-11-25' });
    expect(json.transport).toBe('stdio');
    expect(json.hosts).toEqual(['wire', 'claude-code', 'codex', 'responses', 'anthropic-api', 'custom']);
    expectConsistent(json, capture);
    expect(json.tools.map((t) => t.name)).toContain('echo');
    expect(json.resources!.items).toBe(capture.resources!.length);
    expect(json.resources!.tokens).toBe(
      counter.count(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { resources: capture.resources } }, null, 2)),
    );
    expect(json.prompts!.items).toBe(capture.prompts!.length);
    expect(capture.connection).toEqual({ transport: 'stdio', target: `${NODE} ${EVERYTHING} stdio` });
  });

  test('a call counted under every host: the whole response on the wire, the text as is', () => {
    const result = capture.calls[0]!.result!;
    expect(result).toEqual({ content: [{ type: 'text', text: 'Echo: hello, context' }] });
    expect(json.calls[0]).toEqual({
      name: 'echo',
      hosts: {
        wire: counter.count(
          '{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"Echo: hello, context"}]}}',
        ),
        'claude-code': counter.count('Echo: hello, context'),
        codex: counter.count(
          `Wall time: ${(capture.calls[0]!.ms / 1000).toFixed(4)} seconds\nOutput:\n[{"type":"text","text":"Echo: hello, context"}]`,
        ),
        responses: counter.count('Echo: hello, context'),
        'anthropic-api': counter.count(
          '{"type":"tool_result","tool_use_id":"toolu_2","content":[{"type":"text","text":"Echo: hello, context"}]}',
        ),
        custom: counter.count('Echo: hello, context'),
      },
      isError: false,
      error: null,
    });
  });

  test("the server's environment: the secret is redacted in the result, output and capture", () => {
    const saved = readFileSync(file, 'utf8');
    for (const text of [JSON.stringify(json), stderr, saved]) expect(text).not.toContain('sk-env-secret-7f3a9b');
    expect(capture.calls[1]!.redactions).toBe(1);
    expect(JSON.stringify(capture.calls[1]!.result)).toContain(`"CCE_TEST_API_KEY\\": \\"${REDACTED}\\"`);
  });

  test('deferred tools follow the listed tools', () => {
    expect(json.deferred.upfront).toBe(json.toolsTotal);
    expect(json.deferred.namesOnly).toBe(counter.count(capture.tools.map((t) => t.name).join('\n')));
    // Every tool fetched: each definition, and the search call and result that loaded it.
    const searches = capture.tools.reduce((s, t) => s + counter.count(searchCallText(String(t.name))), 0);
    expect(json.deferred.sessions.at(-1)!.deferredMost).toBe(
      json.deferred.base + json.tools.reduce((s, t) => s + t.tokens, 0) + searches,
    );
  });
});

test("under Claude Code the report says what ENABLE_TOOL_SEARCH does with the tools, in the model's window", async () => {
  const file = join(scratch, 'everything.json');
  const under = (model: string) => runMcp(['--host', 'claude-code', '--model', model, '--capture', file]);
  const [sonnet, haiku] = await Promise.all([under('claude-sonnet-4.5'), under('claude-haiku-4.5')]);
  expect(sonnet.status, sonnet.stderr).toBe(0);
  const upfront = /\| false \| up front \| ([\d,]+) \|/.exec(sonnet.stdout)?.[1];
  expect(sonnet.stdout).toContain(
    `| auto | up front | ${upfront} | the definitions fit within 10 % of the window (20,000 tokens) |`,
  );
  expect(sonnet.stdout).toContain('the window is Claude Sonnet 4.5’s, 200,000 tokens');
  expect(haiku.stdout).toContain('### Claude Code’s ENABLE_TOOL_SEARCH for these tools');
  // The wire is no host with tool search: no such table.
  const wire = await runMcp(['--capture', file]);
  expect(wire.stdout).not.toContain('ENABLE_TOOL_SEARCH');
});

describe('server-everything over Streamable HTTP on loopback', () => {
  let server: HttpServer;
  beforeAll(async () => {
    server = await startEverythingHttp();
  });
  afterAll(() => server?.stop());

  test('tools/list and a call counted as over stdio; the header value never printed or saved', async () => {
    const file = join(scratch, 'http.json');
    const secret = 'Bearer sk-header-secret-0c4d2e';
    const run = await runMcp([
      '--json',
      ...['--url', server.url, '--header', `Authorization: ${secret}`],
      ...['--call', 'get-sum', '--args', '{"a":2,"b":40}', '--save', file],
    ]);
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout) as McpJson;
    const capture = readCapture(file);
    expect(json.transport).toBe('streamable-http');
    expect(json.server.name).toBe('mcp-servers/everything');
    expectConsistent(json, capture);
    expect(capture.connection.target).toBe(server.url);
    const text = (capture.calls[0]!.result!.content as { text: string }[])[0]!.text;
    expect(text).toBe('The sum of 2 and 40 is 42.');
    expect(json.calls[0]!.hosts['claude-code']).toBe(counter.count(text));
    for (const out of [run.stdout, run.stderr, readFileSync(file, 'utf8')]) {
      expect(out).not.toContain('sk-header-secret-0c4d2e');
      expect(out).not.toContain('Authorization');
    }
  });
});

describe('server-everything over SSE only: the Streamable HTTP POST refused, the SSE fallback', () => {
  let server: HttpServer;
  beforeAll(async () => {
    server = await startEverythingHttp('sse');
  });
  afterAll(() => server?.stop());

  test('connected over SSE after the 404; tools/list and a call as over stdio; the header never printed', async () => {
    const file = join(scratch, 'sse.json');
    const run = await runMcp([
      '--json',
      ...['--url', server.url, '--header', 'X-Api-Key: sse-header-secret-77a1'],
      ...['--call', 'get-sum', '--args', '{"a":2,"b":40}', '--save', file],
    ]);
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout) as McpJson;
    const capture = readCapture(file);
    expect(json.transport).toBe('sse');
    expect(capture.connection.transport).toBe('sse');
    expect(json.server.name).toBe('mcp-servers/everything');
    expectConsistent(json, capture);
    const text = (capture.calls[0]!.result!.content as { text: string }[])[0]!.text;
    expect(text).toBe('The sum of 2 and 40 is 42.');
    expect(json.calls[0]!.hosts['claude-code']).toBe(counter.count(text));
    for (const out of [run.stdout, run.stderr, readFileSync(file, 'utf8')])
      expect(out).not.toContain('sse-header-secret');
  });
});

describe('server-filesystem over a generated folder', () => {
  const folder = join(scratch, 'files');
  const notes = join(folder, 'notes.txt');
  const tasks = join(folder, 'tasks.json');
  const noteText = 'Context costs tokens: ünïcode, "quotes", and\nnew lines.\n'.repeat(20);
  beforeAll(() => {
    mkdirSync(folder, { recursive: true });
    writeFileSync(notes, noteText);
    writeFileSync(tasks, builtinDataText(5));
  });

  test("tools/list equals the SDK client's own listing counted; a file read back counts as its text", async () => {
    const ownClient = new Client({ name: 'test', version: '1' });
    await ownClient.connect(new StdioClientTransport({ command: NODE, args: [FILESYSTEM, folder], stderr: 'ignore' }));
    const { tools } = await ownClient.listTools();
    await ownClient.close();

    const run = await runMcp([
      '--json',
      ...['--call', 'read_text_file', '--args', JSON.stringify({ path: notes })],
      ...['--', NODE, FILESYSTEM, folder],
    ]);
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout) as McpJson;
    expect(json.toolsTotal).toBe(counter.count(wireList(tools)));
    expect(json.tools.length).toBe(tools.length);
    expect(json.calls[0]!.hosts['claude-code']).toBe(counter.count(noteText));
  });

  test('--ladder: the records read back through the ladder, equal to npm run ladder on the file', async () => {
    const run = await runMcp([
      '--json',
      '--ladder',
      ...['--call', 'read_text_file', '--args', JSON.stringify({ path: tasks }), '--', NODE, FILESYSTEM, folder],
    ]);
    expect(run.status).toBe(0);
    const { ladders } = JSON.parse(run.stdout) as { ladders: { name: string; ladder: { scales: unknown[] } }[] };
    const datasets = readDatasets([tasks]);
    const fields = Object.keys(datasets[0]!.records[0]!);
    const expected = computeLadder(datasets, fields, counter, []);
    expect(ladders[0]!.name).toBe('read_text_file');
    expect(JSON.stringify(ladders[0]!.ladder.scales)).toBe(
      JSON.stringify(expected.scales).replace('"label":"tasks.json"', '"label":"read_text_file"'),
    );
  });
});

describe('the Markdown report', () => {
  test('server, per-tool shares of the named total, calls per host, the redaction said, deferred tools', async () => {
    const run = await runMcp([
      ...['--call', 'whoami', '--env', 'FIXTURE_TOKEN=tok-markdown-secret', '--deferred', '2'],
      ...['--', NODE, join(FIXTURES, 'results.mjs')],
    ]);
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain('tok-markdown-secret');
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('# MCP server cce-fixture-results 1.0.0');
    expect(lines).toContain(
      'Tokens are cl100k_base counts: exact for a model that counts with cl100k_base, an estimate for any other.',
    );
    const total = Number(/\| tools \| 4 \| (\d+) \|/.exec(run.stdout)![1]);
    expect(lines).toContain(`| tool | definition (tokens) | share (% of tools/list, ${total} tokens) |`);
    expect(lines).toContain(`| tools/list | ${total} | 100.00 |`);
    const wire = counter.count(
      '{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"token=[redacted]"}]}}',
    );
    const text = counter.count('token=[redacted]');
    const block = counter.count(
      '{"type":"tool_result","tool_use_id":"toolu_2","content":[{"type":"text","text":"token=[redacted]"}]}',
    );
    expect(run.stdout).toMatch(
      new RegExp(
        `\\| whoami \\| ${wire} \\| ${text} \\| \\d+ \\| ${text} \\| ${block} \\| ${text} \\| no \\| \\d+ \\|`,
      ),
    );
    expect(lines).toContain('whoami: 1 secret(s) in the result were replaced by [redacted] before counting.');
    expect(run.stdout).toMatch(/\| 2 \(--deferred\) \| \d+ \| \d+ \| \d+ \|/);
  });
});
