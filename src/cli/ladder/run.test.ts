import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readInput } from '../../core/input/read-input.ts';
import type { Ladder, LadderDataset } from '../../core/ladder/ladder.ts';
import { wholeSourceOf } from '../../core/whole/source.ts';
import { buildRungTexts, computeLadder } from '../../core/ladder/ladder.ts';
import { RUNGS, RUNG_IDS } from '../../core/ladder/rungs.ts';
import { nodeCounter } from '../../node/counter.ts';
import { requireArticleLadderDir } from '../../node/reference-dir.ts';
import { ROLL_CALL, commandTests, fixture, loadRecords } from '../commands.fixture.ts';
import { runLadderCli } from './run.ts';
import { formatInt } from '../../core/format/numbers.ts';

const { scratch, run, testErrorLines, testUsage, describeAsProgram } = commandTests('ladder', runLadderCli);
/** The data set the CLI reads from `path`: records and whole source (the text as received). */
const loadDataset = (path: string): LadderDataset => {
  const text = readFileSync(path, 'utf8');
  const input = readInput(text, path);
  return { label: basename(path), records: input.records, whole: wholeSourceOf(text, input) };
};

/** Every rung file under `dir/<rows>/` equals buildRungTexts byte for byte. */
function expectEmitted(dir: string, path: string, fields: readonly string[]): void {
  const records = loadRecords(path);
  const texts = buildRungTexts(records, fields);
  for (const id of RUNG_IDS) {
    const written = readFileSync(join(dir, String(records.length), `${id}.txt`));
    expect(written.equals(Buffer.from(texts[id], 'utf8')), `${path} ${id}`).toBe(true);
  }
}

describe('npm run ladder: Markdown', () => {
  test('should print the ladder of fixtures/tasks-5.json over every field by default', () => {
    const { status, stdout, stderr } = run(fixture(5));
    expect(status).toBe(0);
    expect(stderr).toBe('');
    const fields = ['id', 'name', 'status', 'assignee', 'description', 'priority', 'created', 'updated'];
    const expected = computeLadder(
      [{ label: 'tasks-5.json', records: loadRecords(fixture(5)) }],
      fields,
      nodeCounter('cl100k_base'),
    );
    const counts = RUNG_IDS.map((id) => formatInt(expected.scales[0]!.rungs[id].tokens));
    const received = formatInt(nodeCounter('cl100k_base').count(readFileSync(fixture(5), 'utf8')));
    const lines = stdout.split('\n');
    expect(lines.slice(0, 14)).toEqual([
      `cl100k_base tokens; fields: ${fields.join(', ')}`,
      '',
      '### Tokens per rung and format',
      '',
      '| Rung | 5 rows (tokens) |',
      '| --- | ---: |',
      `| As received | ${received} |`,
      ...RUNGS.map((rung, i) => `| ${rung.id} ${rung.name} | ${counts[i]} |`),
      '',
    ]);
    expect(lines.slice(14, 19)).toEqual([
      'Each cell: cl100k_base tokens of the whole response.',
      '',
      'As received: the exact text given, only at a scale that is the whole file or paste.',
      '',
      '| rung | name | rule |',
    ]);
    expect(stdout).toContain('```text\ncompact header aliases:\ni = id\nn = name\n');
    expect(stdout.endsWith('u = updated\n```\n')).toBe(true);
  });

  test('should keep the files in the order given, one table column each', () => {
    const { status, stdout } = run('--fields', 'id,status', fixture(20), fixture(5), fixture(100));
    expect(status).toBe(0);
    const header = stdout.split('\n').find((line) => line.startsWith('| Rung |'))!;
    expect(header.split(' | ').slice(1)).toEqual(['20 rows (tokens)', '5 rows (tokens)', '100 rows (tokens) |']);
  });

  test('should count the roll-call legend as 21 cl100k_base tokens', () => {
    expect(run('--fields', ROLL_CALL.join(','), fixture(5)).stdout).toContain(
      'L5 alias legend (21 tokens, sent once):',
    );
  });
});

describe('npm run ladder: --json', () => {
  test('should print exactly the Ladder of computeLadder as one JSON object', () => {
    const { status, stdout, stderr } = run('--json', '--fields', ROLL_CALL.join(','), fixture(5), fixture(20));
    expect(status).toBe(0);
    expect(stderr).toBe('');
    const expected = computeLadder(
      [5, 20].map((rows) => loadDataset(fixture(rows))),
      ROLL_CALL,
      nodeCounter('cl100k_base'),
    );
    expect(stdout).toBe(`${JSON.stringify(expected, null, 2)}\n`);
    const ladder = JSON.parse(stdout) as Ladder;
    expect(Object.keys(ladder)).toEqual(['encoding', 'fields', 'scales']);
    expect(Object.keys(ladder.scales[0]!)).toEqual(['label', 'rows', 'rungs', 'asReceived', 'asReceivedProjected']);
    expect(Object.keys(ladder.scales[0]!.rungs)).toEqual([...RUNG_IDS]);
    expect(Object.keys(ladder.scales[0]!.rungs.L0).sort()).toEqual(['bytes', 'chars', 'tokens']);
    // The fixture files are L0 plus a final line break.
    expect(ladder.scales[0]!.asReceived).toEqual({
      tokens: nodeCounter('cl100k_base').count(readFileSync(fixture(5), 'utf8')),
      bytes: ladder.scales[0]!.rungs.L0.bytes + 1,
      chars: ladder.scales[0]!.rungs.L0.chars + 1,
    });
    // Less the dropped fields, in the file's own layout (2-space indent, keys as the file has them,
    // sorted): L2's text plus the same final line break.
    const { L2 } = ladder.scales[0]!.rungs;
    expect(ladder.scales[0]!.asReceivedProjected).toEqual({
      tokens: nodeCounter('cl100k_base').count(`${buildRungTexts(loadRecords(fixture(5)), ROLL_CALL).L2}\n`),
      bytes: L2.bytes + 1,
      chars: L2.chars + 1,
    });
  });

  test('should count with o200k_base when asked', () => {
    const ladder = JSON.parse(run('--json', '--encoding', 'o200k_base', fixture(5)).stdout) as Ladder;
    expect(ladder.encoding).toBe('o200k_base');
    const expected = computeLadder([loadDataset(fixture(5))], ladder.fields, nodeCounter('o200k_base'));
    expect(ladder).toEqual(expected);
  });

  test("should default to the union of all files' fields in first-seen order", () => {
    const first = join(scratch, 'union-a.json');
    const second = join(scratch, 'union-b.json');
    writeFileSync(first, '[{"a": 1, "b": 2}, {"a": 3}]');
    writeFileSync(second, '\ufeff[{"c": "x", "a": 4}]\n');
    const ladder = JSON.parse(run('--json', first, second).stdout) as Ladder;
    expect(ladder.fields).toEqual(['a', 'b', 'c']);
    expect(ladder.scales.map(({ label, rows }) => [label, rows])).toEqual([
      ['union-a.json', 2],
      ['union-b.json', 1],
    ]);
  });
});

describe('npm run ladder: tool responses as input', () => {
  const listing = join(scratch, 'listing.json');
  writeFileSync(
    listing,
    `{"kind": "Listing", "data": {"children": [
      {"id": "a", "user": {"login": "ana", "id": 12345678901234567890}, "score": 1.0},
      {"id": "b", "user": {"login": "bo", "id": 2}, "score": 2},
      {"id": "c", "user": {"login": "cy", "id": 3}, "score": 3}
    ], "links": [{"href": "/x"}]}}`,
  );
  const lines = join(scratch, 'events.jsonl');
  writeFileSync(lines, '{"id":"a","user":{"login":"ana"}}\n{"id":"b","user":{"login":"bo"}}\n\n');

  test('should use the largest array of objects and say so on stderr', () => {
    const { status, stdout, stderr } = run('--json', listing);
    expect(status).toBe(0);
    expect(stderr).toBe(
      `ladder: ${listing}: using data.children (3 records); other arrays: data.links (1 record)\n` +
        `ladder: ${listing}: 2 numbers are kept digit for digit as written (first: 12345678901234567890 in record 1, field user.id); a JavaScript number would change them\n`,
    );
    const ladder = JSON.parse(stdout) as Ladder;
    expect(ladder.fields).toEqual(['id', 'user.login', 'user.id', 'score']);
    expect(ladder.scales.map(({ label, rows }) => [label, rows])).toEqual([['listing.json', 3]]);
  });

  test('should read a single object (a get response) as one record and say so on stderr', () => {
    const single = join(scratch, 'get.json');
    writeFileSync(single, '{"id": "TASK-1", "ids": [1, 2], "labels": [{"name": "bug"}]}');
    const { status, stdout, stderr } = run('--json', single);
    expect(status).toBe(0);
    expect(stderr).toBe(
      `ladder: ${single}: read as one record: its largest array of objects, labels (1 record), holds 25 % of its values (under 50 %: a detail, not the list); pick an array with "Records at" on the page or --path on the command line\n`,
    );
    const ladder = JSON.parse(stdout) as Ladder;
    expect(ladder.fields).toEqual(['id', 'ids', 'labels[].name']);
    expect(ladder.scales.map(({ label, rows }) => [label, rows])).toEqual([['get.json', 1]]);
  });

  test('should use the array --path names, with no notice about it', () => {
    const { status, stdout, stderr } = run('--json', '--path', 'data.links', listing);
    expect(status).toBe(0);
    expect(stderr).toBe('');
    expect((JSON.parse(stdout) as Ladder).fields).toEqual(['href']);
  });

  test('should flatten nested objects into dotted fields with --flatten', () => {
    const { status, stdout } = run('--json', '--flatten', '--path', 'data.children', listing);
    expect(status).toBe(0);
    // Flattened, each key holds a dot: its path escapes it (the L4 header writes the key as it is).
    expect((JSON.parse(stdout) as Ladder).fields).toEqual(['id', 'user\\.login', 'user\\.id', 'score']);
  });

  test('should project a dotted field without flattening, and write the numbers digit for digit', () => {
    const dir = join(scratch, 'emit-listing');
    const { status, stdout, stderr } = run('--json', '--fields', 'id,user.id,score', '--emit', dir, listing);
    expect(status).toBe(0);
    expect(stderr).toMatch(/wrote .*3\/L0\.txt … L5\.txt and 1 more\n$/);
    expect(readFileSync(join(dir, '3', 'as-received.txt'), 'utf8')).toBe(readFileSync(listing, 'utf8'));
    expect((JSON.parse(stdout) as Ladder).fields).toEqual(['id', 'user.id', 'score']);
    expect(readFileSync(join(dir, '3', 'L4.txt'), 'utf8')).toBe(
      'id,user.id,score\na,12345678901234567890,1.0\nb,2,2\nc,3,3\n',
    );
    expect(readFileSync(join(dir, '3', 'L0.txt'), 'utf8')).toContain('"id": 12345678901234567890,');
  });

  test('should refuse a dotted field that leads nowhere', () => {
    const { status, stderr } = run('--fields', 'id,user.name', listing);
    expect(status).toBe(2);
    expect(stderr).toMatch(
      /ladder: unknown field "user\.name" in --fields; the data has: id, user\.login, user\.id, score\n$/,
    );
  });

  test('should read JSON Lines, one record per line', () => {
    const { status, stdout, stderr } = run('--json', '--fields', 'id,user.login', lines);
    expect(status).toBe(0);
    expect(stderr).toBe('');
    const ladder = JSON.parse(stdout) as Ladder;
    expect(ladder.scales.map(({ label, rows }) => [label, rows])).toEqual([['events.jsonl', 2]]);
    expect(ladder.fields).toEqual(['id', 'user.login']);
  });

  test('should name the JSON Lines line that is not valid JSON', () => {
    const bad = join(scratch, 'bad.jsonl');
    writeFileSync(bad, '{"a":1}\n{"a":2}\n{"a":3,}\n');
    const { status, stderr } = run(bad);
    expect(status).toBe(2);
    expect(stderr).toMatch(/^ladder: .*bad\.jsonl: invalid JSON Lines at line 3, column 8: .*\n$/);
  });
});

describe('npm run ladder: --emit', () => {
  test('should write every rung text byte-identical to buildRungTexts, and keep stdout the JSON only', () => {
    const dir = join(scratch, 'emit-fixtures');
    const { status, stdout, stderr } = run(
      '--json',
      '--emit',
      dir,
      '--fields',
      ROLL_CALL.join(','),
      fixture(5),
      fixture(20),
    );
    expect(status).toBe(0);
    expect(() => JSON.parse(stdout) as unknown).not.toThrow();
    expect(stderr.trim().split('\n')).toHaveLength(2);
    expectEmitted(dir, fixture(5), ROLL_CALL);
    expectEmitted(dir, fixture(20), ROLL_CALL);
  });

  test('should refuse two files with the same row count before writing anything', () => {
    const dir = join(scratch, 'emit-clash');
    const { status, stderr } = run('--emit', dir, fixture(5), fixture(5));
    expect(status).toBe(2);
    expect(stderr).toMatch(
      /^ladder: --emit: .*tasks-5\.json and .*tasks-5\.json both have 5 rows; emit needs distinct row counts\n$/,
    );
    expect(() => readFileSync(join(dir, '5', 'L0.txt'))).toThrow();
  });
});

describe('npm run ladder: errors and help', () => {
  const badJson = join(scratch, 'bad.json');
  const notArray = join(scratch, 'object.json');
  const scalar = join(scratch, 'scalar.json');
  const nan = join(scratch, 'nan.json');
  writeFileSync(badJson, '[\n  {"a": 1\n    "b": 2}\n]\n');
  writeFileSync(notArray, '{"id": "TASK-1", "ids": [1, 2]}');
  writeFileSync(scalar, '42\n');
  writeFileSync(nan, '[{"a": 1},\n {"a": NaN}]\n');

  testErrorLines([
    [
      'a missing file',
      [join(scratch, 'missing.json')],
      /^ladder: cannot read .*missing\.json: no such file or directory$/,
    ],
    ['a directory', [scratch], /^ladder: cannot read .*: is a directory$/],
    [
      'invalid JSON',
      [badJson],
      /^ladder: .*bad\.json: invalid JSON at line 3, column 5: Expected ',' or '}' after property value$/,
    ],
    [
      'a path to an array that is not there',
      ['--path', 'items', notArray],
      /^ladder: .*object\.json: path items not found: the top-level object has no key "items"; it holds no array of objects$/,
    ],
    [
      'a scalar',
      [scalar],
      /^ladder: .*scalar\.json: expected an array of records or an object holding one, found a number$/,
    ],
    ['a NaN', [nan], /^ladder: .*nan\.json: NaN at line 2, column 8 is not JSON: write null or a string$/],
    [
      'a --path that leads nowhere',
      ['--path', 'data.items', fixture(5)],
      /^ladder: .*tasks-5\.json: path data\.items not found: the top-level value is an array \(of 5\); leave the path out$/,
    ],
    [
      'an empty --path',
      ['--path', ' ', fixture(5)],
      /^ladder: --path needs dotted keys, e\.g\. data\.children \(see --help\)$/,
    ],
    [
      'a --path with an empty key',
      ['--path', 'data..children', fixture(5)],
      /^ladder: --path has an empty key in "data\.\.children"; separate keys with single dots \(see --help\)$/,
    ],
    [
      'an unknown encoding',
      ['--encoding', 'p50k_base', fixture(5)],
      /^ladder: unknown tokenizer "p50k_base"; use one of cl100k_base, o200k_base, o200k_harmony, llama3, qwen3, deepseek_v3, gemma3 \(see --help\)$/,
    ],
    [
      'an unknown field',
      ['--fields', 'id,owner', fixture(5)],
      /^ladder: unknown field "owner" in --fields; the data has: id, name, status, assignee, description, priority, created, updated$/,
    ],
    ['a repeated field', ['--fields', 'id,id', fixture(5)], /^ladder: --fields names "id" twice \(see --help\)$/],
    ['an empty field name', ['--fields', 'id,', fixture(5)], /^ladder: --fields has an empty name in "id,"/],
    ['an unknown option', ['--bogus', fixture(5)], /^ladder: Unknown option '--bogus' \(see --help\)$/],
    [
      'a missing option value',
      [fixture(5), '--emit'],
      /^ladder: Option '--emit <value>' argument missing \(see --help\)$/,
    ],
    ['no file', ['--json'], /^ladder: no FILE given \(see --help\)$/],
    [
      '--csv with --json',
      ['--csv', '--json', fixture(5)],
      /^ladder: --csv and --json each choose the output; give one \(see --help\)$/,
    ],
  ]);

  testUsage(['--fields', '--encoding', '--json', '--csv', '--emit', '--path KEYS', '--flatten', 'JSON Lines']);
});

describeAsProgram();

// Never skipped: without the data every case fails saying where to put it.
const referenceDir = (): string => requireArticleLadderDir();

describe('npm run ladder: reference article-ladder', () => {
  const reference = (rows: number): string => join(referenceDir(), `json-${rows}.txt`);

  test('should reproduce the published roll-call ladder at 5 and 20 rows in --json', () => {
    const { status, stdout } = run('--json', '--fields', ROLL_CALL.join(','), reference(5), reference(20));
    expect(status).toBe(0);
    const ladder = JSON.parse(stdout) as Ladder;
    expect(ladder.encoding).toBe('cl100k_base');
    expect(ladder.fields).toEqual(ROLL_CALL);
    expect(ladder.scales.map((scale) => [scale.label, scale.rows])).toEqual([
      ['json-5.txt', 5],
      ['json-20.txt', 20],
    ]);
    expect(RUNG_IDS.map((id) => ladder.scales[0]!.rungs[id].tokens)).toEqual([485, 346, 186, 107, 65, 63]);
    expect(RUNG_IDS.map((id) => ladder.scales[1]!.rungs[id].tokens)).toEqual([1957, 1398, 742, 423, 239, 237]);
  });

  test("should count json-5.txt as received as the article's whole response: 1,732 bytes and 485 tokens", () => {
    const ladder = JSON.parse(run('--json', reference(5)).stdout) as Ladder;
    expect(ladder.scales[0]!.asReceived).toEqual({ tokens: 485, bytes: 1732, chars: 1732 });
  });

  test('should print the published counts with thousands separators in Markdown', () => {
    const { stdout } = run('--fields', ROLL_CALL.join(','), reference(5), reference(20));
    expect(stdout).toContain(
      '| Rung | 5 rows (tokens) | 20 rows (tokens) |\n' +
        '| --- | ---: | ---: |\n' +
        '| As received | 485 | 1,957 |\n' +
        '| L0 Pretty JSON, full | 485 | 1,957 |\n' +
        '| L1 Minified JSON, full | 346 | 1,398 |\n' +
        '| L2 Pretty JSON, projected | 186 | 742 |\n' +
        '| L3 Minified JSON, projected | 107 | 423 |\n' +
        '| L4 Header + value rows | 65 | 239 |\n' +
        '| L5 Aliased header | 63 | 237 |\n',
    );
  });

  test('should emit rung texts byte-identical to buildRungTexts', () => {
    const dir = join(scratch, 'emit-reference');
    expect(run('--emit', dir, '--fields', ROLL_CALL.join(','), reference(5), reference(20)).status).toBe(0);
    expectEmitted(dir, reference(5), ROLL_CALL);
    expectEmitted(dir, reference(20), ROLL_CALL);
  });
});
