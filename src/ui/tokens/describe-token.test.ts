import { describe, expect, test } from 'vitest';
import { segmentLabel, visibleText } from './describe-token.ts';

describe('visibleText', () => {
  test.each([
    ['status', "'status'"],
    [' open', "' open'"],
    ['\n', 'newline'],
    ['\n  ', 'newline + 2 spaces'],
    ['   ', '3 spaces'],
    ['\t', 'tab'],
    ['a\nb', "'a↵b'"],
    ['\u00a0', 'U+00A0'],
    ['', 'nothing'],
  ])('should show %j as %s', (text, expected) => {
    expect(visibleText(text)).toBe(expected);
  });
});

describe('segmentLabel', () => {
  test('should name one token by number and id, and tokens joined over one character by their range and ids', () => {
    expect(segmentLabel({ first: 2, ids: [1234], start: 0, end: 6, text: 'status' })).toBe(
      "token 3, id 1234: 'status'",
    );
    expect(segmentLabel({ first: 1, ids: [9468, 99, 250], start: 1, end: 3, text: '🦜' })).toBe(
      "tokens 2–4, ids 9468, 99, 250: '🦜'",
    );
  });
});
