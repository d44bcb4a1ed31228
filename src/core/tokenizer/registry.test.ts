import { describe, expect, test } from 'vitest';
import { fileOf } from '../../testing/hf-reference.ts';
import { ENCODINGS, TIKTOKEN_ENCODINGS } from './tokenizer.ts';
import { findTokenizer, TOKENIZER_IDS, TOKENIZERS } from './registry.ts';

/** The regexes of a file's Split pre-tokenizers, in order. */
function splitPatterns(preTokenizer: unknown): string[] {
  const node = preTokenizer as { type: string; pretokenizers?: unknown[]; pattern?: { Regex?: string } };
  if (node.type === 'Sequence') return node.pretokenizers!.flatMap(splitPatterns);
  return node.type === 'Split' && node.pattern?.Regex !== undefined ? [node.pattern.Regex] : [];
}

describe('the tokenizer registry', () => {
  test('should list the seven tokenizers with distinct ids, the tiktoken encodings first', () => {
    expect(TOKENIZER_IDS).toEqual([
      'cl100k_base',
      'o200k_base',
      'o200k_harmony',
      'llama3',
      'qwen3',
      'deepseek_v3',
      'gemma3',
    ]);
    expect(TOKENIZER_IDS.slice(0, 2)).toEqual([...TIKTOKEN_ENCODINGS]);
    expect(ENCODINGS).toEqual(TOKENIZER_IDS);
    expect(TOKENIZERS.every((t) => t.specialTokens === 'as-text')).toBe(true);
  });

  test('should find an entry by id and nothing for an unknown id', () => {
    expect(findTokenizer('qwen3')?.normalizer).toBe('NFC');
    expect(findTokenizer('gemma3')?.counter).toBe('own');
    expect(findTokenizer('deepseek_v3')?.splitter).toBe('deepseek-v3');
    expect(findTokenizer('llama-3')).toBeUndefined();
  });

  test('should compile every JavaScript pattern with the u flag', () => {
    for (const t of TOKENIZERS) {
      expect(t.patterns.length).toBe(t.filePatterns.length);
      for (const p of t.patterns) expect(() => new RegExp(p, 'gu')).not.toThrow();
    }
  });

  test.each(TOKENIZERS.filter((t) => t.algorithm === 'byte-level-bpe').map((t) => t.id))(
    "should record %s's split patterns as its file says them",
    { timeout: 60_000 },
    (id) => {
      const file = fileOf(id);
      expect(splitPatterns(file.pre_tokenizer)).toEqual(findTokenizer(id)!.filePatterns);
      expect(file.model.type).toBe('BPE');
      expect(file.normalizer?.type === 'NFC' ? 'NFC' : null).toBe(findTokenizer(id)!.normalizer);
    },
  );
});
