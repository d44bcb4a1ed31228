import { describe, expect, test } from 'vitest';
import { bytesKey, parseRanks, utf8Key } from './ranks.ts';
import { load } from './testing.fixture.ts';

describe('parseRanks', () => {
  test('should read the compressed format: ! offset, then tokens of increasing rank', () => {
    const ranks = parseRanks('! 0 IQ== Ig==\n! 10 YWI=');
    expect([...ranks]).toEqual([
      ['!', 0],
      ['"', 1],
      ['ab', 10],
    ]);
  });

  test('should read the plain format: base64 rank per line', () => {
    expect([...parseRanks('IQ== 0\nYWI= 5\n')]).toEqual([
      ['!', 0],
      ['ab', 5],
    ]);
  });

  test('should agree with tiktoken on the shipped files (every token decodes to its bytes)', () => {
    for (const encoding of ['cl100k_base', 'o200k_base'] as const) {
      const { tiktoken, ranks } = load(encoding);
      expect(ranks.size).toBe(encoding === 'cl100k_base' ? 100256 : 199998);
      let checked = 0;
      for (const [key, rank] of ranks) {
        if (rank % 97 !== 0) continue;
        expect(bytesKey(tiktoken.decode_single_token_bytes(rank))).toBe(key);
        checked++;
      }
      expect(checked).toBeGreaterThan(1000);
    }
  });
});

test('utf8Key should give the UTF-8 bytes as TextEncoder does, lone surrogates as U+FFFD', () => {
  for (const text of ['a', 'é', '€', '😀', 'a😀b', '\ud800', '\udc00x', '\ud83d\ud83d', 'x\ud83d']) {
    expect(utf8Key(text)).toBe(String.fromCharCode(...new TextEncoder().encode(text)));
  }
  expect(utf8Key('xé€y', 1, 3)).toBe('\xc3\xa9\xe2\x82\xac');
});
