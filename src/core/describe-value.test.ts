import { describe, expect, test } from 'vitest';
import { describeValue } from './describe-value.ts';
import { parseExactJson } from './input/exact-json.ts';

describe('describeValue', () => {
  test('names the kind of a value', () => {
    expect([undefined, null, [], {}, 'abc', 3, true].map((v) => describeValue(v))).toEqual([
      'nothing',
      'null',
      'an array',
      'an object',
      'a string',
      'a number',
      'a boolean',
    ]);
  });

  test('an exact number is a number, shown by its digits when asked', () => {
    const big = parseExactJson('12345678901234567890').value;
    expect(describeValue(big)).toBe('a number');
    expect(describeValue(big, { showNumbers: true })).toBe('12345678901234567890');
  });

  test('shows short strings quoted and numbers as written when asked', () => {
    const show = { quoteStrings: true, showNumbers: true };
    expect(describeValue('abc', show)).toBe('"abc"');
    expect(describeValue('x'.repeat(41), show)).toBe('a string');
    expect(describeValue(0, show)).toBe('0');
    expect(describeValue(1.5, show)).toBe('1.5');
    expect(describeValue(false, show)).toBe('a boolean');
  });
});
