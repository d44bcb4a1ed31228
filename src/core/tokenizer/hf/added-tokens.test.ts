/**
 * Every added token of every registry tokenizer with a `tokenizer.json`, alone and among text, counts
 * as tokenizers.js counts it with the same file (non-special ones matched whole, special ones as text).
 */
import { describe, expect, test } from 'vitest';
import { TOKENIZERS } from '../registry.ts';
import { createFileCounter } from './file-counter.ts';
import { entryOf, fileOf, referenceCount } from '../../../testing/hf-reference.ts';
import { nonSpecialAddedTokens } from './added-tokens.ts';

const FILES = TOKENIZERS.filter((t) => t.algorithm !== 'tiktoken-bpe').map((t) => t.id);

describe.each(FILES)('%s', (id) => {
  test('every added token, alone and among text, counts as the reference counts it', { timeout: 300_000 }, () => {
    const counter = createFileCounter(entryOf(id), fileOf(id));
    const added = fileOf(id).added_tokens ?? [];
    const wrong: string[] = [];
    for (const { content } of added) {
      for (const text of [content, `x${content}y`, ` ${content} `, `\\n${content}\n\n${content}${content}`]) {
        const ours = counter.count(text);
        const theirs = referenceCount(id, text);
        if (ours !== theirs) wrong.push(`${JSON.stringify(text)}: ${ours} ≠ ${theirs}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(added.length).toBeGreaterThan(0);
  });
});

test('Gemma 3 matches its HTML tags and whitespace runs whole: `\\n</div>` is \\, n, </div>', () => {
  const counter = createFileCounter(entryOf('gemma3'), fileOf('gemma3'));
  expect(nonSpecialAddedTokens(fileOf('gemma3'), 'gemma3')).toHaveLength(6406);
  expect(counter.count('\\n</div>')).toBe(3);
  // Leftmost-longest: three newlines are one added token, not three.
  expect(counter.count('a\n\n\nb')).toBe(referenceCount('gemma3', 'a\n\n\nb'));
  expect(counter.count('\n\n\n')).toBe(1);
});

test('Qwen 3 counts <think> as one token; Llama 3 has no non-special added token', () => {
  const qwen = createFileCounter(entryOf('qwen3'), fileOf('qwen3'));
  expect(qwen.count('<think>')).toBe(1);
  expect(nonSpecialAddedTokens(fileOf('llama3'), 'llama3')).toEqual([]);
});
