/**
 * One table per view, three places: for the same input (the built-in fixture at 5 and 20 rows,
 * counted by the Node counter), the table the page hands to its Markdown/CSV export, the review
 * snapshot's section and the table the command line prints are the same text.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { currentBreakEvens, currentOrdering, detailScale } from '../../core/analysis/current.ts';
import { computeGrowth } from '../../core/conversation/growth.ts';
import { chosenPrice, DEFAULT_PRICE_CHOICE, inputPrices } from '../../core/money/choice.ts';
import { DEFAULT_SIM } from '../../core/conversation/sim-form.ts';
import { reviewSnapshot } from '../../core/report/snapshot.ts';
import type { ExportTable } from '../../core/report/table.ts';
import { tableToCsv, tableToMarkdown } from '../../core/report/table.ts';
import { generateTasks } from '../../core/builtin-data/generate.ts';
import { computeLadder } from '../../core/ladder/ladder.ts';
import { readInput } from '../../core/input/read-input.ts';
import { wholeSourceOf } from '../../core/whole/source.ts';
import type { WholeFormatId } from '../../core/whole/formats.ts';
import { DEFAULT_CALL, callSettingsOf } from '../../core/mcp/call-form.ts';
import { toolsListsFor } from '../../core/mcp/tools-lists-for.ts';
import { aliasLegend, assignAliases } from '../../core/serializers/aliases.ts';
import { defaultSchemaResponse } from '../../core/analysis/schema-response.ts';
import { runLadderCli } from '../../cli/ladder/run.ts';
import { runSavingsCli } from '../../cli/savings/run.ts';
import { runSimulateCli } from '../../cli/simulate/run.ts';
import { runTransportCli } from '../../cli/transport/run.ts';
import { nodeCounter } from '../../node/counter.ts';
import { createAppStore } from '../../state/store.ts';
import type { AppStore } from '../../state/store.ts';
import type { RequestRoute } from '../../state/requests.ts';
import { BreakEvenTable } from '../break-even/BreakEvenTable.tsx';
import { GrowthSummary } from '../growth/GrowthSummary.tsx';
import { LadderTable } from '../ladder/LadderTable.tsx';
import { OrderingPanel } from '../savings/OrderingPanel.tsx';
import { SavingsTable } from '../savings/SavingsTable.tsx';
import { ScalingChart } from '../savings/ScalingChart.tsx';
import { AppContext } from '../shared/store-context.tsx';
import { PerCallTable } from '../transport/PerCallTable.tsx';
import { ToolDefinitionPanel } from '../transport/ToolDefinitionPanel.tsx';
import { snapshotInput } from './SnapshotButton.tsx';

// The page's export buttons, replaced by a recorder of the table each view hands them.
const exported: ExportTable[] = [];
vi.mock('./TableExport.tsx', () => ({
  TableExport: ({ table }: { table: ExportTable }) => {
    exported.push(table);
    return null;
  },
}));

const FIELDS = ['id', 'status', 'assignee', 'priority'];
const ROWS = [5, 20];
const counter = nodeCounter('cl100k_base');
const fixture = (rows: number) => fileURLToPath(new URL(`../../../fixtures/tasks-${rows}.json`, import.meta.url));
const records = (rows: number) => generateTasks(rows);
const calls = { transport: 'mcp-2025' as const, settings: callSettingsOf(DEFAULT_CALL, FIELDS) };
const ladder = computeLadder(
  ROWS.map((rows) => ({ label: `tasks-${rows}.json`, records: records(rows) })),
  FIELDS,
  counter,
  [],
  calls,
);

// The ladder of the same files dropped on the page: the worker keeps their texts, so the table
// gains the As received row the command line prints for a file (and the whole formats asked for).
const droppedLadder = (whole: WholeFormatId[] = []) =>
  computeLadder(
    ROWS.map((rows) => {
      const text = readFileSync(fixture(rows), 'utf8');
      const input = readInput(text, `tasks-${rows}.json`);
      return { label: `tasks-${rows}.json`, records: input.records, whole: wholeSourceOf(text, input) };
    }),
    FIELDS,
    counter,
    [],
    whole.length > 0 ? undefined : calls,
    whole,
  );
const dropped = droppedLadder();

// The store as the page has it once the worker has answered for the built-in fixture.
function readyStore(): AppStore {
  const store = createAppStore();
  const legend = aliasLegend(FIELDS, assignAliases(FIELDS));
  const schema = defaultSchemaResponse(records(20));
  store.getState().setResult({
    status: 'ready',
    ladder,
    legend: { text: legend, tokens: counter.count(legend) },
    schema: { text: schema, tokens: counter.count(schema) },
    toolsLists: toolsListsFor(records(20), DEFAULT_CALL.tool, counter),
  });
  store.setState({ sessionCounts: { [DEFAULT_SIM.placeholder]: counter.count(DEFAULT_SIM.placeholder) } });
  return store;
}

/** The page's text: `element` rendered as the page renders it, tags dropped, entities decoded. */
let shown = '';

/** The tables `element` hands to its export buttons; {@link shown} becomes its text. */
function pageTables(store: AppStore, element: ReactElement): ExportTable[] {
  exported.length = 0;
  // Server rendering reads zustand's initial state; hand it the current state instead.
  const current = { ...store, getInitialState: store.getState } as unknown as AppStore;
  const html = renderToStaticMarkup(
    <AppContext.Provider value={{ store: current, route: {} as RequestRoute }}>{element}</AppContext.Provider>,
  );
  shown = html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return [...exported];
}

/** Every cell of `table` (from column `from` on) shows on the page, as its lines or its text. */
function expectShown(table: ExportTable, from = 0) {
  for (const row of table.rows)
    for (const cell of row.slice(from)) for (const line of cell.lines ?? [cell.text]) expect(shown).toContain(line);
}

/** What a command prints on stdout, run in this process. */
function cli(
  run: (argv: string[], output: { stdout(t: string): void; stderr(t: string): void }) => number,
  argv: string[],
) {
  let stdout = '';
  let stderr = '';
  const status = run(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
  return stdout;
}

const files = ROWS.map(fixture);
const fieldsArg = ['--fields', FIELDS.join(',')];
let store: AppStore;
let snapshot: string;
beforeEach(() => {
  store = readyStore();
  snapshot = reviewSnapshot(snapshotInput(store.getState(), 'http://127.0.0.1/cce/')!);
});

/** `table` as Markdown is in the snapshot and in the command's output, character for character. */
function expectEverywhere(table: ExportTable, printed: string) {
  const markdown = tableToMarkdown(table);
  expect(snapshot).toContain(markdown);
  expect(printed).toContain(markdown);
}

describe('each view’s table is one text on the page, in the snapshot and on the command line', () => {
  test('ladder', () => {
    store.getState().setResult({ ...store.getState().result, ladder: dropped });
    snapshot = reviewSnapshot(snapshotInput(store.getState(), 'http://127.0.0.1/cce/')!);
    const [table] = pageTables(store, <LadderTable ladder={dropped} />);
    expect(table!.title).toBe('Tokens per rung and format');
    expect(table!.rows[0]![0]!.text).toBe('As received');
    expectShown(table!);
    // The page's model (Claude Sonnet 4.5, no log open): each count an estimate, as `--model` says on the command line.
    expectEverywhere(table!, cli(runLadderCli, [...fieldsArg, '--model', store.getState().pricing.model, ...files]));
  });

  test("the ladder's CSV: Download CSV with the files loaded and `npm run ladder -- --csv` are one text", () => {
    const [table] = pageTables(store, <LadderTable ladder={dropped} showLabels />);
    const csv = tableToCsv(table!);
    expect(csv.split('\r\n').slice(0, 2)).toEqual([
      'Rung,"5 rows, tasks-5.json (tokens)","5 rows, tasks-5.json (bytes)","5 rows, tasks-5.json (characters)","20 rows, tasks-20.json (tokens)","20 rows, tasks-20.json (bytes)","20 rows, tasks-20.json (characters)"',
      'As received,473,1594,1594,1931,6600,6600',
    ]);
    expect(cli(runLadderCli, [...fieldsArg, '--csv', ...files])).toBe(csv);
  });

  test('the whole-response rows and the savings of as received: page, snapshot and command line', () => {
    const whole = droppedLadder(['json-min', 'toon']);
    store.getState().setResult({ ...store.getState().result, ladder: whole });
    store.getState().setBaseline('as-received');
    snapshot = reviewSnapshot(snapshotInput(store.getState(), 'http://127.0.0.1/cce/')!);
    const [table] = pageTables(store, <LadderTable ladder={whole} />);
    expect(table!.rows.slice(-2).map((row) => row[0]!.text)).toEqual([
      'Whole response, minified JSON',
      'Whole response, TOON',
    ]);
    expectShown(table!);
    const printed = cli(runLadderCli, [...fieldsArg, '--model', store.getState().pricing.model, ...files, '--whole']);
    expect(snapshot).toContain(tableToMarkdown(table!));
    // The command line prints all four whole formats; the two the page shows are the same rows.
    for (const row of tableToMarkdown(table!)
      .split('\n')
      .filter((l) => l.startsWith('| Whole')))
      expect(printed).toContain(row);
    const [savings] = pageTables(store, <SavingsTable ladder={whole} />);
    expect(savings!.rows[0]![1]!.text).toMatch(/ % of as received; /);
    expectShown(savings!);
    expect(snapshot).toContain(tableToMarkdown(savings!));
    expect(snapshot).toContain(
      '- Savings baseline: percentages of the text as received (JSON and JSON Lines files, whole or their first records)',
    );
  });

  test('savings, ordering and scaling', () => {
    const state = store.getState();
    // The page here shows the built-in data (percentages of each move's source rung); the command
    // line's files are own data (of the text as received by default): the same baseline asked.
    // The page's model (Claude Sonnet 4.5, no log open): its tables say the counts are estimates, as `--model` does.
    const model = ['--model', state.pricing.model];
    const printed = cli(runSavingsCli, [...fieldsArg, ...model, '--base', 'move', ...files]);
    const [savings] = pageTables(store, <SavingsTable ladder={ladder} />);
    expect(savings!.notes!.at(-1)).toMatch(/^estimate: Claude's tokenizer is not public/);
    expectShown(savings!);
    const [ordering] = pageTables(
      store,
      <OrderingPanel paths={currentOrdering(state)!} rows={detailScale(state)!.rows} whole={false} />,
    );
    expectShown(ordering!, 1); // the page heads each path with its order instead of a column
    const [fits] = pageTables(store, <ScalingChart ladder={ladder} />);
    expectShown(fits!);
    expect([savings, ordering, fits].map((t) => t!.title)).toEqual([
      'Savings of each move',
      'Why one operation has two percentages',
      'How each rung grows with rows: fitted lines',
    ]);
    for (const table of [savings!, ordering!, fits!]) expectEverywhere(table, printed);
  });

  test("the savings views' CSVs: Download CSV and `npm run savings -- --csv TABLE` are one text each", () => {
    const state = store.getState();
    const [savings] = pageTables(store, <SavingsTable ladder={ladder} />);
    const [ordering] = pageTables(
      store,
      <OrderingPanel paths={currentOrdering(state)!} rows={detailScale(state)!.rows} whole={false} />,
    );
    const [fits] = pageTables(store, <ScalingChart ladder={ladder} />);
    const [breakEven] = pageTables(
      store,
      <BreakEvenTable scale={detailScale(state)!} encoding="cl100k_base" breakEvens={currentBreakEvens(state)} />,
    );
    const tables = { savings, ordering, fits, 'break-even': breakEven };
    for (const [name, table] of Object.entries(tables))
      expect(cli(runSavingsCli, [...fieldsArg, '--base', 'move', '--csv', name, ...files]), name).toBe(
        tableToCsv(table!),
      );
  });

  test('break-even', () => {
    const state = store.getState();
    const [table] = pageTables(
      store,
      <BreakEvenTable scale={detailScale(state)!} encoding="cl100k_base" breakEvens={currentBreakEvens(state)} />,
    );
    expect(table!.notes![0]).toBe('At 20 rows, cl100k_base tokens.');
    expectShown(table!);
    expectEverywhere(table!, cli(runSavingsCli, [...fieldsArg, '--model', state.pricing.model, ...files]));
  });

  test('transport: one call per rung, and the tool definitions', () => {
    const state = store.getState();
    const printed = cli(runTransportCli, [...fieldsArg, '--transport', 'mcp-2025', ...files]);
    const [perCall] = pageTables(store, <PerCallTable ladder={ladder} scale={detailScale(state)!} cliChosen={false} />);
    expectShown(perCall!);
    const [tools] = pageTables(
      store,
      <ToolDefinitionPanel toolsLists={state.result.toolsLists} schema={state.result.schema} />,
    );
    expectShown(tools!);
    expect(perCall!.notes![0]).toBe(
      'At 20 rows, cl100k_base tokens, calls over MCP (2025 shape) on the JSON-RPC wire.',
    );
    expect(tools!.rows).toHaveLength(4);
    expectEverywhere(perCall!, printed);
    expectEverywhere(tools!, printed);
  });

  test('conversation growth', () => {
    // The page's default model, Claude Sonnet 4.5, on the page and as --model on the command line.
    const price = chosenPrice(DEFAULT_PRICE_CHOICE)!;
    const sessionCounts = store.getState().sessionCounts;
    const growth = computeGrowth(DEFAULT_SIM, ladder, sessionCounts, undefined, inputPrices(price), price.id);
    if (!growth.ready) throw new Error(growth.reason);
    // The window limit is the model's: Claude Sonnet 4.5's 200,000 tokens, on the page and on the command line.
    expect(growth.limit).toEqual({ tokens: 200_000, source: { kind: 'model', name: 'Claude Sonnet 4.5' } });
    const [table] = pageTables(
      store,
      <GrowthSummary series={growth.series} limit={growth.limit.tokens} currency={price.currency} />,
    );
    expectShown(table!);
    const config = join(mkdtempSync(join(tmpdir(), 'cce-tables-')), 'defaults.json');
    writeFileSync(config, '{}');
    expect(table!.title).toBe('Totals over 25 steps');
    expect(table!.rows[0]!.at(-2)!.text).toBe('$1.05');
    expectEverywhere(table!, cli(runSimulateCli, ['--config', config, '--model', price.id]));
  });
});
