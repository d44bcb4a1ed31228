import { describe, expect, test } from 'vitest';
import type { DataRecord } from './json-value.ts';
import { fieldsOf, projectRecords } from './records.ts';
import { serializeJsonMin } from './serializers/json-min.ts';

describe('fieldsOf', () => {
  const cases: { name: string; input: DataRecord[]; expected: string[] }[] = [
    { name: 'return no fields for no records', input: [], expected: [] },
    { name: 'return no fields for empty records', input: [{}, {}], expected: [] },
    { name: 'keep one record’s key order', input: [{ id: 1, status: 'open', assignee: 'ana' }], expected: ['id', 'status', 'assignee'] },
    {
      name: 'union fields in first-seen order, record by record',
      input: [{ b: 1, a: 2 }, { c: 3, a: 4 }, {}, { d: 5, b: 6 }],
      expected: ['b', 'a', 'c', 'd'],
    },
    { name: 'list a field whose value is null', input: [{ a: null }], expected: ['a'] },
    { name: 'keep non-ASCII and odd names', input: [{ é: 1, 'a,b': 2, '': 3 }], expected: ['é', 'a,b', ''] },
  ];
  test.each(cases)('should $name', ({ input, expected }) => {
    expect(fieldsOf(input)).toEqual(expected);
  });
});

describe('projectRecords', () => {
  const records: DataRecord[] = [
    { id: 'T-1', status: 'open', assignee: 'ana', priority: 'high' },
    { id: 'T-2', status: null, priority: 'low' },
    {},
  ];
  const cases: { name: string; input: string[]; expected: DataRecord[] }[] = [
    {
      name: 'keep the named fields in the caller’s order',
      input: ['priority', 'id'],
      expected: [{ priority: 'high', id: 'T-1' }, { priority: 'low', id: 'T-2' }, {}],
    },
    {
      name: 'leave a missing field absent, and keep a null one',
      input: ['assignee', 'status'],
      expected: [{ assignee: 'ana', status: 'open' }, { status: null }, {}],
    },
    {
      name: 'keep a field named twice once, at its first place',
      input: ['status', 'id', 'status'],
      expected: [{ status: 'open', id: 'T-1' }, { status: null, id: 'T-2' }, {}],
    },
    { name: 'return empty records for no fields', input: [], expected: [{}, {}, {}] },
    { name: 'ignore a field no record has', input: ['nope'], expected: [{}, {}, {}] },
  ];
  test.each(cases)('should $name', ({ input, expected }) => {
    const out = projectRecords(records, input);
    expect(out).toEqual(expected);
    expect(out.map((record) => Object.keys(record))).toEqual(expected.map((record) => Object.keys(record)));
  });

  test('should not mutate the records or the field list', () => {
    const input: DataRecord[] = [{ b: 1, a: { n: [1] } }];
    const fields = ['a', 'a'];
    const out = projectRecords(input, fields);
    expect(input).toEqual([{ b: 1, a: { n: [1] } }]);
    expect(Object.keys(input[0]!)).toEqual(['b', 'a']);
    expect(fields).toEqual(['a', 'a']);
    expect(out[0]).not.toBe(input[0]);
  });

  test('should not take inherited properties as fields', () => {
    expect(projectRecords([{ a: 1 }], ['toString', 'constructor', 'a'])).toEqual([{ a: 1 }]);
  });

  test('should return no records for no records', () => {
    expect(projectRecords([], ['id'])).toEqual([]);
  });
});

describe('projectRecords and __proto__', () => {
  test('should keep a field named __proto__ as an own key, in JSON rungs too', () => {
    const record = JSON.parse('{"__proto__":7,"a":1}') as DataRecord;
    const [projected] = projectRecords([record], ['__proto__', 'a']);
    expect(Object.keys(projected!)).toEqual(['__proto__', 'a']);
    expect(serializeJsonMin([record])).toBe('[{"__proto__":7,"a":1}]');
  });
});
