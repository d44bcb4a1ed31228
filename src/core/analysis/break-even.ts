/** The outcome of a move with a one-time cost, as the break-even view shows it. */
export type BreakEven =
  { pays: true; queries: number } | { pays: false; reason: 'no change' | 'no saving' | 'costs more per query' };

/**
 * Queries after which a move has repaid its one-time cost: `floor(C / s) + 1` for a per-query
 * saving `s > 0` tokens and a one-time cost `C ≥ 0` tokens (reference README, "Percentages and
 * break-even"); 1 when there is nothing to repay. A saving of zero or less never pays back, except
 * a move that neither saves nor costs anything (`no change`: e.g. a projection with every field
 * kept), which has nothing to pay back.
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
