/** A bill as `--json` and `--jsonl` carry it: tokens, money by part, each request and each miss (1-based steps). */
import type { SessionBill } from './bill.ts';
import { inputCost, totalCost } from './billed-step.ts';
import { missLabel } from './words.ts';

/** The bill's JSON: `cost` null without a price; every amount in `currency`. */
export function billJson(bill: SessionBill) {
  const { cost } = bill;
  return {
    currency: bill.currency,
    tokens: bill.tokens,
    cost: cost && { ...cost, input: inputCost(cost), total: totalCost(cost) },
    priced: bill.priced,
    unpriced: bill.unpriced,
    unsplit: bill.unsplit,
    steps: bill.steps.map((s) => ({
      step: s.step + 1,
      time: s.time ?? null,
      model: s.model ?? null,
      read: s.usage.read,
      write5m: s.usage.write5m,
      write1h: s.usage.write1h,
      uncached: s.usage.uncached,
      output: s.usage.output,
      cost: s.cost && totalCost(s.cost),
    })),
    misses: bill.misses.map((m) => ({
      step: m.step + 1,
      previous: m.previous + 1,
      cause: m.cause,
      label: missLabel(m),
      missed: m.missed,
      gapSeconds: m.gapSeconds,
      lifetimeSeconds: m.lifetimeSeconds,
      cost: m.cost,
    })),
  };
}
