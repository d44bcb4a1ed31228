import { Tokenizer } from '@huggingface/tokenizers';
import { createByteLevelCounter, type TextCounter } from '../core/tokenizer/hf/counter.ts';
import { readByteLevelBpe } from '../core/tokenizer/hf/file.ts';
import type { TokenizerEntry } from '../core/tokenizer/registry.ts';
import { isTiktokenEncoding } from '../core/tokenizer/tokenizer.ts';

import { nodeTiktokenCounter } from './tiktoken.ts';
import { readTokenizerJson } from './tokenizer-file.ts';

const cache = new Map<string, TextCounter>();

/**
 * The Node.js counter of a registry tokenizer, made once per process: tiktoken's encodings through
 * `counter.ts`, the byte-level BPE files through the project's own merge (`core/tokenizer/hf/`),
 * and a tokenizer the project does not count itself yet (`counter: 'reference'`, Gemma 3) through
 * Hugging Face's tokenizers.js with the same file, its added tokens left out so that special-token
 * text counts as text.
 * @throws Error when the tokenizer's package is not installed or its file cannot be read.
 */
export function nodeTextCounter(entry: TokenizerEntry): TextCounter {
  let counter = cache.get(entry.id);
  if (!counter) {
    counter = makeCounter(entry);
    cache.set(entry.id, counter);
  }
  return counter;
}

function makeCounter(entry: TokenizerEntry): TextCounter {
  if (entry.algorithm === 'tiktoken-bpe') {
    if (!isTiktokenEncoding(entry.id)) throw new Error(`${entry.id}: not a tiktoken encoding of this project`);
    const counter = nodeTiktokenCounter(entry.id);
    return {
      tokenizer: entry.id,
      count: (text) => counter.count(text),
      countSteps: function* (text) {
        return counter.countSteps ? yield* counter.countSteps(text) : counter.count(text);
      },
    };
  }
  const file = readTokenizerJson(entry);
  if (entry.counter === 'own') return createByteLevelCounter(entry, readByteLevelBpe(file, entry.id));
  const reference = referenceTokenizer(file);
  const count = (text: string): number => reference.encode(text, { add_special_tokens: false }).ids.length;
  return {
    tokenizer: entry.id,
    count,
    // eslint-disable-next-line require-yield -- the reference library counts in one go
    countSteps: function* (text) {
      return count(text);
    },
  };
}

/** tokenizers.js over `file` with its added tokens left out (special-token text is text). */
export function referenceTokenizer(file: object): Tokenizer {
  return new Tokenizer({ ...file, added_tokens: [] } as never, {} as never);
}
