/** The spread of a sample of ratios: median, 10th and 90th percentiles, and how many. */

/** A sample's median with its p10–p90 range and size. */
export interface Spread {
  /** The median. */
  ratio: number;
  p10: number;
  p90: number;
  n: number;
}

/**
 * The `q` quantile (0–1) of sorted `values`, linearly interpolated between the two nearest ranks
 * (Hyndman and Fan's type 7, the default of R and NumPy).
 * @throws RangeError on an empty sample.
 */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new RangeError('quantile of an empty sample');
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

/** Median, p10 and p90 of `values` (any order), or null for an empty sample. */
export function spreadOf(values: readonly number[]): Spread | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return { ratio: quantile(sorted, 0.5), p10: quantile(sorted, 0.1), p90: quantile(sorted, 0.9), n: sorted.length };
}
