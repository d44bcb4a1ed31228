import { describe, expect, test } from 'vitest';
import type { JsonValue } from '../json-value.ts';
import { serializeJsonMin } from './json-min.ts';
import { serializeJsonPretty } from './json-pretty.ts';
import { compareCodePoints, sortKeysDeep } from './sort-keys.ts';

const EMOJI = '\u{1F600}'; // one code point above U+FFFF: UTF-16 units D83D DE00
const FULLWIDTH_TILDE = '\uFF5E'; // a BMP code point whose UTF-16 unit sorts after D83D

describe('compareCodePoints', () => {
  const cases: { name: string; input: [string, string]; expected: -1 | 0 | 1 }[] = [
    { name: 'equal strings', input: ['abc', 'abc'], expected: 0 },
    { name: 'two empty strings', input: ['', ''], expected: 0 },
    { name: 'the empty string before any other', input: ['', 'a'], expected: -1 },
    { name: 'a prefix before the longer string', input: ['ab', 'abc'], expected: -1 },
    { name: 'a longer string after its prefix', input: ['abc', 'ab'], expected: 1 },
    { name: 'upper case before lower case', input: ['Z', 'a'], expected: -1 },
    { name: 'ASCII before é', input: ['z', 'é'], expected: -1 },
    { name: 'U+FF5E before U+1F600 (UTF-16 order says the reverse)', input: [FULLWIDTH_TILDE, EMOJI], expected: -1 },
    { name: 'U+1F600 after U+FF5E', input: [EMOJI, FULLWIDTH_TILDE], expected: 1 },
    { name: 'U+E000 before an emoji', input: ['\uE000', EMOJI], expected: -1 },
  ];
  test.each(cases)('should order $name', ({ input: [a, b], expected }) => {
    expect(Math.sign(compareCodePoints(a, b))).toBe(expected);
  });

  test('should differ from the default UTF-16 sort above U+FFFF', () => {
    expect([EMOJI, FULLWIDTH_TILDE].sort()).toEqual([EMOJI, FULLWIDTH_TILDE]);
    expect([EMOJI, FULLWIDTH_TILDE].sort(compareCodePoints)).toEqual([FULLWIDTH_TILDE, EMOJI]);
  });

  test('should agree with UTF-8 byte order', () => {
    const words = [EMOJI, FULLWIDTH_TILDE, 'b', 'a', 'é', '日', '\uE000', 'ab', ''];
    const bytes = (s: string): string =>
      [...new TextEncoder().encode(s)].map((b) => b.toString(16).padStart(2, '0')).join('');
    const byByte = [...words].sort((a, b) => (bytes(a) < bytes(b) ? -1 : bytes(a) > bytes(b) ? 1 : 0));
    expect([...words].sort(compareCodePoints)).toEqual(byByte);
    expect(byByte).toEqual(['', 'a', 'ab', 'b', 'é', '日', '\uE000', FULLWIDTH_TILDE, EMOJI]);
  });
});

describe('sortKeysDeep', () => {
  test('should not mutate its input', () => {
    const input = { b: { d: 1, c: 2 }, a: [{ z: 1, y: 2 }] };
    sortKeysDeep(input);
    expect(Object.keys(input)).toEqual(['b', 'a']);
    expect(Object.keys(input.b)).toEqual(['d', 'c']);
    expect(Object.keys(input.a[0]!)).toEqual(['z', 'y']);
  });
});

const nested: JsonValue = { b: [{ z: 1, a: { y: [], x: {} } }], a: 'first' };

describe('serializeJsonPretty', () => {
  const cases: { name: string; input: JsonValue; expected: string }[] = [
    { name: 'sort top-level keys', input: { b: 1, a: 2 }, expected: '{\n  "a": 2,\n  "b": 1\n}' },
    {
      name: 'sort keys at every depth, inside arrays too',
      input: nested,
      expected:
        '{\n  "a": "first",\n  "b": [\n    {\n      "a": {\n        "x": {},\n        "y": []\n      },\n      "z": 1\n    }\n  ]\n}',
    },
    {
      name: 'sort keys by code point',
      input: { [EMOJI]: 1, [FULLWIDTH_TILDE]: 2, a: 0 },
      expected: '{\n  "a": 0,\n  "～": 2,\n  "😀": 1\n}',
    },
    { name: 'write an empty array', input: [], expected: '[]' },
    { name: 'write an empty object', input: {}, expected: '{}' },
    {
      name: 'write an array of records',
      input: [{ b: null, a: true }],
      expected: '[\n  {\n    "a": true,\n    "b": null\n  }\n]',
    },
    { name: 'keep non-ASCII as is', input: { k: 'é 日本 😀' }, expected: '{\n  "k": "é 日本 😀"\n}' },
    { name: 'keep special-token text', input: ['<|endoftext|>'], expected: '[\n  "<|endoftext|>"\n]' },
    { name: 'escape quotes and control characters', input: { k: 'a"b\n\t' }, expected: '{\n  "k": "a\\"b\\n\\t"\n}' },
    { name: 'write a bare string', input: 'x', expected: '"x"' },
    { name: 'write numbers as JSON spells them', input: [1e21, -0, 1.5], expected: '[\n  1e+21,\n  0,\n  1.5\n]' },
  ];
  test.each(cases)('should $name', ({ input, expected }) => {
    expect(serializeJsonPretty(input)).toBe(expected);
  });

  test('should not end with a newline', () => {
    expect(serializeJsonPretty([{ a: 1 }]).endsWith('\n')).toBe(false);
    expect(serializeJsonPretty([{ a: 1 }]).endsWith(']')).toBe(true);
  });
});

describe('serializeJsonMin', () => {
  const cases: { name: string; input: JsonValue; expected: string }[] = [
    { name: 'sort top-level keys', input: { b: 1, a: 2 }, expected: '{"a":2,"b":1}' },
    {
      name: 'sort keys at every depth, inside arrays too',
      input: nested,
      expected: '{"a":"first","b":[{"a":{"x":{},"y":[]},"z":1}]}',
    },
    {
      name: 'sort keys in arrays of arrays',
      input: [[{ d: 1, c: [{ f: 0, e: 0 }] }]],
      expected: '[[{"c":[{"e":0,"f":0}],"d":1}]]',
    },
    {
      name: 'sort keys by code point',
      input: { [EMOJI]: 1, [FULLWIDTH_TILDE]: 2, a: 0 },
      expected: '{"a":0,"～":2,"😀":1}',
    },
    { name: 'write an empty array', input: [], expected: '[]' },
    { name: 'write an empty object', input: {}, expected: '{}' },
    { name: 'keep non-ASCII as is', input: { k: 'é 日本 😀' }, expected: '{"k":"é 日本 😀"}' },
    { name: 'keep special-token text', input: ['<|endoftext|>'], expected: '["<|endoftext|>"]' },
    { name: 'keep < > & unescaped (unlike Go)', input: ['<a & b>'], expected: '["<a & b>"]' },
    { name: 'write null', input: null, expected: 'null' },
  ];
  test.each(cases)('should $name', ({ input, expected }) => {
    expect(serializeJsonMin(input)).toBe(expected);
  });

  test('should not end with a newline', () => {
    expect(serializeJsonMin({ a: [1] })).toBe('{"a":[1]}');
  });
});
