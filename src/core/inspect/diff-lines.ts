/**
 * Line diff of two rung texts with jsdiff's `diffArrays` (Myers). Lines found in only one text are taken
 * out before the search, since its time grows with D² and most lines a projection or format change removes
 * are of that kind; it runs on the page's main thread over thousands of lines.
 */
import { diffArrays } from 'diff';

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

/** The indices of the lines of `lines` that occur in `other`. */
function sharedIndices(lines: readonly string[], other: ReadonlySet<string>): number[] {
  const out: number[] = [];
  lines.forEach((line, i) => {
    if (other.has(line)) out.push(i);
  });
  return out;
}

/**
 * The line-level diff of `a` into `b`: the lines of a longest common subsequence are `same`, the
 * rest of `a` is `removed` and the rest of `b` is `added`. Within a changed stretch removed lines
 * come before added ones. `a` followed by its removed and same lines is `a`; likewise for `b`.
 */
export function diffRungs(a: string, b: string): DiffLine[] {
  const aLines = linesOf(a);
  const bLines = linesOf(b);
  const aShared = sharedIndices(aLines, new Set(bLines));
  const bShared = sharedIndices(bLines, new Set(aLines));
  // keepA[i] / keepB[j]: line i of a / j of b is in the common subsequence.
  const keepA = new Uint8Array(aLines.length);
  const keepB = new Uint8Array(bLines.length);
  let i = 0;
  let j = 0;
  const changes = diffArrays(
    aShared.map((k) => aLines[k]!),
    bShared.map((k) => bLines[k]!),
  );
  for (const change of changes) {
    if (change.removed) i += change.count;
    else if (change.added) j += change.count;
    else for (let n = 0; n < change.count; n++) keepA[aShared[i++]!] = keepB[bShared[j++]!] = 1;
  }

  const out: DiffLine[] = [];
  i = 0;
  j = 0;
  while (i < aLines.length || j < bLines.length) {
    if (i < aLines.length && keepA[i] && j < bLines.length && keepB[j]) {
      out.push({ kind: 'same', text: aLines[i++]! });
      j++;
      continue;
    }
    while (i < aLines.length && !keepA[i]) out.push({ kind: 'removed', text: aLines[i++]! });
    while (j < bLines.length && !keepB[j]) out.push({ kind: 'added', text: bLines[j++]! });
  }
  return out;
}
