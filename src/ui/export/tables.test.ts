import { describe, expect, test } from 'vitest';
import { MOVES } from '../../core/analysis/moves.ts';
import { columnHeader, tableToCsv, tableToMarkdown } from '../../core/report/table.ts';
import { generateTasks } from '../../core/builtin-data/generate.ts';
import { computeLadder } from '../../core/ladder/ladder.ts';
import { aliasLegend, assignAliases } from '../../core/serializers/aliases.ts';
import { defaultSchemaResponse } from '../../core/analysis/schema-response.ts';
import { nodeCounter } from '../../node/counter.ts';
import { currentBreakEvens, currentSavings } from '../../core/analysis/current.ts';
import { createAppStore } from '../../state/store.ts';
import { DEFAULT_CALL, callSettingsOf } from '../../core/mcp/call-form.ts';
import type { Cell } from '../../core/report/table.ts';
import { breakEvenTable as breakEvenExportTable } from '../../core/report/tables/break-even.ts';
import { ladderTable as ladderExportTable } from '../../core/report/tables/ladder.ts';
import { savingsTable as savingsExportTable } from '../../core/report/tables/savings.ts';
import { snapshotInput, snapshotText } from './SnapshotButton.tsx';
import { pageCaption } from './export-settings.ts';
import { plainLink } from '../../state/link/url.ts';
import { LINK_DATA_PARAM } from '../../state/link/data.ts';
import { reviewSnapshot } from '../../core/report/snapshot.ts';

/** The texts a row shows. */
const texts = (row: Cell[] | undefined) => row?.map((c) => c.text);

const FIELDS = ['id', 'status', 'assignee', 'priority'];
const counter = nodeCounter('cl100k_base');
const ladder = computeLadder(
  [5, 20].map((rows) => ({ label: `tasks-${rows}.json`, records: generateTasks(rows) })),
  FIELDS,
  counter,
);

describe('table exports build on the cells the tables show', () => {
  test('the ladder table', () => {
    const table = ladderExportTable(ladder, false, false);
    expect(tableToMarkdown(table).split('\n').slice(0, 5)).toEqual([
      '### Tokens per rung and format',
      '',
      '| Rung | 5 rows (tokens) | 20 rows (tokens) |',
      '| --- | ---: | ---: |',
      '| L0 Pretty JSON, full | 473 | 1,931 |',
    ]);
    expect(tableToCsv(table).split('\r\n').slice(0, 3)).toEqual([
      'Rung,5 rows (tokens),5 rows (bytes),5 rows (characters),20 rows (tokens),20 rows (bytes),20 rows (characters)',
      '"L0 Pretty JSON, full",473,1593,1593,1931,6599,6599',
      '"L1 Minified JSON, full",334,1322,1322,1372,5518,5518',
    ]);
    expect(columnHeader(ladderExportTable(ladder, false, true).columns[1]!)).toBe('5 rows, tasks-5.json (tokens)');
  });

  test('the savings table: tokens, the percentage of its denominator, before → after', () => {
    const table = savingsExportTable(ladder, currentSavings({ result: { ladder } }), false);
    expect(texts(table.rows[1])).toEqual([
      'L1 → L3 projection, minified',
      '225 (67.37 % of L1; 334 → 109)',
      '942 (68.66 % of L1; 1,372 → 430)',
    ]);
    expect(savingsExportTable(ladder, currentSavings({ result: { ladder } }), true).rows[1]![1]!.text).toBe(
      '225 (67 % of L1; 334 → 109)',
    );
  });

  test('the break-even table, counting… until the session texts are counted', () => {
    const scale = ladder.scales[0]!;
    const counting = breakEvenExportTable(scale, 'cl100k_base', undefined);
    expect(texts(counting.rows[5])).toEqual([
      'L4 → L5 header aliases',
      'counting…',
      '+2',
      'counting…',
      ...Array(6).fill('counting…'),
    ]);
    const legend = aliasLegend(FIELDS, assignAliases(FIELDS));
    const schema = defaultSchemaResponse(generateTasks(5));
    const breakEvens = currentBreakEvens({
      result: {
        status: 'ready',
        ladder,
        legend: { text: legend, tokens: counter.count(legend) },
        schema: { text: schema, tokens: counter.count(schema) },
      },
      detailRows: 5,
      session: { schema: null, legend: null, custom: '', customNeededBy: [] },
      sessionCounts: {},
    });
    const table = breakEvenExportTable(scale, 'cl100k_base', breakEvens);
    expect(table.rows).toHaveLength(MOVES.length);
    expect(texts(table.rows[5])).toEqual([
      'L4 → L5 header aliases',
      '21',
      '+2',
      '11 queries',
      '−19',
      '−11',
      '−1',
      '+19',
      '+79',
      '+179',
    ]);
    expect(tableToMarkdown(table)).toContain('| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  });
});

describe('snapshotInput', () => {
  test('with no field kept: the settings, then why there is nothing to count, and no L2–L5 figure', () => {
    const store = createAppStore();
    store.getState().setResult({ status: 'ready', ladder });
    store.getState().setFields(store.getState().availableFields, false);
    const input = snapshotInput(store.getState(), 'http://127.0.0.1/cce/?view=ladder')!;
    const message = `No field is kept (0 of ${store.getState().availableFields.length}), so the projected rungs L2–L5 have nothing to count: keep at least one field.`;
    expect(input.nothingKept).toBe(message);
    const text = reviewSnapshot(input);
    expect(text.endsWith(`## Nothing to count\n\n${message}\n`)).toBe(true);
    expect(text).toContain('## Settings');
    expect(text).not.toContain('L2 Pretty JSON, projected');
    expect(text).not.toContain('## Savings');
  });

  test('reads the store through the page selectors', () => {
    const store = createAppStore();
    const legend = aliasLegend(FIELDS, assignAliases(FIELDS));
    const schema = defaultSchemaResponse(generateTasks(20));
    store.getState().setResult({
      status: 'ready',
      ladder,
      legend: { text: legend, tokens: counter.count(legend) },
      schema: { text: schema, tokens: counter.count(schema) },
    });
    expect(snapshotInput(createAppStore().getState(), 'x')).toBeUndefined();
    const input = snapshotInput(store.getState(), 'http://127.0.0.1/cce/?view=ladder')!;
    expect(input.detailRows).toBe(20);
    expect(input.growth).toBeUndefined(); // the placeholder is not counted yet
    const text = reviewSnapshot(input);
    expect(text).toContain('| Rung | 5 rows (tokens) | 20 rows (tokens) |');
    expect(text).toContain(
      '| L0 Pretty JSON, full | 473 | 1,931 |\n' +
        '| L1 Minified JSON, full | 334 | 1,372 |\n' +
        '| L2 Pretty JSON, projected | 188 | 749 |\n' +
        '| L3 Minified JSON, projected | 109 | 430 |\n' +
        '| L4 Header + value rows | 64 | 241 |\n' +
        '| L5 Aliased header | 62 | 239 |',
    );
    expect(text).toContain('- Scales: 5 and 20 rows');
    expect(text).toContain('### Break-even per move');
    expect(text).toContain('At 20 rows, cl100k_base tokens.');
  });

  test('the snapshot shows the session texts as edited and, over MCP, the call totals the views show', () => {
    const store = createAppStore();
    const legend = aliasLegend(FIELDS, assignAliases(FIELDS));
    const withCalls = computeLadder(
      [5, 20].map((rows) => ({ label: `tasks-${rows}.json`, records: generateTasks(rows) })),
      FIELDS,
      counter,
      [],
      { transport: 'mcp-2025', settings: callSettingsOf(DEFAULT_CALL, FIELDS) },
    );
    store.getState().setResult({
      status: 'ready',
      ladder: withCalls,
      legend: { text: legend, tokens: 21 },
      schema: { text: 'S', tokens: 1 },
    });
    const edited = 'i id\ns status\na assignee\np priority\n';
    store.getState().setSessionText('legend', edited);
    store.getState().setSessionCounts({ [edited]: counter.count(edited) });
    store.getState().setTransport('mcp-2025');
    const input = snapshotInput(store.getState(), 'http://127.0.0.1/cce/')!;
    expect(input.legendTokens).toBe(13);
    expect(input.callsOver).toBe('mcp-2025');
    const text = reviewSnapshot(input);
    expect(text).toContain("L5's alias legend, read once per session: 13 tokens.");
    expect(text).toContain('- Alias legend: 13 tokens, needed by L5');
    // 20 rows: L0 (1,931 payload tokens) is 2,261 tokens as a call, L1 (1,372) 1,520; the page counts the same.
    const minify = input.savings[1]!.find((s) => s.move.id === 'L0-L1')!;
    expect([minify.before, minify.after, minify.saved]).toEqual([2261, 1520, 741]);
    expect(text).toContain('741 (32.77 % of L0; 2,261 → 1,520)');
    expect(text).toContain('tokens saved per call over MCP (2025 shape) on the JSON-RPC wire, request + result');
    expect(text).toContain(
      'At 20 rows, cl100k_base tokens per call over MCP (2025 shape) on the JSON-RPC wire, request + result.',
    );
  });
});

describe('snapshotText: the link back to the page', () => {
  /** A store with the ladder counted, as the page has it once the worker answered. */
  function counted() {
    const store = createAppStore();
    store.getState().setResult({ status: 'ready', ladder });
    return store;
  }

  test('the built-in fixture: the plain link with the same settings, which opens the same numbers', () => {
    const store = counted();
    const text = snapshotText(store.getState(), 'http://127.0.0.1/cce/?view=savings#top')!;
    const link = plainLink(store.getState(), 'http://127.0.0.1/cce/');
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1\/cce\/\?/);
    expect(link).toContain('fields=id,status,assignee,priority');
    expect(text.split('\n').slice(0, 5)).toEqual([
      '# Context cost review snapshot',
      '',
      `Link: <${link}>`,
      '',
      'The link opens the page with these settings and the same data: every number below.',
    ]);
  });

  test("the user's data from a data link: the plain link, without the data or its field names", () => {
    const store = counted();
    const dataset = {
      label: 'mine.json',
      rows: 5,
      format: 'json-array' as const,
      path: null,
      candidates: [],
      notices: [],
    };
    store.getState().useFiles(1, [dataset], FIELDS, 'all');
    const text = snapshotText(
      store.getState(),
      `http://127.0.0.1/cce/?view=ladder&${LINK_DATA_PARAM}=eJzLSM3JyQcABiwCFQ`,
    )!;
    const link = /^Link: <(.*)>$/m.exec(text)![1]!;
    expect(link).toBe(plainLink(store.getState(), 'http://127.0.0.1/cce/'));
    expect(new URL(link).searchParams.has(LINK_DATA_PARAM)).toBe(false);
    expect(link).not.toContain('assignee');
    expect(text).toContain('load the same files there to see these numbers');
  });
});

describe('pageCaption: what a chart download says of the page', () => {
  test('the built-in fixture, its scales, the fields kept, the encoding, the transport and the day', () => {
    const store = createAppStore();
    expect(pageCaption(store.getState(), new Date('2026-12-01T12:00:00Z'))).toBeUndefined();
    store.getState().setResult({ status: 'ready', ladder });
    store.getState().setTransport('mcp-2025');
    expect(pageCaption(store.getState(), new Date('2026-12-01T12:00:00Z'))).toEqual([
      'Data: built-in task-tracker fixture',
      '5 and 20 rows',
      '4 fields kept: id, status, assignee, priority',
      'Encoding: cl100k_base',
      'Transport: MCP (2025 shape) on the JSON-RPC wire',
      'Made 2026-12-01',
    ]);
    expect(pageCaption(store.getState(), new Date('2026-12-01T12:00:00Z'), 20)![1]).toBe(
      'At 20 rows (of 5 and 20 rows)',
    );
  });
});
