import { Tokenizer } from '@huggingface/tokenizers';
import type { TextCounter } from '../core/tokenizer/hf/counter.ts';
import { createFileCounter } from '../core/tokenizer/hf/file-counter.ts';
import type { TokenizerJson } from '../core/tokenizer/hf/file.ts';
import type { TokenizerEntry } from '../core/tokenizer/registry.ts';
import { isTiktokenEncoding } from '../core/tokenizer/tokenizer.ts';

import { nodeRanksCounter } from './tiktoken.ts';
import { readTokenizerJson } from './tokenizer-file.ts';

const cache = new Map<string, TextCounter>();

/**
 * The Node.js counter of a registry tokenizer, made once per process: tiktoken's encodings by their
 * ranks alone, `tokenizer.json` files via the project's own merge (special-token text counted as text).
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
    // Counts only: the ranks alone, as the worker counts (no WASM tiktoken, whose ids nothing here shows).
    const counter = nodeRanksCounter(entry.id);
    return {
      tokenizer: entry.id,
      count: (text) => counter.count(text),
      countSteps: function* (text) {
        return counter.countSteps ? yield* counter.countSteps(text) : counter.count(text);
      },
    };
  }
  const file = readTokenizerJson(entry);
  if (entry.counter === 'own') return ownCounterOf(entry, file);
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

/**
 * The project's own counter of a `tokenizer.json` entry (`counter: 'own'`) over its parsed file:
 * the byte-level BPE merge or the SentencePiece-style one (`core/tokenizer/hf/file-counter.ts`).
 * @throws Error when the entry has no own counter or the file is not what its algorithm reads.
 */
export function ownCounterOf(entry: TokenizerEntry, file: TokenizerJson): TextCounter {
  if (entry.counter !== 'own') throw new Error(`${entry.id} is counted through the reference library`);
  return createFileCounter(entry, file);
}

/** tokenizers.js over `file` with its special added tokens left out (special-token text is text). */
export function referenceTokenizer(file: TokenizerJson): Tokenizer {
  const added = (file.added_tokens ?? []).filter((t) => t.special !== true);
  return new Tokenizer({ ...file, added_tokens: added } as never, {} as never);
}
