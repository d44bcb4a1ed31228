/**
 * Exactness of the byte-level BPE tokenizers: on the generated corpus (`corpus.fixture.ts`), every count
 * of `counter.ts` equals tokenizers.js's with the same file.
 */
import { describe, expect, test } from 'vitest';
import type { TextCounter } from './counter.ts';
import { createFileCounter } from './file-counter.ts';
import { exactnessCorpus } from './corpus.fixture.ts';
import { entryOf, fileOf, referenceCount } from '../../../testing/hf-reference.ts';

const OWN = ['llama3', 'qwen3', 'deepseek_v3', 'o200k_harmony', 'gemma3'];
const corpus = exactnessCorpus();

describe.each(OWN)('%s', (id) => {
  let made: TextCounter | undefined;
  const counter = (): TextCounter => (made ??= createFileCounter(entryOf(id), fileOf(id)));

  test('should count every corpus text as tokenizers.js does with the same file', { timeout: 600_000 }, () => {
    const wrong: string[] = [];
    let tokens = 0;
    for (const text of corpus) {
      const ours = counter().count(text);
      const theirs = referenceCount(id, text);
      tokens += theirs;
      if (ours !== theirs) wrong.push(`${JSON.stringify(text.slice(0, 60))}: ${ours} ≠ ${theirs}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(corpus.length).toBeGreaterThan(500);
    expect(tokens).toBeGreaterThan(100_000);
  });

  test('should count special-token text as its characters', { timeout: 60_000 }, () => {
    expect(counter().count('<|endoftext|>')).toBeGreaterThan(1);
    expect(counter().count('<|endoftext|>')).toBe(referenceCount(id, '<|endoftext|>'));
  });
});
