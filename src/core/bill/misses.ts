/**
 * Prompt-cache misses between consecutive requests of one thread: what the previous request held and
 * this one did not read back, its cause, and what writing it again cost above reading it. Rules and
 * sources: docs/sessions.md, "Cache misses".
 */
import type { BilledStep } from './billed-step.ts';
import type { BillRates, CacheRules } from './rates.ts';
import { usageInput } from './usage.ts';

/** Why a miss happened, the first that applies, in this order. */
export type MissCause = 'compaction' | 'model' | 'idle' | 'changed';

export const MISS_CAUSES: readonly MissCause[] = ['compaction', 'model', 'idle', 'changed'];

/** One miss. */
export interface CacheMiss {
  /** The request's index in the session's steps (0-based), and the one before it compared with. */
  step: number;
  previous: number;
  cause: MissCause;
  /** max(0, min(input of previous, input of this) − read of this), in the model's tokens. */
  missed: number;
  /** Seconds between the two requests' timestamps; null when either has none. */
  gapSeconds: number | null;
  /** The lifetime the gap is set against, in seconds; null where the vendor states none. */
  lifetimeSeconds: number | null;
  /** missed × (the rate paid for them − the read rate); null without a price. */
  cost: number | null;
}

/**
 * The missed tokens sit right after the read part, where the bill places 1-hour writes, then
 * 5-minute writes, then uncached input; each is paid at its rate instead of the read rate.
 */
function missCost(missed: number, s: BilledStep, r: BillRates): number {
  let left = missed;
  let paid = 0;
  for (const [tokens, rate] of [
    [s.usage.write1h, r.write1h],
    [s.usage.write5m, r.write5m],
    [s.usage.uncached, r.input],
  ] as const) {
    const take = Math.min(left, tokens);
    paid += take * rate;
    left -= take;
  }
  return (paid - missed * r.read) / 1e6;
}

const seconds = (from?: string, to?: string): number | null => {
  if (from === undefined || to === undefined) return null;
  const gap = (Date.parse(to) - Date.parse(from)) / 1000;
  return Number.isFinite(gap) ? gap : null;
};

/** Every miss of `steps` (one thread's requests with usage, in order), `rates[i]` and `rules[i]` those of `steps[i]`. */
export function cacheMisses(
  steps: readonly BilledStep[],
  rates: readonly (BillRates | null)[],
  rules: readonly CacheRules[],
): CacheMiss[] {
  const misses: CacheMiss[] = [];
  // A thread that never read from nor wrote to a cache used none (caching off, or not offered): no misses.
  if (steps.every((s) => s.usage.read + s.usage.write5m + s.usage.write1h === 0)) return misses;
  // Whether the last request that wrote to the cache wrote only 1-hour entries.
  let longLived = false;
  steps.forEach((s, i) => {
    if (i > 0) {
      const prev = steps[i - 1]!;
      const r = rates[i] ?? null;
      const missed = Math.max(0, Math.min(usageInput(prev.usage), usageInput(s.usage)) - s.usage.read);
      const { minCacheable, lifetime } = rules[i]!;
      if (missed >= minCacheable) {
        const gapSeconds = seconds(prev.time, s.time);
        const lifetimeSeconds = lifetime ? (longLived ? lifetime.long : lifetime.short) : null;
        const cause: MissCause = s.afterCompaction
          ? 'compaction'
          : prev.model !== undefined && s.model !== undefined && prev.model !== s.model
            ? 'model'
            : gapSeconds !== null && lifetimeSeconds !== null && gapSeconds > lifetimeSeconds
              ? 'idle'
              : 'changed';
        misses.push({
          step: s.step,
          previous: prev.step,
          cause,
          missed,
          gapSeconds,
          lifetimeSeconds,
          cost: r && missCost(missed, s, r),
        });
      }
    }
    if (s.usage.write1h > 0 || s.usage.write5m > 0) longLived = s.usage.write5m === 0;
  });
  return misses;
}
