/**
 * The decoded class table (`unicode-ranges.ts`, classes of `classes.ts`) and RegExp class bodies
 * built from it, so that no split depends on the JavaScript engine's Unicode tables.
 */
import { CLASS_RUNS } from './unicode-ranges.ts';

let table: Uint8Array | undefined;

/**
 * The class of every code point, indexed by code point (0x110000 bytes, built once, ~2 ms).
 * @throws Error if the generated runs do not cover exactly U+0000–U+10FFFF.
 */
export function classTable(): Uint8Array {
  return (table ??= decodeClassRuns(CLASS_RUNS));
}

/**
 * The class of every code point from generated runs (`<length base 36><class letter A…>`, in code
 * point order; the format of `scripts/unicode-tables.ts`).
 * @throws Error if the runs do not cover exactly U+0000–U+10FFFF.
 */
export function decodeClassRuns(runs: readonly string[]): Uint8Array {
  const t = new Uint8Array(0x110000);
  let cp = 0;
  for (const line of runs) {
    let digits = 0;
    for (let i = 0; i < line.length; i++) {
      const c = line.charCodeAt(i);
      if (c >= 65 && c <= 90) {
        const length = parseInt(line.slice(digits, i), 36);
        t.fill(c - 65, cp, cp + length);
        cp += length;
        digits = i + 1;
      }
    }
  }
  if (cp !== 0x110000) throw new Error(`classTable: runs cover ${cp} code points`);
  return t;
}

/**
 * A RegExp character-class body (no brackets, for a `u` RegExp) matching exactly the code points
 * whose class is in `classes`, written as explicit `\u{…}` ranges.
 */
export function classSet(classes: readonly number[]): string {
  const t = classTable();
  const hex = (cp: number): string => `\\u{${cp.toString(16)}}`;
  let body = '';
  for (let cp = 0; cp < t.length;) {
    if (!classes.includes(t[cp]!)) {
      cp++;
      continue;
    }
    let end = cp + 1;
    while (end < t.length && classes.includes(t[end]!)) end++;
    body += end - cp === 1 ? hex(cp) : `${hex(cp)}-${hex(end - 1)}`;
    cp = end;
  }
  return body;
}
