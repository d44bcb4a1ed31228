/**
 * The all-code-point proof: for every code point U+0000–U+10FFFF, in two contexts, the split of
 * `split.ts` and every piece's count equal tiktoken's, for both encodings.
 * Why the contexts suffice and how it stays affordable: docs/exactness.md, "The pre-tokenizers".
 */
import { describe, expect, test } from 'vitest';
import { TIKTOKEN_ENCODINGS } from '../tokenizer.ts';
import { classTable } from './class-table.ts';
import { smallPieceCount } from './merge.ts';
import { utf8Key } from './ranks.ts';
import { pieceEndFor, splitWith } from './split.ts';
import { load } from './testing.fixture.ts';

const context = (c: string): string => `!!${c}B${c}b${c}`;
/**
 * The other neighbours, checked on every code point too: after and before a digit, a
 * space, an apostrophe (contractions) and a newline, and doubled.
 */
const neighbours = (c: string): string => `${c}1${c} ${c}'${c}\n${c}${c}.`;
/** One code point of each class, in class order (classes.ts). */
const MEMBERS = ['€', 'Ω', 'ω', '中', '\u0301', '½', '\u00a0', '\n'];
const BLOCK = 0x10000;

describe.each(TIKTOKEN_ENCODINGS)('every code point (%s)', (encoding) => {
  const { file, tiktoken, ranks } = load(encoding);
  const pieceEnd = pieceEndFor(file.pat_str)!;

  test('should have a context that splits every class its own way', () => {
    const table = classTable();
    MEMBERS.forEach((c, cls) => expect(table[c.codePointAt(0)!]).toBe(cls));
    const shapes = MEMBERS.map((c) => JSON.stringify(splitWith(context(c), pieceEnd).map((p) => p.replaceAll(c, '@'))));
    expect(new Set(shapes).size).toBe(encoding === 'cl100k_base' ? 5 : 8);
  });

  test.each([
    ['!!cBcbc', context],
    ["c1c c'c\\ncc.", neighbours],
  ])('should split and count every code point in the context %s like tiktoken', { timeout: 180_000 }, (_, around) => {
    let maxId = 0;
    for (const id of ranks.values()) maxId = Math.max(maxId, id);
    const tokenBytes = new Uint8Array(maxId + 1);
    for (const [key, id] of ranks) tokenBytes[id] = key.length;
    const counts = new Map<string, number>();
    let pieces = 0;
    for (let block = 0; block < 0x110000; block += BLOCK) {
      const parts: string[] = [];
      for (let cp = block; cp < block + BLOCK; cp++) parts.push(around(String.fromCodePoint(cp)));
      const text = parts.join('');
      const ids = tiktoken.encode_ordinary(text);
      let t = 0;
      for (let start = 0; start < text.length;) {
        const end = pieceEnd(text, start);
        const piece = text.slice(start, end);
        const key = utf8Key(piece);
        let n = counts.get(key);
        if (n === undefined) {
          n = smallPieceCount(key, ranks);
          if (counts.size > 100_000) counts.clear();
          counts.set(key, n);
        }
        let bytes = key.length;
        for (let k = 0; k < n; k++) bytes -= tokenBytes[ids[t++]!]!;
        if (bytes !== 0) {
          expect.fail(
            `near ${JSON.stringify(text.slice(start - 8, end + 8))}: piece ${JSON.stringify(piece)} differs from tiktoken's tokens`,
          );
        }
        pieces++;
        start = end;
      }
      expect(t, `block U+${block.toString(16)}`).toBe(ids.length);
    }
    expect(pieces).toBeGreaterThan(0x110000 * 2);
  });
});
