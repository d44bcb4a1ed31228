import { describe, expect, test } from 'vitest';
import { generateTasks } from '../builtin-data/generate.ts';
import type { DataRecord } from '../json-value.ts';
import { parseYaml, serializeYaml } from './yaml.ts';
import { describeLosslessRoundTrip, expectSameRecords } from './round-trip.fixture.ts';

describe('serializeYaml', () => {
  const cases: { name: string; input: { records: DataRecord[]; fields: string[] }; expected: string }[] = [
    {
      name: 'write a sequence of mappings, keys in the caller order',
      input: {
        records: [
          { id: 'T-1', status: 'open', note: 'x' },
          { id: 'T-2', status: 'done' },
        ],
        fields: ['status', 'id'],
      },
      expected: '- status: open\n  id: T-1\n- status: done\n  id: T-2\n',
    },
    {
      name: 'leave missing fields out, write null, and write an empty record as {}',
      input: { records: [{ a: 1 }, { b: null }, {}], fields: ['a', 'b'] },
      expected: '- a: 1\n- b: null\n- {}\n',
    },
    { name: 'write [] for zero records', input: { records: [], fields: ['a'] }, expected: '[]\n' },
    {
      name: 'quote strings that would read as another type or hold YAML syntax',
      input: {
        records: [{ a: '123', b: 'true', c: '', d: 'null', e: ' x', f: '#x', g: 'a: b', h: '- x' }],
        fields: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
      },
      expected: '- a: "123"\n  b: "true"\n  c: ""\n  d: "null"\n  e: " x"\n  f: "#x"\n  g: "a: b"\n  h: "- x"\n',
    },
    {
      name: 'leave plain the strings YAML 1.2 core reads as strings',
      input: {
        records: [{ a: 'x,y', b: 'say "hi"', c: 'yes', d: '2025-01-01', e: '<|endoftext|>', f: 'é😀' }],
        fields: ['a', 'b', 'c', 'd', 'e', 'f'],
      },
      expected: '- a: x,y\n  b: say "hi"\n  c: yes\n  d: 2025-01-01\n  e: <|endoftext|>\n  f: é😀\n',
    },
    {
      name: 'write line breaks as block literals, and CR double-quoted',
      input: { records: [{ a: 'l1\nl2', b: 'end\n', c: 'l1\r\nl2' }], fields: ['a', 'b', 'c'] },
      expected: '- a: |-\n    l1\n    l2\n  b: |\n    end\n  c: "l1\\r\\nl2"\n',
    },
    {
      name: 'spell numbers and booleans',
      input: {
        records: [{ a: 0, b: -1.5, c: 1e21, d: 1e-7, e: true, f: false }],
        fields: ['a', 'b', 'c', 'd', 'e', 'f'],
      },
      expected: '- a: 0\n  b: -1.5\n  c: 1e+21\n  d: 1e-7\n  e: true\n  f: false\n',
    },
    {
      name: 'nest arrays and objects as block collections, empty ones as flow',
      input: { records: [{ a: [], o: {}, n: [[1, 'x'], { k: null }] }], fields: ['a', 'o', 'n'] },
      expected: '- a: []\n  o: {}\n  n:\n    - - 1\n      - x\n    - k: null\n',
    },
    {
      name: 'not fold a long string (lineWidth 0)',
      input: { records: [{ v: `${'x'.repeat(100)} ${'y'.repeat(100)}` }], fields: ['v'] },
      expected: `- v: ${'x'.repeat(100)} ${'y'.repeat(100)}\n`,
    },
    {
      name: 'write a nested value shared by two records twice, with no anchor or alias',
      input: (() => {
        const shared = [1, 2];
        return { records: [{ v: shared }, { v: shared }], fields: ['v'] };
      })(),
      expected: '- v:\n    - 1\n    - 2\n- v:\n    - 1\n    - 2\n',
    },
    {
      name: 'write fixture rows (generateTasks(2))',
      input: { records: generateTasks(2), fields: ['id', 'status', 'assignee', 'priority'] },
      expected:
        '- id: TASK-0001\n  status: blocked\n  assignee: farah\n  priority: critical\n' +
        '- id: TASK-0002\n  status: done\n  assignee: lucia\n  priority: high\n',
    },
  ];
  test.each(cases)('should $name', ({ input, expected }) => {
    expect(serializeYaml(input.records, input.fields)).toBe(expected);
  });

  test('puts array-index keys first, whatever the caller order (a JavaScript object rule)', () => {
    expect(serializeYaml([{ b: 'x', 1: 'one' }], ['b', '1'])).toBe('- "1": one\n  b: x\n');
  });
});

describe('parseYaml', () => {
  const errors: { name: string; input: string; expected: string }[] = [
    { name: 'a mapping at the top', input: 'a: 1\n', expected: 'not a sequence of mappings' },
    { name: 'a sequence of scalars', input: '- 1\n', expected: 'not a sequence of mappings' },
    { name: 'the empty text', input: '', expected: 'not a sequence of mappings' },
  ];
  test.each(errors)('should throw TypeError for $name', ({ input, expected }) => {
    expect(() => parseYaml(input)).toThrow(TypeError);
    expect(() => parseYaml(input)).toThrow(expected);
  });

  test('should throw for malformed YAML', () => {
    expect(() => parseYaml('- a: "x\n')).toThrow();
  });
});

describeLosslessRoundTrip('serializeYaml round trip through parseYaml', serializeYaml, parseYaml, [
  { name: 'surrounding line breaks', input: '\nx\n\n' },
  { name: 'a leading-space line in a block', input: '  lead\nx' },
  { name: 'number-like text', input: '0x1F' },
  { name: 'YAML 1.1 boolean text', input: 'No' },
]);

describe('serializeYaml field names', () => {
  test('should read back awkward field names', () => {
    const fields = ['a b', 'x:y', '', '-', 'null', '#k'];
    const record: DataRecord = { 'a b': 1, 'x:y': 2, '': 3, '-': 4, null: 5, '#k': 6 };
    expectSameRecords(parseYaml(serializeYaml([record], fields)), [record]);
  });
  test('keeps a field named __proto__ as an ordinary key', () => {
    const record = JSON.parse('{"__proto__":7,"a":1}') as DataRecord;
    expect(Object.keys(record)).toEqual(['__proto__', 'a']);
    expect(serializeYaml([record], ['__proto__', 'a'])).toBe('- __proto__: 7\n  a: 1\n');
  });
});
