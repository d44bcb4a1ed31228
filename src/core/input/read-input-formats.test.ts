import { describe, expect, test } from 'vitest';
import { LosslessNumber } from 'lossless-json';
import type { InputResult } from './read-input.ts';
import { readInput } from './read-input.ts';
import { inputErrorOf } from './input-error.fixture.ts';
import { decodeBytes } from './decode.ts';

const errorOf = inputErrorOf;

/** The result without its records, for comparing the rest exactly. */
const shape = ({ records: _records, ...rest }: InputResult) => rest;

const CSV_NOTICE =
  'read as CSV with a header row (3 fields); cells written as JSON numbers or true/false are numbers and booleans, the rest strings';

describe('readInput: CSV and TSV with a header row', () => {
  const csv = 'id,title,done\r\n1,"Fix, now",false\r\n12345678901234567890,"say ""hi""",true\r\n007,,x\r\n';

  test.each([
    ['tasks.csv', csv],
    ['pasted text', csv],
  ])('should read %s as records: numbers (exact) and booleans typed, the rest strings', (source, text) => {
    const result = readInput(text, source);
    expect(result.records).toEqual([
      { id: 1, title: 'Fix, now', done: false },
      { id: new LosslessNumber('12345678901234567890'), title: 'say "hi"', done: true },
      { id: '007', title: '', done: 'x' },
    ]);
    expect(shape(result)).toEqual({
      fields: ['id', 'title', 'done'],
      path: null,
      candidates: [],
      format: 'csv',
      notices: [
        CSV_NOTICE,
        '1 number is kept digit for digit as written (first: 12345678901234567890 in record 2, field id); a JavaScript number would change it',
      ],
    });
  });

  test('should read TSV by its extension and by its content', () => {
    const tsv = 'id\tname\n1\tana\n2\tbo b\n';
    for (const source of ['tasks.tsv', 'pasted text']) {
      const result = readInput(tsv, source);
      expect(result.records).toEqual([
        { id: 1, name: 'ana' },
        { id: 2, name: 'bo b' },
      ]);
      expect(result.format).toBe('tsv');
      expect(result.notices[0]).toMatch(/^read as TSV with a header row \(2 fields\)/);
    }
  });

  test('should refuse CSV without a header row, naming what it looks like', () => {
    const text = '1,ana,open\n2,bo,done\n';
    const message =
      'this looks like CSV without a header row: its first row (1, ana, open) holds a number in column 1, as in every row below; add a header row naming the fields';
    expect(errorOf(text, 'tasks.csv').message).toBe(`tasks.csv: ${message}`);
    expect(errorOf(text, 'pasted text').message).toBe(`pasted text: ${message}`);
  });

  test('should take a header above typed values or of another length as a header', () => {
    // Integer-like keys come first in a JavaScript object, as they do for JSON input.
    expect(readInput('region,2023,2024\nEU,5,6\nUS,7,8\n', 'sales.csv').fields).toEqual(['2023', '2024', 'region']);
    expect(readInput('name,state\nana,open\nbo,done\n', 'pasted text').fields).toEqual(['name', 'state']);
  });

  test.each([
    [
      'an empty header cell',
      'id,,x\n1,2,3\n',
      'tasks.csv: the CSV header row has an empty name in column 2; every column needs a field name',
    ],
    [
      'a repeated header',
      'id,x,id\n1,2,3\n',
      'tasks.csv: the CSV header row names the field "id" twice (columns 1 and 3)',
    ],
    ['a short row', 'id,x\n1,2\n3\n', 'tasks.csv: CSV row 3 has 1 cell; the header row has 2'],
    ['a header only', 'id,x\n', 'tasks.csv holds no records (a header row but no rows); nothing to count'],
    ['an unclosed quote', 'id,x\n1,"ab\n', 'tasks.csv: invalid CSV at row 2: Quoted field unterminated'],
  ])('should refuse %s with a message saying where', (_name, text, message) => {
    expect(errorOf(text, 'tasks.csv').message).toBe(message);
  });

  test('should refuse a path for CSV', () => {
    expect(errorOf('id,x\n1,2\n', 'tasks.csv', { path: 'items' }).message).toBe(
      'tasks.csv is CSV (one record per row); the path items applies only to a single JSON or YAML document',
    );
  });
});

describe('readInput: YAML', () => {
  test('should read a YAML list of mappings as records, numbers kept as written', () => {
    const text =
      '- id: 12345678901234567890\n  title: Fix it\n  labels: [bug, ui]\n- id: 2\n  title: "x: y"\n  labels: []\n';
    for (const source of ['tasks.yaml', 'tasks.yml', 'pasted text']) {
      const result = readInput(text, source);
      expect(result.records).toEqual([
        { id: new LosslessNumber('12345678901234567890'), title: 'Fix it', labels: ['bug', 'ui'] },
        { id: 2, title: 'x: y', labels: [] },
      ]);
      expect(result.format).toBe('yaml-list');
    }
  });

  test('should read a YAML mapping as a JSON object is read: its list of records, or itself as one record', () => {
    const wrapper = readInput('total: 2\nitems:\n  - id: 1\n  - id: 2\n', 'list.yaml');
    expect(wrapper.records).toEqual([{ id: 1 }, { id: 2 }]);
    expect(shape(wrapper)).toMatchObject({ path: 'items', format: 'yaml-object' });
    const single = readInput('id: 7\ntitle: Crash\nuser:\n  login: ana\n', 'pasted text');
    expect(single.records).toEqual([{ id: 7, title: 'Crash', user: { login: 'ana' } }]);
    expect(shape(single)).toMatchObject({ path: '.', format: 'yaml-object' });
  });

  test.each([
    ['YAML with no list of records', '- a\n- b\n', 'tasks.yaml: record 1 is a string, expected an object'],
    [
      'a YAML scalar',
      'just words\n',
      'tasks.yaml: expected an array of records or an object holding one, found a string',
    ],
    ['invalid YAML', 'a: 1\na: 2\n', 'tasks.yaml: invalid YAML at line 2, column 1: Map keys must be unique'],
    ['.inf', '- n: .inf\n', 'tasks.yaml: .inf at line 1, column 6 is not a JSON number: write null or a string'],
  ])('should refuse %s', (_name, text, message) => {
    expect(errorOf(text, 'tasks.yaml').message).toBe(message);
  });
});

describe('readInput: text that is none of them gets a message naming what it looks like', () => {
  test.each([
    ['plain text', 'Not found\n', 'this looks like plain text ("Not found"), not data; '],
    ['HTML', '<html><body>502</body></html>', 'this looks like HTML or XML, not data; '],
    [
      'ragged CSV',
      'a,b,c\n1,2,3\n4,5\n',
      'this looks like CSV, but its rows have different numbers of cells (row 1: 3, row 3: 2)',
    ],
    [
      'broken YAML',
      'a: 1\nb: [1, 2\n',
      'this looks like YAML, but: invalid YAML at line 2, column 9: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ],
  ])('should refuse %s', (_name, text, start) => {
    expect(errorOf(text, 'pasted text').message).toContain(`pasted text: ${start}`);
  });

  test('should keep the JSON message for text that starts as JSON, and for a .json file', () => {
    expect(errorOf('[{"a":1,}]', 'pasted text').message).toMatch(/^pasted text: invalid JSON at line 1, column 9/);
    expect(errorOf('not json, nor csv\n', 'tasks.json').message).toMatch(
      /^tasks\.json: invalid JSON at line 1, column 2: Unexpected token 'o'$/,
    );
  });

  test('should read a .json file that holds CSV as CSV, and say so', () => {
    const result = readInput('id,title\n1,a\n', 'tasks.json');
    expect(result.records).toEqual([{ id: 1, title: 'a' }]);
    expect(result.notices[0]).toBe('tasks.json is not JSON; read by its content');
  });
});

describe("readInput: JSON only (an agent log's tool results)", () => {
  test('should leave text that parses as YAML or CSV to the JSON reader, which refuses it', () => {
    expect(errorOf('ok: 3 tests passed', 'result 0', { jsonOnly: true }).message).toMatch(
      /^result 0: invalid JSON at line 1, column 1: /,
    );
    expect(errorOf('id,x\n1,2\n', 'result 1.csv', { jsonOnly: true }).message).toMatch(/^result 1\.csv: invalid JSON/);
    expect(readInput('[{"a":1}]', 'result 2', { jsonOnly: true }).records).toEqual([{ a: 1 }]);
  });

  test('should say that unnamed text was read as YAML', () => {
    const oneRecord = 'read as one record: a single object with no array of objects in it';
    expect(readInput('ok: 3 tests passed', 'pasted text').notices).toEqual([
      'read as YAML: the text is not JSON',
      oneRecord,
    ]);
    expect(readInput('ok: 3\n', 'tasks.json').notices).toEqual([
      'tasks.json is not JSON; read by its content',
      oneRecord,
    ]);
  });
});

describe('readInput: nothing to count', () => {
  test.each([
    ['[]', 'tasks.json holds no records (an empty array); nothing to count'],
    ['[{}]', 'tasks.json: its records have no fields (1 empty object); nothing to count'],
    ['[{},{}]', 'tasks.json: its records have no fields (2 empty objects); nothing to count'],
    ['{}', 'tasks.json: its records have no fields (1 empty object); nothing to count'],
  ])('should refuse %s', (text, message) => {
    expect(errorOf(text, 'tasks.json').message).toBe(message);
  });
});

describe('readInput: nesting depth', () => {
  test.each([
    ['[[[…]]]', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
    ['{"a":{"a":…}}', `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`],
    ['a JSON Lines record', `{"a":1}\n${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}\n`],
    ['YAML', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ])('should refuse %s 100,000 levels deep with a message naming the limit', (name, text) => {
    const source = name === 'YAML' ? 'deep.yaml' : 'deep.json';
    const depth = name === 'a JSON Lines record' ? '100,001' : '100,000';
    expect(errorOf(text, source).message).toBe(
      name === 'YAML'
        ? 'deep.yaml is nested too deeply for the YAML reader (it ran out of stack); the limit is 256 levels of arrays and objects inside one another'
        : `${source} is nested ${depth} levels deep (arrays and objects inside one another); the limit is 256 levels`,
    );
  });

  test('should read 256 levels, and refuse 257', () => {
    const nested = (levels: number) => `[${'{"a":'.repeat(levels - 1)}1${'}'.repeat(levels - 1)}]`;
    expect(readInput(nested(256), 'ok.json').records).toHaveLength(1);
    expect(errorOf(nested(257), 'deep.json').message).toMatch(/^deep\.json is nested 257 levels deep/);
  });
});

describe('readInput: decoded files', () => {
  test('should say how a UTF-16 file was decoded, once', () => {
    const bytes = Uint8Array.from([0xff, 0xfe, ...[...'[{"a":1}]'].flatMap((c) => [c.charCodeAt(0), 0])]);
    const { text, ...decoded } = decodeBytes(bytes);
    expect(readInput(text, 'tasks.json', { decoded }).notices).toEqual([
      'decoded as UTF-16LE (its byte-order mark FF FE, stripped)',
    ]);
  });
});
