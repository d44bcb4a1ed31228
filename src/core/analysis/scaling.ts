/** A straight line fitted to tokens against rows: tokens ≈ perRow × rows + fixed. */
export interface LinearFit {
  /** Tokens each extra row adds. */
  perRow: number;
  /** Tokens the response costs with no rows (header, brackets), from the fit. */
  fixed: number;
}

/**
 * Least-squares line through (rows, tokens) points. With one point the fixed part is 0.
 * @throws RangeError when there are no points, or every point has the same row count (>1 points).
 */
export function fitLine(points: readonly { rows: number; tokens: number }[]): LinearFit {
  if (points.length === 0) throw new RangeError('no points to fit');
  if (points.length === 1) return { perRow: points[0]!.tokens / points[0]!.rows, fixed: 0 };
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.rows, 0) / n;
  const my = points.reduce((s, p) => s + p.tokens, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.rows - mx) ** 2, 0);
  if (sxx === 0) throw new RangeError('all points have the same row count');
  const sxy = points.reduce((s, p) => s + (p.rows - mx) * (p.tokens - my), 0);
  const perRow = sxy / sxx;
  return { perRow, fixed: my - perRow * mx };
}

/** The fit in words: `≈ 11.5 tokens per row + 7` (one decimal per row, whole fixed tokens). */
export function describeFit(fit: LinearFit): string {
  const fixed = Math.round(fit.fixed);
  const sign = fixed < 0 ? '−' : '+';
  return `≈ ${fit.perRow.toFixed(1)} tokens per row ${sign} ${Math.abs(fixed)}`;
}

/** A point of a token series: a response of `rows` rows costs `tokens` tokens. */
export interface SeriesPoint {
  rows: number;
  tokens: number;
}

/** Where one series overtakes another between two measured scales. */
export interface Crossing {
  /** The measured row counts the crossing lies between. */
  between: [number, number];
  /** The row count where straight lines between the two measurements meet (interpolated). */
  rows: number;
}

/**
 * Where series `a` and `b` (the same row counts, ascending) change order between consecutive
 * measurements. Only measured scales are compared; nothing is extrapolated past them.
 * @throws RangeError when the two series are not measured at the same row counts.
 */
export function findCrossings(a: readonly SeriesPoint[], b: readonly SeriesPoint[]): Crossing[] {
  if (a.length !== b.length || a.some((p, i) => p.rows !== b[i]!.rows))
    throw new RangeError('series are not measured at the same row counts');
  const crossings: Crossing[] = [];
  for (let i = 1; i < a.length; i++) {
    const d0 = a[i - 1]!.tokens - b[i - 1]!.tokens;
    const d1 = a[i]!.tokens - b[i]!.tokens;
    if (d0 !== 0 && d1 !== 0 && Math.sign(d0) !== Math.sign(d1)) {
      const r0 = a[i - 1]!.rows;
      const r1 = a[i]!.rows;
      crossings.push({ between: [r0, r1], rows: r0 + ((r1 - r0) * d0) / (d0 - d1) });
    }
  }
  return crossings;
}
