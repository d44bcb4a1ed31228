/**
 * `npm run bench` part: a ~50 MB agent session in the worker's engine.
 *
 * Generates a Claude Code session JSONL of about 50 MB with the seeded fixture generator
 * (`largeClaudeCodeLog`: a compaction every 250 requests, every tool result a distinct text) and,
 * through `createEngine` (the worker's logic, run in Node with the same counter) times
 * - the `session` request: read, profiled (targets ≤ 5 s), with its progress messages;
 * - a cancel of that request 500 ms in: how long until it answers `cancelled`;
 * - a `session-replay` after each strategy change (target ≤ 200 ms): the counts are the profile's,
 *   each distinct text counted once; a rung re-serializes and counts the rewritten results;
 * - heap growth: heap after opening (after a full GC) less heap before, the log's text already
 *   held, and the highest heap seen at the engine's pauses (target under 3 × the file's bytes).
 * Prints a Markdown table; asserts nothing about time.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { largeClaudeCodeLog } from '../src/testing/generated-logs/large.ts';
import type { StrategyChoice } from '../src/core/sessions/strategy.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { createEngine } from '../src/worker/engine.ts';
import type { WorkerResponse } from '../src/worker/protocol.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const MB = 1024 * 1024;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const heap = () => process.memoryUsage().heapUsed;

/** Wall and CPU milliseconds of `run` (CPU of this process: what the load of a shared machine does not add). */
async function timed<T>(run: () => Promise<T>): Promise<{ value: T; wall: number; cpu: number }> {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const value = await run();
  const used = process.cpuUsage(cpu);
  return { value, wall: performance.now() - wall, cpu: (used.user + used.system) / 1000 };
}
const times = (t: { wall: number; cpu: number }) => `${fmt(t.wall)} ms (CPU ${fmt(t.cpu)} ms)`;

const log = largeClaudeCodeLog(50 * MB);
const bytes = Buffer.byteLength(log, 'utf8');
let peak = 0;
const engine = createEngine(
  async (encoding) => nodeCounter(encoding),
  () =>
    new Promise((resolve) => {
      peak = Math.max(peak, heap());
      setTimeout(resolve, 0);
    }),
);
const prices = { perMillion: 3, cachedPerMillion: 0.3 };
nodeCounter('cl100k_base');

// A cancel 500 ms in: the time from the cancel to the answer.
const cancelled = engine.handle(
  { id: 1, type: 'session', encoding: 'cl100k_base', name: 'big.jsonl', text: log, thread: null },
  () => undefined,
);
let cancelAt = 0;
setTimeout(() => {
  cancelAt = performance.now();
  engine.cancel(1);
}, 500);
const cancelAnswer = await cancelled;
const cancelMs = performance.now() - cancelAt;

gc();
const before = heap();
peak = before;
const progress: WorkerResponse[] = [];
const open = await timed(() =>
  engine.handle({ id: 2, type: 'session', encoding: 'cl100k_base', name: 'big.jsonl', text: log, thread: null }, (m) =>
    progress.push(m),
  ),
);
const opened = open.value;
if (opened.type !== 'session') throw new Error(`the session did not open: ${JSON.stringify(opened).slice(0, 300)}`);
gc();
const retained = heap() - before;
const peakGrowth = peak - before;

const strategies: [string, StrategyChoice][] = [
  ['none', { kind: 'none' }],
  [
    'placeholder, newest 3 kept',
    { kind: 'placeholder', placeholder: 'Cleared.', notes: 40, keepLast: 3, trigger: null },
  ],
  [
    'clear-tool-uses over 100,000, keep 3, at least 5,000',
    {
      kind: 'clear-tool-uses',
      trigger: 100_000,
      keep: 3,
      clearAtLeast: 5_000,
      exclude: [],
      clearInputs: true,
      placeholder: 'Cleared.',
    },
  ],
  ['summary of 2,000 over 100,000', { kind: 'summary', trigger: 100_000, summaryTokens: 2_000 }],
  ['rung L4 (first time: results re-serialized and counted)', { kind: 'rung', representation: 'L4', tools: null }],
  ['rung L4 again', { kind: 'rung', representation: 'L4', tools: null }],
];
const replays: [string, { wall: number; cpu: number }][] = [];
let id = 10;
for (const [name, strategy] of strategies) {
  const replay = await timed(() =>
    engine.handle(
      {
        id: id++,
        type: 'session-replay',
        encoding: 'cl100k_base',
        sessionId: opened.sessionId,
        strategy,
        firstSteps: 25,
        loggedOnly: false,
        prices,
      },
      () => undefined,
    ),
  );
  const answer = replay.value;
  if (answer.type !== 'session-replay') throw new Error(`replay failed: ${JSON.stringify(answer).slice(0, 300)}`);
  replays.push([name, replay]);
}

const steps = opened.profile.steps.length;
const rows = [
  [
    `open: read and profile ${fmt(bytes / MB)} MB (${fmt(steps)} steps, ${fmt(opened.compactions.length)} compactions)`,
    `${times(open)}, target ≤ 5,000 ms; ${progress.filter((m) => m.type === 'progress').length} progress messages`,
  ],
  [
    'cancel 500 ms into opening',
    `${cancelAnswer.type === 'cancelled' ? 'cancelled' : `not cancelled (${cancelAnswer.type})`} ${fmt(cancelMs)} ms after the cancel`,
  ],
  ...replays.map(([name, t]) => [
    `replay: ${name}`,
    `${times(t)}${name.startsWith('rung L4 (') ? '' : ', target ≤ 200 ms'}`,
  ]),
  [
    'heap growth kept after opening (the log text itself excluded)',
    `${fmt(retained / MB)} MB = ${(retained / bytes).toFixed(2)} × the file (target < 3)`,
  ],
  [
    'highest heap growth seen while opening',
    `${fmt(peakGrowth / MB)} MB = ${(peakGrowth / bytes).toFixed(2)} × the file`,
  ],
];
process.stdout.write(
  `\n## A ${fmt(bytes / MB)} MB session in the worker's engine (cl100k_base)\n\n${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}.\n\n| measurement | figure |\n| --- | --- |\n` +
    rows.map(([a, b]) => `| ${a} | ${b} |`).join('\n') +
    '\n',
);
