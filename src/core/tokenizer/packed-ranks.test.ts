import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { parseRanks } from './bpe/ranks.ts';
import { packRanks, unpackRanks } from './packed-ranks.ts';
import type { TiktokenRanks } from './tiktoken-counter.ts';
import { TIKTOKEN_ENCODINGS } from './tokenizer.ts';
import { createRanksCounter } from './tiktoken-counter.ts';
import { nodeCounter } from '../../node/counter.ts';

const require = createRequire(import.meta.url);
const read = (encoding: string) =>
  JSON.parse(readFileSync(require.resolve(`tiktoken/encoders/${encoding}.json`), 'utf8')) as TiktokenRanks;

describe('packRanks / unpackRanks', () => {
  test.each(TIKTOKEN_ENCODINGS)('should give back exactly the ranks parseRanks reads from %s', (encoding) => {
    const file = read(encoding);
    const parsed = parseRanks(file.bpe_ranks);
    const packed = packRanks(file.bpe_ranks, file.pat_str);
    expect(packed.pat_str).toBe(file.pat_str);
    expect(packed.lengths.length).toBe(parsed.size);
    const unpacked = unpackRanks(packed);
    expect(unpacked.size).toBe(parsed.size);
    let longest = 0;
    for (const key of parsed.keys()) longest = Math.max(longest, key.length);
    expect(unpacked.longest).toBe(longest);
    let differing = 0;
    for (const [key, rank] of parsed) if (unpacked.get(key) !== rank) differing++;
    expect(differing).toBe(0);
    // Bytes that are no token: every 50th token doubled, and with a byte added.
    let wrong = 0;
    let tried = 0;
    for (const [key, rank] of parsed) {
      if (rank % 50 !== 0) continue;
      for (const other of [key + key, `${key}\x00`, `\xff${key}`]) {
        tried++;
        if (unpacked.get(other) !== parsed.get(other) || unpacked.has(other) !== parsed.has(other)) wrong++;
      }
    }
    expect(tried).toBeGreaterThan(5000);
    expect(wrong).toBe(0);
  });

  test.each(TIKTOKEN_ENCODINGS)('should count from the packed ranks exactly as tiktoken does (%s)', (encoding) => {
    const file = read(encoding);
    const packed = createRanksCounter(encoding, packRanks(file.bpe_ranks, file.pat_str));
    const tiktoken = nodeCounter(encoding);
    const text = JSON.stringify({
      title: 'Déjà vu — “quoted” <b>bold</b>',
      cjk: '日本語のテキストと中文文本',
      emoji: '😀👍🏽 family: 👨‍👩‍👧',
      code: 'function f(x) {\n\treturn x ** 2; // 42\n}',
      long: 'x'.repeat(5000),
    });
    expect(packed.count(text)).toBe(tiktoken.encode(text).length);
  });

  test('should keep every byte value and rank order in a small file', () => {
    // Ranks 0, 1, 2: "!" (0x21), the bytes FF 00, and "ab"; base64 "IQ==", "/wA=", "YWI=".
    const packed = packRanks('! 0 IQ== /wA= YWI=\n', 'P');
    expect(packed).toEqual({ keys: '!\xff\x00ab', lengths: '\x01\x02\x02', pat_str: 'P' });
    const unpacked = unpackRanks(packed);
    expect([0, 1, 2].map((rank) => [unpacked.keyOf(rank), unpacked.get(unpacked.keyOf(rank))])).toEqual([
      ['!', 0],
      ['\xff\x00', 1],
      ['ab', 2],
    ]);
  });

  test('should refuse ranks with a gap', () => {
    expect(() => packRanks('IQ== 0\nYWI= 2\n', 'P')).toThrow('packRanks: no token has rank 1; ranks must run 0…n−1');
  });
});
