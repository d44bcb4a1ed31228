import { describe, expect, test } from 'vitest';
import { diffRungs } from './diff-lines.ts';

/** Length of a longest common subsequence of two line lists, by the textbook table. */
function lcsLength(a: string[], b: string[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = a[i - 1] === b[j - 1] ? diagonal + 1 : Math.max(row[j]!, row[j - 1]!);
      diagonal = above;
    }
  }
  return row[b.length]!;
}

const lines = (text: string) => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));

describe('diffRungs', () => {
  test('should mark lines only in the first text removed and lines only in the second added', () => {
    expect(diffRungs('a\nb\nc\n', 'a\nc\nd\n')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
  });

  test('should list removed lines before added ones within a changed stretch', () => {
    expect(diffRungs('id,status\nt1,open', 'i,s\nt1,open')).toEqual([
      { kind: 'removed', text: 'id,status' },
      { kind: 'added', text: 'i,s' },
      { kind: 'same', text: 't1,open' },
    ]);
  });

  test('should show a one-line minified rung wholly replaced by header and rows', () => {
    expect(diffRungs('[{"id":"t1"},{"id":"t2"}]', 'id\nt1\nt2\n')).toEqual([
      { kind: 'removed', text: '[{"id":"t1"},{"id":"t2"}]' },
      { kind: 'added', text: 'id' },
      { kind: 'added', text: 't1' },
      { kind: 'added', text: 't2' },
    ]);
  });

  test('should give nothing for two empty texts, and every line for one empty side', () => {
    expect(diffRungs('', '')).toEqual([]);
    expect(diffRungs('', 'x\n')).toEqual([{ kind: 'added', text: 'x' }]);
    expect(diffRungs('x\ny', '')).toEqual([
      { kind: 'removed', text: 'x' },
      { kind: 'removed', text: 'y' },
    ]);
  });

  test('should keep an empty line in the middle and ignore a final line break', () => {
    expect(diffRungs('a\n\nb', 'a\n\nb\n')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'same', text: '' },
      { kind: 'same', text: 'b' },
    ]);
  });

  test('should find a longest common subsequence and rebuild both texts, on 500 random pairs', () => {
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 500; round++) {
      const make = () => Array.from({ length: Math.floor(random() * 30) }, () => 'abcde'[Math.floor(random() * 5)]!);
      const a = make();
      const b = make();
      const diff = diffRungs(a.join('\n'), b.join('\n'));
      expect(diff.filter((l) => l.kind !== 'added').map((l) => l.text)).toEqual(a);
      expect(diff.filter((l) => l.kind !== 'removed').map((l) => l.text)).toEqual(b);
      expect(diff.filter((l) => l.kind === 'same').length).toBe(lcsLength(a, b));
    }
  });

  // Its speed is a figure of `npm run bench` (bench/diff.bench.ts), not a timed test.
  test('should diff thousands of lines exactly', () => {
    const a = Array.from({ length: 6000 }, (_, i) => (i % 3 === 0 ? `  "k": ${i},` : '  },')).join('\n');
    const b = Array.from({ length: 4000 }, (_, i) => (i % 2 === 0 ? `  "k": ${i * 3},` : '  },')).join('\n');
    const diff = diffRungs(a, b);
    expect(diff.filter((l) => l.kind !== 'added').length).toBe(6000);
    expect(diff.filter((l) => l.kind === 'same').length).toBe(lcsLength(lines(a), lines(b)));
  });
});
