/**
 * One run of `npm run history` (its pooled reader, as the command runs it) over `dir` in a child
 * process, which reports its own CPU time and peak resident memory: history.bench.ts's figure, and
 * the command the History view is judged against (history-page.bench.ts).
 */
import { spawnSync } from 'node:child_process';

/** Wall and CPU seconds, exit code and peak resident bytes of one run. */
export interface HistoryCliRun {
  seconds: number;
  code: number;
  cpu: number;
  rss: number;
}

export function runHistoryCli(dir: string, flags: string[] = []): HistoryCliRun {
  const script = `
const { runHistoryCliPooled } = await import(${JSON.stringify(new URL('../src/cli/history/run.ts', import.meta.url).href)});
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
    ...(JSON.parse(child.stderr.trim().split('\n').at(-1) ?? '{}') as Omit<HistoryCliRun, 'seconds'>),
  };
}
