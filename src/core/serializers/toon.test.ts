import { describe, expect, test } from 'vitest';
import { UnwritableError } from './unwritable.ts';
import { generateTasks } from '../builtin-data/generate.ts';
import type { DataRecord } from '../json-value.ts';
import { parseToon, serializeToon } from './toon.ts';
import { describeLosslessRoundTrip } from './round-trip.fixture.ts';

describe('serializeToon', () => {
  const cases: { name: string; input: { records: DataRecord[]; fields: string[] }; expected: string }[] = [
    {
      name: 'write uniform records in the tabular form, columns in the caller order',
      input: {
        records: [
          { id: 'T-1', status: 'open', note: 'x' },
          { id: 'T-2', status: 'done' },
        ],
        fields: ['status', 'id'],
      },
      expected: '[2]{status,id}:\n  open,T-1\n  done,T-2',
    },
    {
      name: 'keep null in the tabular form when every record has the field',
      input: {
        records: [
          { a: 1, b: null },
          { a: null, b: 2 },
        ],
        fields: ['a', 'b'],
      },
      expected: '[2]{a,b}:\n  1,null\n  null,2',
    },
    {
      name: 'fall back to the list form when field sets differ',
      input: { records: [{ a: 1 }, { b: 2 }], fields: ['a', 'b'] },
      expected: '[2]:\n  - a: 1\n  - b: 2',
    },
    { name: 'write an empty record as a bare -', input: { records: [{}], fields: ['a'] }, expected: '[1]:\n  -' },
    { name: 'write [] for zero records', input: { records: [], fields: ['a'] }, expected: '[]' },
    {
      name: 'quote strings that hold the delimiter, line breaks, edge spaces or would read as another type',
      input: {
        records: [
          {
            c: 'a,b',
            l: 'l1\r\nl2',
            s: ' x',
            n: '123',
            t: 'true',
            e: '',
            q: 'say "hi"',
            p: 'a|b',
            k: '<|endoftext|>',
            u: 'é😀',
          },
        ],
        fields: ['c', 'l', 's', 'n', 't', 'e', 'q', 'p', 'k', 'u'],
      },
      expected:
        '[1]{c,l,s,n,t,e,q,p,k,u}:\n  "a,b","l1\\r\\nl2"," x","123","true","","say \\"hi\\"",a|b,<|endoftext|>,é😀',
    },
    {
      name: 'spell numbers as JavaScript does',
      input: {
        records: [{ a: 0, b: -1.5, c: 1e21, d: 1e-7, e: 123456789012345680000, f: true }],
        fields: ['a', 'b', 'c', 'd', 'e', 'f'],
      },
      expected: '[1]{a,b,c,d,e,f}:\n  0,-1.5,1e+21,1e-7,123456789012345680000,true',
    },
    {
      name: 'fold uniform nested objects into a field group',
      input: {
        records: [
          { a: 1, o: { k: 1 } },
          { a: 2, o: { k: 2 } },
        ],
        fields: ['a', 'o'],
      },
      expected: '[2]{a,o{k}}:\n  1,1\n  2,2',
    },
    {
      name: 'write records holding arrays in the list form',
      input: {
        records: [
          { a: 1, o: [1, 2] },
          { a: 2, o: [] },
        ],
        fields: ['a', 'o'],
      },
      expected: '[2]:\n  - a: 1\n    o[2]: 1,2\n  - a: 2\n    o: []',
    },
    {
      name: 'quote field names that need it',
      input: { records: [{ 'a b': 1, 'x,y': 2, '': 3 }], fields: ['a b', 'x,y', ''] },
      expected: '[1]{"a b","x,y",""}:\n  1,2,3',
    },
  ];
  test.each(cases)('should $name', ({ input, expected }) => {
    expect(serializeToon(input.records, input.fields)).toBe(expected);
  });

  test('should write the fixture in the tabular form', () => {
    const fields = ['id', 'status', 'assignee', 'priority'];
    expect(serializeToon(generateTasks(2), fields)).toBe(
      '[2]{id,status,assignee,priority}:\n  TASK-0001,blocked,farah,critical\n  TASK-0002,done,lucia,high',
    );
    const lines = serializeToon(generateTasks(20), fields).split('\n');
    expect(lines[0]).toBe('[20]{id,status,assignee,priority}:');
    expect(lines).toHaveLength(21);
    expect(lines[20]).toBe('  TASK-0020,blocked,farah,low');
  });

  test.each([
    ['a value', [{ v: '\uD800' }], ['v'], 'TOON cannot write a lone surrogate (U+D800 in record 1, field v)'],
    ['a key', [{ '\udc00k': 1 }], ['\udc00k'], 'TOON cannot write a lone surrogate (U+DC00 in a key of record 1)'],
    [
      'a nested key',
      [{ a: 1 }, { a: { b: [{ '\udc00': 1 }] } }],
      ['a'],
      'TOON cannot write a lone surrogate (U+DC00 in a key of record 2, field a.b[0])',
    ],
  ])('should throw UnwritableError naming where, for a lone surrogate in %s', (_name, records, fields, message) => {
    expect(() => serializeToon(records as DataRecord[], fields)).toThrow(new UnwritableError(message));
    expect(() => serializeToon(records as DataRecord[], fields)).toThrow(UnwritableError);
  });

  test('should write a surrogate pair (a whole character)', () => {
    expect(serializeToon([{ v: '\uD83D\uDE00' }], ['v'])).toBe('[1]{v}:\n  😀');
  });
});

describe('parseToon', () => {
  test('should throw when the declared row count is wrong (strict)', () => {
    expect(() => parseToon('[3]{a}:\n  1\n  2')).toThrow(SyntaxError);
  });

  test('should throw TypeError for a value that is not an array of objects', () => {
    expect(() => parseToon('a: 1')).toThrow(TypeError);
    expect(() => parseToon('[2]: 1,2')).toThrow(TypeError);
  });
});

describeLosslessRoundTrip('serializeToon round trip through parseToon', serializeToon, parseToon, [
  { name: 'a backslash', input: 'C:\\x' },
  { name: 'number-like text', input: '1e+21' },
  { name: 'list-like text', input: '- [1]: x' },
]);

describe('serializeToon negative zero', () => {
  test('reads -0 back as 0 (TOON writes it as 0, as JSON does)', () => {
    expect(serializeToon([{ v: -0 }], ['v'])).toBe('[1]{v}:\n  0');
    expect(Object.is(parseToon(serializeToon([{ v: -0 }], ['v']))[0]!.v, 0)).toBe(true);
  });
});
