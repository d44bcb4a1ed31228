import { describe, expect, test } from 'vitest';
import { keyColumnFirst } from './key-column.ts';

describe('keyColumnFirst', () => {
  test('the key column first, the rest in their order: the ladder at 100 rows of 5, 20, 100, 500', () => {
    expect(keyColumnFirst(4, 2)).toEqual([2, 0, 1, 3]);
  });

  test("the per-call table's overhead (6th of 7 figures) before the MCP and command-line groups", () => {
    expect(keyColumnFirst(7, 5)).toEqual([5, 0, 1, 2, 3, 4, 6]);
  });

  test('a key already first, none, or one out of range leaves the order as it is', () => {
    expect(keyColumnFirst(3, 0)).toEqual([0, 1, 2]);
    expect(keyColumnFirst(3, undefined)).toEqual([0, 1, 2]);
    expect(keyColumnFirst(3, 3)).toEqual([0, 1, 2]);
    expect(keyColumnFirst(3, -1)).toEqual([0, 1, 2]);
    expect(keyColumnFirst(0, 0)).toEqual([]);
  });
});
