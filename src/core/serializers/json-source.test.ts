import { describe, expect, test } from 'vitest';
import { generateTasks } from '../builtin-data/generate.ts';
import type { DataRecord } from '../json-value.ts';
import { projectInSourceOrder, serializeJsonPrettySource } from './json-source.ts';
import { EDGE_VALUES, expectSameRecords } from './round-trip.fixture.ts';

describe('projectInSourceOrder', () => {
  const cases: { name: string; input: { records: DataRecord[]; fields: string[] }; expected: DataRecord[] }[] = [
    {
      name: 'keep the record key order',
      input: { records: [{ b: 1, a: 2, c: 3 }], fields: ['a', 'b'] },
      expected: [{ b: 1, a: 2 }],
    },
    {
      name: 'leave missing fields absent',
      input: { records: [{ a: 1 }, {}], fields: ['a', 'b'] },
      expected: [{ a: 1 }, {}],
    },
    { name: 'ignore duplicate field names', input: { records: [{ a: 1 }], fields: ['a', 'a'] }, expected: [{ a: 1 }] },
  ];
  test.each(cases)('should $name', ({ input, expected }) => {
    expectSameRecords(projectInSourceOrder(input.records, input.fields), expected);
  });

  test('should not mutate the records', () => {
    const records: DataRecord[] = [{ b: 1, a: 2 }];
    projectInSourceOrder(records, ['a']);
    expect(records).toEqual([{ b: 1, a: 2 }]);
  });
});

describe('serializeJsonPrettySource', () => {
  const cases: { name: string; input: { records: DataRecord[]; fields: string[] }; expected: string }[] = [
    {
      name: "write pretty JSON with each record's own key order, no trailing newline",
      input: {
        records: [
          { status: 'open', id: 'T-1', note: 'x' },
          { id: 'T-2', status: 'done' },
        ],
        fields: ['id', 'status'],
      },
      expected:
        '[\n  {\n    "status": "open",\n    "id": "T-1"\n  },\n  {\n    "id": "T-2",\n    "status": "done"\n  }\n]',
    },
    {
      name: 'leave missing fields out, keep null, and write an empty record as {}',
      input: { records: [{ a: 1 }, { b: null }, {}], fields: ['a', 'b'] },
      expected: '[\n  {\n    "a": 1\n  },\n  {\n    "b": null\n  },\n  {}\n]',
    },
    { name: 'write [] for zero records', input: { records: [], fields: ['a'] }, expected: '[]' },
    {
      name: 'indent nested values and keep their key order',
      input: { records: [{ o: { z: [1], a: {} }, e: [] }], fields: ['o', 'e'] },
      expected: '[\n  {\n    "o": {\n      "z": [\n        1\n      ],\n      "a": {}\n    },\n    "e": []\n  }\n]',
    },
    {
      name: 'escape as JSON.stringify does',
      input: { records: [{ a: 'l1\n"x"\r', b: '<|endoftext|>', c: 'é😀', n: 1e21 }], fields: ['a', 'b', 'c', 'n'] },
      expected:
        '[\n  {\n    "a": "l1\\n\\"x\\"\\r",\n    "b": "<|endoftext|>",\n    "c": "é😀",\n    "n": 1e+21\n  }\n]',
    },
    {
      name: 'write fixture rows (generateTasks(2))',
      input: { records: generateTasks(2), fields: ['priority', 'assignee', 'status', 'id'] },
      expected:
        '[\n  {\n    "id": "TASK-0001",\n    "status": "blocked",\n    "assignee": "farah",\n    "priority": "critical"\n  },\n' +
        '  {\n    "id": "TASK-0002",\n    "status": "done",\n    "assignee": "lucia",\n    "priority": "high"\n  }\n]',
    },
  ];
  test.each(cases)('should $name', ({ input, expected }) => {
    expect(serializeJsonPrettySource(input.records, input.fields)).toBe(expected);
  });
});

describe('serializeJsonPrettySource round trip through JSON.parse', () => {
  // Every lossless format's edge values, plus this format's own.
  const values = [
    ...EDGE_VALUES,
    { name: 'LF, CR and CRLF', input: 'l1\nl2\rl3\r\nl4' },
    { name: 'a nested value', input: { b: [1, [2, 'x,"y"'], {}], a: { c: null } } },
  ];
  test.each(values)('should read back $name exactly', ({ input }) => {
    const records: DataRecord[] = [
      { id: 'T-1', v: input },
      { v: 'after', id: 'T-2' },
    ];
    expectSameRecords(
      JSON.parse(serializeJsonPrettySource(records, ['v', 'id'])),
      projectInSourceOrder(records, ['v', 'id']),
    );
  });

  test('should read back records with different field sets, empty records and zero records', () => {
    const records: DataRecord[] = [{ a: 1, b: 'x' }, { b: 'y', c: true }, {}, { c: null, d: 'unselected' }];
    expectSameRecords(JSON.parse(serializeJsonPrettySource(records, ['c', 'a', 'b'])), [
      { a: 1, b: 'x' },
      { b: 'y', c: true },
      {},
      { c: null },
    ]);
    expectSameRecords(JSON.parse(serializeJsonPrettySource([], ['a'])), []);
  });

  test('should read back the fixture generateTasks(20)', () => {
    const fields = ['id', 'status', 'assignee', 'priority'];
    const records = generateTasks(20);
    expectSameRecords(JSON.parse(serializeJsonPrettySource(records, fields)), projectInSourceOrder(records, fields));
  });
});
