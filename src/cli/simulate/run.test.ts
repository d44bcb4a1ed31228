import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatById } from '../../core/formats.ts';
import { profileTrace } from '../../core/conversation/profile.ts';
import { parseRequestBody } from '../../core/conversation/request-body.ts';
import { parseRecordsJson } from '../../core/input/parse-records.ts';
import type { Ladder, LadderCalls } from '../../core/ladder/ladder.ts';
import { computeLadder } from '../../core/ladder/ladder.ts';
import { nodeCounter } from '../../node/counter.ts';
import { DEFAULT_CALL, callSettingsOf } from '../../core/mcp/call-form.ts';
import type { GrowthSeries } from '../../core/conversation/growth.ts';
import { computeGrowth } from '../../core/conversation/growth.ts';
import type { SimForm } from '../../core/conversation/sim-form.ts';
import { DEFAULT_PLACEHOLDER, DEFAULT_SIM } from '../../core/conversation/sim-form.ts';
import { readSimObject } from '../../core/conversation/sim-validate.ts';
import { settingsFromQuery } from '../../state/link/url.ts';
import { ROLL_CALL, commandTests, fixture } from '../commands.fixture.ts';
import { SIMULATE_USAGE, parseSimulateArgs } from './args.ts';
import type { SimulateJson } from './run.ts';
import { runSimulateCli } from './run.ts';

const loadDataset = (path: string) => ({
  label: basename(path),
  records: parseRecordsJson(readFileSync(path, 'utf8'), path),
});
const counter = nodeCounter('cl100k_base');

/** `text` written to a scratch file named `name`; returns its path. */
function scratchFile(name: string, text: string): string {
  const path = join(scratch, name);
  writeFileSync(path, text, 'utf8');
  return path;
}

/** A config file holding `settings`. */
function config(name: string, settings: Record<string, unknown>): string {
  return scratchFile(name, JSON.stringify(settings, null, 2));
}

const { scratch, run, runJson } = commandTests<SimulateJson>('simulate', runSimulateCli);

/** computeGrowth's series as `--json` prints them (a saving's NaN percentage becomes null, undefined keys go). */
function asJson(series: readonly GrowthSeries[]): SimulateJson['series'] {
  return JSON.parse(
    JSON.stringify(
      series.map((s) => ({
        id: s.id,
        name: s.name,
        summary: s.summary,
        saving: s.saving ?? null,
        crossesLimitAt: s.crossesLimitAt ?? null,
        cost: s.cost,
        cacheBreak: s.cacheBreak,
        steps: s.steps,
      })),
    ),
  ) as SimulateJson['series'];
}

/** What the page computes for `form`, with the placeholder counted in cl100k_base. */
function pageGrowth(form: SimForm, ladder?: Ladder, profiled?: Parameters<typeof computeGrowth>[3]) {
  const growth = computeGrowth(form, ladder, { [form.placeholder]: counter.count(form.placeholder) }, profiled);
  if (!growth.ready) throw new Error(growth.reason);
  return growth;
}

// The second seed article's turn one with every earlier result compacted: a placeholder of exactly
// 100 tokens makes the compacted request 7,750 + 100 = 7,850.
const HUNDRED_TOKENS = ' x'.repeat(100);
const TURN_ONE = {
  system: 5000,
  tools: 2500,
  user: 0,
  steps: 1,
  modelResponse: 200,
  toolRequest: 50,
  toolResponse: 5000,
  keepLast: 0,
  placeholder: HUNDRED_TOKENS,
};

describe('npm run simulate: the seed article turn one', () => {
  test('the placeholder is 100 cl100k_base tokens', () => {
    expect(counter.count(HUNDRED_TOKENS)).toBe(100);
  });

  test('should print 12,750 without compaction and 7,850 with it, 4,900 saved', () => {
    const { status, stdout, stderr } = run('--config', config('turn-one.json', TURN_ONE));
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toContain(`| placeholder | \`${HUNDRED_TOKENS}\` (100 tokens) |`);
    expect(stdout).toContain('| kept raw | none |');
    expect(stdout).toContain('### Totals over 1 step\n');
    // Costs: 12,750 × 3 / 1e6 and 7,850 × 3 / 1e6 (nothing cached in a first request).
    expect(stdout).toContain('| No compaction | 12,750 | 12,750 | 12,750 | – | – | never | 0.0383 | 38.25 |');
    expect(stdout).toContain(
      '| Compaction | 7,850 | 7,850 | 7,850 | 4,900 | 38.43 % of no compaction | never | 0.0236 | 23.55 |',
    );
    expect(stdout).toContain(
      '| step | No compaction | Compaction |\n| ---: | ---: | ---: |\n| 1 | 12,750 | 7,850* |\n',
    );
  });

  test("--json should hold computeGrowth's series for the config over the defaults", () => {
    const json = runJson('--config', config('turn-one.json', TURN_ONE));
    const form: SimForm = { ...DEFAULT_SIM, ...TURN_ONE };
    expect(json.encoding).toBe('cl100k_base');
    expect(json.inputs).toEqual(form);
    expect(json.placeholderTokens).toBe(100);
    expect(json.warnings).toEqual([]);
    expect(json).not.toHaveProperty('profile');
    expect(json.series).toEqual(asJson(pageGrowth(form).series));
    expect(json.series.map((s) => s.steps[0]!.total)).toEqual([12750, 7850]);
    expect(json.series[1]!.saving).toEqual({
      saved: 4900,
      percent: { value: (4900 / 12750) * 100, denominator: 'no compaction' },
    });
    expect(json.series[1]!.steps[0]).toEqual({
      step: 1,
      total: 7850,
      byComponent: {
        system: 5000,
        tools: 2500,
        user: 0,
        assistant: 200,
        toolCalls: 50,
        toolResults: 0,
        placeholders: 100,
        notes: 0,
      },
      cachedPrefix: 0,
      reread: 0,
      compacted: true,
    });
  });

  test('an empty config is the page defaults: 25 steps, the seed placeholder counted live', () => {
    const json = runJson('--config', scratchFile('empty.json', '{}'));
    expect(json.inputs).toEqual(DEFAULT_SIM);
    expect(json.placeholderTokens).toBe(counter.count(DEFAULT_PLACEHOLDER));
    expect(json.series).toEqual(asJson(pageGrowth(DEFAULT_SIM).series));
    expect(json.series[0]!.steps).toHaveLength(25);
  });

  test('should count the placeholder in --encoding', () => {
    const json = runJson('--encoding', 'o200k_base', '--config', scratchFile('empty.json', '{}'));
    expect(json.encoding).toBe('o200k_base');
    expect(json.placeholderTokens).toBe(nodeCounter('o200k_base').count(DEFAULT_PLACEHOLDER));
  });
});

describe('npm run simulate: tool responses linked to the ladder of --data', () => {
  const data = [fixture(100)];
  const datasets = data.map(loadDataset);
  const LINKS = { link: { id: 'L0', rows: 100 }, compare: { id: 'L4', rows: 100 } };

  test('should take L0 and L4 at 100 rows from computeLadder, as the page does', () => {
    const json = runJson('--config', config('links.json', LINKS), '--data', ...data, '--fields', ROLL_CALL.join(','));
    const form: SimForm = { ...DEFAULT_SIM, ...LINKS };
    const growth = pageGrowth(form, computeLadder(datasets, ROLL_CALL, counter));
    expect(json.series).toEqual(asJson(growth.series));
    expect(json.series.map((s) => s.name)).toEqual([
      'No compaction (L0 at 100 rows)',
      'Compaction (L0 at 100 rows)',
      'Compaction (L4 at 100 rows)',
    ]);
    expect(json.series.map((s) => s.summary.total)).toEqual(growth.series.map((s) => s.summary.total));
    expect(json.warnings).toEqual([]);
  });

  test("the Markdown totals should be computeGrowth's", () => {
    const { stdout } = run('--config', config('links.json', LINKS), '--data', ...data, '--fields', ROLL_CALL.join(','));
    const growth = pageGrowth({ ...DEFAULT_SIM, ...LINKS }, computeLadder(datasets, ROLL_CALL, counter));
    const fmt = (n: number) => n.toLocaleString('en-US');
    for (const s of growth.series)
      expect(stdout).toContain(`| ${s.name} | ${fmt(s.summary.total)} | ${fmt(Math.round(s.summary.mean))} |`);
    expect(stdout).toContain(
      '| tool response | linked: L0 at 100 rows |\n| second strategy | compaction, tool response linked: L4 at 100 rows |',
    );
  });

  test('viaTransport should cost the linked responses as calls over --transport, with the page default call', () => {
    const settings = { ...LINKS, steps: 3, viaTransport: true };
    const calls = (transport: LadderCalls['transport']): LadderCalls => ({
      transport,
      settings: callSettingsOf(DEFAULT_CALL, ROLL_CALL),
    });
    const byDefault = runJson(
      '--config',
      config('calls.json', settings),
      '--data',
      ...data,
      '--fields',
      ROLL_CALL.join(','),
    );
    expect(byDefault.series).toEqual(
      asJson(
        pageGrowth({ ...DEFAULT_SIM, ...settings }, computeLadder(datasets, ROLL_CALL, counter, [], calls('mcp-2025')))
          .series,
      ),
    );
    expect(byDefault.series[0]!.name).toBe('No compaction (L0 at 100 rows over mcp-2025)');
    const later = runJson(
      '--config',
      config('calls.json', settings),
      '--data',
      ...data,
      '--fields',
      ROLL_CALL.join(','),
      '--transport',
      'mcp-2026',
    );
    expect(later.series).toEqual(
      asJson(
        pageGrowth({ ...DEFAULT_SIM, ...settings }, computeLadder(datasets, ROLL_CALL, counter, [], calls('mcp-2026')))
          .series,
      ),
    );
    expect(later.series[2]!.name).toBe('Compaction (L4 at 100 rows over mcp-2026)');
  });

  test('should link an added format, and find the scale among several data files', () => {
    const settings = { steps: 2, link: { id: 'csv', rows: 20 }, compare: { id: 'L5', rows: 5 } };
    const files = [fixture(5), fixture(20)];
    const json = runJson('--config', config('csv.json', settings), '--formats', 'csv', '--data', files[0]!, files[1]!);
    const fields = ['id', 'name', 'status', 'assignee', 'description', 'priority', 'created', 'updated'];
    const ladder = computeLadder(files.map(loadDataset), fields, counter, [formatById('csv')]);
    expect(json.series).toEqual(asJson(pageGrowth({ ...DEFAULT_SIM, ...settings }, ladder).series));
    expect(json.series.map((s) => s.name)).toEqual([
      'No compaction (csv at 20 rows)',
      'Compaction (csv at 20 rows)',
      'Compaction (L5 at 5 rows)',
    ]);
  });
});

describe('npm run simulate --request: a real request body, profiled and replayed', () => {
  const BODY = {
    model: 'gpt-4o',
    tools: [
      {
        type: 'function',
        function: {
          name: 'tasks_list',
          description: 'List tasks',
          parameters: { type: 'object', properties: { fields: { type: 'array' } } },
        },
      },
    ],
    messages: [
      { role: 'system', content: 'You are a task assistant.' },
      { role: 'user', content: 'Which tasks are open?' },
      {
        role: 'assistant',
        content: 'Let me look.',
        tool_calls: [
          { id: 'call_1', type: 'function', function: { name: 'tasks_list', arguments: '{"fields":["id","status"]}' } },
        ],
      },
      {
        role: 'tool',
        tool_call_id: 'call_1',
        content: '[{"id":1,"status":"open"},{"id":2,"status":"done"},{"id":3,"status":"open"}]',
      },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'call_2', type: 'function', function: { name: 'tasks_list', arguments: '{"fields":["id"]}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'call_2', content: '[{"id":1},{"id":3}]' },
    ],
  };
  const text = JSON.stringify(BODY, null, 2);
  const path = scratchFile('openai.json', text);
  const profile = profileTrace(parseRequestBody(text, path), counter);
  const settings = { keepLast: 0 };

  test("--json should hold the profile and computeGrowth's replay of it", () => {
    const json = runJson('--config', config('replay.json', settings), '--request', path);
    const form: SimForm = { ...DEFAULT_SIM, ...settings, useProfile: true };
    expect(json.inputs).toEqual(form);
    expect(json.profile).toEqual({
      source: 'openai.json',
      format: 'openai-chat',
      total: profile.total,
      byComponent: profile.byComponent,
      toolCalls: 2,
      warnings: [],
    });
    expect(json.series).toEqual(
      asJson(pageGrowth(form, undefined, { name: 'openai.json', conversation: profile.conversation }).series),
    );
    expect(json.series.map((s) => s.name)).toEqual(['No compaction (openai.json)', 'Compaction (openai.json)']);
    // The replay's last request without compaction is the whole window as sent.
    expect(json.series[0]!.steps.at(-1)!.total).toBe(profile.total);
  });

  test('the Markdown should start with the per-component table', () => {
    const { status, stdout } = run('--config', config('replay.json', settings), '--request', path);
    expect(status).toBe(0);
    const b = profile.byComponent;
    const share = (n: number) => `${((n / profile.total) * 100).toFixed(2)} % of this request`;
    expect(
      stdout.startsWith(`cl100k_base tokens

Request openai.json: OpenAI Chat Completions, 2 tool calls, ${profile.total} tokens in all (cl100k_base tokens of the texts the model reads, without the API's message framing).

| component | tokens | share |
| --- | ---: | ---: |
| System prompt | ${b.system} | ${share(b.system)} |
| Tool definitions | ${b.tools} | ${share(b.tools)} |
| User message | ${b.user} | ${share(b.user)} |
| Model responses | ${b.assistant} | ${share(b.assistant)} |
| Tool requests | ${b.toolCalls} | ${share(b.toolCalls)} |
| Tool results (raw) | ${b.toolResults} | ${share(b.toolResults)} |

Inputs:

| input | value |
| --- | --- |
| replayed request | openai.json: 2 steps |
`),
    ).toBe(true);
  });

  test('useProfile false in the config should profile the request but simulate the typed sizes', () => {
    const json = runJson('--config', config('typed.json', { steps: 2, useProfile: false }), '--request', path);
    expect(json.profile?.total).toBe(profile.total);
    expect(json.series[0]!.name).toBe('No compaction');
    expect(json.series).toEqual(asJson(pageGrowth({ ...DEFAULT_SIM, steps: 2 }).series));
  });

  test('a request without tool calls has nothing to replay', () => {
    const plain = scratchFile('plain.json', JSON.stringify({ messages: [{ role: 'user', content: 'hi' }] }));
    const { status, stdout, stderr } = run('--config', scratchFile('empty.json', '{}'), '--request', plain);
    expect({ status, stdout }).toEqual({ status: 2, stdout: '' });
    expect(stderr).toBe('simulate: plain.json has no tool calls to replay\n');
  });
});

describe('npm run simulate: errors, one line on stderr and exit 2', () => {
  const fail = (...argv: string[]): string => {
    const { status, stdout, stderr } = run(...argv);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.endsWith('\n')).toBe(true);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    return stderr;
  };

  test('invalid JSON in the config, with line and column', () => {
    const path = scratchFile('broken.json', '{\n  "steps": 3,\n  "limit" 5\n}\n');
    expect(fail('--config', path)).toBe(`simulate: ${path}: invalid JSON at line 3, column 11: Unexpected number\n`);
    const empty = scratchFile('blank.json', '  \n');
    expect(fail('--config', empty)).toBe(`simulate: ${empty} is empty\n`);
  });

  test('a config that is not an object', () => {
    const path = scratchFile('array.json', '[1]');
    expect(fail('--config', path)).toBe(
      `simulate: ${path}: expected a JSON object of simulator settings, found an array\n`,
    );
  });

  test('an unknown setting, named', () => {
    const path = config('unknown.json', { steps: 2, colour: 'red' });
    expect(fail('--config', path)).toBe(
      `simulate: ${path}: unknown setting "colour"; the settings are system, tools, user, steps, modelResponse, toolRequest, toolResponse, link, compare, viaTransport, useProfile, placeholder, notes, keepLast, mode, limit, price, cachedPrice, breakdownStep\n`,
    );
  });

  test('an invalid value, named with what the setting takes', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ steps: 0 }, '"steps" must be a whole number from 1 to 5000, found 0'],
      [{ system: -1 }, '"system" must be a number ≥ 0, found -1'],
      [{ keepLast: 1.5 }, '"keepLast" must be a whole number ≥ 0, found 1.5'],
      [{ placeholder: 3 }, '"placeholder" must be a string, found 3'],
      [{ viaTransport: 'yes' }, '"viaTransport" must be true or false, found "yes"'],
      [
        { mode: { kind: 'trigger' } },
        '"mode" must be {"kind": "every-step"} or {"kind": "trigger", "inputTokens": a number ≥ 0}, found an object',
      ],
      [
        { link: 'L0' },
        '"link" must be null or an object {"id": a rung or format id, "rows": a number ≥ 0}, found "L0"',
      ],
    ];
    for (const [settings, message] of cases) {
      const path = config('invalid.json', settings);
      expect(fail('--config', path)).toBe(`simulate: ${path}: ${message}\n`);
    }
  });

  test('a link without --data names the missing --data', () => {
    const path = config('link.json', { link: { id: 'L0', rows: 100 } });
    expect(fail('--config', path)).toBe(
      `simulate: ${path}: link "L0" at 100 rows needs a ladder: give --data FILE... (JSON arrays of records, one scale each)\n`,
    );
    const compare = config('compare.json', { compare: { id: 'L4', rows: 100 } });
    expect(fail('--config', compare)).toContain('compare "L4" at 100 rows needs a ladder: give --data FILE...');
  });

  test('a link the ladder cannot serve: rows no file has, an unknown id, a format not added', () => {
    const rows = config('rows.json', { link: { id: 'L0', rows: 500 } });
    expect(fail('--config', rows, '--data', fixture(5), fixture(20))).toBe(
      `simulate: ${rows}: link "L0" at 500 rows: no --data file has 500 rows (the files have 5, 20)\n`,
    );
    const id = config('id.json', { link: { id: 'L9', rows: 5 } });
    expect(fail('--config', id, '--data', fixture(5))).toContain(
      'link "L9" at 5 rows: "L9" is not a rung (L0, L1, L2, L3, L4, L5) or a format id',
    );
    const format = config('format.json', { compare: { id: 'toon', rows: 5 } });
    expect(fail('--config', format, '--data', fixture(5))).toBe(
      `simulate: ${format}: compare "toon" at 5 rows: add the format with --formats toon\n`,
    );
  });

  test('useProfile without --request, an unreadable request body', () => {
    const path = config('profile.json', { useProfile: true });
    expect(fail('--config', path)).toBe(
      `simulate: ${path}: useProfile replays a real request: give --request BODY.json\n`,
    );
    const bad = scratchFile('bad-request.json', '{"prompt": "hi"}');
    expect(fail('--config', scratchFile('empty.json', '{}'), '--request', bad)).toContain(
      'neither an OpenAI Chat Completions, an OpenAI Responses nor an Anthropic Messages request body',
    );
  });

  test('usage errors point to --help', () => {
    expect(fail()).toBe('simulate: no --config FILE given (see --help)\n');
    expect(fail('--config', 'c.json', 'x.json')).toBe(
      'simulate: unexpected argument "x.json": data files go after --data (see --help)\n',
    );
    expect(fail('--config', 'c.json', '--fields', 'id')).toBe('simulate: --fields needs --data FILE... (see --help)\n');
    expect(fail('--config', 'c.json', '--transport', 'cli')).toContain('--transport "cli" is not an MCP transport');
    expect(fail('--config', 'c.json', '--encoding', 'p50k')).toContain('unknown tokenizer "p50k"');
    expect(fail('--config', 'c.json', '--bogus')).toContain("Unknown option '--bogus'");
    expect(fail('--config', join(scratch, 'missing.json'))).toBe(
      `simulate: cannot read ${join(scratch, 'missing.json')}: no such file or directory\n`,
    );
  });

  test('an unknown field in --fields', () => {
    const path = config('links.json', { link: { id: 'L0', rows: 5 } });
    expect(fail('--config', path, '--data', fixture(5), '--fields', 'id,colour')).toContain(
      'unknown field "colour" in --fields',
    );
  });
});

describe('npm run simulate: arguments', () => {
  test('--help prints the usage and nothing else', () => {
    expect(run('--help')).toEqual({ status: 0, stdout: SIMULATE_USAGE, stderr: '' });
  });

  test('data files: --data repeated, and the files after it', () => {
    expect(parseSimulateArgs(['--config', 'c.json', '--data', 'a.json', 'b.json', '--data', 'c.json']).data).toEqual([
      'a.json',
      'b.json',
      'c.json',
    ]);
    expect(parseSimulateArgs(['--config', 'c.json'])).toEqual({
      config: 'c.json',
      data: [],
      fields: undefined,
      formats: [],
      transport: 'mcp-2025',
      request: undefined,
      encoding: 'cl100k_base',
      encodingNote: null,
      json: false,
      help: false,
    });
  });
});

describe('readSimObject (the link and the config share these checks)', () => {
  test('should read what settingsFromQuery reads, with the same warnings', () => {
    const objects: Record<string, unknown>[] = [
      { steps: -3, limit: 200000, colour: 'red' },
      { link: { id: 'L4', rows: 100 }, mode: { kind: 'trigger', inputTokens: 90000 }, placeholder: '' },
      { mode: { kind: 'sometimes' }, keepLast: 2.5, viaTransport: 1 },
    ];
    for (const obj of objects) {
      const warnings: string[] = [];
      const sim = readSimObject(obj, warnings);
      const parsed = settingsFromQuery(`sim=${encodeURIComponent(JSON.stringify(obj))}`);
      expect(sim).toEqual(parsed.settings.sim);
      expect(warnings).toEqual(parsed.warnings);
    }
  });
});
