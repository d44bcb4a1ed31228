import { describe, expect, test } from 'vitest';
import { createRng } from '../../builtin-data/prng.ts';
import { cl100kAsciiPieceEnd, isAscii } from './ascii-split.ts';
import { CL100K_PAT_STR, pieceRegExp, splitPieces } from './pretokenize.ts';
import { splitWith } from './split.ts';
import { CL100K_SAMPLE, corpusTexts } from './testing.fixture.ts';

const re = pieceRegExp(CL100K_PAT_STR)!;

const loopPieces = (text: string): string[] => splitWith(text, cl100kAsciiPieceEnd);

/** Every class (letter, digit, White_Space, CR/LF, other), both cases of every contraction letter, controls. */
const ALPHABET = [
  "'",
  's',
  'S',
  't',
  'r',
  'E',
  'v',
  'm',
  'l',
  'L',
  'd',
  'a',
  'Z',
  '0',
  '7',
  ' ',
  '\t',
  '\n',
  '\r',
  '\u000b',
  '\u000c',
  '"',
  ',',
  '/',
  '{',
  '\u0000',
  '\u007f',
];

describe('cl100kAsciiPieceEnd', () => {
  test('should split known cases like the pattern', () => {
    expect(loopPieces(CL100K_SAMPLE.text)).toEqual(CL100K_SAMPLE.pieces);
    expect(loopPieces('{"id":"T-1","n":42}')).toEqual(['{"', 'id', '":"', 'T', '-', '1', '","', 'n', '":', '42', '}']);
  });

  test('should split every string of up to 4 characters over the alphabet exactly like the RegExp', () => {
    let strings = [''];
    let checked = 0;
    for (let length = 1; length <= 4; length++) {
      strings = strings.flatMap((s) => ALPHABET.map((c) => s + c));
      for (const s of strings) {
        const expected = splitPieces(s, re);
        const actual = loopPieces(s);
        if (actual.length !== expected.length || actual.some((p, i) => p !== expected[i]))
          expect(actual, JSON.stringify(s)).toEqual(expected);
        checked++;
      }
    }
    expect(checked).toBe(27 + 27 ** 2 + 27 ** 3 + 27 ** 4);
  });

  test('should split the fixtures, rung texts and 20,000 random ASCII texts exactly like the RegExp', () => {
    const rng = createRng(2026);
    const texts = corpusTexts().filter(isAscii);
    expect(texts.length).toBeGreaterThan(10);
    for (let t = 0; t < 20_000; t++) {
      let s = '';
      const length = Math.floor(rng() * 60);
      for (let i = 0; i < length; i++) {
        // mostly the alphabet, sometimes any ASCII character, sometimes a run
        const c =
          rng() < 0.8 ? ALPHABET[Math.floor(rng() * ALPHABET.length)]! : String.fromCharCode(Math.floor(rng() * 128));
        s += rng() < 0.1 ? c.repeat(1 + Math.floor(rng() * 6)) : c;
      }
      texts.push(s);
    }
    for (const text of texts)
      expect(loopPieces(text), JSON.stringify(text.slice(0, 80))).toEqual(splitPieces(text, re));
  });

  test('isAscii should accept only text below U+0080', () => {
    expect(isAscii('plain {"json": 1}\n\t\u007f')).toBe(true);
    expect(isAscii('é')).toBe(false);
    expect(isAscii('\u0080')).toBe(false);
  });
});
