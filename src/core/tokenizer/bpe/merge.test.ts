import { describe, expect, test } from 'vitest';
import { createRng } from '../../builtin-data/prng.ts';
import { TIKTOKEN_ENCODINGS } from '../tokenizer.ts';
import {
  SMALL_PIECE_BYTES,
  bytePairMerge,
  bytePairMergeCount,
  bytePairMergeReference,
  smallPieceCount,
} from './merge.ts';
import { pairRanksOf } from './pair-ranks.ts';
import { utf8Key } from './ranks.ts';
import { BASE64, load, randomFrom } from './testing.fixture.ts';

const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

describe.each(TIKTOKEN_ENCODINGS)('bytePairMerge (%s)', (encoding) => {
  const { tiktoken, ranks } = load(encoding);
  const ids = (s: string): number[] => [...tiktoken.encode_ordinary(s)];

  test('should equal tiktoken ids on one repeated letter up to 5,000', () => {
    for (const n of [
      2, 3, 4, 5, 7, 8, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 127, 128, 129, 255, 256, 257, 1000, 1001, 2047, 5000,
    ]) {
      for (const letter of ['a', 'x', 'Z']) {
        const s = letter.repeat(n);
        if (ranks.has(s)) continue; // tiktoken returns the whole piece; the merge is not used
        expect(bytePairMerge(utf8(s), ranks), `${letter}×${n}`).toEqual(ids(s));
      }
    }
  });

  test('should equal tiktoken ids on random one-piece letter strings', () => {
    const rng = createRng(encoding === 'cl100k_base' ? 1 : 2);
    const alphabets = [
      'ab',
      'abc',
      'aA',
      'etaoinshr',
      'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
      'éèàüöß',
      'абвгд',
      '日本語中文字',
      'aeé\u0301',
    ];
    for (let t = 0; t < 300; t++) {
      const alphabet = alphabets[t % alphabets.length]!;
      const length = 1 + Math.floor(rng() * (t < 280 ? 300 : 2000));
      const s = randomFrom(t * 31 + 5, alphabet, length);
      // a single piece only for letters (the combining mark is a letter piece in o200k only)
      if (alphabet.includes('\u0301') && encoding === 'cl100k_base') continue;
      const bytes = utf8(s);
      let key = '';
      for (const b of bytes) key += String.fromCharCode(b);
      if (ranks.has(key)) continue;
      expect(bytePairMerge(bytes, ranks), s.slice(0, 40)).toEqual(ids(s));
    }
  });

  test('should equal the quadratic reference on random byte strings (base64, bytes, repeats)', () => {
    const rng = createRng(encoding === 'cl100k_base' ? 3 : 4);
    for (let t = 0; t < 400; t++) {
      let bytes: Uint8Array;
      if (t % 4 === 0) bytes = utf8(randomFrom(t, BASE64, t < 390 ? 200 : 2000));
      else if (t % 4 === 1)
        bytes = Uint8Array.from({ length: 1 + Math.floor(rng() * 300) }, () => Math.floor(rng() * 256));
      else if (t % 4 === 2) bytes = utf8(randomFrom(t, ' \n\t!.,{}"', 1 + Math.floor(rng() * 300)));
      else bytes = utf8(randomFrom(t, 'ab ', 1 + Math.floor(rng() * 50)).repeat(1 + Math.floor(rng() * 20)));
      const reference = bytePairMergeReference(bytes, ranks);
      expect(bytePairMerge(bytes, ranks)).toEqual(reference);
      expect(bytePairMergeCount(String.fromCharCode(...bytes), pairRanksOf(ranks))).toBe(reference.length);
    }
  });

  test('should merge nothing for the empty piece and give byte ranks for single bytes', () => {
    expect(bytePairMerge(new Uint8Array(0), ranks)).toEqual([]);
    expect(bytePairMerge(Uint8Array.of(0x21), ranks)).toEqual([0]);
    expect(bytePairMerge(Uint8Array.of(0xff), ranks)).toEqual(bytePairMergeReference(Uint8Array.of(0xff), ranks));
  });
});

describe.each(TIKTOKEN_ENCODINGS)('smallPieceCount (%s)', (encoding) => {
  const { ranks } = load(encoding);
  const key = (bytes: Uint8Array): string => String.fromCharCode(...bytes);

  test('should count like the heap merge on random short byte strings and one-token pieces', () => {
    const rng = createRng(encoding === 'cl100k_base' ? 41 : 42);
    for (let t = 0; t < 3000; t++) {
      const length = 1 + Math.floor(rng() * 40);
      const bytes = new Uint8Array(length);
      for (let i = 0; i < length; i++) bytes[i] = rng() < 0.5 ? 97 + Math.floor(rng() * 26) : Math.floor(rng() * 256);
      const whole = ranks.has(key(bytes));
      expect(smallPieceCount(key(bytes), ranks)).toBe(whole ? 1 : bytePairMerge(bytes, ranks).length);
    }
    expect(smallPieceCount(utf8Key('hello'), ranks)).toBe(1);
    expect(smallPieceCount('a'.repeat(SMALL_PIECE_BYTES), ranks)).toBe(
      bytePairMerge(utf8('a'.repeat(SMALL_PIECE_BYTES)), ranks).length,
    );
    expect(() => smallPieceCount('a'.repeat(SMALL_PIECE_BYTES + 1), ranks)).toThrow(RangeError);
  });
});
