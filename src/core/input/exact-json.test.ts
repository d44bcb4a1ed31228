import { parse as losslessParse } from 'lossless-json';
import { describe, expect, test } from 'vitest';
import { generateTasks } from '../builtin-data/generate.ts';
import type { JsonValue } from '../json-value.ts';
import { jsonNumberOf, toJsonText } from '../json-value.ts';
import { parseExactJson } from './exact-json.ts';

/** What lossless-json alone gives: the reference for every value parseExactJson returns. */
const reference = (text: string): JsonValue =>
  losslessParse(text, null, { parseNumber: jsonNumberOf, onDuplicateKey: ({ newValue }) => newValue }) as JsonValue;

describe('parseExactJson', () => {
  const texts = [
    '[]',
    '{}',
    '0',
    '12345678901234567890',
    '-0',
    '"1.0"',
    '[1, 2.5, -3e2, 1.0, 0.1000000000000000055511151231257827, 9007199254740993, 1e400, -1E-400]',
    '{"a":[[1.0,[2.50]],{"b":{"c":[0,{"d":1e21}]}}],"e":"x"}',
    '[{"s":"[1.0, {\\"q\\": 2.0}] \\\\\\" ] } 3.0","n":3.0},{"k\\"ey":4.0,"\\u0061":5.00}]',
    '{"__proto__":{"x":1.0},"constructor":2.0}',
    '[{"a":1,"a":2.0}]',
    '[{"a":1.0,"a":2}]',
    '[{"a":{"x":1.0},"a":{"x":2}}]',
    '[{"a":{"x":1.0},"b":3,"a":{"y":2}},{"a":1.0}]',
    '[{"a":[1.0],"ab":2,"a":[3]}]',
    '{"a":1,"b":{"a":1.0},"a":2}',
    ' \n[ {"a" : 1.0 } , { "b" :[ 2.0 ,3 ] } ]\r\n',
    JSON.stringify(generateTasks(20)),
    JSON.stringify(generateTasks(20)).replaceAll('"priority":', '"p":1.50,"priority":'),
  ];

  test.each(texts)('should give what lossless-json gives for %s', (text) => {
    const exact = parseExactJson(text);
    const expected = reference(text);
    expect(exact.value).toEqual(expected);
    expect(toJsonText(exact.value)).toBe(toJsonText(expected));
    expect(exact.tooDeep).toBe(false);
  });

  test.each([
    ['[1,2.5,"1.0"]', false],
    ['[1.0]', true],
    ['{"a":12345678901234567890}', true],
  ])('should say whether %s kept numbers as text (%s)', (text, exactNumbers) => {
    expect(parseExactJson(text).exactNumbers).toBe(exactNumbers);
  });

  test('should list repeated keys with the path of the object holding them and the key’s offset', () => {
    const text = '[{"a":1,"a":2},{"u":{"l":[{"k":1,"k":2}]}},{"\\u0062":1,"b":2}]';
    expect(parseExactJson(text).duplicates).toEqual([
      { key: 'a', path: [0], offset: text.indexOf('"a":2') },
      { key: 'k', path: [1, 'u', 'l', 0], offset: text.indexOf('"k":2') },
      { key: 'b', path: [2], offset: text.indexOf('"b":2') },
    ]);
  });

  test('should throw JSON.parse’s own SyntaxError for invalid JSON', () => {
    expect(() => parseExactJson('[1.0,]')).toThrow(SyntaxError);
  });

  test('should fall back to JSON.parse’s value when nesting is too deep for the exact re-read', () => {
    const deep = `${'['.repeat(50_000)}1.0${']'.repeat(50_000)}`;
    const text = `[{"a":1.0,"a":${deep}}]`;
    const exact = parseExactJson(text);
    expect(exact.tooDeep).toBe(true);
    expect(exact.exactNumbers).toBe(false);
    // JSON.parse's value: numbers plain (too deep for a deep-equality check; look at the ends).
    const record = (exact.value as Record<string, JsonValue>[])[0]!;
    expect(Object.keys(record)).toEqual(['a']);
    let v = record.a!;
    for (let i = 0; i < 50_000; i++) v = (v as JsonValue[])[0]!;
    expect(v).toBe(1);
  });

  test('should put numbers into deep values without the re-read', () => {
    const deep = `${'['.repeat(50_000)}1.0${']'.repeat(50_000)}`;
    const exact = parseExactJson(deep);
    expect(exact.tooDeep).toBe(false);
    expect(exact.exactNumbers).toBe(true);
    let v = exact.value;
    for (let i = 0; i < 50_000; i++) v = (v as JsonValue[])[0]!;
    expect(String(v)).toBe('1.0');
  });
});
