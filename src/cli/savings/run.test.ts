import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { HORIZONS } from '../../core/analysis/break-even.ts';
import { MOVES, orderingComparison, savingsTable } from '../../core/analysis/moves.ts';
import { moveBreakEven } from '../../core/analysis/session-texts.ts';
import type { SessionText } from '../../core/analysis/session-texts.ts';
import { computeLadder } from '../../core/ladder/ladder.ts';
import { REPRESENTATIONS } from '../../core/representation-list.ts';
import { aliasLegend, assignAliases } from '../../core/serializers/aliases.ts';
import { defaultSchemaResponse } from '../../core/analysis/schema-response.ts';
import { nodeCounter } from '../../node/counter.ts';
import { requireArticleLadderDir } from '../../node/reference-dir.ts';
import { ROLL_CALL, commandTests, fixture, loadRecords } from '../commands.fixture.ts';
import type { SavingsJson } from './run.ts';
import { runSavingsCli } from './run.ts';
import { readDatasets } from '../read-files.ts';

const counter = nodeCounter('cl100k_base');

const { scratch, run, runJson, testErrorLines, testUsage, describeAsProgram } = commandTests<SavingsJson>(
  'savings',
  runSavingsCli,
);

const moveJson = (json: SavingsJson, rows: number, id: string) =>
  json.savings.find((s) => s.rows === rows)!.moves.find((m) => m.id === id)!;
const breakEvenJson = (json: SavingsJson, id: string) => json.breakEven.find((b) => b.id === id)!;

describe('npm run savings: --json against the core functions', () => {
  const files = [5, 20, 100, 500].map(fixture);
  const datasets = files.map((path) => ({ label: path, records: loadRecords(path) }));
  const ladder = computeLadder(datasets, ROLL_CALL, counter);

  test('should print every move at every scale as savingsTable computes it, in MOVES order', () => {
    const json = runJson('--fields', ROLL_CALL.join(','), '--base', 'move', ...files);
    expect(Object.keys(json)).toEqual([
      'encoding',
      'fields',
      'at',
      'baseline',
      'savings',
      'ordering',
      'sessionTexts',
      'breakEven',
    ]);
    expect(json.encoding).toBe('cl100k_base');
    expect(json.fields).toEqual(ROLL_CALL);
    expect(json.baseline).toBe('move');
    const expected = savingsTable(ladder.scales);
    expect(json.savings.map((s) => s.rows)).toEqual([5, 20, 100, 500]);
    json.savings.forEach((scale, i) => {
      expect(scale.moves.map((m) => m.id)).toEqual(MOVES.map((m) => m.id));
      scale.moves.forEach((m, j) => {
        const e = expected[i]![j]!;
        expect(m).toEqual({
          id: e.move.id,
          from: e.move.from,
          to: e.move.to,
          before: e.before,
          after: e.after,
          saved: e.saved,
          percent: e.percent,
        });
      });
    });
  });

  test('should take every percentage of the text as received by default: the files are own data', () => {
    const json = runJson('--fields', ROLL_CALL.join(','), ...files);
    expect(json.baseline).toBe('as-received');
    const received = computeLadder(readDatasets(files), ROLL_CALL, counter);
    const expected = savingsTable(received.scales, 'as-received');
    json.savings.forEach((scale, i) =>
      scale.moves.forEach((m, j) => expect(m.percent).toEqual(expected[i]![j]!.percent)),
    );
    // 5 rows: the file as received is 473 tokens (written pretty, as L0); as received → L4 saves 473 − 64 = 409 of them.
    expect(json.savings[0]!.moves.map((m) => m.id)).toEqual([
      'received-fields',
      ...['L0', 'L1', 'L2', 'L3', 'L4', 'L5'].map((id) => `received-${id}`),
    ]);
    expect(moveJson(json, 5, 'received-L4')).toMatchObject({ from: 'as-received', before: 473, after: 64, saved: 409 });
    expect(moveJson(json, 5, 'received-L4').percent.denominator).toBe('as received');
    expect(moveJson(json, 5, 'received-L4').percent.value.toFixed(2)).toBe('86.47');
  });

  test('should use 100 rows as the detail scale by default, and the ordering comparison there', () => {
    const json = runJson('--fields', ROLL_CALL.join(','), ...files);
    expect(json.at).toBe(100);
    const expected = orderingComparison(ladder.scales[2]!);
    expect(json.ordering.map((p) => p.name)).toEqual(expected.map((p) => p.name));
    json.ordering.forEach((path, i) => {
      expect(path.steps.map((s) => [s.id, s.name, s.saved, s.percent.value])).toEqual(
        expected[i]!.steps.map((s) => [s.move.id, s.move.name, s.saved, s.percent.value]),
      );
      expect(path.total.saved).toBe(expected[i]!.total.saved);
    });
  });

  test('should count the generated schema response (of the largest file) and legend, and break even as moveBreakEven', () => {
    const json = runJson('--fields', ROLL_CALL.join(','), '--at', '20', ...files);
    expect(json.at).toBe(20);
    const texts: SessionText[] = [
      {
        id: 'schema',
        name: 'Schema response',
        tokens: counter.count(defaultSchemaResponse(datasets[3]!.records)),
        neededBy: REPRESENTATIONS.map((r) => r.id),
      },
      {
        id: 'legend',
        name: 'Alias legend',
        tokens: counter.count(aliasLegend(ROLL_CALL, assignAliases(ROLL_CALL))),
        neededBy: ['L5'],
      },
    ];
    expect(json.sessionTexts).toEqual(texts.map((t) => ({ ...t, neededBy: [...t.neededBy] })));
    const scale = ladder.scales[1]!;
    json.breakEven.forEach((b, i) => {
      const move = MOVES[i]!;
      const e = moveBreakEven(move, 20, scale.rungs[move.from].tokens - scale.rungs[move.to].tokens, texts);
      expect(b).toEqual({
        id: move.id,
        from: move.from,
        to: move.to,
        oneTime: e.oneTime,
        savingPerQuery: e.savingPerQuery,
        breakEven: e.breakEven,
        net: e.net,
      });
      expect(b.net.map((n) => n.queries)).toEqual([...HORIZONS]);
    });
  });

  test('should default to the largest file when none has 100 rows, whatever the order given', () => {
    expect(runJson(fixture(500), fixture(5), fixture(20)).at).toBe(500);
    expect(runJson(fixture(5)).at).toBe(5);
  });

  test('should charge a custom text to the moves into the rungs that need it, read --schema and --legend as given', () => {
    const schema = join(scratch, 'schema.txt');
    const legend = join(scratch, 'legend.txt');
    const custom = join(scratch, 'custom.txt');
    writeFileSync(schema, 'list() { id status }');
    writeFileSync(legend, '\ufeffi = id\n');
    writeFileSync(custom, 'Rows are comma-separated; the first line names the fields.');
    const json = runJson(
      '--fields',
      'id,status',
      '--schema',
      schema,
      '--legend',
      legend,
      '--custom',
      custom,
      '--custom-rungs',
      'l5,L4',
      fixture(5),
    );
    const tokens = (text: string) => counter.count(text);
    expect(json.sessionTexts).toEqual([
      {
        id: 'schema',
        name: 'Schema response',
        tokens: tokens('list() { id status }'),
        neededBy: REPRESENTATIONS.map((r) => r.id),
      },
      { id: 'legend', name: 'Alias legend', tokens: tokens('i = id\n'), neededBy: ['L5'] },
      {
        id: 'custom',
        name: 'Custom one-time text',
        tokens: tokens('Rows are comma-separated; the first line names the fields.'),
        neededBy: ['L4', 'L5'],
      },
    ]);
    const [, legendText, customText] = json.sessionTexts;
    expect(breakEvenJson(json, 'L3-L4').oneTime).toBe(customText!.tokens);
    expect(breakEvenJson(json, 'L4-L5').oneTime).toBe(legendText!.tokens);
    expect(breakEvenJson(json, 'L0-L5').oneTime).toBe(legendText!.tokens + customText!.tokens);
    expect(breakEvenJson(json, 'L1-L3').oneTime).toBe(0);
  });

  test('should count with o200k_base when asked', () => {
    const json = runJson('--encoding', 'o200k_base', '--fields', 'id,status', fixture(5));
    expect(json.encoding).toBe('o200k_base');
    const expected = computeLadder(
      [{ label: 'tasks-5.json', records: loadRecords(fixture(5)) }],
      ['id', 'status'],
      nodeCounter('o200k_base'),
    );
    // The file is written as L0 is: as received → L4 saves what L0 → L4 does.
    expect(moveJson(json, 5, 'received-L4').saved).toBe(
      expected.scales[0]!.rungs.L0.tokens - expected.scales[0]!.rungs.L4.tokens,
    );
  });
});

describe('npm run savings: Markdown', () => {
  test('should print the five sections, the savings cells as the JSON has them', () => {
    const { status, stdout, stderr } = run('--fields', ROLL_CALL.join(','), fixture(5), fixture(100));
    expect(status).toBe(0);
    expect(stderr).toBe('');
    const json = runJson('--fields', ROLL_CALL.join(','), fixture(5), fixture(100));
    const lines = stdout.split('\n');
    expect(lines[0]).toBe('cl100k_base tokens; fields: id, status, assignee, priority');
    expect(lines).toContain('| Move | 5 rows (tokens saved) | 100 rows (tokens saved) |');
    const l3 = moveJson(json, 100, 'received-L3');
    expect(stdout).toContain(
      `| as received → L3 minified JSON, projected | ${moveJson(json, 5, 'received-L3').saved} (`,
    );
    // Of the text as received by default (the 100-row file is 9,683 tokens as received, pretty as L0).
    expect(stdout).toContain(`(${l3.percent.value.toFixed(2)} % of as received; 9,683 → 2,142)`);
    expect(l3.percent.value.toFixed(2)).toBe('77.88');
    // The verdict's field move: the same pretty text less the dropped fields is L2, 3,741 tokens.
    expect(stdout).toContain(
      '| as received → fields dropped in its own style | 285 (60.25 % of as received; 473 → 188) |',
    );
    expect(stdout).toContain('\nAt 100 rows: each step');
    expect(stdout).toContain('\nSession texts, read once per session:\n');
    expect(stdout).toContain('| Alias legend | generated | 21 | L5 |\n');
    expect(stdout).toContain(
      '| Move | One-time cost (tokens) | Saving per query (tokens) | Break-even (queries) | Net after 1 query (tokens) | Net after 5 queries (tokens) | Net after 10 queries (tokens) | Net after 20 queries (tokens) | Net after 50 queries (tokens) | Net after 100 queries (tokens) |\n',
    );
    expect(stdout.endsWith('net after N queries is N × s − C.\n')).toBe(true);
  });
});

describe('npm run savings: errors and help', () => {
  const notArray = join(scratch, 'string.json');
  writeFileSync(notArray, '"tasks"');

  testErrorLines([
    [
      'a missing file',
      [join(scratch, 'missing.json')],
      /^savings: cannot read .*missing\.json: no such file or directory$/,
    ],
    [
      'a scalar',
      [notArray],
      /^savings: .*string\.json: expected an array of records or an object holding one, found a string$/,
    ],
    [
      'a missing --schema file',
      ['--schema', join(scratch, 'nope.json'), fixture(5)],
      /^savings: cannot read .*nope\.json: no such file or directory$/,
    ],
    [
      'an unknown encoding',
      ['--encoding', 'p50k_base', fixture(5)],
      /^savings: unknown tokenizer "p50k_base"; use one of cl100k_base, o200k_base, o200k_harmony, llama3, qwen3, deepseek_v3, gemma3 \(see --help\)$/,
    ],
    [
      'an unknown field',
      ['--fields', 'id,owner', fixture(5)],
      /^savings: unknown field "owner" in --fields; the data has: id, name, /,
    ],
    ['a repeated field', ['--fields', 'id,id', fixture(5)], /^savings: --fields names "id" twice \(see --help\)$/],
    [
      'a --at no file has',
      ['--at', '7', fixture(5), fixture(20)],
      /^savings: --at 7: no FILE has 7 rows; the files have 5 rows, 20 rows$/,
    ],
    [
      'a --at that is not a row count',
      ['--at', '5.5', fixture(5)],
      /^savings: --at needs a row count \(a whole number\), got "5\.5" \(see --help\)$/,
    ],
    [
      '--custom without --custom-rungs',
      ['--custom', notArray, fixture(5)],
      /^savings: --custom needs --custom-rungs: .* \(see --help\)$/,
    ],
    [
      '--custom-rungs without --custom',
      ['--custom-rungs', 'L5', fixture(5)],
      /^savings: --custom-rungs needs --custom FILE \(see --help\)$/,
    ],
    [
      'an unknown rung',
      ['--custom', notArray, '--custom-rungs', 'L4,L6', fixture(5)],
      /^savings: --custom-rungs: unknown rung "L6"; use L0, L1, L2, L3, L4, L5 \(see --help\)$/,
    ],
    [
      'a repeated rung',
      ['--custom', notArray, '--custom-rungs', 'L4,l4', fixture(5)],
      /^savings: --custom-rungs names L4 twice \(see --help\)$/,
    ],
    [
      'an --emit (a ladder option)',
      ['--emit', scratch, fixture(5)],
      /^savings: Unknown option '--emit' \(see --help\)$/,
    ],
    [
      'a missing option value',
      [fixture(5), '--schema'],
      /^savings: Option '--schema <value>' argument missing \(see --help\)$/,
    ],
    ['no file', ['--json'], /^savings: no FILE given \(see --help\)$/],
  ]);

  testUsage([
    '--fields',
    '--encoding',
    '--json',
    '--at',
    '--schema',
    '--legend',
    '--custom',
    '--custom-rungs',
    '--base',
  ]);
});

describeAsProgram();

describe('npm run savings: reference article-ladder', () => {
  // Without the reference data each case fails with where to put it; none is skipped.
  const referenceDir = (): string => requireArticleLadderDir();
  // The article's figures are of each move's source rung (its rule), not the default for own data.
  const args = () => [
    '--base',
    'move',
    '--fields',
    ROLL_CALL.join(','),
    '--schema',
    join(referenceDir(), 'schema-response.json'),
    ...[5, 20, 100, 500].map((rows) => join(referenceDir(), `json-${rows}.txt`)),
  ];
  const percent = (json: SavingsJson, rows: number, id: string) => moveJson(json, rows, id).percent.value.toFixed(2);

  test('should reproduce the seed article percentages at 100 rows with their denominators', () => {
    const json = runJson(...args());
    expect(json.at).toBe(100);
    expect(percent(json, 100, 'L1-L3')).toBe('70.31');
    expect(percent(json, 100, 'L0-L2')).toBe('62.51');
    expect(percent(json, 100, 'L3-L4')).toBe('44.76');
    expect(percent(json, 100, 'L0-L4')).toBe('88.27');
    expect(['L1-L3', 'L0-L2', 'L3-L4', 'L0-L4'].map((id) => moveJson(json, 100, id).percent.denominator)).toEqual([
      'L1',
      'L0',
      'L3',
      'L0',
    ]);
  });

  test('should reproduce the ordering comparison at 100 rows: 28.46 then 70.31, 62.51 then 43.36, 78.76 either way', () => {
    const [minifyFirst, projectFirst] = runJson(...args()).ordering;
    expect(minifyFirst!.name).toBe('minify, then project');
    expect(minifyFirst!.steps.map((s) => s.percent.value.toFixed(2))).toEqual(['28.46', '70.31']);
    expect(projectFirst!.name).toBe('project, then minify');
    expect(projectFirst!.steps.map((s) => s.percent.value.toFixed(2))).toEqual(['62.51', '43.36']);
    for (const path of [minifyFirst!, projectFirst!]) {
      expect(path.total.percent.value.toFixed(2)).toBe('78.76');
      expect(path.total.percent.denominator).toBe('L0');
    }
  });

  test('should reproduce the break-even at 5 rows: aliases cost 21 once, save 2, pay back after 11 queries', () => {
    const json = runJson('--at', '5', ...args());
    expect(json.at).toBe(5);
    expect(json.sessionTexts.map((t) => [t.id, t.tokens])).toEqual([
      ['schema', 535],
      ['legend', 21],
    ]);
    const aliases = breakEvenJson(json, 'L4-L5');
    expect(aliases).toMatchObject({ oneTime: 21, savingPerQuery: 2, breakEven: { pays: true, queries: 11 } });
    expect(aliases.net.find((n) => n.queries === 10)!.tokens).toBe(-1);
    expect(aliases.net.find((n) => n.queries === 100)!.tokens).toBe(179);
    for (const id of ['L1-L3', 'L0-L2', 'L3-L4']) {
      expect(breakEvenJson(json, id)).toMatchObject({ oneTime: 0, breakEven: { pays: true, queries: 1 } });
    }
  });

  test('should print the same figures in Markdown', () => {
    const { status, stdout } = run('--at', '5', ...args());
    expect(status).toBe(0);
    expect(stdout).toContain(
      '| L1 → L3 projection, minified | 239 (69.08 % of L1; 346 → 107) | 975 (69.74 % of L1; 1,398 → 423) | 4,948 (70.31 % of L1; 7,037 → 2,089) |',
    );
    expect(stdout).toContain('| Schema response | ');
    expect(stdout).toContain(
      'schema-response.json | 535 | every rung and format |\n| Alias legend | generated | 21 | L5 |\n',
    );
    expect(stdout).toContain('| L4 → L5 header aliases | 21 | +2 | 11 queries | −19 | −11 | −1 | +19 | +79 | +179 |\n');
  });
});
