/**
 * `npm run bench` part: `npm run history` over 1 GB of generated logs (goal ≤ 30 s on this 2-core machine, memory bounded by the largest file plus the tables).
 *
 * Writes the corpus once into the system's temporary folder (`bench/history-corpus.ts`: every
 * format, subagents' files, resumed sessions; generated data only, never committed; reused by
 * later runs), then runs the command (`--json`, output discarded) in a child process and prints GB
 * read, wall and CPU seconds, MB/s, the child's peak resident memory and whether the goal is met.
 * `HISTORY_BENCH_BYTES` sets another size (say 2e8 on a busy machine); the goal is judged on 1 GB only.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { historyCorpus } from './history-corpus.ts';

const GOAL_SECONDS = 30;
const bytes = Number(process.env.HISTORY_BENCH_BYTES ?? 1e9);
const corpus = historyCorpus(bytes);
const { dir } = corpus;
/** One run of the command in a child process, which reports its own CPU time and peak resident memory. */
function run(flags: string[]): { seconds: number; code: number; cpu: number; rss: number } {
  const script = `
const { runHistoryCliPooled } = await import(${JSON.stringify(new URL('../src/cli/history.ts', import.meta.url).href)});
const code = await runHistoryCliPooled(${JSON.stringify([...flags, '--json', dir])}, { stdout() {}, stderr() {} });
const u = process.resourceUsage();
process.stderr.write(JSON.stringify({ code, cpu: (u.userCPUTime + u.systemCPUTime) / 1e6, rss: u.maxRSS * 1024 }));
`;
  const start = performance.now();
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  const seconds = (performance.now() - start) / 1000;
  return {
    seconds,
    ...(JSON.parse(child.stderr.trim().split('\n').at(-1) ?? '{}') as { code: number; cpu: number; rss: number }),
  };
}

const gb = corpus.bytes / 1e9;
console.log(
  `\n### npm run history over ${gb.toFixed(3)} GB of generated logs (${corpus.files.toLocaleString('en-US')} files; largest ${(corpus.largest / 1e6).toFixed(1)} MB)\n`,
);
console.log('| Run | Wall (s) | CPU (s) | MB/s wall | MB/s CPU | Peak RSS (MB) | Goal ≤ 30 s for 1 GB (wall) |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
for (const flags of [[], ['--skip-rerepresent'], ['--jobs', '1']]) {
  const r = run(flags);
  const goal = bytes !== 1e9 ? 'not judged (not 1 GB)' : r.seconds <= GOAL_SECONDS ? 'met' : 'not met';
  const mb = corpus.bytes / 1e6;
  console.log(
    `| ${['--json', ...flags].join(' ')} (exit ${r.code}) | ${r.seconds.toFixed(1)} | ${r.cpu.toFixed(1)} | ${(mb / r.seconds).toFixed(1)} | ${(mb / r.cpu).toFixed(1)} | ${(r.rss / 1e6).toFixed(0)} | ${goal} |`,
  );
}
console.log(
  `\nLoad average (1, 5, 15 min) at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')} on ${cpus().length} cores (a shared machine: wall over CPU is what the other processes took).`,
);
console.log(
  "\nWall includes process start, the worker threads' start and each one's reading of the two encodings' ranks (about 2 s of CPU per thread); on a shared machine wall exceeds CPU by what the other processes take.",
);
