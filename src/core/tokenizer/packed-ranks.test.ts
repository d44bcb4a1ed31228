import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { parseRanks } from './bpe/ranks.ts';
import { packRanks, unpackRanks } from './packed-ranks.ts';
import type { TiktokenRanks } from './tiktoken-counter.ts';
import { ENCODINGS } from './tokenizer.ts';

const require = createRequire(import.meta.url);
const read = (encoding: string) =>
  JSON.parse(readFileSync(require.resolve(`tiktoken/encoders/${encoding}.json`), 'utf8')) as TiktokenRanks;

describe('packRanks / unpackRanks', () => {
  test.each(ENCODINGS)('should give back exactly the ranks parseRanks reads from %s', (encoding) => {
    const file = read(encoding);
    const parsed = parseRanks(file.bpe_ranks);
    const packed = packRanks(file.bpe_ranks, file.pat_str);
    expect(packed.pat_str).toBe(file.pat_str);
    expect(packed.lengths.length).toBe(parsed.size);
    const unpacked = unpackRanks(packed);
    expect(unpacked.size).toBe(parsed.size);
    let differing = 0;
    for (const [key, rank] of parsed) if (unpacked.get(key) !== rank) differing++;
    expect(differing).toBe(0);
  });

  test('should keep every byte value and rank order in a small file', () => {
    // Ranks 0, 1, 2: "!" (0x21), the bytes FF 00, and "ab"; base64 "IQ==", "/wA=", "YWI=".
    const packed = packRanks('! 0 IQ== /wA= YWI=\n', 'P');
    expect(packed).toEqual({ keys: '!\xff\x00ab', lengths: '\x01\x02\x02', pat_str: 'P' });
    expect([...unpackRanks(packed)]).toEqual([
      ['!', 0],
      ['\xff\x00', 1],
      ['ab', 2],
    ]);
  });

  test('should refuse ranks with a gap', () => {
    expect(() => packRanks('IQ== 0\nYWI= 2\n', 'P')).toThrow('packRanks: no token has rank 1; ranks must run 0…n−1');
  });
});
