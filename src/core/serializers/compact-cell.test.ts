import { describe, expect, test } from 'vitest';
import type { JsonValue } from '../json-value.ts';
import { COMPACT, cellText, encodeCell, encodeLine, isSafeUnquoted, quoteCell } from './compact-cell.ts';

describe('isSafeUnquoted', () => {
  const cases: { name: string; input: string; expected: boolean }[] = [
    { name: 'plain text', input: 'hello world', expected: true },
    { name: 'the empty string', input: '', expected: true },
    { name: 'leading and trailing spaces', input: '  padded  ', expected: true },
    { name: 'a comma', input: 'a,b', expected: false },
    { name: 'a lone comma', input: ',', expected: false },
    { name: 'a double quote', input: 'say "hi"', expected: false },
    { name: 'a single quote', input: "it's", expected: true },
    { name: 'a line feed', input: 'a\nb', expected: false },
    { name: 'a carriage return', input: 'a\rb', expected: false },
    { name: 'a CRLF pair', input: 'a\r\nb', expected: false },
    { name: 'a tab', input: 'a\tb', expected: true },
    { name: 'a semicolon', input: 'a;b', expected: true },
    { name: 'non-ASCII text', input: 'é 日本 😀', expected: true },
    { name: 'special-token text', input: '<|endoftext|>', expected: true },
  ];
  test.each(cases)('should return $expected for $name', ({ input, expected }) => {
    expect(isSafeUnquoted(input)).toBe(expected);
  });
});

describe('quoteCell', () => {
  const cases: { name: string; input: string; expected: string }[] = [
    { name: 'plain text', input: 'abc', expected: '"abc"' },
    { name: 'the empty string', input: '', expected: '""' },
    { name: 'a comma', input: 'a,b', expected: '"a,b"' },
    { name: 'inner quotes (doubled)', input: 'say "hi"', expected: '"say ""hi"""' },
    { name: 'a lone quote', input: '"', expected: '""""' },
    { name: 'a line feed (kept raw)', input: 'a\nb', expected: '"a\nb"' },
    { name: 'a CRLF pair (kept raw)', input: 'a\r\nb', expected: '"a\r\nb"' },
  ];
  test.each(cases)('should quote $name', ({ input, expected }) => {
    expect(quoteCell(input)).toBe(expected);
  });
});

const nested = { b: 1, a: [true, null] };

describe('cellText', () => {
  const cases: { name: string; input: JsonValue; expected: string }[] = [
    { name: 'plain text', input: 'hello', expected: 'hello' },
    { name: 'text with a comma (not quoted here)', input: 'a,b', expected: 'a,b' },
    { name: 'text with quotes (not doubled here)', input: 'say "hi"', expected: 'say "hi"' },
    { name: 'the empty string', input: '', expected: '' },
    { name: 'null', input: null, expected: '' },
    { name: 'zero', input: 0, expected: '0' },
    { name: 'negative zero (JSON spells it 0)', input: -0, expected: '0' },
    { name: 'a negative fraction', input: -1.5, expected: '-1.5' },
    { name: '1e21 (JSON spelling)', input: 1e21, expected: '1e+21' },
    { name: '1e-7 (JSON spelling)', input: 1e-7, expected: '1e-7' },
    { name: 'true', input: true, expected: 'true' },
    { name: 'false', input: false, expected: 'false' },
    { name: 'an empty array', input: [], expected: '[]' },
    { name: 'an empty object', input: {}, expected: '{}' },
    { name: 'an array of numbers', input: [1, 2], expected: '[1,2]' },
    { name: 'a nested object (source key order, minified)', input: nested, expected: '{"b":1,"a":[true,null]}' },
    { name: 'non-ASCII text', input: 'é 日本 😀', expected: 'é 日本 😀' },
    { name: 'special-token text', input: '<|endoftext|>', expected: '<|endoftext|>' },
  ];
  test.each(cases)('should spell $name', ({ input, expected }) => {
    expect(cellText(input)).toBe(expected);
  });
});

describe('encodeCell', () => {
  const cases: { name: string; input: JsonValue | undefined; expected: string }[] = [
    { name: 'plain text unquoted', input: 'hello world', expected: 'hello world' },
    { name: 'text with a comma quoted', input: 'a,b', expected: '"a,b"' },
    { name: 'text with quotes quoted and doubled', input: 'say "hi"', expected: '"say ""hi"""' },
    { name: 'text with \\n quoted', input: 'line1\nline2', expected: '"line1\nline2"' },
    { name: 'text with \\r quoted', input: 'line1\rline2', expected: '"line1\rline2"' },
    { name: 'text with \\r\\n quoted', input: 'line1\r\nline2', expected: '"line1\r\nline2"' },
    { name: 'the empty string as an empty unquoted cell', input: '', expected: '' },
    { name: 'null as the quoted empty cell', input: null, expected: '""' },
    { name: 'undefined (missing field) as an empty unquoted cell', input: undefined, expected: '' },
    { name: 'zero', input: 0, expected: '0' },
    { name: 'a negative fraction', input: -1.5, expected: '-1.5' },
    { name: '1e21 as JSON spells it', input: 1e21, expected: '1e+21' },
    { name: 'true', input: true, expected: 'true' },
    { name: 'false', input: false, expected: 'false' },
    { name: 'an empty array unquoted', input: [], expected: '[]' },
    { name: 'an empty object unquoted', input: {}, expected: '{}' },
    { name: 'an array of numbers quoted (it holds a comma)', input: [1, 2], expected: '"[1,2]"' },
    { name: 'an array of strings quoted with doubled quotes', input: ['a'], expected: '"[""a""]"' },
    { name: 'a nested object as quoted minified JSON', input: nested, expected: '"{""b"":1,""a"":[true,null]}"' },
    { name: 'é unquoted', input: 'é', expected: 'é' },
    { name: '日本 unquoted', input: '日本', expected: '日本' },
    { name: 'an emoji unquoted', input: '😀', expected: '😀' },
    { name: 'special-token text as ordinary text', input: '<|endoftext|>', expected: '<|endoftext|>' },
    { name: 'surrounding spaces kept unquoted', input: ' x ', expected: ' x ' },
  ];
  test.each(cases)('should write $name', ({ input, expected }) => {
    expect(encodeCell(input)).toBe(expected);
  });

  test('should write null and a missing field differently on the page', () => {
    expect(encodeCell(null)).not.toBe(encodeCell(undefined));
  });
});

describe('encodeLine', () => {
  const cases: { name: string; input: string[]; expected: string }[] = [
    { name: 'several cells', input: ['a', '"b,c"', ''], expected: 'a,"b,c",\n' },
    { name: 'one cell', input: ['a'], expected: 'a\n' },
    { name: 'no cells', input: [], expected: '\n' },
  ];
  test.each(cases)('should join $name with commas and end with \\n', ({ input, expected }) => {
    expect(encodeLine(input)).toBe(expected);
  });

  test('should use the structural characters named in COMPACT', () => {
    expect(COMPACT).toEqual({ delimiter: ',', quote: '"', lineEnd: '\n' });
  });
});
