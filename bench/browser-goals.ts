/**
 * The page's speed goals as `npm run bench:browser` judges them (first ladder ≤ 0.7 s
 * median, field toggle p95 ≤ 50 ms, no main-thread task ≥ 50 ms, the first load's included).
 */
import { median, ms } from './browser-kit.ts';
import { goalsMarkdown } from './goals.ts';

/** The speed goals, each with the measured median over the runs and met or not, with the load average. */
export function goalsTable(first: number[], toggleP95: number[], toggleTask: number[], loadTask: number[]): string {
  const task = Math.max(median(toggleTask), median(loadTask));
  return goalsMarkdown('Goals of npm run bench:browser', [
    { goal: 'first ladder, median', measured: ms(median(first)), target: '≤ 700 ms', met: median(first) <= 700 },
    {
      goal: 'field toggle p95, median over runs',
      measured: ms(median(toggleP95)),
      target: '≤ 50 ms',
      met: median(toggleP95) <= 50,
    },
    {
      goal: 'longest main-thread task, first load and toggles (median over runs; 0 = none ≥ 50 ms)',
      measured: ms(task),
      target: 'none ≥ 50 ms',
      met: task < 50,
    },
  ]);
}
