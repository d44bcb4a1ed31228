import { describe, expect, test } from 'vitest';
import type { DataRecord, JsonValue } from '../json-value.ts';
import { cellText } from './compact-cell.ts';
import { compactRowsToRecords, decodeCompact } from './compact-decode.ts';
import { serializeCompact } from './compact.ts';

describe('serializeCompact', () => {
  const cases: {
    name: string;
    input: { records: DataRecord[]; fields: string[]; header?: string[] };
    expected: string;
  }[] = [
    {
      name: 'write a header and one line per record, each ending with \\n',
      input: {
        records: [
          { id: 'T-1', status: 'open' },
          { id: 'T-2', status: 'done' },
        ],
        fields: ['id', 'status'],
      },
      expected: 'id,status\nT-1,open\nT-2,done\n',
    },
    {
      name: 'follow the caller field order, not the record key order',
      input: { records: [{ id: 'T-1', status: 'open' }], fields: ['status', 'id'] },
      expected: 'status,id\nopen,T-1\n',
    },
    {
      name: 'leave out fields the caller does not name',
      input: { records: [{ id: 'T-1', status: 'open', note: 'x' }], fields: ['id'] },
      expected: 'id\nT-1\n',
    },
    {
      name: 'write empty cells for fields a record lacks',
      input: { records: [{ a: 1, b: 2 }, { b: 3, c: 4 }, { c: 5 }], fields: ['a', 'b', 'c'] },
      expected: 'a,b,c\n1,2,\n,3,4\n,,5\n',
    },
    {
      name: 'write an empty record as a line of empty cells',
      input: { records: [{}, { a: 'x' }], fields: ['a', 'b'] },
      expected: 'a,b\n,\nx,\n',
    },
    {
      name: 'write an empty record of a single field as an empty line',
      input: { records: [{}], fields: ['a'] },
      expected: 'a\n\n',
    },
    {
      name: 'write only the header line for zero records',
      input: { records: [], fields: ['id', 'status'] },
      expected: 'id,status\n',
    },
    {
      name: 'quote cells holding , " \\n or \\r and write null as ""',
      input: {
        records: [{ a: 'x,y', b: 'say "hi"', c: 'l1\nl2', d: 'l1\r\nl2', e: null, f: '' }],
        fields: ['a', 'b', 'c', 'd', 'e', 'f'],
      },
      expected: 'a,b,c,d,e,f\n"x,y","say ""hi""","l1\nl2","l1\r\nl2","",\n',
    },
    {
      name: 'spell numbers, booleans and nested values as JSON',
      input: { records: [{ n: 1e21, m: -1.5, t: true, o: { k: [1, 2] }, e: [] }], fields: ['n', 'm', 't', 'o', 'e'] },
      expected: 'n,m,t,o,e\n1e+21,-1.5,true,"{""k"":[1,2]}",[]\n',
    },
    {
      name: 'quote header names that need it',
      input: { records: [{ 'a,b': 1, 'q"': 2 }], fields: ['a,b', 'q"'] },
      expected: '"a,b","q"""\n1,2\n',
    },
    {
      name: 'replace the header cells with the given aliases, rows unchanged',
      input: { records: [{ id: 'T-1', status: 'open' }], fields: ['id', 'status'], header: ['i', 's'] },
      expected: 'i,s\nT-1,open\n',
    },
  ];
  test.each(cases)('should $name', ({ input, expected }) => {
    expect(serializeCompact(input.records, input.fields, input.header)).toBe(expected);
  });

  test('should not mutate the records or the field list', () => {
    const records: DataRecord[] = [{ b: 1, a: 2 }];
    const fields = ['a', 'b'];
    serializeCompact(records, fields, ['x', 'y']);
    expect(records).toEqual([{ b: 1, a: 2 }]);
    expect(Object.keys(records[0]!)).toEqual(['b', 'a']);
    expect(fields).toEqual(['a', 'b']);
  });

  const mismatches: { name: string; input: { fields: string[]; header: string[] }; expected: string }[] = [
    {
      name: 'too few header cells',
      input: { fields: ['a', 'b'], header: ['x'] },
      expected: 'compact header has 1 cells for 2 fields',
    },
    {
      name: 'too many header cells',
      input: { fields: ['a'], header: ['x', 'y'] },
      expected: 'compact header has 2 cells for 1 fields',
    },
  ];
  test.each(mismatches)('should throw RangeError for $name', ({ input, expected }) => {
    expect(() => serializeCompact([], input.fields, input.header)).toThrow(RangeError);
    expect(() => serializeCompact([], input.fields, input.header)).toThrow(expected);
  });
});

describe('serializeCompact round trip through decodeCompact and compactRowsToRecords', () => {
  // Every value is written under field `v` of a record with an `id`; `expected` is the cell text
  // the decoder must give back (cellText of the value; '' for a missing field).
  const cases: { name: string; input: JsonValue | undefined; expected: string }[] = [
    { name: 'plain text', input: 'hello world', expected: 'hello world' },
    { name: 'a comma', input: 'a,b', expected: 'a,b' },
    { name: 'quotes', input: 'say "hi"', expected: 'say "hi"' },
    { name: 'only a quote', input: '"', expected: '"' },
    { name: '\\n', input: 'l1\nl2', expected: 'l1\nl2' },
    { name: '\\r', input: 'l1\rl2', expected: 'l1\rl2' },
    { name: '\\r\\n', input: 'l1\r\nl2', expected: 'l1\r\nl2' },
    { name: 'a trailing \\n', input: 'end\n', expected: 'end\n' },
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
    { name: 'é', input: 'é', expected: 'é' },
    { name: '日本', input: '日本', expected: '日本' },
    { name: 'an emoji', input: '😀', expected: '😀' },
    { name: 'special-token text', input: '<|endoftext|>', expected: '<|endoftext|>' },
    { name: 'surrounding spaces', input: '  x  ', expected: '  x  ' },
  ];

  test.each(cases)('should read back the cell text of $name', ({ input, expected }) => {
    const record: DataRecord = input === undefined ? { id: 'T-1' } : { id: 'T-1', v: input };
    const table = decodeCompact(serializeCompact([record, { id: 'T-2', v: 'after' }], ['id', 'v']));
    expect(table.header).toEqual(['id', 'v']);
    expect(compactRowsToRecords(table)).toEqual([
      { id: 'T-1', v: expected },
      { id: 'T-2', v: 'after' },
    ]);
    expect(expected).toBe(input === undefined ? '' : cellText(input));
  });

  test('should read back all edge cases at once, in one row each', () => {
    const records: DataRecord[] = cases.map(({ input }, i): DataRecord =>
      input === undefined ? { id: String(i) } : { id: String(i), v: input },
    );
    const decoded = compactRowsToRecords(decodeCompact(serializeCompact(records, ['id', 'v'])));
    expect(decoded).toEqual(cases.map(({ expected }, i) => ({ id: String(i), v: expected })));
  });

  test('should read back a single-field table whose values are empty', () => {
    const records: DataRecord[] = [{ v: '' }, { v: null }, {}, { v: 'x' }];
    const text = serializeCompact(records, ['v']);
    expect(text).toBe('v\n\n""\n\nx\n');
    expect(decodeCompact(text)).toEqual({ header: ['v'], rows: [[''], [''], [''], ['x']] });
  });

  test('should read back aliased rows under the unaliased field names', () => {
    const records: DataRecord[] = [{ id: 'T-1', status: 'open, blocked' }];
    const text = serializeCompact(records, ['id', 'status'], ['i', 's']);
    const table = decodeCompact(text);
    expect(table.header).toEqual(['i', 's']);
    expect(compactRowsToRecords(table, ['id', 'status'])).toEqual([{ id: 'T-1', status: 'open, blocked' }]);
  });

  test('should read back header names that need quoting or start with U+FEFF', () => {
    const fields = ['\uFEFFid', 'a,b', 'q"', 'l1\nl2'];
    const record: DataRecord = { '\uFEFFid': 1, 'a,b': 2, 'q"': 3, 'l1\nl2': 4 };
    const table = decodeCompact(serializeCompact([record], fields));
    expect(table.header).toEqual(fields);
    expect(compactRowsToRecords(table)).toEqual([{ '\uFEFFid': '1', 'a,b': '2', 'q"': '3', 'l1\nl2': '4' }]);
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
    const text = serializeCompact(records, ['v']);
    // On the page null ("") still differs from '' and missing (both empty); decoded, it does not.
    expect(text).toBe('v\n123\n123\ntrue\ntrue\n""\n\n\n"{""a"":[1,""x""]}"\n"{""a"":[1,""x""]}"\n');
    const decoded = compactRowsToRecords(decodeCompact(text)).map((record) => record.v);
    expect(decoded).toEqual(['123', '123', 'true', 'true', '', '', '', '{"a":[1,"x"]}', '{"a":[1,"x"]}']);
  });
});
