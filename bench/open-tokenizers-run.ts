/**
 * One measurement of `open-tokenizers.bench.ts`, in a process of its own so that every figure is a
 * first count (cold JIT, empty caches): `node --import tsx bench/open-tokenizers-run.ts SIDE ID`,
 * SIDE `ours` (this project's counter for ID, the path `node/text-counter.ts` takes), `theirs`
 * (tokenizers.js with the same file) or `cl100k` (the project's own cl100k_base counter). Prints
 * one JSON line: `{ path, parseMs, loadMs, countMs, tokens }`. `parseMs`: reading and parsing the
 * file (the same for both sides, not in either figure); `loadMs`: making the counter from the
 * parsed file (ours: `readByteLevelBpe`, the vocabulary and merge tables; tokenizers.js: `new
 * Tokenizer`, its vocabulary and merge maps; cl100k_base: parsing the ranks); `countMs`: the first
 * count of the corpus (everything else, lazy tables included).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { createPieceCounter } from '../src/core/tokenizer/bpe/count.ts';
import { parseRanks } from '../src/core/tokenizer/bpe/ranks.ts';
import { findTokenizer } from '../src/core/tokenizer/registry.ts';
import { ownCounterOf, referenceTokenizer } from '../src/node/text-counter.ts';
import { readTokenizerJson } from '../src/node/tokenizer-file.ts';
import { openTokenizersCorpus } from './open-tokenizers-corpus.ts';

const [side, id] = process.argv.slice(2) as [string, string];
const corpus = openTokenizersCorpus();
const time = <T>(f: () => T): [T, number] => {
  const start = performance.now();
  const value = f();
  return [value, performance.now() - start];
};

let result: { path: string; parseMs: number; loadMs: number; countMs: number; tokens: number };
if (side === 'cl100k') {
  const [text, parseMs] = time(() =>
    readFileSync(createRequire(import.meta.url).resolve('tiktoken/encoders/cl100k_base.json'), 'utf8'),
  );
  const file = JSON.parse(text) as { bpe_ranks: string; pat_str: string };
  const [ranks, loadMs] = time(() => parseRanks(file.bpe_ranks));
  const [tokens, countMs] = time(() => createPieceCounter(file.pat_str, () => ranks)!.count(corpus));
  result = { path: 'own', parseMs, loadMs, countMs, tokens };
} else {
  const entry = findTokenizer(id);
  if (!entry) throw new Error(`unknown tokenizer ${id}`);
  const [file, parseMs] = time(() => readTokenizerJson(entry));
  if (side === 'ours' && entry.counter === 'own') {
    const [counter, loadMs] = time(() => ownCounterOf(entry, file));
    const [tokens, countMs] = time(() => counter.count(corpus));
    result = { path: 'own', parseMs, loadMs, countMs, tokens };
  } else {
    const [reference, loadMs] = time(() => referenceTokenizer(file));
    const [tokens, countMs] = time(() => reference.encode(corpus, { add_special_tokens: false }).ids.length);
    result = { path: 'reference', parseMs, loadMs, countMs, tokens };
  }
}
console.log(JSON.stringify(result));
