/**
 * The page's speed goals as `npm run bench:browser` judges them (first ladder ≤ 0.7 s
 * median, field toggle p95 ≤ 50 ms, no main-thread task ≥ 50 ms, the first load's included).
 */
import { cpus, loadavg } from 'node:os';
import { median, ms } from './browser-kit.ts';

/**
 * The speed goals, each with the measured median over the runs and "met" / "not met",
 * and the load average while measuring (on a shared machine, a goal missed under load is said so).
 */
export function goalsTable(first: number[], toggleP95: number[], toggleTask: number[], loadTask: number[]): string {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  const verdict = (value: number, goal: number, strict: boolean) =>
    (strict ? value < goal : value <= goal) ? 'met' : 'not met';
  const task = Math.max(median(toggleTask), median(loadTask));
  const rows = [
    ['first ladder, median', ms(median(first)), '≤ 700 ms', verdict(median(first), 700, false)],
    ['field toggle p95, median over runs', ms(median(toggleP95)), '≤ 50 ms', verdict(median(toggleP95), 50, false)],
    [
      'longest main-thread task, first load and toggles (median over runs; 0 = none ≥ 50 ms)',
      ms(task),
      'none ≥ 50 ms',
      verdict(task, 50, true),
    ],
  ];
  return [
    `\n### Goals; load average (1, 5, 15 min) at the end: ${load} on ${cpus().length} cores\n`,
    '| goal | measured | target | verdict |',
    '| --- | ---: | ---: | --- |',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    ...(loadavg()[0]! > cpus().length / 2
      ? ['\nThe machine was loaded while measuring: a "not met" may be the load as much as the page; repeat when idle.']
      : []),
  ].join('\n');
}
