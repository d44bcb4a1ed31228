import { describe, expect, test } from 'vitest';
import { visibleName } from './visible-name.ts';

describe('visibleName', () => {
  test.each([
    ['\u202eexe.txt', '\\u202Eexe.txt'],
    ['a\u200bb', 'a\\u200Bb'],
    ['zw\u200c\u200d\u2060', 'zw\\u200C\\u200D\\u2060'],
    ['\ufeffbom', '\\uFEFFbom'],
    ['iso\u2066late\u2069', 'iso\\u2066late\\u2069'],
    ['line\nbreak\ttab\u0000', 'line\\u000Abreak\\u0009tab\\u0000'],
    ['del\u007f c1\u0085', 'del\\u007F c1\\u0085'],
    ['ls\u2028ps\u2029', 'ls\\u2028ps\\u2029'],
    ['lone\udc00k', 'lone\\uDC00k'],
    ['tag\u{e0041}', 'tag\\u{E0041}'],
  ])('should show %j as %s', (name, shown) => {
    expect(visibleName(name)).toBe(shown);
  });

  test('should leave letters, emoji, combining marks, spaces and punctuation as they are', () => {
    for (const name of ['user.login', 'élan', '日本', '😀', 'e\u0301', 'a b', 'labels[].name', 'c\\d'])
      expect(visibleName(name)).toBe(name);
  });
});
