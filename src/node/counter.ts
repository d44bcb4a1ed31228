import type { TiktokenCounter } from '../core/tokenizer/tiktoken-counter.ts';
import { findTokenizer } from '../core/tokenizer/registry.ts';
import type { EncodingName, TiktokenEncoding, TokenCounter } from '../core/tokenizer/tokenizer.ts';
import { countOnlyCounter, isTiktokenEncoding } from '../core/tokenizer/tokenizer.ts';
import { nodeTextCounter } from './text-counter.ts';
import { nodeTiktokenCounter } from './tiktoken.ts';

/**
 * The Node.js counter for `encoding` (tests, CLI, bench), one per tokenizer per process: tiktoken's with
 * token ids from the same ranks files as the browser worker, the others counts only (`nodeTextCounter`).
 * @throws Error when the tokenizer's package is not installed or its file cannot be read.
 */
export function nodeCounter(encoding: TiktokenEncoding): TiktokenCounter;
export function nodeCounter(encoding: EncodingName): TokenCounter;
export function nodeCounter(encoding: EncodingName): TokenCounter {
  if (isTiktokenEncoding(encoding)) return nodeTiktokenCounter(encoding);
  return countOnlyCounter(encoding, nodeTextCounter(findTokenizer(encoding)!));
}

/** Re-exported: the ranks-only counter (the worker's path) for tests. */
export { nodeRanksCounter } from './tiktoken.ts';

/**
 * The counter for passes that only count (`npm run history`): every tokenizer's `nodeTextCounter`,
 * so tiktoken's encodings by their ranks alone, as the worker counts, and the same one `cce count`
 * uses (one per tokenizer per process, its piece caches shared); counts equal {@link nodeCounter}'s.
 */
export function nodeCountingCounter(encoding: EncodingName): TokenCounter {
  return countOnlyCounter(encoding, nodeTextCounter(findTokenizer(encoding)!));
}
