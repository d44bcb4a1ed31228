import type { Percentage } from '../analysis/percent.ts';
import type { Prices, SeriesSummary } from '../conversation/summary.ts';
import { savingAgainst, sessionCost, summarize } from '../conversation/summary.ts';
import type { ReplayStep } from './replay.ts';
import { AS_LOGGED } from './strategy.ts';

/** The second seed article's before/after table over the first steps of one session. */
export interface BeforeAfter {
  /** Steps compared (the first N, or all when the session is shorter or N is null). */
  steps: number;
  /** Steps in the run (the shorter run's, for two runs): `steps` equal to it means the whole run. */
  runSteps: number;
  before: SeriesSummary;
  after: SeriesSummary;
  /** `before.total − after.total`, and that as a percentage of the before total (its denominator). */
  change: { saved: number; percent: Percentage };
  /** Input cost of the compared steps, with the prompt cache (see `sessionCost`), in the prices' currency; null without a price. */
  cost: { before: number; after: number } | null;
}

/**
 * Compares two replays of one session over their first `firstSteps` requests (null: all): totals, mean
 * and median per step, the change as `% of <beforeName>`, and the cost with prompt caching (none when
 * `prices` is null). @throws RangeError for different step counts or `firstSteps` < 1.
 */
export function beforeAfter(
  before: readonly ReplayStep[],
  after: readonly ReplayStep[],
  firstSteps: number | null,
  prices: Prices | null,
  beforeName = AS_LOGGED,
): BeforeAfter {
  if (before.length !== after.length)
    throw new RangeError(`the replays differ in length (${before.length} and ${after.length} steps)`);
  if (firstSteps !== null && !(firstSteps >= 1)) throw new RangeError(`first steps must be ≥ 1 (got ${firstSteps})`);
  const n = firstSteps === null ? before.length : Math.min(firstSteps, before.length);
  const a = before.slice(0, n);
  const b = after.slice(0, n);
  const summaryBefore = summarize(a);
  const summaryAfter = summarize(b);
  return {
    steps: n,
    runSteps: before.length,
    before: summaryBefore,
    after: summaryAfter,
    change: savingAgainst(summaryBefore, summaryAfter, beforeName),
    cost: prices && { before: sessionCost(a, prices), after: sessionCost(b, prices) },
  };
}

/**
 * Two runs of one task, each replayed without a strategy, compared as {@link beforeAfter} does over the
 * shorter one's steps; the change is a percentage of run A's total.
 * @throws RangeError when `firstSteps` < 1.
 */
export function compareRuns(
  runA: readonly ReplayStep[],
  runB: readonly ReplayStep[],
  firstSteps: number | null,
  prices: Prices | null,
  nameA: string,
): BeforeAfter {
  const n = Math.min(runA.length, runB.length);
  return beforeAfter(runA.slice(0, n), runB.slice(0, n), firstSteps, prices, nameA);
}

/** The input tokens sent so far at each step: the running sum of the steps' totals, in step order. */
export function cumulativeInput(steps: readonly Pick<ReplayStep, 'total'>[]): number[] {
  let sum = 0;
  return steps.map((s) => (sum += s.total));
}
