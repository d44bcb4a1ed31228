import { describe, expect, test } from 'vitest';
import { stripBom } from './bom.ts';

describe('stripBom', () => {
  test('should drop one leading byte-order mark', () => {
    expect(stripBom('\uFEFF[{"id":1}]')).toBe('[{"id":1}]');
    expect(stripBom('\uFEFF')).toBe('');
  });

  test('should keep a second mark and a mark further in', () => {
    expect(stripBom('\uFEFF\uFEFFa')).toBe('\uFEFFa');
    expect(stripBom('a\uFEFFb')).toBe('a\uFEFFb');
  });

  test('should give back text without a mark unchanged', () => {
    expect(stripBom('')).toBe('');
    expect(stripBom('{"a":1}')).toBe('{"a":1}');
  });
});
