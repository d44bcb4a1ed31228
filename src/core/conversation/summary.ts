import type { Percentage } from '../analysis/percent.ts';
import { percentOf } from '../analysis/percent.ts';
import type { StepInput } from './simulate.ts';

/** Totals of a series of requests, in input tokens. */
export interface SeriesSummary {
  steps: number;
  total: number;
  mean: number;
  /** The middle request's input (the mean of the two middle ones for an even count). */
  median: number;
}

/** Total, mean and median input tokens per step. */
export function summarize(series: readonly Pick<StepInput, 'total'>[]): SeriesSummary {
  const totals = series.map((s) => s.total).sort((a, b) => a - b);
  const n = totals.length;
  const total = totals.reduce((a, b) => a + b, 0);
  const median = n === 0 ? 0 : n % 2 === 1 ? totals[(n - 1) / 2]! : (totals[n / 2 - 1]! + totals[n / 2]!) / 2;
  return { steps: n, total, mean: n === 0 ? 0 : total / n, median };
}

/** What a strategy saves against the baseline: tokens and a percentage of the baseline's total. */
export function savingAgainst(
  baseline: SeriesSummary,
  other: SeriesSummary,
  baselineName: string,
): { saved: number; percent: Percentage } {
  const saved = baseline.total - other.total;
  return { saved, percent: percentOf(saved, baseline.total, baselineName) };
}

/** The first step whose input exceeds `limit` tokens, or undefined if none does. */
export function stepCrossing(series: readonly Pick<StepInput, 'step' | 'total'>[], limit: number): number | undefined {
  return series.find((s) => s.total > limit)?.step;
}

/**
 * Input prices per million tokens, in the chosen row's currency: fresh input, input read from the
 * prompt cache, and (where the vendor charges it apart, as Anthropic does) input written to the
 * cache. Without `writePerMillion`, writing costs the fresh price.
 */
export interface Prices {
  perMillion: number;
  cachedPerMillion: number;
  writePerMillion?: number;
}

/** What a token not read from the cache costs: it is written to the cache for the next request. */
export function uncachedPerMillion(prices: Prices): number {
  return prices.writePerMillion ?? prices.perMillion;
}

/**
 * The input cost of a session: each request's prefix identical to the previous one at the cached price,
 * the rest at {@link uncachedPerMillion}, so a compaction re-reads everything after its first change.
 */
export function sessionCost(series: readonly Pick<StepInput, 'total' | 'cachedPrefix'>[], prices: Prices): number {
  const fresh = uncachedPerMillion(prices);
  return series.reduce(
    (cost, s) => cost + ((s.total - s.cachedPrefix) * fresh + s.cachedPrefix * prices.cachedPerMillion) / 1_000_000,
    0,
  );
}

/** What rewrites of the window cost a session's prompt cache (see {@link cacheBreak}). */
export interface CacheBreak {
  /** Requests where a rewrite broke the cached prefix before text the previous request held. */
  requests: number;
  /** Tokens the previous request held that were read again at the uncached price, over the session. */
  tokens: number;
  /** What those tokens cost above the cached price: tokens × (uncached − cached) / 1,000,000; null without a price. */
  extraCost: number | null;
}

/**
 * Why a compaction can cost more than it saves: a rewrite of early text ends the cached prefix, so the
 * text after it the previous request held (`reread`) is paid uncached again; summed over the session.
 */
export function cacheBreak(series: readonly Pick<StepInput, 'reread'>[], prices: Prices | null): CacheBreak {
  const hit = series.filter((s) => s.reread > 0);
  const tokens = hit.reduce((sum, s) => sum + s.reread, 0);
  if (!prices) return { requests: hit.length, tokens, extraCost: null };
  const extraPerMillion = Math.max(0, uncachedPerMillion(prices) - prices.cachedPerMillion);
  return { requests: hit.length, tokens, extraCost: (tokens * extraPerMillion) / 1_000_000 };
}

/**
 * At most `maxPoints` points of a long series for drawing: every point when it is short enough,
 * else evenly spaced ones that always keep the first, the last, and every compaction step (so the
 * drops stay visible).
 */
export function downsample<T extends { step: number; compacted?: boolean }>(
  series: readonly T[],
  maxPoints = 400,
): T[] {
  if (series.length <= maxPoints) return [...series];
  const every = Math.ceil(series.length / maxPoints);
  return series.filter((p, i) => i === 0 || i === series.length - 1 || i % every === 0 || p.compacted === true);
}
