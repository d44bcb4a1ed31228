/**
 * Every code point U+0000–U+10FFFF (surrogates left out) after a space, per byte-level tokenizer: the
 * count of `counter.ts` equals tokenizers.js's with the same file, block by block of 4,096; a differing
 * block names its first differing code point. Slow: tokenizers.js takes 1–2 min a tokenizer here.
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
