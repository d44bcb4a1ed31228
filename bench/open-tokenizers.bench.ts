/**
 * `npm run bench` (open tokenizers): the first count of a large, diverse corpus
 * (`open-tokenizers-corpus.ts`) by this project's counter of each open tokenizer against Hugging
 * Face's tokenizers.js with the same `tokenizer.json`, and against the project's own cl100k_base
 * counter of the same text. Every figure is measured in a fresh process (`open-tokenizers-run.ts`):
 * cold JIT, empty caches. What each figure includes: "load" makes the counter from the parsed file
 * (ours: the vocabulary and merge tables; tokenizers.js: its constructor, which builds its
 * vocabulary and merge maps); "first count" is everything after (split, merges, lazy tables,
 * caches); reading and parsing the JSON file is the same for both and in neither. The goals: first
 * count ≥ 10× faster than tokenizers.js, and within 2× of own cl100k_base, for the byte-level BPE
 * tokenizers. Printed, never asserted; the counts must equal tokenizers.js's (exit
 * code 1 otherwise).
 */
import { reportGoals } from './goals.ts';
import { execFileSync } from 'node:child_process';
import { TOKENIZERS } from '../src/core/tokenizer/registry.ts';

interface Run {
  path: string;
  parseMs: number;
  loadMs: number;
  countMs: number;
  tokens: number;
}

const run = (side: string, id: string): Run =>
  JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'bench/open-tokenizers-run.ts', side, id], {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    }),
  ) as Run;

const ms = (n: number): string => Math.round(n).toLocaleString('en');
const cl100k = run('cl100k', 'cl100k_base');
const lines = [
  '| tokenizer | path | load ms (ours / tokenizers.js) | first count ms (ours) | first count ms (tokenizers.js) | tokenizers.js ÷ ours | ≥ 10× | ours ÷ own cl100k_base | ≤ 2× | load + first count ms (ours / tokenizers.js) | tokens | exact |',
  '| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | --- | ---: | ---: | --- |',
];
let allExact = true;
const parseMs: string[] = [];
for (const entry of TOKENIZERS.filter((t) => t.algorithm !== 'tiktoken-bpe')) {
  const ours = run('ours', entry.id);
  const theirs = run('theirs', entry.id);
  parseMs.push(`${entry.id} ${ms(theirs.parseMs)}`);
  const exact = ours.tokens === theirs.tokens;
  allExact &&= exact;
  const own = ours.path === 'own';
  const speedup = theirs.countMs / ours.countMs;
  const ofCl100k = ours.countMs / cl100k.countMs;
  // The goals are the byte-level BPE tokenizers'; Gemma 3's merge is one whole-text merge.
  const goal = (met: boolean): string =>
    !own || entry.algorithm !== 'byte-level-bpe' ? 'no goal' : met ? 'met' : 'not met';
  lines.push(
    [
      entry.id,
      own ? `own (${entry.algorithm})` : 'tokenizers.js (no own counter yet)',
      `${ms(ours.loadMs)} / ${ms(theirs.loadMs)}`,
      ms(ours.countMs),
      ms(theirs.countMs),
      `${speedup.toFixed(1)}×`,
      goal(speedup >= 10),
      `${ofCl100k.toFixed(2)}×`,
      goal(ofCl100k <= 2),
      `${ms(ours.loadMs + ours.countMs)} / ${ms(theirs.loadMs + theirs.countMs)}`,
      theirs.tokens.toLocaleString('en'),
      exact ? 'yes' : `no (${ours.tokens} ≠ ${theirs.tokens})`,
    ]
      .join(' | ')
      .replace(/^/, '| ') + ' |',
  );
}
console.log(
  [
    '',
    '## Open tokenizers: first count of the corpus (ladder texts, every script, emoji, random texts) in a fresh process, this project against tokenizers.js with the same file',
    '',
    `The project's own cl100k_base counter, first count of the same text: ${ms(cl100k.countMs)} ms (ranks parsed in ${ms(cl100k.loadMs)} ms before). Reading and parsing each tokenizer.json (the same for both sides, in neither figure), ms: ${parseMs.join(', ')}.`,
    '',
    ...lines,
  ].join('\n'),
);
reportGoals('Open tokenizers', [
  {
    goal: "every registry tokenizer's count of the corpus equals tokenizers.js's with the same file",
    measured: allExact ? 'all equal' : 'a count differs (table above)',
    target: 'all equal',
    met: allExact,
  },
]);
if (!allExact) process.exitCode = 1;
