import { describe, expect, it } from 'vitest';
import { readByteLevelBpe } from './file.ts';
import { fileOf } from '../../../testing/hf-reference.ts';
import { FILTER_BITS, mayBeToken, tokenFilter } from './token-filter.ts';

describe('tokenFilter', () => {
  it('should answer true for every key it was made of', () => {
    const keys = ['a', 'ab', 'hello', ' world', '\xe4\xb8\xad', 'x'.repeat(300)];
    const filter = tokenFilter(keys);
    expect(filter.length * 32).toBe(2 ** FILTER_BITS);
    for (const key of keys) expect(mayBeToken(filter, key), key).toBe(true);
  });

  it('should set one bit a key and answer false for most other keys', () => {
    const filter = tokenFilter(['hello']);
    const bits = filter.reduce((n, word) => n + word.toString(2).replaceAll('0', '').length, 0);
    expect(bits).toBe(1);
    expect(mayBeToken(filter, 'hellO')).toBe(false);
    expect(mayBeToken(filter, 'help')).toBe(false);
    expect(mayBeToken(filter, 'h')).toBe(false);
  });

  it.each(['llama3', 'o200k_harmony'])(
    'should keep every token of %s (ignore_merges) and rule out most pieces',
    (id) => {
      const bpe = readByteLevelBpe(fileOf(id), id);
      expect(bpe.ignoreMerges).toBe(true);
      const filter = bpe.filter!;
      let missed = 0;
      for (const key of bpe.vocab.keys()) if (!mayBeToken(filter, key)) missed++;
      expect(missed).toBe(0);
      // Pieces that are not tokens: a token's bytes twice over.
      let passed = 0;
      let tried = 0;
      for (const key of bpe.vocab.keys()) {
        if (tried === 20_000) break;
        if (key.length < 2 || bpe.vocab.has(key + key)) continue;
        tried++;
        if (mayBeToken(filter, key + key)) passed++;
      }
      expect(passed / tried).toBeLessThan(0.15);
    },
  );
});
