/**
 * The bill as logged, summed over a history thread by thread: only the requests the history counts
 * (once each, inside the dates) are billed, and a miss is counted with the request it happened at.
 */
import type { BilledStep } from '../bill/billed-step.ts';
import type { CacheMiss, MissCause } from '../bill/misses.ts';
import { MISS_CAUSES } from '../bill/misses.ts';
import type { BillRates } from '../bill/rates.ts';
import { billRates } from '../bill/rates.ts';
import type { UsageTotals } from '../bill/bill.ts';
import type { CurrencyCode } from '../models/catalogue.ts';
import type { BillFigures, BillMoney, CauseFigures, HistoryBill, MissFigures, SessionBillRow } from './bill-model.ts';
import { emptyFigures, emptyMisses, moneyTotal } from './bill-model.ts';
import type { ThreadBill } from './file-facts.ts';

/** Where a thread belongs: its session's key and project. */
export interface BillPlace {
  key: string;
  project: string | null;
}

function addStep(to: BillFigures, s: BilledStep, money: BillMoney | null): void {
  to.requests++;
  for (const key of Object.keys(to.tokens) as (keyof UsageTotals)[]) to.tokens[key] += s.usage[key];
  if (!money) {
    to.unpriced++;
    return;
  }
  to.cost ??= { read: 0, write5m: 0, write1h: 0, uncached: 0, output: 0 };
  for (const key of Object.keys(to.cost) as (keyof BillMoney)[]) to.cost[key] += money[key];
}

function addMiss(to: MissFigures, m: CacheMiss): void {
  to.misses++;
  to.missed += m.missed;
  if (m.cost === null) to.unpriced++;
  else to.cost = (to.cost ?? 0) + m.cost;
}

const byCost = <T extends BillFigures>(a: T, b: T) =>
  (b.cost ? moneyTotal(b.cost) : -1) - (a.cost ? moneyTotal(a.cost) : -1);

/** Accumulates a history's bill: {@link addThread} each counted thread, then {@link report}. */
export class HistoryBillAccumulator {
  private readonly total = emptyFigures();
  private readonly days = new Map<string | null, BillFigures & { day: string | null }>();
  private readonly projects = new Map<string | null, BillFigures & { project: string | null }>();
  private readonly models = new Map<string | null, BillFigures & { model: string | null; priced: string | null }>();
  private readonly sessions = new Map<string, SessionBillRow>();
  private readonly misses = emptyMisses();
  private readonly causes = new Map<MissCause, CauseFigures>();
  private readonly rates = new Map<string | null, BillRates | null>();
  private currency: CurrencyCode | null = null;
  private unsplit = 0;

  /**
   * A thread's bill: `counted[k]` whether the history counts its request k (not logged before, inside
   * the dates), `days[k]` that request's day.
   */
  addThread(place: BillPlace, bill: ThreadBill, counted: readonly boolean[], days: readonly (string | null)[]): void {
    const session = this.sessionRow(place.key);
    for (const s of bill.steps) {
      if (!counted[s.step]) continue;
      const model = s.model ?? null;
      const money = this.money(s);
      const day = days[s.step] ?? null;
      const project = place.project;
      addStep(this.total, s, money);
      addStep(session, s, money);
      addStep(
        group(this.days, day, () => ({ day })),
        s,
        money,
      );
      addStep(
        group(this.projects, project, () => ({ project })),
        s,
        money,
      );
      addStep(
        group(this.models, model, () => ({ model, priced: this.ratesOf(model)?.name ?? null })),
        s,
        money,
      );
      if (!s.usage.writeSplit) this.unsplit++;
    }
    for (const m of bill.misses) {
      if (!counted[m.step]) continue;
      addMiss(this.misses, m);
      addMiss(session.missed, m);
      let cause = this.causes.get(m.cause);
      if (!cause) this.causes.set(m.cause, (cause = { cause: m.cause, lifetimes: [], ...emptyMisses() }));
      addMiss(cause, m);
      if (m.cause === 'idle' && m.lifetimeSeconds !== null && !cause.lifetimes.includes(m.lifetimeSeconds))
        cause.lifetimes = [...cause.lifetimes, m.lifetimeSeconds].sort((a, b) => a - b);
    }
  }

  private sessionRow(key: string): SessionBillRow {
    let row = this.sessions.get(key);
    if (!row) this.sessions.set(key, (row = { key, ...emptyFigures(), missed: emptyMisses() }));
    return row;
  }

  private ratesOf(model: string | null): BillRates | null {
    if (!this.rates.has(model)) this.rates.set(model, billRates(model ?? undefined));
    return this.rates.get(model)!;
  }

  /** The request's money with its writes split by lifetime at its model's rates; null without a price. */
  private money(s: BilledStep): BillMoney | null {
    const r = this.ratesOf(s.model ?? null);
    if (!s.cost || !r) return null;
    this.currency ??= r.currency;
    const write1h = (s.usage.write1h * r.write1h) / 1e6;
    const { read, uncached, output } = s.cost;
    return { read, write5m: s.cost.write - write1h, write1h, uncached, output };
  }

  /** The bill so far: days in order, projects and models by bill, sessions as first read, causes in look-up order. */
  report(): HistoryBill {
    const copy = <T extends BillFigures>(f: T): T => ({ ...f, tokens: { ...f.tokens }, cost: f.cost && { ...f.cost } });
    return {
      currency: this.currency,
      total: copy(this.total),
      byDay: [...this.days.values()].map(copy).sort((a, b) => (a.day ?? '\uffff').localeCompare(b.day ?? '\uffff')),
      byProject: [...this.projects.values()].map(copy).sort(byCost),
      byModel: [...this.models.values()].map(copy).sort(byCost),
      sessions: [...this.sessions.values()]
        .filter((s) => s.requests > 0)
        .map((s) => ({ ...copy(s), missed: { ...s.missed } })),
      misses: { ...this.misses },
      byCause: MISS_CAUSES.flatMap((c) => {
        const figures = this.causes.get(c);
        return figures ? [{ ...figures, lifetimes: [...figures.lifetimes] }] : [];
      }),
      unsplit: this.unsplit,
    };
  }
}

/** The row of `key` in `map`, made of `base` and empty figures the first time. */
function group<K, E extends object>(map: Map<K, BillFigures & E>, key: K, base: () => E): BillFigures & E {
  let row = map.get(key);
  if (!row) map.set(key, (row = { ...emptyFigures(), ...base() }));
  return row;
}
