import { describe, expect, test } from 'vitest';
import { createRng } from '../../builtin-data/prng.ts';
import { TIKTOKEN_ENCODINGS } from '../tokenizer.ts';
import { NO_RANK, PAIR_TABLE_ENTRIES, PairRanks, pairRanksOf } from './pair-ranks.ts';
import { parseRanks, ranksOf } from './ranks.ts';
import { load } from './testing.fixture.ts';

describe.each(TIKTOKEN_ENCODINGS)('PairRanks (%s)', (encoding) => {
  const { ranks } = load(encoding);
  const tokens: string[] = [];
  for (const [key, rank] of ranks) tokens[rank] = key;

  test('should give every byte its one-byte token id', () => {
    const pairs = pairRanksOf(ranks);
    for (let b = 0; b < 256; b++) expect(pairs.byteId[b]).toBe(ranks.get(String.fromCharCode(b)));
    expect(pairRanksOf(ranks)).toBe(pairs);
  });

  test('should give the rank of the joined bytes, or NO_RANK, past the table bound and again', () => {
    const pairs = new PairRanks(ranksOf(ranks));
    const rng = createRng(encoding === 'cl100k_base' ? 11 : 12);
    const ids = [...ranks.values()];
    const asked: [number, number][] = [];
    let found = 0;
    for (let t = 0; t < PAIR_TABLE_ENTRIES + 5000; t++) {
      // every third pair is the two halves of a real token, so that hits are common
      let left = ids[Math.floor(rng() * ids.length)]!;
      let right = ids[Math.floor(rng() * ids.length)]!;
      if (t % 3 === 0) {
        const whole = tokens[ids[Math.floor(rng() * ids.length)]!]!;
        const cut = 1 + Math.floor(rng() * (whole.length - 1));
        const l = ranks.get(whole.slice(0, cut));
        const r = ranks.get(whole.slice(cut));
        if (whole.length > 1 && l !== undefined && r !== undefined) [left, right] = [l, r];
      }
      const expected = ranks.get(tokens[left]! + tokens[right]!) ?? NO_RANK;
      if (expected !== NO_RANK) found++;
      if (t % 1000 === 0) asked.push([left, right]);
      expect(pairs.rank(left, right)).toBe(expected);
    }
    for (const [left, right] of asked)
      expect(pairs.rank(left, right)).toBe(ranks.get(tokens[left]! + tokens[right]!) ?? NO_RANK);
    expect(found).toBeGreaterThan(20000);
  });
});

test('PairRanks should mark bytes that are not tokens with -1', () => {
  const pairs = new PairRanks(ranksOf(parseRanks('! 0 IQ== Ig== ISI=')));
  expect(pairs.byteId[0x21]).toBe(0);
  expect(pairs.byteId[0x22]).toBe(1);
  expect(pairs.byteId[0x61]).toBe(-1);
  expect(pairs.rank(0, 1)).toBe(2); // '!' + '"' is the third token
  expect(pairs.rank(1, 0)).toBe(NO_RANK);
  expect(pairs.rank(0, 0)).toBe(NO_RANK);
});
