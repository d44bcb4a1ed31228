import { describe, expect, test } from 'vitest';
import { FORMAT_IDS, FORMATS, formatById, isFormatId } from './formats.ts';
import type { FormatId } from './formats.ts';
import { generateTasks } from './builtin-data/generate.ts';
import type { DataRecord } from './json-value.ts';
import { projectRecords } from './records.ts';
import { cellText } from './serializers/compact-cell.ts';
import { parseCsv } from './serializers/csv.ts';
import { projectInSourceOrder } from './serializers/json-source.ts';
import { parseJsonLines } from './serializers/jsonl.ts';
import { parseMarkdownTable } from './serializers/markdown-table.ts';
import { parseToon } from './serializers/toon.ts';
import { parseYaml } from './serializers/yaml.ts';

const TASK_FIELDS = ['id', 'status', 'assignee', 'priority'];

describe('FORMATS', () => {
  test('should define one format per id, in FORMAT_IDS order, each with a name and a one-line rule', () => {
    expect(FORMATS.map((format) => format.id)).toEqual([...FORMAT_IDS]);
    for (const format of FORMATS) {
      expect(format.name).not.toBe('');
      expect(format.rule).toMatch(/^[^\n]+\.$/);
    }
  });

  test.each([...FORMAT_IDS])('formatById(%s) should return the format with that id', (id) => {
    expect(formatById(id).id).toBe(id);
  });

  const ids: { name: string; input: string; expected: boolean }[] = [
    ...FORMAT_IDS.map((id) => ({ name: id, input: id, expected: true })),
    { name: 'a rung id', input: 'L4', expected: false },
    { name: 'another case', input: 'CSV', expected: false },
    { name: 'the empty string', input: '', expected: false },
    { name: 'an Object.prototype key', input: 'toString', expected: false },
  ];
  test.each(ids)('isFormatId should be $expected for $name', ({ input, expected }) => {
    expect(isFormatId(input)).toBe(expected);
  });

  // Exact text of every format for generateTasks(2) under id,status,assignee,priority.
  const fixtureCases: { name: FormatId; expected: string }[] = [
    {
      name: 'csv',
      expected: 'id,status,assignee,priority\r\nTASK-0001,blocked,farah,critical\r\nTASK-0002,done,lucia,high\r\n',
    },
    {
      name: 'yaml',
      expected:
        '- id: TASK-0001\n  status: blocked\n  assignee: farah\n  priority: critical\n' +
        '- id: TASK-0002\n  status: done\n  assignee: lucia\n  priority: high\n',
    },
    {
      name: 'toon',
      expected: '[2]{id,status,assignee,priority}:\n  TASK-0001,blocked,farah,critical\n  TASK-0002,done,lucia,high',
    },
    {
      name: 'markdown',
      expected:
        '| id | status | assignee | priority |\n| --- | --- | --- | --- |\n' +
        '| TASK-0001 | blocked | farah | critical |\n| TASK-0002 | done | lucia | high |\n',
    },
    {
      name: 'jsonl',
      expected:
        '{"id":"TASK-0001","status":"blocked","assignee":"farah","priority":"critical"}\n' +
        '{"id":"TASK-0002","status":"done","assignee":"lucia","priority":"high"}\n',
    },
    {
      name: 'json-source',
      expected:
        '[\n  {\n    "id": "TASK-0001",\n    "status": "blocked",\n    "assignee": "farah",\n    "priority": "critical"\n  },\n' +
        '  {\n    "id": "TASK-0002",\n    "status": "done",\n    "assignee": "lucia",\n    "priority": "high"\n  }\n]',
    },
  ];
  test.each(fixtureCases)('$name should build its exact text for generateTasks(2)', ({ name, expected }) => {
    expect(formatById(name).build(generateTasks(2), TASK_FIELDS)).toBe(expected);
  });

  test.each([...FORMAT_IDS])('%s should not mutate the records or the field list', (id) => {
    const records: DataRecord[] = [{ b: 1, a: [2], c: 'x' }];
    const fields = ['a', 'b'];
    formatById(id).build(records, fields);
    expect(records).toEqual([{ b: 1, a: [2], c: 'x' }]);
    expect(Object.keys(records[0]!)).toEqual(['b', 'a', 'c']);
    expect(fields).toEqual(['a', 'b']);
  });
});

/** Cell text for a table format: cellText, '' for a missing field. */
function cells(
  records: readonly DataRecord[],
  fields: readonly string[],
  text: (cell: string) => string = (cell) => cell,
): string[][] {
  return records.map((record) =>
    fields.map((field) => text(Object.hasOwn(record, field) ? cellText(record[field]!) : '')),
  );
}

/** What each format reads back, and what it must equal, for `records` under `fields`. */
const readBack: Record<
  FormatId,
  (text: string, records: readonly DataRecord[], fields: readonly string[]) => { actual: unknown; expected: unknown }
> = {
  csv: (text, records, fields) => ({
    actual: parseCsv(text),
    expected: { header: fields, rows: cells(records, fields) },
  }),
  // Markdown turns every line break into <br>, which reads back as LF.
  markdown: (text, records, fields) => ({
    actual: parseMarkdownTable(text),
    expected: { header: fields, rows: cells(records, fields, (cell) => cell.replace(/\r\n|\r|<br>/g, '\n')) },
  }),
  yaml: (text, records, fields) => ({ actual: parseYaml(text), expected: projectRecords(records, fields) }),
  toon: (text, records, fields) => ({ actual: parseToon(text), expected: projectRecords(records, fields) }),
  jsonl: (text, records, fields) => ({ actual: parseJsonLines(text), expected: projectInSourceOrder(records, fields) }),
  'json-source': (text, records, fields) => ({
    actual: JSON.parse(text),
    expected: projectInSourceOrder(records, fields),
  }),
};

describe('every format round trip', () => {
  // One record per edge case, with field sets that differ from record to record.
  const edgeRecords: DataRecord[] = [
    { id: 'comma', v: 'a,b', w: 1 },
    { id: 'quote', v: 'say "hi"' },
    { v: 'l1\nl2', id: 'lf' },
    { id: 'cr', v: 'l1\rl2' },
    { id: 'crlf', v: 'l1\r\nl2', w: null },
    { id: 'empty', v: '' },
    { id: 'null', v: null },
    { id: 'numbers', v: -1.5, w: 1e21 },
    { id: 'zero', v: 0, w: false },
    { id: 'bool', v: true },
    { id: 'array', v: [1, ['x', null], {}] },
    { id: 'object', v: { b: [true], a: { c: 'x|y' } } },
    { id: 'non-ASCII', v: 'é 日本' },
    { id: 'emoji', v: '😀' },
    { id: 'token', v: '<|endoftext|>', w: 'pipe | and \\' },
    { id: 'spaces', v: '  x  ' },
    { id: 'missing' },
    {},
  ];
  const cases: { name: string; input: { records: DataRecord[]; fields: string[] } }[] = [
    { name: 'edge-case records', input: { records: edgeRecords, fields: ['id', 'v', 'w'] } },
    { name: 'edge-case records, fields in another order', input: { records: edgeRecords, fields: ['w', 'v', 'id'] } },
    { name: 'zero records', input: { records: [], fields: ['id', 'v'] } },
    { name: 'the fixture generateTasks(20)', input: { records: generateTasks(20), fields: TASK_FIELDS } },
  ];
  const matrix = FORMAT_IDS.flatMap((id) => cases.map(({ name, input }) => ({ id, name, input })));

  test.each(matrix)('$id should read back $name', ({ id, input }) => {
    const text = formatById(id).build(input.records, input.fields);
    const { actual, expected } = readBack[id](text, input.records, input.fields);
    expect(actual).toStrictEqual(expected);
    // Key order too, for the formats that read back records.
    expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
  });
});
