/**
 * The history's bill as `history --json` carries it: totals, by day, project and model, the misses
 * by cause and the sessions that lost most; every amount in `currency`, null without a price.
 */
import type { BillFigures, HistoryBill, MissFigures, SessionBillRow } from './bill-model.ts';
import { moneyInput, moneyTotal } from './bill-model.ts';
import { projectLabels, sessionsLostMost } from './bill-rank.ts';
import type { HistoryReport } from './history-model.ts';

/** A group's figures: requests, unpriced requests, tokens by how billed, money by part with input and total. */
function figuresJson(f: BillFigures) {
  const { cost } = f;
  return {
    requests: f.requests,
    unpriced: f.unpriced,
    tokens: { ...f.tokens },
    cost: cost && { ...cost, input: moneyInput(cost), total: moneyTotal(cost) },
  };
}

const missesJson = (m: MissFigures) => ({ misses: m.misses, missed: m.missed, cost: m.cost, unpriced: m.unpriced });

/** `part` as a percentage of `whole` (e.g. a session's misses of its input bill), or null without both. */
const percent = (part: number | null, whole: number | null) => (part === null || !whole ? null : (part / whole) * 100);

/** One session's bill columns for `--json`'s `sessions` rows: what its requests cost and lost to misses. */
export function sessionBillJson(bill: HistoryBill, row: SessionBillRow | undefined) {
  const { cost } = row ?? {};
  return {
    currency: cost ? bill.currency : null,
    cost: cost ? { input: moneyInput(cost), output: cost.output, total: moneyTotal(cost) } : null,
    tokens: row ? { ...row.tokens } : { read: 0, write5m: 0, write1h: 0, uncached: 0, output: 0 },
    misses: row?.missed.misses ?? 0,
    missed: row?.missed.missed ?? 0,
    missCost: row?.missed.cost ?? null,
  };
}

/** The whole bill; projects by name only with `names` (else numbered), files as `shownFile` writes them. */
export function historyBillJson(report: HistoryReport, names: boolean, shownFile: (f: string) => string) {
  const { bill } = report;
  const labels = projectLabels(bill, names);
  const sessions = new Map(report.sessions.map((s) => [s.key, s]));
  return {
    currency: bill.currency,
    sessions: bill.sessions.length,
    ...figuresJson(bill.total),
    unsplit: bill.unsplit,
    byDay: bill.byDay.map((d) => ({ day: d.day, ...figuresJson(d) })),
    byProject: bill.byProject.map((p, i) => ({ project: labels[i]!, ...figuresJson(p) })),
    byModel: bill.byModel.map((m) => ({ model: m.model, priced: m.priced, ...figuresJson(m) })),
    misses: missesJson(bill.misses),
    missesByCause: bill.byCause.map((c) => ({ cause: c.cause, ...missesJson(c) })),
    sessionsLostMost: sessionsLostMost(bill).map((s) => {
      const session = sessions.get(s.key);
      const file = session?.files[0];
      return {
        session: session?.sessionId ?? s.key,
        file: file === undefined ? null : shownFile(file),
        ...missesJson(s.missed),
        shareOfInputBill: percent(s.missed.cost, s.cost && moneyInput(s.cost)),
      };
    }),
  };
}
