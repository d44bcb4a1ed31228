/** The nearest-rank quantile, the one every distribution of this project uses. */

/** The value at quantile `q` (0 < q ≤ 1) of `sorted` (ascending, not empty): the ⌈q·n⌉-th smallest. */
export function nearestRank(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
