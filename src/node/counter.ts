import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Tiktoken } from 'tiktoken/lite';
import type { IdCounter, TiktokenRanks } from '../core/tokenizer/tiktoken-counter.ts';
import { createRanksCounter, createTiktokenCounter } from '../core/tokenizer/tiktoken-counter.ts';
import type { EncodingName, TokenCounter } from '../core/tokenizer/tokenizer.ts';

const require = createRequire(import.meta.url);
const cache = new Map<EncodingName, IdCounter>();

/**
 * The Node.js counter for `encoding` (tests, command line, bench): the same WASM tiktoken and
 * ranks files as the browser worker, loaded from node_modules. One counter per encoding per process.
 */
export function nodeCounter(encoding: EncodingName): IdCounter {
  let counter = cache.get(encoding);
  if (!counter) {
    counter = createTiktokenCounter(Tiktoken, encoding, readRanks(encoding));
    cache.set(encoding, counter);
  }
  return counter;
}

function readRanks(encoding: EncodingName): TiktokenRanks {
  return JSON.parse(readFileSync(require.resolve(`tiktoken/encoders/${encoding}.json`), 'utf8')) as TiktokenRanks;
}

/**
 * A new counter for `encoding` from its ranks alone, as the browser worker counts (no WASM
 * tiktoken, so no ids): for tests that check the worker's path. Not cached.
 */
export function nodeRanksCounter(encoding: EncodingName): TokenCounter {
  return createRanksCounter(encoding, readRanks(encoding));
}
