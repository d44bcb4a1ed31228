/**
 * The numbers the break-even chart draws, one small chart per move: the query counts a move's net
 * line runs through, its net tokens there (`N × s − C`, `netAfter`), the point where it breaks
 * even, and the token range its own axis must show. Nothing here depends on a screen.
 */
import type { MoveBreakEven } from './session-texts.ts';
import { HORIZONS, netAfter } from './break-even.ts';

/** Queries the chart's axis runs to: 100, or twice the largest break-even that is a number. */
export function queryAxisEnd(breakEvens: readonly MoveBreakEven[]): number {
  const largest = Math.max(0, ...breakEvens.map((b) => (b.breakEven.pays ? b.breakEven.queries : 0)));
  return Math.max(100, 2 * largest);
}

/**
 * 1, 1.5, 2, 3, 5, 7 times each power of ten (rounded to whole queries) up to `end`: points
 * evenly spread on a log axis, ascending, without repeats (1.5 rounds to 2); `mantissas` [1, 2, 5] gives 1, 2, 5, 10, 20, 50, ….
 */
export function logSteps(end: number, mantissas: readonly number[] = [1, 1.5, 2, 3, 5, 7]): number[] {
  const out: number[] = [];
  for (let decade = 1; decade <= end; decade *= 10) {
    for (const m of mantissas) {
      const x = Math.round(m * decade);
      if (x <= end && x !== out.at(-1)) out.push(x);
    }
  }
  return out;
}

/**
 * The integer query counts the lines are drawn through, ascending, no repeats: always 1, `end`, the
 * horizons, and each move's break-even and the query before it (so the zero crossing is drawn where
 * it happens), plus log-spaced points to stay smooth on a log axis.
 */
export function queryPoints(breakEvens: readonly MoveBreakEven[], end: number): number[] {
  const xs = new Set<number>([1, end, ...logSteps(end), ...HORIZONS.filter((h) => h <= end)]);
  for (const b of breakEvens) {
    if (!b.breakEven.pays) continue;
    xs.add(b.breakEven.queries);
    if (b.breakEven.queries > 1) xs.add(b.breakEven.queries - 1);
  }
  return [...xs].filter((x) => x >= 1 && x <= end).sort((a, b) => a - b);
}

/** A point of a move's net line: after `queries` queries the move has saved `net` tokens (negative: not yet repaid). */
export interface NetPoint {
  queries: number;
  net: number;
}

/** The net tokens of `b` at each of `points` queries: `N × s − C`. */
export function netSeries(b: MoveBreakEven, points: readonly number[]): NetPoint[] {
  return points.map((queries) => ({ queries, net: netAfter(queries, b.oneTime, b.savingPerQuery) }));
}

/** Where `b` breaks even: the first query with a positive net, and that net; undefined when it never pays back. */
export function breakEvenPoint(b: MoveBreakEven): NetPoint | undefined {
  if (!b.breakEven.pays) return undefined;
  const queries = b.breakEven.queries;
  return { queries, net: netAfter(queries, b.oneTime, b.savingPerQuery) };
}

/**
 * The token range one move's chart shows: its own lowest and highest net, widened to take in 0
 * (the break-even line), so a move that saves a few tokens is not flattened by one that saves
 * thousands. `[lowest, highest]` in tokens; `[-1, 1]` when every net is 0.
 */
export function netRange(series: readonly NetPoint[]): [number, number] {
  const nets = series.map((p) => p.net);
  const lo = Math.min(0, ...nets);
  const hi = Math.max(0, ...nets);
  return lo === hi ? [-1, 1] : [lo, hi];
}
