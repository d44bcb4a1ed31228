import { describe, expect, test } from 'vitest';
import { generateTasks } from '../builtin-data/generate.ts';
import type { DataRecord } from '../json-value.ts';
import { projectInSourceOrder } from './json-source.ts';
import { parseJsonLines, serializeJsonLines } from './jsonl.ts';
import { EDGE_VALUES, expectSameRecords } from './round-trip.fixture.ts';

describe('serializeJsonLines', () => {
  const cases: { name: string; input: { records: DataRecord[]; fields: string[] }; expected: string }[] = [
    {
      name: 'write one minified object per line, every line ending with \\n',
      input: {
        records: [
          { id: 'T-1', status: 'open' },
          { id: 'T-2', status: 'done' },
        ],
        fields: ['id', 'status'],
      },
      expected: '{"id":"T-1","status":"open"}\n{"id":"T-2","status":"done"}\n',
    },
    {
      name: "keep each record's own key order, not the caller order",
      input: {
        records: [
          { id: 'T-1', note: 'x', status: 'open' },
          { status: 'done', id: 'T-2' },
        ],
        fields: ['status', 'id'],
      },
      expected: '{"id":"T-1","status":"open"}\n{"status":"done","id":"T-2"}\n',
    },
    {
      name: 'leave missing fields out, keep null, and write an empty record as {}',
      input: { records: [{ a: 1 }, { b: null }, {}], fields: ['a', 'b'] },
      expected: '{"a":1}\n{"b":null}\n{}\n',
    },
    { name: 'write nothing for zero records', input: { records: [], fields: ['a'] }, expected: '' },
    {
      name: 'escape line breaks, so every record stays on one line',
      input: {
        records: [{ a: 'l1\nl2\r', b: 'say "hi"', c: '<|endoftext|>', d: 'é😀' }],
        fields: ['a', 'b', 'c', 'd'],
      },
      expected: '{"a":"l1\\nl2\\r","b":"say \\"hi\\"","c":"<|endoftext|>","d":"é😀"}\n',
    },
    {
      name: 'write numbers, booleans and nested values as JSON (nested keys unsorted)',
      input: { records: [{ n: 1e21, t: false, o: { z: [1, { y: 1, x: 2 }], a: null } }], fields: ['n', 't', 'o'] },
      expected: '{"n":1e+21,"t":false,"o":{"z":[1,{"y":1,"x":2}],"a":null}}\n',
    },
    {
      name: 'write fixture rows (generateTasks(2))',
      input: { records: generateTasks(2), fields: ['priority', 'assignee', 'status', 'id'] },
      expected:
        '{"id":"TASK-0001","status":"blocked","assignee":"farah","priority":"critical"}\n' +
        '{"id":"TASK-0002","status":"done","assignee":"lucia","priority":"high"}\n',
    },
  ];
  test.each(cases)('should $name', ({ input, expected }) => {
    expect(serializeJsonLines(input.records, input.fields)).toBe(expected);
  });
});

describe('parseJsonLines', () => {
  test('should read CRLF-ended lines', () => {
    expect(parseJsonLines('{"a":1}\r\n{}\r\n')).toEqual([{ a: 1 }, {}]);
  });

  const errors: { name: string; input: string; expected: string }[] = [
    { name: 'a missing final \\n', input: '{"a":1}', expected: 'does not end with \\n' },
    { name: 'invalid JSON', input: '{}\n{"a":}\n', expected: 'line 2' },
    { name: 'an empty line', input: '{}\n\n', expected: 'line 2' },
    { name: 'a line that is not an object', input: '[1]\n', expected: 'line 1: not a JSON object' },
  ];
  test.each(errors)('should throw SyntaxError for $name', ({ input, expected }) => {
    expect(() => parseJsonLines(input)).toThrow(SyntaxError);
    expect(() => parseJsonLines(input)).toThrow(expected);
  });
});

describe('serializeJsonLines round trip through parseJsonLines', () => {
  // Every lossless format's edge values, plus line breaks JSON Lines must escape to keep a record on one line.
  const values = [
    ...EDGE_VALUES,
    { name: 'LF, CR and CRLF', input: 'l1\nl2\rl3\r\nl4' },
    { name: 'U+2028 and U+2029', input: 'a\u2028b\u2029c' },
    { name: 'a nested value', input: { b: [1, [2, 'x,"y"'], {}], a: { c: null } } },
  ];
  test.each(values)('should read back $name exactly', ({ input }) => {
    const records: DataRecord[] = [
      { id: 'T-1', v: input },
      { v: 'after', id: 'T-2' },
    ];
    expectSameRecords(
      parseJsonLines(serializeJsonLines(records, ['v', 'id'])),
      projectInSourceOrder(records, ['v', 'id']),
    );
  });

  test('should read back records with different field sets, empty records and zero records', () => {
    const records: DataRecord[] = [{ a: 1, b: 'x' }, { b: 'y', c: true }, {}, { c: null, d: 'unselected' }];
    expectSameRecords(parseJsonLines(serializeJsonLines(records, ['c', 'a', 'b'])), [
      { a: 1, b: 'x' },
      { b: 'y', c: true },
      {},
      { c: null },
    ]);
    expectSameRecords(parseJsonLines(serializeJsonLines([], ['a'])), []);
  });

  test('should read back a field named __proto__ as an ordinary key', () => {
    const record = JSON.parse('{"__proto__":7,"a":1}') as DataRecord;
    expect(serializeJsonLines([record], ['a', '__proto__'])).toBe('{"__proto__":7,"a":1}\n');
    expectSameRecords(parseJsonLines(serializeJsonLines([record], ['a', '__proto__'])), [record]);
  });

  test('should read back the fixture generateTasks(20)', () => {
    const fields = ['id', 'status', 'assignee', 'priority'];
    const records = generateTasks(20);
    expectSameRecords(parseJsonLines(serializeJsonLines(records, fields)), projectInSourceOrder(records, fields));
  });
});
