/**
 * Speed and exactness goals as every bench prints them: the goal, the measured figure, the target,
 * met or not, and the machine's load average beside them. A bench part run by `bench/run.ts`
 * also appends its rows to `BENCH_GOALS_FILE`, so the run ends with one table of every goal.
 */
import { appendFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

/** One goal's line. `met` undefined: measured elsewhere or not judged here (`note` says why). */
export interface GoalRow {
  goal: string;
  measured: string;
  target: string;
  met?: boolean;
  note?: string;
}

// The 1-minute load before this bench's own work: `bench/run.ts` passes the suite's; a part run alone takes its start's.
const LOAD_BEFORE = Number(process.env.BENCH_LOAD_BEFORE ?? loadavg()[0]);

/** The load average before the run and now (1, 5, 15 min; the bench's own processes count in it) and the cores, in words. */
export function loadWords(): string {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  return `load average ${LOAD_BEFORE.toFixed(2)} before the run, ${load} (1, 5, 15 min) at the end, on ${cpus().length} cores`;
}

const verdict = (row: GoalRow): string =>
  row.met === undefined ? (row.note ?? 'not judged') : row.met ? 'met' : `not met${row.note ? ` (${row.note})` : ''}`;

/** The goals as a Markdown table, titled with the load average now. */
export function goalsMarkdown(title: string, rows: readonly GoalRow[]): string {
  return [
    `\n### ${title}; ${loadWords()}\n`,
    '| goal | measured | target | verdict |',
    '| --- | ---: | ---: | --- |',
    ...rows.map((r) => `| ${r.goal} | ${r.measured} | ${r.target} | ${verdict(r)} |`),
    ...(LOAD_BEFORE > cpus().length / 2
      ? ['\nThe machine was busy before the run: a "not met" may be the load as much as the code; repeat when idle.']
      : []),
  ].join('\n');
}

/** Prints `rows` as a table and, under `bench/run.ts`, hands them to its closing table. */
export function reportGoals(title: string, rows: readonly GoalRow[]): void {
  console.log(goalsMarkdown(title, rows));
  const file = process.env.BENCH_GOALS_FILE;
  if (file) for (const row of rows) appendFileSync(file, `${JSON.stringify({ ...row, load: loadavg()[0] })}\n`);
}
