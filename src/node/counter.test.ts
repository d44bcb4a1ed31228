import { describe, expect, test } from 'vitest';
import { findTokenizer } from '../core/tokenizer/registry.ts';
import { nodeCounter } from './counter.ts';
import { referenceTokenizer } from './text-counter.ts';
import { readTokenizerJson } from './tokenizer-file.ts';

const TEXT = '{"id": 42, "title": "Déjà vu — 東京 🚀", "tags": ["a b", "<|im_start|>"]}\n\n    indented 12345\n';

describe('nodeCounter', () => {
  test('should count llama3 as tokenizers.js does with the same file, with no token ids', () => {
    const counter = nodeCounter('llama3');
    const reference = referenceTokenizer(readTokenizerJson(findTokenizer('llama3')!));
    expect(counter.encoding).toBe('llama3');
    expect(counter.count(TEXT)).toBe(reference.encode(TEXT, { add_special_tokens: false }).ids.length);
    expect(counter.encode).toBeUndefined();
  });

  test('should give tiktoken encodings with their token ids', () => {
    const counter = nodeCounter('o200k_base');
    expect(counter.count(TEXT)).toBe(counter.encode(TEXT).length);
  });
});
