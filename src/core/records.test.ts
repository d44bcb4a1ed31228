import { describe, expect, test } from 'vitest';
import type { DataRecord } from './json-value.ts';
import { projectRecord, selectionOf } from './fields/path-value.ts';
import {
  fieldValue,
  fieldsOf,
  flattenRecords,
  projectRecords,
  projectionIsIdentity,
  resolveDottedPath,
} from './records.ts';
import { serializeJsonMin } from './serializers/json-min.ts';

describe('fieldsOf', () => {
  const cases: { name: string; input: DataRecord[]; expected: string[] }[] = [
    { name: 'return no fields for no records', input: [], expected: [] },
    { name: 'return no fields for empty records', input: [{}, {}], expected: [] },
    {
      name: 'keep one record’s key order',
      input: [{ id: 1, status: 'open', assignee: 'ana' }],
      expected: ['id', 'status', 'assignee'],
    },
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

describe('projectionIsIdentity', () => {
  const records: DataRecord[] = [{ id: 1, user: { login: 'ana' }, tags: ['a'] }, { id: 2, tags: [] }, {}];
  const cases: { name: string; fields: string[]; identity: boolean }[] = [
    { name: 'every key, in the records’ order', fields: ['id', 'user', 'tags'], identity: true },
    { name: 'more fields than any record has', fields: ['id', 'user', 'x', 'tags'], identity: true },
    { name: 'a key left out', fields: ['id', 'tags'], identity: false },
    { name: 'the keys in another order', fields: ['user', 'id', 'tags'], identity: false },
    { name: 'a path into a value', fields: ['id', 'user.login', 'tags'], identity: false },
    { name: 'a field named twice', fields: ['id', 'user', 'user', 'tags'], identity: false },
  ];
  test.each(cases)(
    'should be $identity for $name, and projectRecords agree with projecting record by record',
    ({ fields, identity }) => {
      expect(projectionIsIdentity(records, fields)).toBe(identity);
      const out = projectRecords(records, fields);
      const slow = records.map((r) => projectRecord(r, selectionOf(fields)));
      expect(out).toEqual(slow);
      expect(out.map((r) => Object.keys(r))).toEqual(slow.map((r) => Object.keys(r)));
      // Given back as they are only when nothing changes: the same objects, not copies.
      expect(out.every((r, i) => r === records[i])).toBe(identity);
    },
  );

  test('should be false for a flattened key that reads as a path, whose projection differs', () => {
    const flat: DataRecord[] = [{ user: { login: 'x' }, 'user.login': 'y' }];
    expect(projectionIsIdentity(flat, ['user', 'user.login'])).toBe(false);
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

describe('projectRecords: dotted fields into nested records', () => {
  const records: DataRecord[] = [
    { id: 1, user: { login: 'ana', site: { admin: true } }, labels: [{ n: 'bug' }] },
    { id: 2, user: null },
    { id: 3, 'user.login': 'top', user: { login: 'nested' } },
    { id: 4, 'a.b': { c: 'dotted key' } },
  ];
  const cases: { name: string; fields: string[]; expected: DataRecord[] }[] = [
    {
      name: 'keep the nested value in its object, where the record has it',
      fields: ['user.login', 'id'],
      // A null where the object could be stays null: the record keeps its key.
      expected: [
        { user: { login: 'ana' }, id: 1 },
        { user: null, id: 2 },
        { user: { login: 'nested' }, id: 3 },
        { id: 4 },
      ],
    },
    {
      name: 'take a key holding a dot when the path escapes it',
      fields: ['user\\.login'],
      expected: [{}, {}, { 'user.login': 'top' }, {}],
    },
    {
      name: 'go any depth, a whole object winning over its members',
      fields: ['user.site.admin', 'user.site'],
      expected: [{ user: { site: { admin: true } } }, { user: null }, {}, {}],
    },
    { name: 'not index into arrays by number', fields: ['labels.0.n', 'labels.n'], expected: [{}, {}, {}, {}] },
    { name: 'reach into arrays with []', fields: ['labels[].n'], expected: [{ labels: [{ n: 'bug' }] }, {}, {}, {}] },
    {
      name: 'follow keys that hold dots for an unescaped dotted name',
      fields: ['a.b.c'],
      expected: [{}, {}, {}, { 'a.b': { c: 'dotted key' } }],
    },
    {
      name: 'not follow inherited properties',
      fields: ['user.constructor', 'user.toString'],
      expected: [{}, { user: null }, {}, {}],
    },
  ];
  test.each(cases)('should $name', ({ fields, expected }) => {
    expect(projectRecords(records, fields)).toEqual(expected);
  });

  test('should take the nested value first, and the dotted key when escaped (fieldValue)', () => {
    expect(fieldValue(records[2]!, 'user.login')).toBe('nested');
    expect(fieldValue(records[2]!, 'user\\.login')).toBe('top');
    expect(fieldValue(records[0]!, 'user.login')).toBe('ana');
    expect(fieldValue(records[0]!, 'labels[].n')).toEqual(['bug']);
    expect(fieldValue(records[0]!, 'user.nope')).toBeUndefined();
    expect(fieldValue(records[0]!, 'nope')).toBeUndefined();
  });

  test('should name the top-level key a path goes through (resolveDottedPath)', () => {
    expect(resolveDottedPath(records[0]!, 'user.site.admin')).toEqual({ value: true, head: 'user' });
    expect(resolveDottedPath(records[3]!, 'a.b.c')).toEqual({ value: 'dotted key', head: 'a.b' });
    expect(resolveDottedPath(records[1]!, 'user.login')).toBeUndefined();
  });
});

describe('flattenRecords', () => {
  const cases: {
    name: string;
    input: DataRecord[];
    expected: DataRecord[];
    clashes?: { record: number; field: string }[];
  }[] = [
    { name: 'leave flat records as they are', input: [{ a: 1, b: 'x' }], expected: [{ a: 1, b: 'x' }] },
    {
      name: 'turn nested objects into dotted fields at every depth, in key order',
      input: [{ id: 1, user: { login: 'ana', site: { admin: false, x: null } }, n: 2 }],
      expected: [{ id: 1, 'user.login': 'ana', 'user.site.admin': false, 'user.site.x': null, n: 2 }],
    },
    {
      name: 'keep arrays (and objects inside them) and empty objects as values',
      input: [{ labels: [{ n: 'bug' }], e: {}, m: [] }],
      expected: [{ labels: [{ n: 'bug' }], e: {}, m: [] }],
    },
    {
      name: 'let the later of two equal names win in the earlier one’s place',
      input: [{}, { 'u.a': 'key', u: { a: 'nested' }, z: 1 }],
      expected: [{}, { 'u.a': 'nested', z: 1 }],
      clashes: [{ record: 1, field: 'u.a' }],
    },
  ];
  test.each(cases)('should $name', ({ input, expected, clashes = [] }) => {
    const out = flattenRecords(input);
    expect(out.records).toEqual(expected);
    expect(out.records.map((r) => Object.keys(r))).toEqual(expected.map((r) => Object.keys(r)));
    expect(out.clashes).toEqual(clashes);
  });

  test('should keep a field named __proto__ as an own key', () => {
    const record = JSON.parse('{"u":{"__proto__":1}}') as DataRecord;
    expect(Object.keys(flattenRecords([record]).records[0]!)).toEqual(['u.__proto__']);
    const top = JSON.parse('{"__proto__":{"a":1}}') as DataRecord;
    expect(flattenRecords([top]).records[0]).toEqual(JSON.parse('{"__proto__.a":1}'));
  });
});
