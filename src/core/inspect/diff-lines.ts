/**
 * Line diff of two rung texts. No diff library is a dependency of the project (`diff` is not in
 * node_modules), so this is a small longest-common-subsequence over lines. It is Myers' O((N+M)·D)
 * algorithm in its linear-space form (split at the middle snake, divide and conquer) rather than the textbook
 * N×M table: pretty JSON at 500 rows has thousands of lines, and a table of 5,000 × 3,000 cells
 * would take tens of megabytes and seconds, while the rungs differ by a few thousand lines at most.
 */

/** One line of a diff: in both texts, only in the first (`removed`) or only in the second (`added`). */
export interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  /** The line without its line break. */
  text: string;
}

/** Lines of `text` split at `\n`; a final line break ends the last line rather than starting an empty one. */
function linesOf(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (text.endsWith('\n')) lines.pop();
  return lines;
}

/**
 * The line-level diff of `a` into `b`: the lines of a longest common subsequence are `same`, the
 * rest of `a` is `removed` and the rest of `b` is `added`. Within a changed stretch removed lines
 * come before added ones. `a` followed by its removed and same lines is `a`; likewise for `b`.
 */
export function diffRungs(a: string, b: string): DiffLine[] {
  const aLines = linesOf(a);
  const bLines = linesOf(b);
  // Compare lines as small integers.
  const codes = new Map<string, number>();
  const code = (line: string) => {
    let c = codes.get(line);
    if (c === undefined) {
      c = codes.size;
      codes.set(line, c);
    }
    return c;
  };
  const x = Int32Array.from(aLines, code);
  const y = Int32Array.from(bLines, code);
  // keepA[i] / keepB[j]: line i of a / j of b is in the common subsequence.
  const keepA = new Uint8Array(x.length);
  const keepB = new Uint8Array(y.length);
  /**
   * A point where an optimal path of x[a0,a1) against y[b0,b1) crosses from its forward half to
   * its backward half (Myers' middle snake, in the form of diff-match-patch's `diff_bisect`:
   * diagonals that run off the grid are dropped from the search), or undefined if none is found.
   */
  function bisect(a0: number, a1: number, b0: number, b1: number): [number, number] | undefined {
    const n = a1 - a0;
    const m = b1 - b0;
    const maxD = Math.ceil((n + m) / 2);
    const offset = maxD;
    const length = 2 * maxD + 2;
    const v1 = new Int32Array(length).fill(-1);
    const v2 = new Int32Array(length).fill(-1);
    v1[offset + 1] = 0;
    v2[offset + 1] = 0;
    const delta = n - m;
    const front = delta % 2 !== 0;
    let k1start = 0;
    let k1end = 0;
    let k2start = 0;
    let k2end = 0;
    for (let d = 0; d < maxD; d++) {
      for (let k1 = -d + k1start; k1 <= d - k1end; k1 += 2) {
        const k1Offset = offset + k1;
        let x1 =
          k1 === -d || (k1 !== d && v1[k1Offset - 1]! < v1[k1Offset + 1]!) ? v1[k1Offset + 1]! : v1[k1Offset - 1]! + 1;
        let y1 = x1 - k1;
        while (x1 < n && y1 < m && x[a0 + x1] === y[b0 + y1]) {
          x1++;
          y1++;
        }
        v1[k1Offset] = x1;
        if (x1 > n) k1end += 2;
        else if (y1 > m) k1start += 2;
        else if (front) {
          const k2Offset = offset + delta - k1;
          if (k2Offset >= 0 && k2Offset < length && v2[k2Offset] !== -1 && x1 >= n - v2[k2Offset]!)
            return [a0 + x1, b0 + y1];
        }
      }
      for (let k2 = -d + k2start; k2 <= d - k2end; k2 += 2) {
        const k2Offset = offset + k2;
        let x2 =
          k2 === -d || (k2 !== d && v2[k2Offset - 1]! < v2[k2Offset + 1]!) ? v2[k2Offset + 1]! : v2[k2Offset - 1]! + 1;
        let y2 = x2 - k2;
        while (x2 < n && y2 < m && x[a1 - 1 - x2] === y[b1 - 1 - y2]) {
          x2++;
          y2++;
        }
        v2[k2Offset] = x2;
        if (x2 > n) k2end += 2;
        else if (y2 > m) k2start += 2;
        else if (!front) {
          const k1Offset = offset + delta - k2;
          if (k1Offset >= 0 && k1Offset < length && v1[k1Offset] !== -1) {
            const x1 = v1[k1Offset]!;
            if (x1 >= n - x2) return [a0 + x1, b0 + x1 - (k1Offset - offset)];
          }
        }
      }
    }
    return undefined;
  }

  // A stack instead of recursion: long inputs must not overflow the call stack.
  const stack: [number, number, number, number][] = [[0, x.length, 0, y.length]];
  while (stack.length > 0) {
    let [a0, a1, b0, b1] = stack.pop()!;
    // A common prefix and suffix need no search.
    while (a0 < a1 && b0 < b1 && x[a0] === y[b0]) keepA[a0++] = keepB[b0++] = 1;
    while (a0 < a1 && b0 < b1 && x[a1 - 1] === y[b1 - 1]) keepA[--a1] = keepB[--b1] = 1;
    if (a0 === a1 || b0 === b1) continue;
    const split = bisect(a0, a1, b0, b1);
    // No split: nothing in common (every line of the stretch is removed or added).
    if (!split) continue;
    const [sx, sy] = split;
    if ((sx === a0 && sy === b0) || (sx === a1 && sy === b1)) throw new Error('diff split at a corner: unreachable');
    stack.push([sx, a1, sy, b1], [a0, sx, b0, sy]);
  }

  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && keepA[i] && j < y.length && keepB[j]) {
      out.push({ kind: 'same', text: aLines[i++]! });
      j++;
      continue;
    }
    while (i < x.length && !keepA[i]) out.push({ kind: 'removed', text: aLines[i++]! });
    while (j < y.length && !keepB[j]) out.push({ kind: 'added', text: bLines[j++]! });
  }
  return out;
}
