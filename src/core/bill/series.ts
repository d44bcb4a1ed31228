/**
 * What the bill's per-step chart draws: each request's bill stacked by what it paid for, in money
 * where every request is priced (else in tokens), and each miss's step and cause.
 */
import type { SessionBill } from './bill.ts';
import type { MissCause } from './misses.ts';
import { missLabel } from './words.ts';

/** The stack's parts, bottom to top, and their names. */
export const BILL_PARTS = ['read', 'written', 'uncached', 'output'] as const;
export type BillPart = (typeof BILL_PARTS)[number];
export const BILL_PART_NAMES: Record<BillPart, string> = {
  read: 'Read from the cache',
  written: 'Written to the cache',
  uncached: 'Uncached input',
  output: 'Output',
};

/** One request's bar: its 1-based step and each part's amount. */
export type BillPoint = { step: number } & Record<BillPart, number>;

export interface BillSeries {
  /** `money`: amounts in `currency`; `tokens`: some request has no price. */
  unit: 'money' | 'tokens';
  points: BillPoint[];
  /** Each miss at its 1-based step, with its cause and label. */
  misses: { step: number; cause: MissCause; label: string }[];
}

/** The chart's series of `bill`. */
export function billSeries(bill: SessionBill): BillSeries {
  const money = bill.steps.length > 0 && bill.steps.every((s) => s.cost !== null);
  return {
    unit: money ? 'money' : 'tokens',
    points: bill.steps.map((s) => {
      const u = s.usage;
      return money
        ? {
            step: s.step + 1,
            read: s.cost!.read,
            written: s.cost!.write,
            uncached: s.cost!.uncached,
            output: s.cost!.output,
          }
        : { step: s.step + 1, read: u.read, written: u.write5m + u.write1h, uncached: u.uncached, output: u.output };
    }),
    misses: bill.misses.map((m) => ({ step: m.step + 1, cause: m.cause, label: missLabel(m) })),
  };
}
