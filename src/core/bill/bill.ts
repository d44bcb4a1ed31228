/**
 * The bill a log records: every request's usage priced at its own model's list prices with the
 * cache's rates, and the cache misses found between requests (`misses.ts`). Rules and sources:
 * docs/sessions.md, "The bill as logged".
 */
import type { CurrencyCode } from '../money/catalogue.ts';
import type { ParsedSession } from '../sessions/model.ts';
import type { BillRates, CacheRules } from './rates.ts';
import { billRates, cacheRules } from './rates.ts';
import type { RecordedUsage } from './usage.ts';
import type { BillParts, BilledStep } from './billed-step.ts';
import { usageCost } from './billed-step.ts';
import type { CacheMiss } from './misses.ts';
import { cacheMisses } from './misses.ts';

/** Tokens by how they were billed, summed over requests. */
export type UsageTotals = Omit<RecordedUsage, 'writeSplit'>;

/** A log's bill: per request, totals, and the misses of its prompt cache. */
export interface SessionBill {
  steps: BilledStep[];
  tokens: UsageTotals;
  /** Summed over the priced requests; null when none is priced. */
  cost: BillParts | null;
  currency: CurrencyCode | null;
  /** The priced models' names, in order of first use (`Claude Opus 4.5`). */
  priced: string[];
  /** Models whose requests have no price (left out of `cost`), with how many requests. */
  unpriced: { model: string; requests: number }[];
  /** Requests whose writes had no 5-minute / 1-hour split: priced at the 5-minute rate. */
  unsplit: number;
  misses: CacheMiss[];
}

/** The bill of `session`'s requests that record usage (a request without one is no measurement). */
export function sessionBill(session: Pick<ParsedSession, 'steps'>): SessionBill {
  const byModel = new Map<string, { rates: BillRates | null; rules: CacheRules }>();
  const modelOf = (model: string | undefined) => {
    const key = model ?? '';
    if (!byModel.has(key)) byModel.set(key, { rates: billRates(model), rules: cacheRules(model) });
    return byModel.get(key)!;
  };
  const steps: BilledStep[] = [];
  const rates: (BillRates | null)[] = [];
  const rules: CacheRules[] = [];
  let compacted = false;
  session.steps.forEach((s, i) => {
    compacted ||= s.afterCompaction;
    if (!s.usage) return;
    const { rates: r, rules: rule } = modelOf(s.model);
    rates.push(r);
    rules.push(rule);
    steps.push({
      step: i,
      ...(s.time !== undefined && { time: s.time }),
      ...(s.model !== undefined && { model: s.model }),
      usage: s.usage,
      afterCompaction: compacted,
      cost: r && usageCost(s.usage, r),
    });
    compacted = false;
  });
  const tokens: UsageTotals = { uncached: 0, write5m: 0, write1h: 0, read: 0, output: 0 };
  let cost: BillParts | null = null;
  const unpriced = new Map<string, number>();
  const priced: string[] = [];
  let currency: CurrencyCode | null = null;
  steps.forEach((s, i) => {
    for (const key of Object.keys(tokens) as (keyof UsageTotals)[]) tokens[key] += s.usage[key];
    const r = rates[i];
    if (!s.cost || !r) {
      const name = s.model ?? 'no model named';
      unpriced.set(name, (unpriced.get(name) ?? 0) + 1);
      return;
    }
    if (!priced.includes(r.name)) priced.push(r.name);
    currency ??= r.currency;
    cost ??= { read: 0, write: 0, uncached: 0, output: 0 };
    for (const key of Object.keys(cost) as (keyof BillParts)[]) cost[key] += s.cost[key];
  });
  return {
    steps,
    tokens,
    cost,
    currency,
    priced,
    unpriced: [...unpriced].map(([model, requests]) => ({ model, requests })),
    unsplit: steps.filter((s) => !s.usage.writeSplit).length,
    misses: cacheMisses(steps, rates, rules),
  };
}
