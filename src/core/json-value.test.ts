import { LosslessNumber } from 'lossless-json';
import { describe, expect, test } from 'vitest';
import { generateTasks } from './builtin-data/generate.ts';
import type { JsonValue } from './json-value.ts';
import { holdsJsonNumber, isJsonNumber, isJsonObject, jsonNumberOf, jsonTypeOf, toJsonText } from './json-value.ts';

describe('jsonNumberOf', () => {
  test.each(['0', '7', '-12', '0.5', '-0.5', '9007199254740991', '1e+21', '5e-324', '0.1', '1.5e-7'])(
    'should keep %s a plain number',
    (text) => {
      const value = jsonNumberOf(text);
      expect(typeof value).toBe('number');
      expect(JSON.stringify(value)).toBe(text);
    },
  );

  test.each([
    '12345678901234567890',
    '9007199254740993',
    '0.1000000000000000055511151231257827',
    '1.0',
    '2.50',
    '1e400',
    '1E5',
    '1e21',
    '-0',
    '0.0000001',
  ])('should keep %s as its text', (text) => {
    const value = jsonNumberOf(text);
    expect(isJsonNumber(value)).toBe(true);
    expect(String(value)).toBe(text);
  });
});

describe('isJsonObject and jsonTypeOf', () => {
  test('should not take a JsonNumber for an object', () => {
    const n = new LosslessNumber('12345678901234567890');
    expect(isJsonObject(n)).toBe(false);
    expect(isJsonObject({})).toBe(true);
    expect(isJsonObject([])).toBe(false);
    expect(isJsonObject(null)).toBe(false);
  });

  test.each([
    [null, 'null'],
    [[1], 'array'],
    [{ a: 1 }, 'object'],
    ['x', 'string'],
    [1, 'number'],
    [new LosslessNumber('1.0'), 'number'],
    [false, 'boolean'],
  ] as [JsonValue, string][])('should name the type of %j %s', (value, type) => {
    expect(jsonTypeOf(value)).toBe(type);
  });

  test('should find a JsonNumber at any depth', () => {
    expect(holdsJsonNumber([{ a: { b: [1, 'x', null] } }])).toBe(false);
    expect(holdsJsonNumber([{ a: { b: [1, new LosslessNumber('1.0')] } }])).toBe(true);
    expect(holdsJsonNumber(new LosslessNumber('1.0'))).toBe(true);
    expect(holdsJsonNumber(5)).toBe(false);
  });
});

describe('toJsonText', () => {
  const odd: JsonValue = {
    s: 'é😀 "q" \\ \n\t\u0001 \u2028 <|endoftext|>',
    lone: '\ud800x\udc00',
    e: {},
    a: [],
    nested: [{ b: [true, false, null, { c: -1.5 }] }],
    '': 0,
    // A computed key defines an own property (a plain `__proto__:` would set the prototype).
    ['__proto__']: 'own key',
  };

  test.each([0, 2])('should write what JSON.stringify writes when no JsonNumber is in it (indent %d)', (indent) => {
    const tasks = generateTasks(20);
    expect(toJsonText(tasks, indent)).toBe(indent ? JSON.stringify(tasks, null, indent) : JSON.stringify(tasks));
    expect(toJsonText(odd, indent)).toBe(indent ? JSON.stringify(odd, null, indent) : JSON.stringify(odd));
  });

  test.each([0, 2])(
    'should write the same text as JSON.stringify around JsonNumbers, which keep their digits (indent %d)',
    (indent) => {
      // The lossless path, checked against JSON.stringify with the JsonNumbers swapped for plain 0s.
      const withNumbers: JsonValue = [
        { ...(odd as object), n: new LosslessNumber('12345678901234567890') },
        ...generateTasks(5),
      ];
      const withZeros: JsonValue = [{ ...(odd as object), n: 0 }, ...generateTasks(5)];
      const expected = (indent ? JSON.stringify(withZeros, null, indent) : JSON.stringify(withZeros)).replace(
        indent ? '"n": 0' : '"n":0',
        indent ? '"n": 12345678901234567890' : '"n":12345678901234567890',
      );
      expect(toJsonText(withNumbers, indent)).toBe(expected);
    },
  );

  test('should write a lone JsonNumber as its digits', () => {
    expect(toJsonText(new LosslessNumber('0.1000000000000000055511151231257827'))).toBe(
      '0.1000000000000000055511151231257827',
    );
  });
});
