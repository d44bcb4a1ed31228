/**
 * `npm run bench` (third part): the corpora of `corpus.ts` in both encodings, this
 * project's counter (first count: a fresh counter, empty caches, ranks already parsed; again: a
 * kept counter counting the same text a second time) against WASM tiktoken `encode_ordinary`,
 * js-tiktoken and gpt-tokenizer. One timed run each after a small warm-up (the corpora are
 * megabytes). On the long single-piece texts tiktoken and js-tiktoken are quadratic (minutes) and
 * are skipped, and gpt-tokenizer 4 overflows the stack ("failed"): those counts have no
 * reference here (the merge is proven by the tests). Prints Markdown tables and whether every
 * count matched. Nothing asserts on time.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { get_encoding } from 'tiktoken';
import { getEncoding } from 'js-tiktoken';
import { encode as gptCl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { encode as gptO200k } from 'gpt-tokenizer/encoding/o200k_base';
import { createPieceCounter } from '../src/core/tokenizer/bpe/count.ts';
import { parseRanks } from '../src/core/tokenizer/bpe/ranks.ts';
import { TIKTOKEN_ENCODINGS } from '../src/core/tokenizer/tokenizer.ts';
import { manyScriptResponses, nodeModulesTexts, stressTexts } from './corpus.ts';

const require = createRequire(import.meta.url);
const modules = nodeModulesTexts(join(import.meta.dirname, '../node_modules'), 4_000_000);
const cases = [
  { name: `node_modules prose (${modules.files} files)`, text: modules.prose, long: false },
  { name: 'the same as JSON string values', text: modules.json, long: false },
  { name: 'many-script JSON responses (seed 1)', text: manyScriptResponses(1, 2500), long: false },
  ...stressTexts().map((s) => ({ ...s, long: true })),
];

let allExact = true;
for (const encoding of TIKTOKEN_ENCODINGS) {
  const file = JSON.parse(readFileSync(require.resolve(`tiktoken/encoders/${encoding}.json`), 'utf8')) as {
    bpe_ranks: string;
    pat_str: string;
  };
  const ranks = parseRanks(file.bpe_ranks);
  const tk = get_encoding(encoding);
  const js = getEncoding(encoding);
  const gpt = encoding === 'cl100k_base' ? gptCl100k : gptO200k;
  const kept = createPieceCounter(file.pat_str, () => ranks)!;
  const ways: { name: string; count: (t: string) => number; quadratic?: boolean }[] = [
    { name: 'this project, first count', count: (t) => createPieceCounter(file.pat_str, () => ranks)!.count(t) },
    { name: 'this project, again', count: (t) => kept.count(t) },
    { name: 'tiktoken encode_ordinary', count: (t) => tk.encode_ordinary(t).length, quadratic: true },
    { name: 'js-tiktoken', count: (t) => js.encode(t, [], []).length, quadratic: true },
    { name: 'gpt-tokenizer', count: (t) => gpt(t, { disallowedSpecial: new Set() }).length },
  ];
  const warm = cases[2]!.text.slice(0, 200_000);
  for (const w of ways) w.count(warm);
  const lines = [
    '| text | chars | ' + ways.map((w) => `${w.name} ms`).join(' | ') + ' | tokens | exact | first ÷ gpt-tokenizer |',
    '| --- | ---: |' + ways.map(() => ' ---: |').join('') + ' ---: | --- | ---: |',
  ];
  for (const c of cases) {
    const ms: number[] = [];
    const counts: number[] = [];
    for (const w of ways) {
      if (c.long && w.quadratic) {
        ms.push(NaN);
        continue;
      }
      if (w.name.endsWith('again')) kept.count(c.text);
      const start = performance.now();
      try {
        counts.push(w.count(c.text));
        ms.push(performance.now() - start);
      } catch {
        ms.push(-1); // gpt-tokenizer 4 overflows the stack on one very long piece
      }
    }
    const exact = counts.every((n) => n === counts[counts.length - 1]);
    allExact &&= exact;
    const checked = counts.length > 2 ? (exact ? 'yes' : `no (${counts.join('/')})`) : 'no reference';
    const cells = ms.map((m) => (Number.isNaN(m) ? 'skipped' : m < 0 ? 'failed' : m.toFixed(0)));
    lines.push(
      `| ${c.name} | ${c.text.length.toLocaleString('en')} | ${cells.join(' | ')} | ${counts.at(-1)!.toLocaleString('en')} | ${checked} | ${ms[4]! > 0 ? (ms[0]! / ms[4]!).toFixed(2) : '–'} |`,
    );
  }
  tk.free();
  console.log(['', `## ${encoding}: corpora (one run each, ms)`, '', ...lines].join('\n'));
}
console.log(`exact: ${allExact ? 'yes' : 'no'} (every way's count equals the others')`);
if (!allExact) process.exitCode = 1;
