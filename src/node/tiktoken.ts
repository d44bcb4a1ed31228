import { Tiktoken } from 'tiktoken/lite';
import type { RanksCounter, TiktokenCounter, TiktokenRanks } from '../core/tokenizer/tiktoken-counter.ts';
import { createRanksCounter, createTiktokenCounter } from '../core/tokenizer/tiktoken-counter.ts';
import type { TiktokenEncoding } from '../core/tokenizer/tokenizer.ts';
import { readPackageText } from './package-files.ts';

const cache = new Map<TiktokenEncoding, TiktokenCounter>();

/**
 * The Node.js counter for `encoding` (tests, command line, bench): the same WASM tiktoken and ranks
 * files as the browser worker, from node_modules or the built `cce`. One counter per encoding per process.
 */
export function nodeTiktokenCounter(encoding: TiktokenEncoding): TiktokenCounter {
  let counter = cache.get(encoding);
  if (!counter) {
    counter = createTiktokenCounter(Tiktoken, encoding, readRanks(encoding));
    cache.set(encoding, counter);
  }
  return counter;
}

function readRanks(encoding: TiktokenEncoding): TiktokenRanks {
  return JSON.parse(readPackageText('tiktoken', `encoders/${encoding}.json`)) as TiktokenRanks;
}

/**
 * A new counter for `encoding` from its ranks alone, as the browser worker counts (no WASM
 * tiktoken, so no ids): for tests that check the worker's path. Not cached.
 */
export function nodeRanksCounter(encoding: TiktokenEncoding): RanksCounter {
  return createRanksCounter(encoding, readRanks(encoding));
}
