import { describe, expect, test } from 'vitest';
import { generateTasks } from '../builtin-data/generate.ts';
import type { DataRecord, JsonValue } from '../json-value.ts';
import { cellText } from './compact-cell.ts';
import { parseCsv, serializeCsv } from './csv.ts';

describe('serializeCsv', () => {
  const cases: { name: string; input: { records: DataRecord[]; fields: string[] }; expected: string }[] = [
    {
      name: 'write a header and one row per record, every line ending with CRLF',
      input: {
        records: [
          { id: 'T-1', status: 'open' },
          { id: 'T-2', status: 'done' },
        ],
        fields: ['id', 'status'],
      },
      expected: 'id,status\r\nT-1,open\r\nT-2,done\r\n',
    },
    {
      name: 'follow the caller field order and leave out unnamed fields',
      input: { records: [{ id: 'T-1', status: 'open', note: 'x' }], fields: ['status', 'id'] },
      expected: 'status,id\r\nopen,T-1\r\n',
    },
    {
      name: 'write empty cells for missing fields and keep the commas of an empty record',
      input: { records: [{ a: 1 }, {}, { c: 3 }], fields: ['a', 'b', 'c'] },
      expected: 'a,b,c\r\n1,,\r\n,,\r\n,,3\r\n',
    },
    {
      name: 'write only the header line for zero records',
      input: { records: [], fields: ['id', 'status'] },
      expected: 'id,status\r\n',
    },
    {
      name: 'quote cells holding , " LF or CR, doubling inner quotes',
      input: {
        records: [{ a: 'x,y', b: 'say "hi"', c: 'l1\nl2', d: 'l1\rl2', e: 'l1\r\nl2', f: 'plain' }],
        fields: ['a', 'b', 'c', 'd', 'e', 'f'],
      },
      expected: 'a,b,c,d,e,f\r\n"x,y","say ""hi""","l1\nl2","l1\rl2","l1\r\nl2",plain\r\n',
    },
    {
      name: "also quote (Papa Parse's rule) a leading or trailing space and U+FEFF, but not inner spaces or tabs",
      input: { records: [{ a: ' x', b: 'x ', c: 'a b', d: 'a\tb', e: '\uFEFFx' }], fields: ['a', 'b', 'c', 'd', 'e'] },
      expected: 'a,b,c,d,e\r\n" x","x ",a b,a\tb,"\uFEFFx"\r\n',
    },
    {
      name: 'write null and the empty string as the same empty cell',
      input: { records: [{ a: null, b: '' }], fields: ['a', 'b'] },
      expected: 'a,b\r\n,\r\n',
    },
    {
      name: 'spell numbers and booleans as JSON and nested values as minified JSON',
      input: {
        records: [{ n: 1e21, m: -1.5, t: true, f: false, o: { k: [1, 'x'] }, e: [] }],
        fields: ['n', 'm', 't', 'f', 'o', 'e'],
      },
      expected: 'n,m,t,f,o,e\r\n1e+21,-1.5,true,false,"{""k"":[1,""x""]}",[]\r\n',
    },
    {
      name: 'not escape spreadsheet formulae',
      input: { records: [{ a: '=1+1', b: '+x', c: '-5', d: '@sum' }], fields: ['a', 'b', 'c', 'd'] },
      expected: 'a,b,c,d\r\n=1+1,+x,-5,@sum\r\n',
    },
    {
      name: 'quote header names that need it',
      input: { records: [{ 'a,b': 1, 'q"': 2 }], fields: ['a,b', 'q"'] },
      expected: '"a,b","q"""\r\n1,2\r\n',
    },
    {
      name: 'write non-ASCII, emoji and special-token text unquoted',
      input: { records: [{ a: 'é日本', b: '😀', c: '<|endoftext|>' }], fields: ['a', 'b', 'c'] },
      expected: 'a,b,c\r\né日本,😀,<|endoftext|>\r\n',
    },
    {
      name: 'write fixture rows (generateTasks(2)) unquoted',
      input: { records: generateTasks(2), fields: ['id', 'status', 'assignee', 'priority'] },
      expected: 'id,status,assignee,priority\r\nTASK-0001,blocked,farah,critical\r\nTASK-0002,done,lucia,high\r\n',
    },
  ];
  test.each(cases)('should $name', ({ input, expected }) => {
    expect(serializeCsv(input.records, input.fields)).toBe(expected);
  });
});

describe('parseCsv', () => {
  const cases: { name: string; input: string; expected: { header: string[]; rows: string[][] } }[] = [
    { name: 'read a header and rows', input: 'a,b\r\n1,2\r\n', expected: { header: ['a', 'b'], rows: [['1', '2']] } },
    { name: 'accept a missing final CRLF', input: 'a,b\r\n1,2', expected: { header: ['a', 'b'], rows: [['1', '2']] } },
    {
      name: 'unquote cells and undouble quotes',
      input: 'a\r\n"x,""y""\r\nz"\r\n',
      expected: { header: ['a'], rows: [['x,"y"\r\nz']] },
    },
    {
      name: 'read an empty single-cell row',
      input: 'v\r\nx\r\n\r\n',
      expected: { header: ['v'], rows: [['x'], ['']] },
    },
    { name: 'read a bare LF as cell text', input: 'a\r\nx\ny\r\n', expected: { header: ['a'], rows: [['x\ny']] } },
    { name: 'read the empty text as nothing', input: '', expected: { header: [], rows: [] } },
  ];
  test.each(cases)('should $name', ({ input, expected }) => {
    expect(parseCsv(input)).toEqual(expected);
  });

  const errors: { name: string; input: string; expected: string }[] = [
    { name: 'a row with too few cells', input: 'a,b\r\n1\r\n', expected: 'CSV row 2: 1 cells, the header has 2' },
    { name: 'a row with too many cells', input: 'a\r\n1,2\r\n', expected: 'CSV row 2: 2 cells, the header has 1' },
    { name: 'an unclosed quote', input: 'a\r\n"x\r\n', expected: 'CSV row 2' },
  ];
  test.each(errors)('should throw SyntaxError for $name', ({ input, expected }) => {
    expect(() => parseCsv(input)).toThrow(SyntaxError);
    expect(() => parseCsv(input)).toThrow(expected);
  });
});

describe('serializeCsv round trip through parseCsv', () => {
  // Each value is written under field `v` beside an `id`; it must read back as its cell text.
  const cases: { name: string; input: JsonValue | undefined; expected: string }[] = [
    { name: 'plain text', input: 'hello world', expected: 'hello world' },
    { name: 'a comma', input: 'a,b', expected: 'a,b' },
    { name: 'quotes', input: 'say "hi"', expected: 'say "hi"' },
    { name: 'only a quote', input: '"', expected: '"' },
    { name: 'LF', input: 'l1\nl2', expected: 'l1\nl2' },
    { name: 'CR', input: 'l1\rl2', expected: 'l1\rl2' },
    { name: 'CRLF', input: 'l1\r\nl2', expected: 'l1\r\nl2' },
    { name: 'a trailing CRLF', input: 'end\r\n', expected: 'end\r\n' },
    { name: 'the empty string', input: '', expected: '' },
    { name: 'null', input: null, expected: '' },
    { name: 'a missing field', input: undefined, expected: '' },
    { name: 'zero', input: 0, expected: '0' },
    { name: '-1.5', input: -1.5, expected: '-1.5' },
    { name: '1e21', input: 1e21, expected: '1e+21' },
    { name: 'true', input: true, expected: 'true' },
    { name: 'false', input: false, expected: 'false' },
    { name: 'an empty array', input: [], expected: '[]' },
    { name: 'an empty object', input: {}, expected: '{}' },
    { name: 'a nested array', input: [1, [2, 'x,"y"']], expected: '[1,[2,"x,\\"y\\""]]' },
    { name: 'a nested object', input: { b: { c: null }, a: [true] }, expected: '{"b":{"c":null},"a":[true]}' },
    { name: 'non-ASCII', input: 'é 日本', expected: 'é 日本' },
    { name: 'an emoji', input: '😀', expected: '😀' },
    { name: 'special-token text', input: '<|endoftext|>', expected: '<|endoftext|>' },
    { name: 'surrounding spaces', input: '  x  ', expected: '  x  ' },
    { name: 'a formula', input: '=HYPERLINK("x")', expected: '=HYPERLINK("x")' },
    { name: 'a leading U+FEFF', input: '\uFEFFx', expected: '\uFEFFx' },
  ];

  test.each(cases)('should read back the cell text of $name', ({ input, expected }) => {
    const record: DataRecord = input === undefined ? { id: 'T-1' } : { id: 'T-1', v: input };
    const table = parseCsv(serializeCsv([record, { id: 'T-2', v: 'after' }], ['id', 'v']));
    expect(table).toEqual({
      header: ['id', 'v'],
      rows: [
        ['T-1', expected],
        ['T-2', 'after'],
      ],
    });
    expect(expected).toBe(input === undefined ? '' : cellText(input));
  });

  test('should read back all edge cases at once, as the only column too', () => {
    const records: DataRecord[] = cases.map(({ input }): DataRecord => (input === undefined ? {} : { v: input }));
    expect(parseCsv(serializeCsv(records, ['v']))).toEqual({
      header: ['v'],
      rows: cases.map(({ expected }) => [expected]),
    });
  });

  test('should read back records with different field sets, empty records and zero records', () => {
    const records: DataRecord[] = [{ a: 1, b: 'x' }, { b: 'y', c: true }, {}, { c: null }];
    expect(parseCsv(serializeCsv(records, ['c', 'a', 'b']))).toEqual({
      header: ['c', 'a', 'b'],
      rows: [
        ['', '1', 'x'],
        ['true', '', 'y'],
        ['', '', ''],
        ['', '', ''],
      ],
    });
    expect(parseCsv(serializeCsv([], ['a', 'b']))).toEqual({ header: ['a', 'b'], rows: [] });
  });

  test('should read back header names that need quoting or start with U+FEFF', () => {
    const fields = ['\uFEFFid', 'a,b', 'q"', 'l1\r\nl2', ' sp'];
    const record: DataRecord = Object.fromEntries(fields.map((field, i) => [field, i]));
    expect(parseCsv(serializeCsv([record], fields))).toEqual({ header: fields, rows: [['0', '1', '2', '3', '4']] });
  });

  test('should read back the fixture generateTasks(20) as its cell text', () => {
    const fields = ['id', 'status', 'assignee', 'priority'];
    const records = generateTasks(20);
    expect(parseCsv(serializeCsv(records, fields))).toEqual({
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
      { v: { a: [1, 'x'] } },
      { v: '{"a":[1,"x"]}' },
    ];
    const text = serializeCsv(records, ['v']);
    // Unlike L4, null is not written as "": null, '' and a missing field are the same empty cell.
    expect(text).toBe('v\r\n123\r\n123\r\ntrue\r\ntrue\r\n\r\n\r\n\r\n"{""a"":[1,""x""]}"\r\n"{""a"":[1,""x""]}"\r\n');
    expect(parseCsv(text).rows.map(([cell]) => cell)).toEqual([
      '123',
      '123',
      'true',
      'true',
      '',
      '',
      '',
      '{"a":[1,"x"]}',
      '{"a":[1,"x"]}',
    ]);
  });

  test('cannot tell zero fields from one field named ""', () => {
    expect(serializeCsv([{ a: 1 }], [])).toBe('\r\n\r\n');
    expect(serializeCsv([{ '': '' }], [''])).toBe('\r\n\r\n');
    expect(parseCsv('\r\n\r\n')).toEqual({ header: [''], rows: [['']] });
  });
});
