/**
 * The page's speed goals as `npm run bench:browser` judges them (medians: first ladder ≤ 300 ms, the
 * worker's first answer ≤ 700 ms, field toggle p95 ≤ 50 ms; no main-thread task ≥ 50 ms, the first load's included).
 */
import { median, ms } from './browser-kit.ts';
import { goalsMarkdown } from './goals.ts';

/** The speed goals, each with the measured median over the runs and met or not, with the load average. */
export function goalsTable(
  first: number[],
  workerAnswered: number[],
  toggleP95: number[],
  toggleTask: number[],
  loadTask: number[],
): string {
  const task = Math.max(median(toggleTask), median(loadTask));
  return goalsMarkdown('Goals of npm run bench:browser', [
    {
      goal: 'first ladder on screen, median',
      measured: ms(median(first)),
      target: '≤ 300 ms',
      met: median(first) <= 300,
    },
    {
      goal: "the worker answers a count (ready for the user's data), median",
      measured: ms(median(workerAnswered)),
      target: '≤ 700 ms',
      met: median(workerAnswered) <= 700,
    },
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
