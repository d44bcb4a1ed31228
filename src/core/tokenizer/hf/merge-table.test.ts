import { describe, expect, test } from 'vitest';
import { bytePairMerge, smallPieceCount } from '../bpe/merge.ts';
import { NO_RANK } from '../bpe/pair-ranks.ts';
import { byteLevelKey } from './byte-level.ts';
import { MergeTable } from './merge-table.ts';

// A toy vocabulary: bytes a=0, b=1, c=2; "ab"=3, "bc"=4, "abc"=5. Merges: (b,c) first, then (a,b),
// then (a,bc) — so "abc" merges b+c before a+b, unlike tiktoken's rule (rank = id would join "ab").
const vocab = new Map([
  ['a', 0],
  ['b', 1],
  ['c', 2],
  ['ab', 3],
  ['bc', 4],
  ['abc', 5],
]);
const byteIds = new Int32Array(256).fill(-1);
byteIds[97] = 0;
byteIds[98] = 1;
byteIds[99] = 2;
const table = new MergeTable(byteIds, Int32Array.from([1, 2, 4, 0, 1, 3, 0, 4, 5]));

describe('MergeTable', () => {
  test('should rank a pair by its merge index and give the joined id', () => {
    expect(table.rank(1, 2)).toBe(0);
    expect(table.rank(0, 1)).toBe(1);
    expect(table.rank(0, 4)).toBe(2);
    expect(table.rank(3, 2)).toBe(NO_RANK); // "ab"+"c" makes "abc" too, but is not a listed merge
    expect([...table.merged]).toEqual([4, 3, 5]);
  });

  test('should merge by the listed pairs only, in both merges of merge.ts', () => {
    expect(bytePairMerge('abc', vocab, table)).toEqual([5]);
    expect(bytePairMerge('abab', vocab, table)).toEqual([3, 3]);
    expect(bytePairMerge('cab', vocab, table)).toEqual([2, 3]);
    expect(smallPieceCount('abc', vocab, table, false)).toBe(1);
    expect(smallPieceCount('abcab', vocab, table, false)).toBe(2);
  });

  test('should merge a piece that is a token unless the file merges it otherwise', () => {
    // Only (a,b) is a merge: "bc" is a token, but without ignore_merges its bytes stay apart.
    const only = new MergeTable(byteIds, Int32Array.from([0, 1, 3]));
    expect(smallPieceCount('bc', vocab, only, false)).toBe(2);
    expect(smallPieceCount('bc', vocab, only, true)).toBe(1);
  });

  test('should let a pair listed twice take its last index', () => {
    const twice = new MergeTable(byteIds, Int32Array.from([0, 1, 3, 1, 2, 4, 0, 1, 3]));
    expect(twice.rank(0, 1)).toBe(2);
  });
});

describe('byteLevelKey', () => {
  test("should map GPT-2's byte alphabet back to bytes", () => {
    expect(byteLevelKey('Ġhello')).toBe(' hello');
    expect(byteLevelKey('Ċ')).toBe('\n');
    expect(byteLevelKey('Ã©')).toBe('\xc3\xa9'); // "é" as UTF-8 bytes
    expect(byteLevelKey('ĀŃ')).toBe('\x00\xad');
    expect(byteLevelKey('<｜begin▁of▁sentence｜>')).toBeUndefined();
  });
});
