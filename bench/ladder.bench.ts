/**
 * `npm run bench`: what the ladder costs compared with plain tokenization.
 *
 * On the 500-row fixture, cl100k_base, times
 * - a toggle: computeLadder (build the six rung texts, count each with the product counter
 *   nodeCounter('cl100k_base')) on a projection not counted before: each run takes the next
 *   ordering of the roll-call fields (id, status, assignee, priority), so L2–L5 are new texts while
 *   L0/L1 (full records) are unchanged, as after a field toggle on the page;
 * - the same ladder again (every text cached whole);
 * - a first count with empty caches: the six roll-call texts through a fresh pieces counter
 *   (ranks already parsed);
 * - buildRungTexts alone: the serialization share;
 * - plain: one `encode_ordinary` per roll-call rung text with the `tiktoken` package used directly;
 * and prints a Markdown table of medians and p95s (nearest rank), each ratio to plain, the total
 * tokens and the machine. Runs are interleaved so drift (thermal, GC) hits every measurement
 * alike. Nothing here asserts on time; the check is that every way counts the same tokens.
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { get_encoding } from 'tiktoken';
import { generateTasks } from '../src/core/builtin-data/generate.ts';
import { buildRungTexts, computeLadder } from '../src/core/ladder/ladder.ts';
import { RUNG_IDS } from '../src/core/ladder/rungs.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { createPieceCounter } from '../src/core/tokenizer/bpe/count.ts';
import { parseRanks } from '../src/core/tokenizer/bpe/ranks.ts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const ROWS = 500;
const FIELDS = ['id', 'status', 'assignee', 'priority'];
const ENCODING = 'cl100k_base';
const WARMUP_RUNS = 5;
const RUNS = 15;

const records = generateTasks(ROWS);
const datasets = [{ label: `tasks-${ROWS}.json`, records }];
const counter = nodeCounter(ENCODING);
const encoder = get_encoding(ENCODING);
const texts = RUNG_IDS.map((id) => buildRungTexts(records, FIELDS)[id]);
const ranksFile = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve(`tiktoken/encoders/${ENCODING}.json`), 'utf8'),
) as { bpe_ranks: string; pat_str: string };
const ranks = parseRanks(ranksFile.bpe_ranks);

/** Every ordering of `items` (24 for the four roll-call fields): projections the counter has not seen. */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}
const orderings = permutations(FIELDS).slice(1); // the first is FIELDS itself, counted below as "again"
let nextOrdering = 0;

/** Sink for results, so no measured call is optimized away. */
let sink = 0;

const measurements = [
  {
    name: "recount after a field toggle: this project's counter, a projection not counted before (L0/L1 unchanged)",
    run: () => {
      const fields = orderings[nextOrdering++ % orderings.length]!;
      sink += computeLadder(datasets, fields, counter).scales.length;
    },
  },
  {
    name: 'the same ladder again (every text cached whole)',
    run: () => {
      sink += computeLadder(datasets, FIELDS, counter).scales.length;
    },
  },
  {
    name: "first count of the 6 texts, nothing cached yet (this project's counter)",
    run: () => {
      const fresh = createPieceCounter(ranksFile.pat_str, () => ranks)!;
      for (const text of texts) sink += fresh.count(text);
    },
  },
  {
    name: 'building the 6 rung texts only (serialization, no counting)',
    run: () => {
      sink += buildRungTexts(records, FIELDS).L0.length;
    },
  },
  {
    name: 'plain: tiktoken encode_ordinary of the 6 texts (the tiktoken package used directly)',
    run: () => {
      for (const text of texts) sink += encoder.encode_ordinary(text).length;
    },
  },
] as const;

for (let i = 0; i < WARMUP_RUNS; i++) for (const m of measurements) m.run();

const samples: number[][] = measurements.map(() => []);
for (let i = 0; i < RUNS; i++) {
  measurements.forEach((m, k) => {
    const start = performance.now();
    m.run();
    samples[k]!.push(performance.now() - start);
  });
}

/** Nearest-rank percentile `p` (0–100) of `values`. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const medians = samples.map((s) => percentile(s, 50));
const plainMedian = medians[4]!;

// The one correctness check: both ways count the same tokens per rung.
const ladder = computeLadder(datasets, FIELDS, counter);
const ladderTokens = RUNG_IDS.map((id) => ladder.scales[0]!.rungs[id].tokens);
const plainTokens = texts.map((text) => encoder.encode_ordinary(text).length);
const agree = ladderTokens.every((tokens, i) => tokens === plainTokens[i]);
const total = ladderTokens.reduce((a, b) => a + b, 0);
encoder.free();

const ms = (value: number): string => value.toFixed(2);
const count = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const cpu = cpus();

const lines = [
  `## Ladder recount: ${ROWS}-row fixture, ${ENCODING}`,
  '',
  `${ROWS} rows (generateTasks(${ROWS})), fields ${FIELDS.join(', ')}, ${ENCODING}; ${RUNS} runs after ${WARMUP_RUNS} warm-up runs`,
  '',
  '| measurement | median ms | p95 ms | ratio to plain (median) |',
  '| --- | ---: | ---: | ---: |',
  ...measurements.map(
    (m, k) =>
      `| ${m.name} | ${ms(medians[k]!)} | ${ms(percentile(samples[k]!, 95))} | ${(medians[k]! / plainMedian).toFixed(2)} |`,
  ),
  '',
  `ratio toggle/plain (medians): ${(medians[0]! / plainMedian).toFixed(2)}; ${orderings.length} field orderings cycled`,
  `total tokens (6 rungs): ${count(total)} (${RUNG_IDS.map((id, i) => `${id} ${count(ladderTokens[i]!)}`).join(', ')}); plain encode agrees: ${agree ? 'yes' : 'NO'}`,
  `machine: ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, node ${process.version}, ${process.platform}-${process.arch}`,
  `(p95 is the nearest rank: with ${RUNS} runs, the slowest run)`,
];
console.log(lines.join('\n'));
if (sink < 0) console.log(sink);
if (!agree) process.exitCode = 1;
