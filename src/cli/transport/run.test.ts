import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatById } from '../../core/formats.ts';
import { computeLadder } from '../../core/ladder/ladder.ts';
import type { LadderCalls } from '../../core/ladder/ladder.ts';
import { callRequestText } from '../../core/mcp/call.ts';
import { toolsListsFor } from '../../core/mcp/tools-lists-for.ts';
import { defaultSchemaResponse } from '../../core/analysis/schema-response.ts';
import { nodeCounter } from '../../node/counter.ts';
import { requireArticleLadderDir } from '../../node/reference-dir.ts';
import { DEFAULT_CALL, callSettingsOf } from '../../core/mcp/call-form.ts';
import { createEngine } from '../../worker/engine.ts';
import { ROLL_CALL, commandTests, fixture, loadRecords } from '../commands.fixture.ts';
import type { TransportJson } from './run.ts';
import { runTransportCli } from './run.ts';
import { TOOLS_LIST_NOTE } from '../../core/report/tables/transport.ts';

const ALL_FIELDS = ['id', 'name', 'status', 'assignee', 'description', 'priority', 'created', 'updated'];
const counter = nodeCounter('cl100k_base');

const { scratch, run, runJson, testErrorLines, testUsage, describeAsProgram } = commandTests<TransportJson>(
  'transport',
  runTransportCli,
);

/** The page's calls for a projection: its default call form, changed by `form`, over `transport`. */
function pageCalls(
  fields: readonly string[],
  transport: LadderCalls['transport'] = 'mcp-2025',
  form: Partial<typeof DEFAULT_CALL> = {},
): LadderCalls {
  return { transport, settings: callSettingsOf({ ...DEFAULT_CALL, ...form }, fields) };
}

describe('npm run transport: --json against the core functions', () => {
  test('should print the calls computeLadder costs with the page defaults, the four tool lists and the generated schema', () => {
    const json = runJson('--fields', ROLL_CALL.join(','), fixture(5), fixture(20));
    expect(Object.keys(json)).toEqual(['encoding', 'fields', 'transport', 'host', 'scales', 'toolsLists', 'schema']);
    expect(json.host).toBe('wire');
    expect(json.encoding).toBe('cl100k_base');
    expect(json.fields).toEqual(ROLL_CALL);
    expect(json.transport).toBe('mcp-2025');
    const datasets = [5, 20].map((rows) => ({ label: `tasks-${rows}.json`, records: loadRecords(fixture(rows)) }));
    const ladder = computeLadder(datasets, ROLL_CALL, counter, [], pageCalls(ROLL_CALL));
    expect(json.scales).toEqual(ladder.scales.map(({ rows, label, calls }) => ({ rows, label, calls })));
    const schema = counter.count(defaultSchemaResponse(datasets[1]!.records));
    expect(json.schema).toEqual({ source: 'generated', tokens: schema });
    expect(json.toolsLists).toEqual(
      toolsListsFor(datasets[1]!.records, 'tasks_list', counter).map(({ profile, revision, tokens }) => ({
        profile,
        revision,
        tokens,
        vsSchema: tokens - schema,
      })),
    );
    expect(Object.keys(json.scales[0]!.calls.L4!)).toEqual([
      'request',
      'result',
      'commandLine',
      'payload',
      'quotes',
      'overhead',
      'total',
    ]);
  });

  test('--host counts what that host hands the model: Codex with structuredContent sends the records once, compact', () => {
    const json = runJson(
      '--fields',
      ROLL_CALL.join(','),
      '--transport',
      'mcp-2026-structured',
      '--host',
      'codex',
      fixture(5),
    );
    expect(json.host).toBe('codex');
    const datasets = [{ label: 'tasks-5.json', records: loadRecords(fixture(5)) }];
    const calls = pageCalls(ROLL_CALL, 'mcp-2026-structured');
    const ladder = computeLadder(datasets, ROLL_CALL, counter, [], {
      ...calls,
      settings: { ...calls.settings, host: { id: 'codex' } },
    });
    expect(json.scales[0]!.calls).toEqual(ladder.scales[0]!.calls);
    // 5 rows, cl100k_base: the request is {"name":"mcp__taskdemo__tasks_list","arguments":{"fields":[…]}}.
    expect(json.scales[0]!.calls.L4).toMatchObject({ request: 26, commandLine: 17 });
    const markdown = run('--host', 'claude-code', fixture(5)).stdout;
    expect(markdown).toContain('Host: Claude Code (--host claude-code): each call');
  });

  test('should keep every field by default and cost the command line of those fields', () => {
    const json = runJson(fixture(5));
    expect(json.fields).toEqual(ALL_FIELDS);
    const expected = computeLadder(
      [{ label: 'tasks-5.json', records: loadRecords(fixture(5)) }],
      ALL_FIELDS,
      counter,
      [],
      pageCalls(ALL_FIELDS),
    );
    expect(json.scales[0]!.calls).toEqual(expected.scales[0]!.calls);
    expect(json.scales[0]!.calls.L0!.commandLine).toBe(
      counter.count(`taskdemo q 'list() { ${ALL_FIELDS.join(' ')} }' --format compact`),
    );
  });

  test('should apply --transport, --tool, --id, --command, --utf8 and --formats as the page settings would', () => {
    const argv = ['--fields', 'id,status', '--transport', 'mcp-2026-structured', '--tool', 'sprint_list', '--id', '17'];
    const json = runJson(
      ...argv,
      '--command',
      'tq {fields} --csv',
      '--utf8',
      '--formats',
      'toon,CSV',
      '--encoding',
      'o200k_base',
      fixture(5),
    );
    expect(json.transport).toBe('mcp-2026-structured');
    expect(json.encoding).toBe('o200k_base');
    const o200k = nodeCounter('o200k_base');
    const records = loadRecords(fixture(5));
    const calls = pageCalls(['id', 'status'], 'mcp-2026-structured', {
      tool: 'sprint_list',
      id: 17,
      commandTemplate: 'tq {fields} --csv',
      ascii: false,
    });
    const expected = computeLadder(
      [{ label: 'tasks-5.json', records }],
      ['id', 'status'],
      o200k,
      [formatById('csv'), formatById('toon')],
      calls,
    );
    expect(Object.keys(json.scales[0]!.calls)).toEqual(['L0', 'L1', 'L2', 'L3', 'L4', 'L5', 'csv', 'toon']);
    expect(json.scales[0]!.calls).toEqual(expected.scales[0]!.calls);
    expect(json.scales[0]!.calls.L4!.commandLine).toBe(o200k.count('tq id status --csv'));
    const request = callRequestText({
      revision: '2026-07-28',
      id: 17,
      tool: 'sprint_list',
      fields: ['id', 'status'],
      client: calls.settings.client,
      ascii: false,
    });
    expect(json.scales[0]!.calls.L4!.request).toBe(o200k.count(request));
    expect(json.toolsLists.slice(0, 4).map((l) => l.tokens)).toEqual(
      toolsListsFor(records, 'sprint_list', o200k).map((l) => l.tokens),
    );
  });

  test('should read --schema and --tools-list as given (a byte-order mark dropped) and compare every list with that schema', () => {
    const schema = join(scratch, 'schema.json');
    const list = join(scratch, 'tools.json');
    writeFileSync(schema, '\ufeff{"fields": ["id", "status"]}');
    writeFileSync(list, '{"jsonrpc": "2.0", "id": 1, "result": {"tools": []}}\n');
    const json = runJson('--schema', schema, '--tools-list', list, fixture(5));
    const schemaTokens = counter.count('{"fields": ["id", "status"]}');
    const listTokens = counter.count('{"jsonrpc": "2.0", "id": 1, "result": {"tools": []}}\n');
    expect(json.schema).toEqual({ source: schema, tokens: schemaTokens });
    expect(json.toolsLists).toHaveLength(5);
    expect(json.toolsLists[4]).toEqual({
      profile: 'pasted',
      revision: null,
      tokens: listTokens,
      vsSchema: listTokens - schemaTokens,
      source: list,
    });
    for (const entry of json.toolsLists) expect(entry.vsSchema).toBe(entry.tokens - schemaTokens);
  });
});

describe("npm run transport: the page's worker", () => {
  test('should print the calls and tools/list tokens the worker answers for the built-in fixture at the page defaults', async () => {
    const engine = createEngine(async (encoding) => nodeCounter(encoding));
    const request = {
      id: 1,
      type: 'ladder' as const,
      encoding: 'cl100k_base' as const,
      fields: ROLL_CALL,
      formats: [],
      source: { kind: 'fixture' as const, rows: [5, 20] },
      calls: pageCalls(ROLL_CALL),
    };
    const answer = await engine.handle(request, () => {});
    if (answer.type !== 'ladder') throw new Error(`worker answered ${answer.type}`);
    const json = runJson('--fields', ROLL_CALL.join(','), fixture(5), fixture(20));
    expect(json.scales).toEqual(answer.ladder.scales.map(({ rows, label, calls }) => ({ rows, label, calls })));
    expect(json.schema.tokens).toBe(answer.schema.tokens);
    expect(json.toolsLists.map(({ profile, revision, tokens }) => ({ profile, revision, tokens }))).toEqual(
      answer.toolsLists!.map(({ profile, revision, tokens }) => ({ profile, revision, tokens })),
    );
  });
});

describe("npm run transport on the user's own data", () => {
  test("names the call neutrally (records_list, a records command), not the article's tasks_list, unless --tool says", () => {
    const own = join(scratch, 'issues.json');
    writeFileSync(own, JSON.stringify([{ url: 'https://x/1', title: 'Crash “here” — 修复 👩‍💻' }]));
    const lines = run(own).stdout.split('\n');
    expect(lines[4]).toBe(
      "Call: tool `records_list`, id 2, non-ASCII escaped as \\uXXXX; command line: `records q 'list() { url title }' --format compact`",
    );
    expect(run('--tool', 'issues_search', own).stdout.split('\n')[4]).toBe(
      "Call: tool `issues_search`, id 2, non-ASCII escaped as \\uXXXX; command line: `records q 'list() { url title }' --format compact`",
    );
  });
});

describe('npm run transport: Markdown', () => {
  test('should print the header, the call, one table per scale with the calls of --json, and the tool-definition table', () => {
    const { status, stdout, stderr } = run('--fields', ROLL_CALL.join(','), fixture(5));
    expect(status).toBe(0);
    expect(stderr).toBe('');
    const json = runJson('--fields', ROLL_CALL.join(','), fixture(5));
    const lines = stdout.split('\n');
    expect(lines[0]).toBe(
      'cl100k_base tokens; fields: id, status, assignee, priority; transport: MCP (2025 shape) (--transport mcp-2025)',
    );
    expect(lines[4]).toBe(
      "Call: tool `tasks_list`, id 2, non-ASCII escaped as \\uXXXX; command line: `taskdemo q 'list() { id status assignee priority }' --format compact`",
    );
    expect(lines.slice(6, 11)).toEqual([
      '5 rows (tasks-5.json):',
      '',
      '### One call, over MCP and as a command line',
      '',
      '| Rung or format | MCP request (tokens) | MCP result (tokens) | MCP total (tokens) | Command (tokens) | Payload (tokens) | Overhead (tokens, MCP − command line) | Quotes in payload (" characters) |',
    ]);
    const l4 = json.scales[0]!.calls.L4!;
    expect(lines[16]).toBe(
      `| L4 Header + value rows | ${l4.request} | ${l4.result} | ${l4.total} | ${l4.commandLine} | ${l4.payload} | +${l4.overhead} | ${l4.quotes} |`,
    );
    const shape = (revision: string | null) => (revision === '2025' ? '2025' : '2026-07-28 (ttlMs, cacheScope)');
    const tools = json.toolsLists.map((l) => `| ${l.profile} | ${shape(l.revision)} | ${l.tokens} |`);
    for (const prefix of tools) expect(stdout).toContain(prefix);
    expect(stdout).toContain(
      `against the schema response (generated from tasks-5.json, ${json.schema.tokens} tokens):`,
    );
    expect(stdout).toContain(
      `| Profile | Shape | tools/list result (tokens) | Against the schema response (${json.schema.tokens} tokens) |`,
    );
    expect(stdout.endsWith(`\n\n${TOOLS_LIST_NOTE}\n`)).toBe(true);
  });
});

describe('npm run transport: errors and help', () => {
  const badJson = join(scratch, 'bad.json');
  writeFileSync(badJson, '[{"a": 1,]');

  testErrorLines([
    [
      'a missing file',
      [join(scratch, 'missing.json')],
      /^transport: cannot read .*missing\.json: no such file or directory$/,
    ],
    [
      'a missing --schema file',
      ['--schema', join(scratch, 'none.json'), fixture(5)],
      /^transport: cannot read .*none\.json: no such file or directory$/,
    ],
    [
      'a missing --tools-list file',
      ['--tools-list', scratch, fixture(5)],
      /^transport: cannot read .*: is a directory$/,
    ],
    ['invalid JSON', [badJson], /^transport: .*bad\.json: invalid JSON/],
    [
      'an unknown encoding',
      ['--encoding', 'p50k_base', fixture(5)],
      /^transport: unknown tokenizer "p50k_base"; use one of cl100k_base, o200k_base, o200k_harmony, llama3, qwen3, deepseek_v3, gemma3 \(see --help\)$/,
    ],
    [
      'an unknown field',
      ['--fields', 'id,owner', fixture(5)],
      /^transport: unknown field "owner" in --fields; the data has: id, name, /,
    ],
    [
      'an unknown format',
      ['--formats', 'csv,xml', fixture(5)],
      /^transport: --formats: unknown format "xml"; use csv, yaml, toon, markdown, jsonl, json-source \(see --help\)$/,
    ],
    [
      'a repeated format',
      ['--formats', 'csv,CSV', fixture(5)],
      /^transport: --formats names csv twice \(see --help\)$/,
    ],
    ['an empty format', ['--formats', 'csv,', fixture(5)], /^transport: --formats has an empty name in "csv,"/],
    [
      'an unknown transport',
      ['--transport', 'mcp-2024', fixture(5)],
      /^transport: --transport "mcp-2024" is not an MCP transport; use mcp-2025, mcp-2026, mcp-2026-structured \(see --help\)$/,
    ],
    [
      'the command line as transport',
      ['--transport', 'cli', fixture(5)],
      /^transport: --transport "cli" is not an MCP transport \(every call is compared/,
    ],
    [
      'an id that is not a number',
      ['--id', 'two', fixture(5)],
      /^transport: --id needs a whole number, got "two" \(see --help\)$/,
    ],
    ['a negative id', ['--id=-1', fixture(5)], /^transport: --id needs a whole number, got "-1"/],
    ['an empty tool', ['--tool', ' ', fixture(5)], /^transport: --tool needs a tool name \(see --help\)$/],
    [
      'an empty command',
      ['--command', '', fixture(5)],
      /^transport: --command needs a command line template \(see --help\)$/,
    ],
    ['an empty --schema', ['--schema', '', fixture(5)], /^transport: --schema needs a file \(see --help\)$/],
    ['an empty --tools-list', ['--tools-list=', fixture(5)], /^transport: --tools-list needs a file \(see --help\)$/],
    ['an unknown option', ['--emit', 'x', fixture(5)], /^transport: Unknown option '--emit' \(see --help\)$/],
    [
      'a missing option value',
      [fixture(5), '--tool'],
      /^transport: Option '--tool <value>' argument missing \(see --help\)$/,
    ],
    ['no file', ['--json'], /^transport: no FILE given \(see --help\)$/],
    [
      'an unknown --host',
      ['--host', 'cursor', fixture(5)],
      /^transport: --host cursor is not one of wire, claude-code, codex, responses, anthropic-api, custom \(see --help\)$/,
    ],
    [
      'a template without the custom host',
      ['--host-template', '{text}', fixture(5)],
      /^transport: --host-template needs --host custom \(see --help\)$/,
    ],
  ]);

  testUsage([
    '--fields',
    '--encoding',
    '--formats',
    '--transport',
    '--host',
    '--host-template',
    '--tool',
    '--id',
    '--command',
    '--utf8',
    '--schema',
    '--tools-list',
    '--json',
    "(default: taskdemo q 'list() { {fields} }' --format compact)",
    '(default: \\uXXXX escapes)',
  ]);
});

describeAsProgram();

// Never skipped: without the data every case fails saying where to put it.
const referenceDir = (): string => requireArticleLadderDir();

describe('npm run transport: reference article-ladder', () => {
  const reference = (name: string): string => join(referenceDir(), name);
  const files = [5, 20, 100, 500].map((rows) => reference(`json-${rows}.txt`));
  // Reference README, "MCP versus command line, per call": overheads of L1 / L3 / L4.
  const OVERHEAD: Record<number, [number, number, number]> = {
    5: [69, 59, 51],
    20: [129, 89, 51],
    100: [449, 249, 51],
    500: [2049, 1049, 51],
  };

  test('should reproduce the published overheads, the 39-token request and the 17-token command line', () => {
    const json = runJson('--fields', ROLL_CALL.join(','), ...files);
    expect(json.scales.map((s) => s.rows)).toEqual([5, 20, 100, 500]);
    for (const scale of json.scales) {
      const { L1, L3, L4 } = scale.calls;
      expect([L1!.overhead, L3!.overhead, L4!.overhead], `${scale.rows} rows`).toEqual(OVERHEAD[scale.rows]);
      for (const cost of Object.values(scale.calls)) {
        expect(cost.request).toBe(39);
        expect(cost.commandLine).toBe(17);
      }
    }
  });

  test('should print the overheads signed and thousands separated in Markdown', () => {
    const { stdout } = run('--fields', ROLL_CALL.join(','), ...files);
    expect(stdout).toContain('| L1 Minified JSON, full | 39 | 393 | 432 | 17 | 346 | +69 | 160 |');
    expect(stdout).toContain('| L1 Minified JSON, full | 39 | 36,961 | 37,000 | 17 | 34,934 | +2,049 | 16,000 |');
    expect(stdout).toContain('| L3 Minified JSON, projected | 39 | 11,461 | 11,500 | 17 | 10,434 | +1,049 | 8,000 |');
    expect(stdout).toContain('| L4 Header + value rows | 39 | 5,777 | 5,816 | 17 | 5,748 | +51 | 0 |');
  });

  test('should count the pasted tools/list results against the reference schema response: 471 − 535 = −64, 676 − 535 = +141', () => {
    const schema = reference('schema-response.json');
    const minimal = run(
      '--fields',
      ROLL_CALL.join(','),
      '--tools-list',
      reference('tools-list-result-scenario-minimal.json'),
      '--schema',
      schema,
      files[0]!,
    );
    expect(minimal.status).toBe(0);
    expect(minimal.stdout).toContain(`against the schema response (${schema}, 535 tokens):`);
    expect(minimal.stdout).toContain(
      `Pasted tools/list result (${reference('tools-list-result-scenario-minimal.json')}): 471 tokens, \u221264 tokens vs schema-response.json.`,
    );
    const structured = runJson(
      '--tools-list',
      reference('tools-list-result-scenario-structured.json'),
      '--schema',
      schema,
      files[0]!,
    );
    expect(structured.schema).toEqual({ source: schema, tokens: 535 });
    expect(structured.toolsLists[4]).toMatchObject({ profile: 'pasted', tokens: 676, vsSchema: 141 });
  });
});
