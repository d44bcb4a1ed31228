/** One request of a bill: its recorded usage and what it cost by part (see `bill.ts`). */
import type { BillRates } from './rates.ts';
import type { RecordedUsage } from './usage.ts';

/** Money by what it paid for, in the bill's currency. */
export interface BillParts {
  read: number;
  /** Cache writes, 5-minute and 1-hour. */
  write: number;
  uncached: number;
  output: number;
}

/** One request with a usage record. */
export interface BilledStep {
  /** Its index in the session's steps (0-based). */
  step: number;
  time?: string;
  model?: string;
  usage: RecordedUsage;
  /** The log's compaction lies between the previous billed request and this one. */
  afterCompaction: boolean;
  /** Null when the catalogue has no price for its model. */
  cost: BillParts | null;
}

/** What `u` costs at `r`, by part. */
export function usageCost(u: RecordedUsage, r: BillRates): BillParts {
  return {
    read: (u.read * r.read) / 1e6,
    write: (u.write5m * r.write5m + u.write1h * r.write1h) / 1e6,
    uncached: (u.uncached * r.input) / 1e6,
    output: (u.output * r.output) / 1e6,
  };
}

/** Input money of a bill's parts (read + written + uncached). */
export const inputCost = (c: BillParts): number => c.read + c.write + c.uncached;
/** The whole of a bill's parts. */
export const totalCost = (c: BillParts): number => inputCost(c) + c.output;
