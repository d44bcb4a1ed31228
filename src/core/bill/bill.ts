/**
 * The bill a log records: every request's usage priced at its own model's list prices with the
 * cache's rates, and the cache misses found between requests (`misses.ts`). Rules and sources:
 * docs/sessions.md, "The bill as logged".
 */
import type { CurrencyCode } from '../models/catalogue.ts';
import type { ParsedSession } from '../sessions/model.ts';
import type { BillRates, CacheRules } from './rates.ts';
import { billRates, cacheRules } from './rates.ts';
import { matchModel } from '../models/model-match.ts';
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

/** A request to bill: its place, time, model, usage, and whether the log compacted before it. */
export type LoggedRequest = Omit<BilledStep, 'cost'>;

/** The bill of `session`'s requests that record usage (a request without one is no measurement). */
export function sessionBill(session: Pick<ParsedSession, 'steps'>): SessionBill {
  const requests: LoggedRequest[] = [];
  let compacted = false;
  session.steps.forEach((s, i) => {
    compacted ||= s.afterCompaction;
    if (!s.usage) return;
    requests.push({
      step: i,
      ...(s.time !== undefined && { time: s.time }),
      ...(s.model !== undefined && { model: s.model }),
      usage: s.usage,
      afterCompaction: compacted,
    });
    compacted = false;
  });
  return billOf(requests);
}

/** A model's rates (null: no price), cache rules and vendor (undefined: unknown). */
export interface ModelRates {
  rates: BillRates | null;
  rules: CacheRules;
  vendor: string | undefined;
}

const byModel = new Map<string, ModelRates>();

/** The rates, cache rules and vendor of a model a log names (matched once per name). */
export function modelRates(model: string | undefined): ModelRates {
  const key = model ?? '';
  if (!byModel.has(key))
    byModel.set(key, { rates: billRates(model), rules: cacheRules(model), vendor: matchModel(model)?.vendor });
  return byModel.get(key)!;
}

/** The bill of `requests` (one thread's, in order): each priced at its model's rates, totals, misses. */
export function billOf(requests: readonly LoggedRequest[]): SessionBill {
  const rates = requests.map((r) => modelRates(r.model).rates);
  const rules = requests.map((r) => modelRates(r.model).rules);
  const steps: BilledStep[] = requests.map((r, i) => ({ ...r, cost: rates[i] ? usageCost(r.usage, rates[i]) : null }));
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
