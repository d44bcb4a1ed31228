import { describe, expect, test } from 'vitest';
import { InputError } from './input-error.ts';
import { jsonSyntaxError, parseJsonLocated, placeOf } from './json-syntax.ts';

/** The message JSON.parse gives for `text` in this engine. */
function nativeMessage(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected JSON.parse to throw');
}

describe('placeOf', () => {
  test.each([
    ['a\nbc\r\nd', 0, { line: 1, column: 1, excerpt: 'a' }],
    ['a\nbc\r\nd', 3, { line: 2, column: 2, excerpt: 'bc' }],
    ['a\nbc\r\nd', 6, { line: 3, column: 1, excerpt: 'd' }],
  ])('should place offset %j:%d', (text, offset, place) => {
    expect(placeOf(text, offset)).toEqual(place);
  });
});

describe('jsonSyntaxError', () => {
  test('should number lines from firstLine and name what was read', () => {
    const text = '{"a":1 "b":2}';
    const error = jsonSyntaxError(text, 'events.jsonl', nativeMessage(text), { firstLine: 7, what: 'JSON Lines' });
    expect(error.message).toBe(
      "events.jsonl: invalid JSON Lines at line 7, column 8: Expected ',' or '}' after property value",
    );
    expect(error).toMatchObject({ source: 'events.jsonl', line: 7, column: 8, excerpt: '{"a":1 "b":2}' });
  });

  test.each([
    ['[1, NaN]', 'NaN at line 1, column 5'],
    ['[1,\n Infinity]', 'Infinity at line 2, column 2'],
    ['{"a":\n\n   -Infinity}', '-Infinity at line 3, column 4'],
  ])('should name a non-JSON number in %j', (text, what) => {
    expect(jsonSyntaxError(text, 'x.json', nativeMessage(text)).message).toBe(
      `x.json: ${what} is not JSON: write null or a string`,
    );
  });

  test('should keep an ordinary error for a word that only starts like NaN', () => {
    const text = '[Nope]';
    expect(jsonSyntaxError(text, 'x.json', nativeMessage(text)).message).toMatch(
      /^x\.json: invalid JSON at line 1, column 2: /,
    );
  });
});

describe('parseJsonLocated', () => {
  test('should parse JSON as JSON.parse does, after a byte-order mark', () => {
    expect(parseJsonLocated('\ufeff{"a":[1,2]}', 'x.json')).toEqual({ a: [1, 2] });
  });

  test.each([
    ['', 'x.json is empty'],
    ['\ufeff \n', 'x.json is empty'],
    ['{"a":1,}', /^x\.json: invalid JSON at line 1, column 8: .*property name/],
    ['{"a":NaN}', 'x.json: NaN at line 1, column 6 is not JSON: write null or a string'],
  ])('should refuse %j with a located InputError', (text, message) => {
    let thrown: unknown;
    try {
      parseJsonLocated(text, 'x.json');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InputError);
    const actual = (thrown as InputError).message;
    if (message instanceof RegExp) expect(actual).toMatch(message);
    else expect(actual).toBe(message);
  });
});
