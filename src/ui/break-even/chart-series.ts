import type { MoveBreakEven } from '../../core/analysis/session-texts.ts';
import { HORIZONS, netAfter } from '../../core/analysis/break-even.ts';
import type { Move } from '../../core/analysis/moves.ts';

/**
 * Presentation of the break-even chart: which query counts to draw, the axis ticks, and a dash
 * pattern per move. Every net value comes from core's `netAfter`; nothing here decides a result.
 */

/** Queries the x axis runs to: 100, or twice the largest break-even that is a number. */
export function queryAxisEnd(breakEvens: readonly MoveBreakEven[]): number {
  const largest = Math.max(0, ...breakEvens.map((b) => (b.breakEven.pays ? b.breakEven.queries : 0)));
  return Math.max(100, 2 * largest);
}

/** 1, 2, 3, 5, 7, 10, 15, 20, 30, 50, 70, 100, … up to `end`: even spacing on a log axis. */
function logSteps(end: number, mantissas: readonly number[] = [1, 1.5, 2, 3, 5, 7]): number[] {
  const out: number[] = [];
  for (let decade = 1; decade <= end; decade *= 10) {
    for (const m of mantissas) {
      const x = Math.round(m * decade);
      if (x <= end) out.push(x);
    }
  }
  return out;
}

/**
 * The integer query counts the lines are drawn through, ascending and without repeats: the net
 * lines are straight, so a few points suffice on a linear axis; the log-spaced ones keep them
 * smooth on a log axis. Always includes 1, `end`, the article's horizons, and each move's
 * break-even and the query before it (so the crossing of zero is drawn where it happens).
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

/** One row of the chart's data: the query count and every move's net tokens there, by move id. */
export type ChartRow = { queries: number } & Record<string, number>;

/** The chart's rows: net tokens (`N × s − C`, from core) of every move at every query count. */
export function chartRows(breakEvens: readonly MoveBreakEven[], points: readonly number[]): ChartRow[] {
  return points.map((queries) => {
    const row: ChartRow = { queries } as ChartRow;
    for (const b of breakEvens) row[b.move.id] = netAfter(queries, b.oneTime, b.savingPerQuery);
    return row;
  });
}

function niceStep(rough: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const m = rough / magnitude;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * magnitude;
}

/** Ticks of the query axis from 1 to `end`: 1, 2, 5, 10, 20, 50, … on a log axis; about five even steps on a linear one. */
export function queryTicks(end: number, log: boolean): number[] {
  if (log) return logSteps(end, [1, 2, 5]);
  const step = niceStep(end / 5);
  const ticks = [1];
  for (let x = step; x <= end; x += step) ticks.push(x);
  if (ticks.at(-1)! < end) {
    // Show where the axis ends, dropping a tick that would crowd it.
    if (end - ticks.at(-1)! < step * 0.4) ticks.pop();
    ticks.push(end);
  }
  return ticks;
}

const DASHES = [undefined, '8 4', '2 3', '10 3 2 3'] as const;

/**
 * A stroke dash pattern per move: lines share their destination rung's colour, so the second
 * move into the same rung is dashed, the third dotted, and so on. Solid is `undefined`.
 */
export function dashPatterns(moves: readonly Move[]): Record<string, string | undefined> {
  const seen = new Map<string, number>();
  return Object.fromEntries(
    moves.map((move) => {
      const n = seen.get(move.to) ?? 0;
      seen.set(move.to, n + 1);
      return [move.id, DASHES[n % DASHES.length]];
    }),
  );
}
