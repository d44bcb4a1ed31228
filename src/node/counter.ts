import type { TiktokenCounter } from '../core/tokenizer/tiktoken-counter.ts';
import { findTokenizer } from '../core/tokenizer/registry.ts';
import type { EncodingName, TiktokenEncoding, TokenCounter } from '../core/tokenizer/tokenizer.ts';
import { countOnlyCounter, isTiktokenEncoding } from '../core/tokenizer/tokenizer.ts';
import { nodeTextCounter } from './text-counter.ts';
import { nodeRanksCounter, nodeTiktokenCounter } from './tiktoken.ts';

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

const countOnly = new Map<TiktokenEncoding, TokenCounter>();

/**
 * The counter for passes that only count (`npm run history`): tiktoken's encodings by their ranks alone,
 * as the worker counts, one per encoding per process so its piece caches last; counts equal
 * {@link nodeCounter}'s, which serves every other tokenizer.
 */
export function nodeCountingCounter(encoding: EncodingName): TokenCounter {
  if (!isTiktokenEncoding(encoding)) return nodeCounter(encoding);
  let counter = countOnly.get(encoding);
  if (!counter) {
    counter = nodeRanksCounter(encoding);
    countOnly.set(encoding, counter);
  }
  return counter;
}
