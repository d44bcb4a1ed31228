import { describe, expect, test } from 'vitest';
import { TIKTOKEN_ENCODINGS } from '../tokenizer.ts';
import { pieceRegExp, splitPieces } from './pretokenize.ts';
import { cl100kPieceEnd, o200kPieceEnd, pieceEndFor, splitWith } from './split.ts';
import { ADVERSARIAL_ATOMS, CL100K_SAMPLE, corpusTexts, encodeOurs, load, randomTexts } from './testing.fixture.ts';

// One or more members of every class the patterns tell apart (Ll, Lu, Lt, Lm, Lo, M, N in and out
// of the BMP, other in and out of the BMP, White_Space, CR, LF), the contraction letters with the
// long s, the o200k_base slash, and a lone surrogate.
const ALPHABET = [
  'a',
  'A',
  'ǅ',
  'ʰ',
  '中',
  '\u0301',
  '1',
  '½',
  '𝟙',
  '😀',
  '𝔸',
  ' ',
  '\t',
  '\u00a0',
  '\n',
  '\r',
  "'",
  's',
  'ſ',
  'T',
  'r',
  'e',
  'L',
  '/',
  '!',
  '\ud800',
];

describe('split loops', () => {
  test('should split known texts like the patterns', () => {
    expect(splitWith(CL100K_SAMPLE.text, cl100kPieceEnd)).toEqual(CL100K_SAMPLE.pieces);
    expect(splitWith("HTTPServer's 𝟙𝟚𝟛𝟜 —/\n/x", o200kPieceEnd)).toEqual([
      "HTTPServer's",
      ' ',
      '𝟙𝟚𝟛',
      '𝟜',
      ' —/\n/',
      'x',
    ]);
    expect(splitWith('日本語のテキスト😀😀 done', cl100kPieceEnd)).toEqual(['日本語のテキスト', '😀😀', ' done']);
    expect(pieceEndFor('\\S+|\\s+')).toBeUndefined();
  });

  describe.each(TIKTOKEN_ENCODINGS)('%s', (encoding) => {
    const { file, tiktoken, ranks } = load(encoding);
    const re = pieceRegExp(file.pat_str)!;
    const pieceEnd = pieceEndFor(file.pat_str)!;

    test('should equal the pattern on every string of up to 4 code points over a 26-symbol alphabet', () => {
      let strings = [''];
      let checked = 0;
      for (let length = 1; length <= 4; length++) {
        strings = strings.flatMap((s) => ALPHABET.map((c) => s + c));
        for (const s of strings) {
          const ours = splitWith(s, pieceEnd);
          const theirs = splitPieces(s, re);
          if (ours.length !== theirs.length || ours.some((p, i) => p !== theirs[i]))
            expect(ours, JSON.stringify(s)).toEqual(theirs);
          checked++;
        }
      }
      expect(checked).toBe(26 + 26 ** 2 + 26 ** 3 + 26 ** 4);
    });

    test('should give tiktoken ids, split then merged, on atoms, fixtures and random texts', () => {
      const split = (text: string): number[] => encodeOurs(text, pieceEnd, ranks);
      const texts = [
        ...ADVERSARIAL_ATOMS.flatMap((a) => [a, `x${a}y`, ` ${a} `, `${a}${a}\n${a}`]),
        ...corpusTexts(),
        ...randomTexts(encoding === 'cl100k_base' ? 27 : 28, 3000),
      ];
      for (const text of texts)
        expect(split(text), JSON.stringify(text.slice(0, 200))).toEqual([...tiktoken.encode_ordinary(text)]);
    });
  });
});
