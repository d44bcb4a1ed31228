import { describe, expect, test } from 'vitest';
import { TIKTOKEN_ENCODINGS } from '../tokenizer.ts';
import { CL100K_PAT_STR, O200K_PAT_STR, pieceRegExp, splitPieces } from './pretokenize.ts';
import { ADVERSARIAL_ATOMS, CL100K_SAMPLE, corpusTexts, encodeOurs, load, randomTexts } from './testing.fixture.ts';

describe('pieceRegExp', () => {
  test('should know exactly the shipped patterns of both encodings', () => {
    expect(load('cl100k_base').file.pat_str).toBe(CL100K_PAT_STR);
    expect(load('o200k_base').file.pat_str).toBe(O200K_PAT_STR);
  });

  test('should refuse an unknown pattern', () => {
    expect(pieceRegExp('\\S+|\\s+')).toBeUndefined();
  });

  // Formerly only text below U+0800 was split (the engine's \p{…} tables differ from tiktoken's);
  // the same texts are now split from the generated Unicode 16 tables.
  test("should split text in any script with Unicode 16 classes, not the engine's", () => {
    const re = pieceRegExp(CL100K_PAT_STR)!;
    expect(splitPieces('héllo Ωмир שלום مرحبا \u07ff', re)).toEqual(['héllo', ' Ωмир', ' שלום', ' مرحبا', ' \u07ff']);
    expect(splitPieces('\u0800', re)).toEqual(['\u0800']);
    expect(splitPieces('日本', re)).toEqual(['日本']);
    expect(splitPieces('😀', re)).toEqual(['😀']);
    expect(splitPieces('\ud800', re)).toEqual(['\ud800']);
    // Unicode 17 letters (Tolong Siki, CJK Ext. J) are unassigned in 16: not letters to tiktoken.
    expect(splitPieces('a\u{11DB1}', re)).toEqual(['a', '\u{11DB1}']);
    expect(splitPieces('a\u{323B0}b', re)).toEqual(['a', '\u{323B0}b']);
    // Unicode 16 letters are (Garay).
    expect(splitPieces('a\u{10D4A}', re)).toEqual(['a\u{10D4A}']);
  });

  test('should split like the cl100k_base pattern on known cases', () => {
    const re = pieceRegExp(CL100K_PAT_STR)!;
    expect(splitPieces(CL100K_SAMPLE.text, re)).toEqual(CL100K_SAMPLE.pieces);
    expect(splitPieces("'\u017f", re)).toEqual(["'\u017f"]); // Rust (?i) folds s with ſ
    expect(splitPieces('a\ufeffb', re)).toEqual(['a', '\ufeffb']); // U+FEFF is not White_Space
    expect(splitPieces('a\u0085 b', re)).toEqual(['a', '\u0085', ' b']); // U+0085 is
  });
});

// Strongest check of the split: tiktoken's ids of a text equal, piece by piece, the ids we get
// with our split plus whole-piece lookup or our merge (no tiktoken involved). A wrong boundary
// would change the ids.
describe.each(TIKTOKEN_ENCODINGS)('split and merge (%s) equal tiktoken ids', (encoding) => {
  const { file, tiktoken, ranks } = load(encoding);
  const re = pieceRegExp(file.pat_str)!;
  const check = (text: string): void => {
    expect(encodeOurs(text, re, ranks), JSON.stringify(text.slice(0, 200))).toEqual([
      ...tiktoken.encode_ordinary(text),
    ]);
  };

  test('on the fixtures and ladder rung texts', () => {
    for (const text of corpusTexts()) check(text);
  });

  test('on every adversarial atom, alone and between letters', () => {
    for (const atom of ADVERSARIAL_ATOMS) {
      check(atom);
      check(`x${atom}y`);
      check(` ${atom} `);
      check(`${atom}${atom}\n${atom}`);
    }
  });

  test('on 2,500+ seeded random adversarial split-safe texts', () => {
    let checked = 0;
    for (const text of randomTexts(encoding === 'cl100k_base' ? 7 : 8, 3000, 40, true)) {
      check(text);
      checked++;
    }
    expect(checked).toBeGreaterThan(2500);
  });

  test('on seeded random texts with many random code points', () => {
    let checked = 0;
    for (const text of randomTexts(encoding === 'cl100k_base' ? 17 : 18, 6000, 12)) {
      check(text);
      checked++;
    }
    expect(checked).toBeGreaterThan(500);
  });

  test('on every code point below U+0800 in letter, digit, space, apostrophe and punctuation contexts', () => {
    for (let cp = 0; cp < 0x800; cp++) {
      const c = String.fromCodePoint(cp);
      check(`a${c}b ${c}${c}1${c}'s${c}A${c} ${c}\n${c}!${c}'RE ${c}\u0301${c}  `);
    }
  });
});
