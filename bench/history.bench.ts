/**
 * `npm run bench` part: `npm run history` over 1 GB of generated logs (issue 23, "Speed and
 * memory": goal ≤ 30 s on this 2-core machine, memory bounded by the largest file plus the tables).
 *
 * Writes the corpus once into the system's temporary folder (`bench/history-corpus.ts`: every
 * format, subagents' files, resumed sessions; generated data only, never committed; reused by
 * later runs), then runs the command (`--json`, output discarded) in a child process and prints GB
 * read, wall and CPU seconds, MB/s, the child's peak resident memory and whether the goal is met.
 * `HISTORY_BENCH_BYTES` sets another size (say 2e8 on a busy machine); the goal is judged on 1 GB only.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHistoryCorpus } from './history-corpus.ts';

const GOAL_SECONDS = 30;
const bytes = Number(process.env.HISTORY_BENCH_BYTES ?? 1e9);
const dir = join(tmpdir(), `cce-history-corpus-v1-${bytes}`);

/** Bytes and files under `path`. */
function sizeOf(path: string): { bytes: number; files: number; largest: number } {
  let total = { bytes: 0, files: 0, largest: 0 };
  for (const name of readdirSync(path)) {
    const p = join(path, name);
    const s = statSync(p);
    if (s.isDirectory()) {
      const sub = sizeOf(p);
      total = {
        bytes: total.bytes + sub.bytes,
        files: total.files + sub.files,
        largest: Math.max(total.largest, sub.largest),
      };
    } else total = { bytes: total.bytes + s.size, files: total.files + 1, largest: Math.max(total.largest, s.size) };
  }
  return total;
}

if (!existsSync(join(dir, 'done'))) {
  const t = performance.now();
  const written = writeHistoryCorpus(dir, bytes);
  spawnSync('touch', [join(dir, 'done')]);
  console.log(
    `history bench: wrote ${written.files} files, ${(written.bytes / 1e9).toFixed(3)} GB in ${((performance.now() - t) / 1000).toFixed(1)} s to ${dir}`,
  );
}
const corpus = sizeOf(dir);
// The child reports its own CPU time and peak resident memory (resourceUsage: kilobytes).
const script = `
const { runHistoryCli } = await import(${JSON.stringify(new URL('../src/cli/history.ts', import.meta.url).href)});
const code = runHistoryCli(['--json', ${JSON.stringify(dir)}], { stdout() {}, stderr() {} });
const u = process.resourceUsage();
process.stderr.write(JSON.stringify({ code, cpu: (u.userCPUTime + u.systemCPUTime) / 1e6, rss: u.maxRSS * 1024 }));
`;
const start = performance.now();
const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
  encoding: 'utf8',
  maxBuffer: 1 << 26,
});
const seconds = (performance.now() - start) / 1000;
const result = JSON.parse(child.stderr.trim().split('\n').at(-1) ?? '{}') as { code: number; cpu: number; rss: number };
const gb = corpus.bytes / 1e9;
const rows = [
  [
    'Read',
    `${gb.toFixed(3)} GB (${corpus.files.toLocaleString('en-US')} files; largest ${(corpus.largest / 1e6).toFixed(1)} MB)`,
  ],
  ['Wall', `${seconds.toFixed(1)} s (process start and counters' ranks included)`],
  ['CPU', `${result.cpu.toFixed(1)} s`],
  [
    'Speed',
    `${(corpus.bytes / 1e6 / seconds).toFixed(1)} MB/s wall, ${(corpus.bytes / 1e6 / result.cpu).toFixed(1)} MB/s CPU`,
  ],
  ['Peak RSS', `${(result.rss / 1e6).toFixed(0)} MB`],
  [
    `Goal ≤ ${GOAL_SECONDS} s for 1 GB`,
    bytes !== 1e9 ? 'not judged (not 1 GB)' : seconds <= GOAL_SECONDS ? 'met' : `not met (${seconds.toFixed(1)} s)`,
  ],
];
console.log(`\n### npm run history over generated logs (exit ${result.code})\n`);
console.log('| Figure | Value |\n| --- | ---: |');
for (const [k, v] of rows) console.log(`| ${k} | ${v} |`);
