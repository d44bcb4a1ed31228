/**
 * The bill as logged over a history, as `bill-accumulator.ts` builds it: each request counted once,
 * priced at its own model's list prices (`core/bill`); tokens in each model's own, money in `currency`.
 */
import type { UsageTotals } from '../bill/bill.ts';
import type { MissCause } from '../bill/misses.ts';
import type { CurrencyCode } from '../models/catalogue.ts';

/** Money by how it was billed, the cache writes split by lifetime. */
export interface BillMoney {
  read: number;
  write5m: number;
  write1h: number;
  uncached: number;
  output: number;
}

/** Input money: read + written + uncached. */
export const moneyInput = (m: BillMoney): number => m.read + m.write5m + m.write1h + m.uncached;
/** Input and output money. */
export const moneyTotal = (m: BillMoney): number => moneyInput(m) + m.output;

/** What a group of requests was billed: a day, a project, a model, a session, the whole history. */
export interface BillFigures {
  /** Requests with a usage record, each counted once. */
  requests: number;
  /** Of them, requests whose model has no price: their tokens count, their money is left out. */
  unpriced: number;
  tokens: UsageTotals;
  /** Σ over the priced requests; null when none is priced. */
  cost: BillMoney | null;
}

/** Cache misses of a group: how many, the tokens written again, and what that cost above reading them. */
export interface MissFigures {
  misses: number;
  missed: number;
  /** Σ over the priced misses; null when none is priced. */
  cost: number | null;
  /** Misses of a model without a price (left out of `cost`). */
  unpriced: number;
}

/** The misses of one cause, with the cache lifetimes an idle gap was set against (seconds, ascending). */
export interface CauseFigures extends MissFigures {
  cause: MissCause;
  lifetimes: number[];
}

/** One session's bill (its subagents' requests included) and its misses, by the session's key. */
export interface SessionBillRow extends BillFigures {
  key: string;
  missed: MissFigures;
}

/** One model as the logs name it (null: none named), and the catalogue row that priced it, or null. */
export interface ModelBillRow extends BillFigures {
  model: string | null;
  priced: string | null;
}

/** The history's bill: totals, by day, project, model and session, and the misses by cause. */
export interface HistoryBill {
  /** The priced requests' currency (the catalogue's rows share one); null when none is priced. */
  currency: CurrencyCode | null;
  total: BillFigures;
  /** Days in the history's zone, in order; null: a request without a time in a log without a start. */
  byDay: (BillFigures & { day: string | null })[];
  /** By the session's project, largest bill first. */
  byProject: (BillFigures & { project: string | null })[];
  /** By model, largest bill first. */
  byModel: ModelBillRow[];
  /** Every session with a billed request, in the order first read. */
  sessions: SessionBillRow[];
  misses: MissFigures;
  /** Every cause with a miss, in the order causes are looked for. */
  byCause: CauseFigures[];
  /** Requests whose writes had no 5-minute / 1-hour split: priced at the 5-minute rate. */
  unsplit: number;
}

/** Figures before any request. */
export function emptyFigures(): BillFigures {
  return { requests: 0, unpriced: 0, tokens: { uncached: 0, write5m: 0, write1h: 0, read: 0, output: 0 }, cost: null };
}

/** Misses before any. */
export function emptyMisses(): MissFigures {
  return { misses: 0, missed: 0, cost: null, unpriced: 0 };
}
