/**
 * `npm run bench` (second part): the product counter (pieces split like tiktoken, per-piece counts
 * cached, heap merge for long pieces) against plain WASM tiktoken `encode_ordinary`, js-tiktoken
 * and gpt-tokenizer, cl100k_base. The product counter is timed twice: a fresh one per run (empty
 * caches, ranks already parsed: the first count of a text) and the page's kept one counting the
 * text again (whole text cached). gpt-tokenizer keeps its own piece cache between runs.
 * Medians of several runs (one run for the cases tiktoken is slow on); prints a Markdown table and
 * whether every count equals tiktoken's. Nothing asserts on time.
 */
import { performance } from 'node:perf_hooks';
import { get_encoding } from 'tiktoken';
import { getEncoding } from 'js-tiktoken';
import { encode as gptEncode } from 'gpt-tokenizer/encoding/cl100k_base';
import { generateTasks } from '../src/core/builtin-data/generate.ts';
import { buildRungTexts } from '../src/core/ladder/ladder.ts';
import { createRng } from '../src/core/builtin-data/prng.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { createPieceCounter } from '../src/core/tokenizer/bpe/count.ts';
import { parseRanks } from '../src/core/tokenizer/bpe/ranks.ts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const counter = nodeCounter('cl100k_base');
const tk = get_encoding('cl100k_base');
const js = getEncoding('cl100k_base');
const ranksFile = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('tiktoken/encoders/cl100k_base.json'), 'utf8'),
) as { bpe_ranks: string; pat_str: string };
const ranks = parseRanks(ranksFile.bpe_ranks);

const records = generateTasks(500);
const ladder = Object.values(buildRungTexts(records, Object.keys(records[0]!))).join('\n');
let rows = 500;
let big = JSON.stringify(generateTasks(rows), null, 2);
while (big.length < 10_000_000) big = JSON.stringify(generateTasks((rows *= 2)), null, 2);
const rng = createRng(42);
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
let base64 = '';
for (let i = 0; i < 100_000; i++) base64 += B64[Math.floor(rng() * 64)];
const repeats = 'a'.repeat(50_000);

const cases = [
  { name: '500-row ladder texts (6 rungs, all fields)', text: ladder, runs: 9 },
  { name: `10 MB JSON (${rows} rows, pretty)`, text: big, runs: 3 },
  { name: '100,000-char base64', text: base64, runs: 5 },
  { name: '50,000 × "a"', text: repeats, runs: 1 },
];
/** js-tiktoken's merge is far slower still on one long piece: measured once at 428 s here; skipped. */
const SKIP = new Set(['js-tiktoken|50,000 × "a"']);
const ways: { name: string; count: (t: string) => number }[] = [
  {
    name: "this project's counter, first count",
    count: (t) => createPieceCounter(ranksFile.pat_str, () => ranks)!.count(t),
  },
  { name: "this project's counter, again", count: (t) => counter.count(t) },
  { name: 'tiktoken encode_ordinary', count: (t) => tk.encode_ordinary(t).length },
  { name: 'js-tiktoken', count: (t) => js.encode(t, [], []).length },
  { name: 'gpt-tokenizer', count: (t) => gptEncode(t, { disallowedSpecial: new Set() }).length },
];

const median = (v: number[]): number => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
const lines = [
  '| text | chars | ' + ways.map((w) => `${w.name} ms`).join(' | ') + ' | tokens (tiktoken) | exact |',
  '| --- | ---: |' + ways.map(() => ' ---: |').join('') + ' ---: | --- |',
];
let allExact = true;
for (const c of cases) {
  const ms: string[] = [];
  let reference = -1;
  const counts: number[] = [];
  reference = tk.encode_ordinary(c.text).length; // computed once, also the exactness reference
  // one untimed warm-up of every way on the cheap cases (JIT, WASM memory growth)
  if (c.runs > 1) for (const w of ways) w.count(c.text);
  for (const w of ways) {
    if (SKIP.has(`${w.name}|${c.name}`)) {
      ms.push('skipped (428 s once)');
      continue;
    }
    const times: number[] = [];
    let n = 0;
    const runs = w.name.startsWith("this project's counter") ? Math.max(c.runs, 3) : c.runs;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      n = w.count(c.text);
      times.push(performance.now() - start);
    }
    counts.push(n);
    ms.push(median(times).toFixed(1) + (runs === 1 ? ' (1 run)' : ''));
  }
  const exact = counts.every((n) => n === reference);
  allExact &&= exact;
  lines.push(
    `| ${c.name} | ${c.text.length.toLocaleString('en')} | ${ms.join(' | ')} | ${reference.toLocaleString('en')} | ${exact ? 'yes' : `no (${counts.join('/')})`} |`,
  );
}
tk.free();
console.log(
  [
    '',
    '## cl100k_base: this project\'s counter against other tokenizers (medians; "again" = the same text counted a second time by a kept counter)',
    '',
    ...lines,
  ].join('\n'),
);
console.log(`exact: ${allExact ? 'yes' : 'no'} (every way's count equals tiktoken encode_ordinary's)`);
if (!allExact) process.exitCode = 1;
