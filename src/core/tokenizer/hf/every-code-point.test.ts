/**
 * Every code point, per byte-level tokenizer: for each block of 4,096 code points U+0000–U+10FFFF
 * (surrogates left out: a lone one reaches both counters as U+FFFD), the text of the block's code
 * points each after a space (" c"), counted by `counter.ts`, equals tokenizers.js's count with the
 * same file; where a block differs, the test names the first code point that differs alone.
 * Cheaper than the tiktoken proof (`bpe/unicode-proof.test.ts`), which checks every piece in two
 * richer contexts: tokenizers.js alone takes 1–2 min a tokenizer here (measured under a load of ~24 on 2 cores).
 */
import { describe, expect, test } from 'vitest';
import { createFileCounter } from './file-counter.ts';
import { entryOf, fileOf, referenceCount } from '../../../testing/hf-reference.ts';

const BLOCK = 0x1000;
const blockText = (from: number, to: number): string => {
  let text = '';
  for (let cp = from; cp < to; cp++) if (cp < 0xd800 || cp > 0xdfff) text += ' ' + String.fromCodePoint(cp);
  return text;
};

describe.each(['llama3', 'qwen3', 'deepseek_v3', 'o200k_harmony', 'gemma3'])('every code point (%s)', (id) => {
  test('should count every code point after a space as tokenizers.js does', { timeout: 900_000 }, () => {
    const counter = createFileCounter(entryOf(id), fileOf(id));
    let tokens = 0;
    for (let block = 0; block < 0x110000; block += BLOCK) {
      const text = blockText(block, block + BLOCK);
      const theirs = referenceCount(id, text);
      tokens += theirs;
      if (counter.count(text) === theirs) continue;
      for (let cp = block; cp < block + BLOCK; cp++) {
        const one = blockText(cp, cp + 1);
        if (one && counter.count(one) !== referenceCount(id, one)) {
          expect.fail(
            `U+${cp.toString(16).toUpperCase()} after a space: ${counter.count(one)} ≠ ${referenceCount(id, one)}`,
          );
        }
      }
      expect.fail(`block U+${block.toString(16)}: the code points agree alone but not together`);
    }
    expect(tokens).toBeGreaterThan(0x110000 - 0x800);
  });
});
