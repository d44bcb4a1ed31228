import { describe, expect, test } from 'vitest';
import { generateTasks } from '../builtin-data/generate.ts';
import type { DataRecord, JsonValue } from '../json-value.ts';
import { cellText } from './compact-cell.ts';
import { parseMarkdownTable, serializeMarkdownTable } from './markdown-table.ts';
import { EDGE_VALUES } from './round-trip.fixture.ts';

describe('serializeMarkdownTable', () => {
  const cases: { name: string; input: { records: DataRecord[]; fields: string[] }; expected: string }[] = [
    {
      name: 'write a header, a separator and one row per record, every line ending with \\n',
      input: {
        records: [
          { id: 'T-1', status: 'open' },
          { id: 'T-2', status: 'done' },
        ],
        fields: ['id', 'status'],
      },
      expected: '| id | status |\n| --- | --- |\n| T-1 | open |\n| T-2 | done |\n',
    },
    {
      name: 'follow the caller field order and leave out unnamed fields',
      input: { records: [{ id: 'T-1', status: 'open', note: 'x' }], fields: ['status', 'id'] },
      expected: '| status | id |\n| --- | --- |\n| open | T-1 |\n',
    },
    {
      name: 'write empty cells for missing fields, null and empty records',
      input: { records: [{ a: 1 }, { b: null }, {}], fields: ['a', 'b'] },
      expected: '| a | b |\n| --- | --- |\n| 1 |  |\n|  |  |\n|  |  |\n',
    },
    {
      name: 'write only header and separator for zero records',
      input: { records: [], fields: ['a'] },
      expected: '| a |\n| --- |\n',
    },
    { name: 'write bare pipes for zero fields', input: { records: [{ a: 1 }], fields: [] }, expected: '|\n|\n|\n' },
    {
      name: 'escape \\ and |, and write CR, LF and CRLF as <br>',
      input: { records: [{ a: 'p|q', b: 'C:\\x', c: 'l1\nl2\rl3\r\nl4', d: '\\|' }], fields: ['a', 'b', 'c', 'd'] },
      expected: '| a | b | c | d |\n| --- | --- | --- | --- |\n| p\\|q | C:\\\\x | l1<br>l2<br>l3<br>l4 | \\\\\\| |\n',
    },
    {
      name: 'leave commas, quotes, other Markdown and surrounding spaces as they are',
      input: { records: [{ a: 'x,y', b: 'say "hi"', c: '*b* `c` <i>', d: ' sp ' }], fields: ['a', 'b', 'c', 'd'] },
      expected: '| a | b | c | d |\n| --- | --- | --- | --- |\n| x,y | say "hi" | *b* `c` <i> |  sp  |\n',
    },
    {
      name: 'spell numbers and booleans as JSON and nested values as minified JSON',
      input: { records: [{ n: 1e21, t: true, o: { k: ['x|y'] } }], fields: ['n', 't', 'o'] },
      expected: '| n | t | o |\n| --- | --- | --- |\n| 1e+21 | true | {"k":["x\\|y"]} |\n',
    },
    {
      name: 'escape header names too',
      input: { records: [], fields: ['a|b', 'l1\nl2'] },
      expected: '| a\\|b | l1<br>l2 |\n| --- | --- |\n',
    },
    {
      name: 'write fixture rows (generateTasks(2))',
      input: { records: generateTasks(2), fields: ['id', 'status', 'assignee', 'priority'] },
      expected:
        '| id | status | assignee | priority |\n| --- | --- | --- | --- |\n' +
        '| TASK-0001 | blocked | farah | critical |\n| TASK-0002 | done | lucia | high |\n',
    },
  ];
  test.each(cases)('should $name', ({ input, expected }) => {
    expect(serializeMarkdownTable(input.records, input.fields)).toBe(expected);
  });
});

describe('parseMarkdownTable', () => {
  const cases: { name: string; input: string; expected: { header: string[]; rows: string[][] } }[] = [
    {
      name: 'read a table',
      input: '| a | b |\n| --- | --- |\n| 1 | 2 |\n',
      expected: { header: ['a', 'b'], rows: [['1', '2']] },
    },
    {
      name: 'accept an aligned separator',
      input: '| a | b |\n| :--- | ---: |\n',
      expected: { header: ['a', 'b'], rows: [] },
    },
    {
      name: 'undo the escapes',
      input: '| a |\n| --- |\n| \\|\\\\<br>x |\n',
      expected: { header: ['a'], rows: [['|\\\nx']] },
    },
    {
      name: 'keep other backslashes',
      input: '| a |\n| --- |\n| \\* |\n',
      expected: { header: ['a'], rows: [['\\*']] },
    },
    { name: 'read zero fields', input: '|\n|\n|\n', expected: { header: [], rows: [[]] } },
  ];
  test.each(cases)('should $name', ({ input, expected }) => {
    expect(parseMarkdownTable(input)).toEqual(expected);
  });

  const errors: { name: string; input: string; expected: string }[] = [
    { name: 'a missing final \\n', input: '| a |\n| --- |', expected: 'does not end with \\n' },
    { name: 'a missing separator', input: '| a |\n', expected: 'needs a header and a separator' },
    { name: 'a bad separator', input: '| a |\n| x |\n', expected: 'line 2: not a separator' },
    {
      name: 'a line without a leading pipe',
      input: '| a |\n| --- |\nx |\n',
      expected: 'line 3: does not begin with |',
    },
    { name: 'a line without a closing pipe', input: '| a |\n| --- |\n| x\n', expected: 'line 3: does not end with |' },
    { name: 'a cell without padding', input: '| a |\n| --- |\n|x|\n', expected: 'line 3: cell 1 is not padded' },
    {
      name: 'a row of the wrong width',
      input: '| a |\n| --- |\n| 1 | 2 |\n',
      expected: 'line 3: 2 cells, the header has 1',
    },
  ];
  test.each(errors)('should throw SyntaxError for $name', ({ input, expected }) => {
    expect(() => parseMarkdownTable(input)).toThrow(SyntaxError);
    expect(() => parseMarkdownTable(input)).toThrow(expected);
  });
});

describe('serializeMarkdownTable round trip through parseMarkdownTable', () => {
  // Each value is written under field `v` beside an `id`; it must read back as its cell text.
  const cases: { name: string; input: JsonValue | undefined }[] = [
    // CR and CRLF read back as LF (see 'cannot tell apart LF, CR, CRLF and a literal <br>' below).
    ...EDGE_VALUES.filter(({ name }) => name !== 'CR' && name !== 'CRLF'),
    { name: 'plain text', input: 'hello world' },
    { name: 'quotes', input: 'say "hi"' },
    { name: 'pipes', input: '|a||b|' },
    { name: 'backslashes', input: '\\a\\\\b\\' },
    { name: 'a backslash before a pipe', input: 'x\\|y' },
    { name: 'a trailing LF', input: 'end\n' },
    { name: 'a missing field', input: undefined },
    { name: 'a nested array', input: [1, [2, 'x|"y"\\']] },
    { name: 'a nested object', input: { b: { c: null }, a: [true] } },
    { name: 'a lone space', input: ' ' },
    { name: 'Markdown syntax', input: '**x** | `y`' },
  ];
  test.each(cases)('should read back the cell text of $name', ({ input }) => {
    const record: DataRecord = input === undefined ? { id: 'T-1' } : { id: 'T-1', v: input };
    const expected = input === undefined ? '' : cellText(input);
    const table = parseMarkdownTable(serializeMarkdownTable([record, { id: 'T-2', v: 'after' }], ['id', 'v']));
    expect(table).toEqual({
      header: ['id', 'v'],
      rows: [
        ['T-1', expected],
        ['T-2', 'after'],
      ],
    });
  });

  test('should read back records with different field sets, empty records and zero records', () => {
    const records: DataRecord[] = [{ a: 1, b: 'x' }, { b: 'y', c: true }, {}, { c: null }];
    expect(parseMarkdownTable(serializeMarkdownTable(records, ['c', 'a', 'b']))).toEqual({
      header: ['c', 'a', 'b'],
      rows: [
        ['', '1', 'x'],
        ['true', '', 'y'],
        ['', '', ''],
        ['', '', ''],
      ],
    });
    expect(parseMarkdownTable(serializeMarkdownTable([], ['a', 'b']))).toEqual({ header: ['a', 'b'], rows: [] });
  });

  test('should read back header names that need escaping', () => {
    const fields = ['a|b', 'c\\d', ' sp', 'l1\nl2'];
    const record: DataRecord = Object.fromEntries(fields.map((field, i) => [field, i]));
    expect(parseMarkdownTable(serializeMarkdownTable([record], fields))).toEqual({
      header: fields,
      rows: [['0', '1', '2', '3']],
    });
  });

  test('should read back the fixture generateTasks(20) as its cell text', () => {
    const fields = ['id', 'status', 'assignee', 'priority'];
    const records = generateTasks(20);
    expect(parseMarkdownTable(serializeMarkdownTable(records, fields))).toEqual({
      header: fields,
      rows: records.map((record) => fields.map((field) => record[field as keyof typeof record])),
    });
  });

  test('cannot tell apart values that share a cell text', () => {
    const records: DataRecord[] = [
      { v: 123 },
      { v: '123' },
      { v: true },
      { v: 'true' },
      { v: null },
      { v: '' },
      {},
      { v: [1] },
      { v: '[1]' },
    ];
    const text = serializeMarkdownTable(records, ['v']);
    expect(text).toBe('| v |\n| --- |\n| 123 |\n| 123 |\n| true |\n| true |\n|  |\n|  |\n|  |\n| [1] |\n| [1] |\n');
    expect(parseMarkdownTable(text).rows.map(([cell]) => cell)).toEqual([
      '123',
      '123',
      'true',
      'true',
      '',
      '',
      '',
      '[1]',
      '[1]',
    ]);
  });

  test('cannot tell apart LF, CR, CRLF and a literal <br>: all read back as LF', () => {
    const records: DataRecord[] = [{ v: 'a\nb' }, { v: 'a\rb' }, { v: 'a\r\nb' }, { v: 'a<br>b' }];
    const text = serializeMarkdownTable(records, ['v']);
    expect(text).toBe('| v |\n| --- |\n| a<br>b |\n| a<br>b |\n| a<br>b |\n| a<br>b |\n');
    expect(parseMarkdownTable(text).rows).toEqual([['a\nb'], ['a\nb'], ['a\nb'], ['a\nb']]);
  });
});
