import { describe, expect, test } from 'vitest';
import type { Ladder, LadderScale, RungSize } from '../../core/ladder/ladder.ts';
import type { CallCost, CallSettings } from '../../core/mcp/per-call.ts';
import { buildTransportReport, transportJson } from './run.ts';
import { transportName } from '../../core/format/names.ts';
import { TOOLS_LIST_NOTE } from '../../core/report/tables/transport.ts';
import { codeSpan, schemaName, transportMarkdown } from './markdown.ts';

const size = (tokens: number): RungSize => ({ tokens, bytes: tokens * 4, chars: tokens * 4 });

/** A call of a payload of `payload` tokens with `quotes` quotes: request 39, command line 17, result = payload + extra. */
function cost(payload: number, extra: number, quotes: number): CallCost {
  const result = payload + extra;
  return {
    request: 39,
    result,
    commandLine: 17,
    payload,
    quotes,
    overhead: 39 + result - (17 + payload),
    total: 39 + result,
  };
}

/** A scale whose L0 … L5 (and any formats, measured like the rungs) cost the given calls. */
function scale(rows: number, label: string, calls: Record<string, CallCost>): LadderScale {
  const rungs = { L0: size(1), L1: size(1), L2: size(1), L3: size(1), L4: size(1), L5: size(1) };
  const ids = Object.keys(calls).filter((id) => !(id in rungs));
  return {
    label,
    rows,
    rungs,
    ...(ids.length > 0 ? { formats: Object.fromEntries(ids.map((id) => [id, size(1)])) } : {}),
    calls,
  };
}

const CALL: CallSettings = {
  tool: 'tasks_list',
  id: 2,
  commandLine: "taskdemo q 'list() { id status assignee priority }' --format compact",
  client: { name: 'ExampleClient', version: '1.0.0' },
  ascii: true,
};

// The seed article's L1 / L3 / L4 overheads at 5 rows (+69 / +59 / +51); the second scale is made up, relabelled 2,000 rows.
const LADDER: Ladder = {
  encoding: 'cl100k_base',
  fields: ['id', 'status', 'assignee', 'priority'],
  transport: 'mcp-2025',
  scales: [
    scale(5, 'json-5.txt', {
      L0: cost(485, 94, 160),
      L1: cost(346, 47, 160),
      L2: cost(186, 64, 80),
      L3: cost(107, 37, 80),
      L4: cost(65, 29, 0),
      L5: cost(63, 29, 0),
      csv: cost(65, 35, 0),
    }),
    scale(2000, 'big|file.json', {
      L0: cost(19570, 2890, 6400),
      L1: cost(13980, 1070, 6400),
      L2: cost(7420, 1690, 3200),
      L3: cost(4230, 670, 3200),
      L4: cost(2390, 29, 0),
      L5: cost(2370, 29, 0),
      csv: cost(2390, 1000, 0),
    }),
  ],
};

const LISTS = [
  { profile: 'minimal', revision: '2025', tokens: 380 },
  { profile: 'structured', revision: '2025', tokens: 561 },
  { profile: 'minimal', revision: '2026-07-28', tokens: 406 },
  { profile: 'structured', revision: '2026-07-28', tokens: 587 },
] as const;

const INTRO = `Each rung and format as one call: the MCP request and result against the same call as a command line and the payload it prints. Overhead = (request + result) − (command line + payload); quotes are the " characters in the payload, each escaped in the result.`;

describe('transportMarkdown', () => {
  test('should print the header, the call, every scale and the tool-definition table against a schema file exactly', () => {
    const report = buildTransportReport(
      LADDER,
      CALL,
      LISTS,
      { tokens: 535, file: 'ref/schema-response.json' },
      'big|file.json',
      {
        tokens: 471,
        file: 'ref/tools-list-minimal.json',
      },
    );
    expect(transportMarkdown(report)).toBe(
      `cl100k_base tokens; fields: id, status, assignee, priority; transport: MCP (2025 shape) (--transport mcp-2025)

${INTRO}

Call: tool \`tasks_list\`, id 2, non-ASCII escaped as \\uXXXX; command line: \`taskdemo q 'list() { id status assignee priority }' --format compact\`

5 rows (json-5.txt):

### One call, over MCP and as a command line

| Rung or format | MCP request (tokens) | MCP result (tokens) | MCP total (tokens) | Command (tokens) | Payload (tokens) | Overhead (tokens, MCP − command line) | Quotes in payload (" characters) |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
| L0 Pretty JSON, full | 39 | 579 | 618 | 17 | 485 | +116 | 160 |
| L1 Minified JSON, full | 39 | 393 | 432 | 17 | 346 | +69 | 160 |
| L2 Pretty JSON, projected | 39 | 250 | 289 | 17 | 186 | +86 | 80 |
| L3 Minified JSON, projected | 39 | 144 | 183 | 17 | 107 | +59 | 80 |
| L4 Header + value rows | 39 | 94 | 133 | 17 | 65 | +51 | 0 |
| L5 Aliased header | 39 | 92 | 131 | 17 | 63 | +51 | 0 |
| CSV (format) | 39 | 100 | 139 | 17 | 65 | +57 | 0 |

At 5 rows, cl100k_base tokens, calls over MCP (2025 shape) on the JSON-RPC wire.

Overhead = (request + result) − (command + payload).

2,000 rows (big\\|file.json):

### One call, over MCP and as a command line

| Rung or format | MCP request (tokens) | MCP result (tokens) | MCP total (tokens) | Command (tokens) | Payload (tokens) | Overhead (tokens, MCP − command line) | Quotes in payload (" characters) |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
| L0 Pretty JSON, full | 39 | 22,460 | 22,499 | 17 | 19,570 | +2,912 | 6,400 |
| L1 Minified JSON, full | 39 | 15,050 | 15,089 | 17 | 13,980 | +1,092 | 6,400 |
| L2 Pretty JSON, projected | 39 | 9,110 | 9,149 | 17 | 7,420 | +1,712 | 3,200 |
| L3 Minified JSON, projected | 39 | 4,900 | 4,939 | 17 | 4,230 | +692 | 3,200 |
| L4 Header + value rows | 39 | 2,419 | 2,458 | 17 | 2,390 | +51 | 0 |
| L5 Aliased header | 39 | 2,399 | 2,438 | 17 | 2,370 | +51 | 0 |
| CSV (format) | 39 | 3,390 | 3,429 | 17 | 2,390 | +1,022 | 0 |

At 2,000 rows, cl100k_base tokens, calls over MCP (2025 shape) on the JSON-RPC wire.

Overhead = (request + result) − (command + payload).

Tool definitions: the tools/list results for \`tasks_list\`, \`tasks_distinct\` and \`tasks_schema\` generated from big\\|file.json (and the one given), against the schema response (ref/schema-response.json, 535 tokens):

### What the tool definitions cost

| Profile | Shape | tools/list result (tokens) | Against the schema response (535 tokens) |
| --- | --- | ---: | --- |
| minimal | 2025 | 380 | minimal, 2025: −155 tokens vs the schema response |
| structured | 2025 | 561 | structured, 2025: +26 tokens vs the schema response |
| minimal | 2026-07-28 (ttlMs, cacheScope) | 406 | minimal, 2026-07-28: −129 tokens vs the schema response |
| structured | 2026-07-28 (ttlMs, cacheScope) | 587 | structured, 2026-07-28: +52 tokens vs the schema response |

${TOOLS_LIST_NOTE}

Pasted tools/list result (ref/tools-list-minimal.json): 471 tokens, −64 tokens vs schema-response.json.
`,
    );
  });

  test('should name the client for 2026-07-28, UTF-8 output, the tools after the tool name and the generated schema response', () => {
    const ladder: Ladder = { ...LADDER, transport: 'mcp-2026-structured', scales: [] };
    const call: CallSettings = {
      ...CALL,
      tool: 'sprint_items_list',
      id: 7,
      commandLine: 'q `x`',
      ascii: false,
      client: { name: 'C', version: '2' },
    };
    const report = buildTransportReport(
      ladder,
      call,
      [{ profile: 'minimal', revision: '2025', tokens: 300 }],
      { tokens: 300 },
      'tasks-5.json',
    );
    expect(transportMarkdown(report)).toBe(
      `cl100k_base tokens; fields: id, status, assignee, priority; transport: MCP 2026-07-28 + structuredContent (--transport mcp-2026-structured)

${INTRO}

Call: tool \`sprint_items_list\`, id 7, client C 2, non-ASCII left as UTF-8; command line: \`\` q \`x\` \`\`

Tool definitions: the tools/list results for \`sprint_items_list\`, \`sprint_items_distinct\` and \`sprint_items_schema\` generated from tasks-5.json, against the schema response (generated from tasks-5.json, 300 tokens):

### What the tool definitions cost

| Profile | Shape | tools/list result (tokens) | Against the schema response (300 tokens) |
| --- | ---: | ---: | --- |
| minimal | 2025 | 300 | minimal, 2025: 0 tokens vs the schema response |

${TOOLS_LIST_NOTE}
`,
    );
  });

  test('should refuse a ladder computed without calls', () => {
    expect(() => buildTransportReport({ ...LADDER, transport: undefined }, CALL, LISTS, { tokens: 1 }, 'x')).toThrow(
      RangeError,
    );
    const noCalls: Ladder = { ...LADDER, scales: [{ ...LADDER.scales[0]!, calls: undefined }] };
    expect(() => buildTransportReport(noCalls, CALL, LISTS, { tokens: 1 }, 'x')).toThrow(
      'scale json-5.txt has no calls',
    );
  });
});

describe('transportJson', () => {
  test('should print the calls by id, each tool list against the schema response, and the schema source', () => {
    const report = buildTransportReport(LADDER, CALL, LISTS, { tokens: 535 }, 'big|file.json', {
      tokens: 676,
      file: 'structured.json',
    });
    const json = transportJson(report);
    expect(Object.keys(json)).toEqual(['encoding', 'fields', 'transport', 'host', 'scales', 'toolsLists', 'schema']);
    expect(json.transport).toBe('mcp-2025');
    expect(json.scales.map(({ rows, label }) => [rows, label])).toEqual([
      [5, 'json-5.txt'],
      [2000, 'big|file.json'],
    ]);
    expect(Object.keys(json.scales[0]!.calls)).toEqual(['L0', 'L1', 'L2', 'L3', 'L4', 'L5', 'csv']);
    expect(json.scales[0]!.calls.L1).toEqual({
      request: 39,
      result: 393,
      commandLine: 17,
      payload: 346,
      quotes: 160,
      overhead: 69,
      total: 432,
    });
    expect(json.toolsLists).toEqual([
      { profile: 'minimal', revision: '2025', tokens: 380, vsSchema: -155 },
      { profile: 'structured', revision: '2025', tokens: 561, vsSchema: 26 },
      { profile: 'minimal', revision: '2026-07-28', tokens: 406, vsSchema: -129 },
      { profile: 'structured', revision: '2026-07-28', tokens: 587, vsSchema: 52 },
      { profile: 'pasted', revision: null, tokens: 676, vsSchema: 141, source: 'structured.json' },
    ]);
    expect(json.schema).toEqual({ source: 'generated', tokens: 535 });
  });
});

describe('helpers', () => {
  test.each([
    ['plain', '`plain`'],
    ['a `b` c', '``a `b` c``'],
    ['`x`', '`` `x` ``'],
    ['two\nlines', '`two lines`'],
  ])('codeSpan(%j) should be %s', (text, span) => {
    expect(codeSpan(text)).toBe(span);
  });

  test('should title each transport with its revision, as the page does', () => {
    expect(transportName('mcp-2025')).toBe('MCP (2025 shape)');
    expect(transportName('mcp-2026')).toBe('MCP 2026-07-28');
    expect(transportName('cli')).toBe('Command line');
  });

  test('should name a schema file by its base name', () => {
    expect(schemaName({ tokens: 1, file: 'a/b\\c.json' })).toBe('c.json');
    expect(schemaName({ tokens: 1, file: undefined })).toBe('generated schema response');
  });
});
