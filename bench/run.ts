/**
 * `npm run bench` (quick, goal ≤ 3 minutes) and `npm run bench:long` (`long`: the corpora against
 * other tokenizers and the 1 GB history, read by the command and by the History view in Chromium, which
 * needs the build `npm run bench:long` makes first): runs each part in its own process, one after another,
 * then prints one table of every goal the parts judged, with the suite's own time and the load average.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { GoalRow } from './goals.ts';
import { goalsMarkdown } from './goals.ts';

const SUITE_GOAL_SECONDS = 180;

/** A part: its script, and the environment it runs with. */
interface Part {
  script: string;
  env?: Record<string, string>;
}

const PARTS: Record<'quick' | 'long', Part[]> = {
  quick: [
    { script: 'ladder.bench.ts' },
    { script: 'tokenizers.bench.ts' },
    { script: 'open-tokenizers.bench.ts' },
    { script: 'diff.bench.ts' },
    { script: 'sessions.bench.ts' },
    // 100 MB of the same generated logs: the 1 GB figure is bench:long's.
    { script: 'history.bench.ts', env: { HISTORY_BENCH_BYTES: '1e8' } },
  ],
  long: [
    { script: 'corpus.bench.ts' },
    { script: 'history.bench.ts', env: { HISTORY_BENCH_BYTES: '1e9' } },
    // The History view over the same gigabyte, judged against the command run just before it.
    { script: 'history-page.bench.ts', env: { HISTORY_BENCH_BYTES: '1e9', RUNS: '1' } },
  ],
};

const mode = process.argv[2] === 'long' ? 'long' : 'quick';
const name = mode === 'long' ? 'npm run bench:long' : 'npm run bench';
const goalsFile = join(tmpdir(), `cce-bench-goals-${process.pid}.jsonl`);
const failed: string[] = [];
// The load before any part runs: what else the machine was doing.
process.env.BENCH_LOAD_BEFORE = String(loadavg()[0]);
const started = performance.now();
for (const part of PARTS[mode]) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, part.script)], {
    stdio: 'inherit',
    env: { ...process.env, ...part.env, BENCH_GOALS_FILE: goalsFile },
  });
  if (child.status !== 0) failed.push(`${part.script} (exit ${child.status ?? child.signal})`);
}
const seconds = (performance.now() - started) / 1000;

const rows: GoalRow[] = existsSync(goalsFile)
  ? readFileSync(goalsFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as GoalRow)
  : [];
rmSync(goalsFile, { force: true });
rows.push({
  goal: `${name}, the whole suite`,
  measured: `${seconds.toFixed(0)} s`,
  target: mode === 'quick' ? `≤ ${SUITE_GOAL_SECONDS} s` : 'none',
  ...(mode === 'quick' ? { met: seconds <= SUITE_GOAL_SECONDS } : { note: 'no goal: the long runs' }),
});
if (mode === 'quick') {
  rows.push({
    goal: "first ladder ≤ 300 ms; the worker's first answer ≤ 700 ms; field toggle p95 ≤ 50 ms; no main-thread task ≥ 50 ms",
    measured: '–',
    target: 'see bench:browser',
    note: 'measured by npm run bench:browser (a build in Chromium)',
  });
  rows.push({
    goal: 'npm run history over 1 GB ≤ 30 s; the History view within × 1.1 of it',
    measured: '–',
    target: '≤ 30 s; ≤ × 1.1',
    note: 'judged by npm run bench:long; the 100 MB row above is its projection',
  });
}
console.log(goalsMarkdown(`Goals of ${name}`, rows));
if (failed.length > 0) {
  console.log(`\nFailed parts: ${failed.join(', ')}`);
  process.exitCode = 1;
}
