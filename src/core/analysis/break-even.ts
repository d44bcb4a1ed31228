/** The outcome of a move with a one-time cost, as the break-even view shows it. */
export type BreakEven =
  { pays: true; queries: number } | { pays: false; reason: 'no change' | 'no saving' | 'costs more per query' };

/**
 * Queries after which a move has repaid one-time cost `C ≥ 0` with saving `s > 0` per query:
 * `floor(C / s) + 1`, or 1 when nothing to repay; `s ≤ 0` never pays back unless `C` is 0 too.
 * @throws RangeError for a negative or non-finite one-time cost, or a non-finite saving.
 */
export function breakEven(oneTimeCost: number, savingPerQuery: number): BreakEven {
  if (!Number.isFinite(oneTimeCost) || oneTimeCost < 0)
    throw new RangeError(`one-time cost must be ≥ 0 tokens, got ${oneTimeCost}`);
  if (!Number.isFinite(savingPerQuery)) throw new RangeError(`saving per query must be finite, got ${savingPerQuery}`);
  if (savingPerQuery === 0) return { pays: false, reason: oneTimeCost === 0 ? 'no change' : 'no saving' };
  if (savingPerQuery < 0) return { pays: false, reason: 'costs more per query' };
  return { pays: true, queries: Math.floor(oneTimeCost / savingPerQuery) + 1 };
}

/** Net tokens after `queries` queries: `N × s − C` (negative while the move has not paid back). */
export function netAfter(queries: number, oneTimeCost: number, savingPerQuery: number): number {
  return queries * savingPerQuery - oneTimeCost;
}

/** The article's horizons for net tokens: 1, 5, 10, 20, 50 and 100 queries. */
export const HORIZONS = [1, 5, 10, 20, 50, 100] as const;
