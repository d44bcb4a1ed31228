/**
 * `npm run bench` (open tokenizers): the first count of a large, diverse corpus by this project's
 * byte-level BPE counter (`core/tokenizer/hf/`) against Hugging Face's tokenizers.js with the same
 * `tokenizer.json`, per tokenizer, plus the project's own cl100k_base first count of the same text
 * for scale. "First count": a fresh counter (empty caches) and a fresh tokenizers.js (empty LRU
 * cache), the file already read and parsed; the load (reading the parsed file into the counter's
 * tables) is timed on its own. Prints a Markdown table and whether every count equals
 * tokenizers.js's. Nothing asserts on time.
 */
import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { generateTasks } from '../src/core/fixtures/generate.ts';
import { buildRungTexts } from '../src/core/ladder/ladder.ts';
import { createPieceCounter } from '../src/core/tokenizer/bpe/count.ts';
import { parseRanks } from '../src/core/tokenizer/bpe/ranks.ts';
import { createByteLevelCounter } from '../src/core/tokenizer/hf/counter.ts';
import { structuredTexts } from '../src/core/tokenizer/hf/corpus.fixture.ts';
import { randomTexts } from '../src/core/tokenizer/bpe/testing.fixture.ts';
import { readByteLevelBpe } from '../src/core/tokenizer/hf/file.ts';
import { findTokenizer } from '../src/core/tokenizer/registry.ts';
import { referenceTokenizer } from '../src/node/text-counter.ts';
import { readTokenizerJson } from '../src/node/tokenizer-file.ts';

const records = generateTasks(500);
const corpus = [
  ...Object.values(buildRungTexts(records, Object.keys(records[0]!))),
  ...structuredTexts(),
  ...randomTexts(9, 2000),
].join('\n');

const time = <T>(f: () => T): [T, number] => {
  const start = performance.now();
  const value = f();
  return [value, performance.now() - start];
};

const ranksFile = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('tiktoken/encoders/cl100k_base.json'), 'utf8'),
) as { bpe_ranks: string; pat_str: string };
const cl100kRanks = parseRanks(ranksFile.bpe_ranks);
createPieceCounter(ranksFile.pat_str, () => cl100kRanks)!.count('warm up the merge tables');
const [, cl100kMs] = time(() => createPieceCounter(ranksFile.pat_str, () => cl100kRanks)!.count(corpus));

const lines = [
  '| tokenizer | load ms (ours / tokenizers.js) | first count ms (ours) | first count ms (tokenizers.js) | tokenizers.js ÷ ours | ours ÷ own cl100k_base | tokens | exact |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
];
let allExact = true;
for (const id of ['llama3', 'qwen3', 'deepseek_v3', 'o200k_harmony']) {
  const entry = findTokenizer(id)!;
  const file = readTokenizerJson(entry);
  const [bpe, loadOurs] = time(() => readByteLevelBpe(file, id));
  const [reference, loadTheirs] = time(() => referenceTokenizer(file));
  const [ours, oursMs] = time(() => createByteLevelCounter(entry, bpe).count(corpus));
  const [theirs, theirsMs] = time(() => reference.encode(corpus, { add_special_tokens: false }).ids.length);
  const exact = ours === theirs;
  allExact &&= exact;
  lines.push(
    `| ${id} | ${loadOurs.toFixed(0)} / ${loadTheirs.toFixed(0)} | ${oursMs.toFixed(0)} | ${theirsMs.toFixed(0)} | ${(theirsMs / oursMs).toFixed(1)}× | ${(oursMs / cl100kMs).toFixed(2)}× | ${theirs.toLocaleString('en')} | ${exact ? 'yes' : `no (${ours} ≠ ${theirs})`} |`,
  );
}
console.log(
  [
    '',
    `## Open tokenizers: first count of ${corpus.length.toLocaleString('en')} characters (ladder texts, every script, emoji, random texts), this project against tokenizers.js`,
    '',
    `The project's own cl100k_base counter, first count of the same text: ${cl100kMs.toFixed(0)} ms.`,
    '',
    ...lines,
  ].join('\n'),
);
console.log(`exact: ${allExact ? 'yes' : 'no'} (every count equals tokenizers.js's with the same file)`);
if (!allExact) process.exitCode = 1;
