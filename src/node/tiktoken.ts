import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Tiktoken } from 'tiktoken/lite';
import type { TiktokenCounter, TiktokenRanks } from '../core/tokenizer/tiktoken-counter.ts';
import { createTiktokenCounter } from '../core/tokenizer/tiktoken-counter.ts';
import type { TiktokenEncoding } from '../core/tokenizer/tokenizer.ts';

const require = createRequire(import.meta.url);
const cache = new Map<TiktokenEncoding, TiktokenCounter>();

/**
 * The Node.js counter for `encoding` (tests, command line, bench): the same WASM tiktoken and
 * ranks files as the browser worker, loaded from node_modules. One counter per encoding per process.
 */
export function nodeTiktokenCounter(encoding: TiktokenEncoding): TiktokenCounter {
  let counter = cache.get(encoding);
  if (!counter) {
    const path = require.resolve(`tiktoken/encoders/${encoding}.json`);
    const ranks = JSON.parse(readFileSync(path, 'utf8')) as TiktokenRanks;
    counter = createTiktokenCounter(Tiktoken, encoding, ranks);
    cache.set(encoding, counter);
  }
  return counter;
}
