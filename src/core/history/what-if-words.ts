/**
 * The history's what-ifs against its bill as logged, as `core/bill/what-if-words.ts` words one log's:
 * each what-if's whole-history figures are the bill with the requests it re-billed replaced.
 */
import { formatPercentage, percentOf } from '../analysis/percent.ts';
import type { WhatIfChange } from '../bill/what-if-words.ts';
import { DISAGREE_WHY, noneCheaperWords } from '../bill/what-if-words.ts';
import { settingText } from '../bill/settings.ts';
import type { WhatIfId } from '../bill/what-ifs.ts';
import { formatAmount } from '../money/currency.ts';
import { formatInt } from '../format/numbers.ts';
import { moneyTotal } from './bill-model.ts';
import type { HistoryReport } from './history-model.ts';
import type { HistoryWhatIf } from './what-if-accumulator.ts';

/** The whole history under a what-if: input tokens, money (null: no price), cache misses, and the change. */
export interface HistoryWhatIfTotals {
  input: number;
  cost: number | null;
  misses: number;
  change: WhatIfChange;
}

/** The history's bill as logged: input tokens, money (null: no request priced), cache misses. */
export function loggedTotals(report: HistoryReport): { input: number; cost: number | null; misses: number } {
  const { tokens, cost } = report.bill.total;
  return {
    input: tokens.read + tokens.write5m + tokens.write1h + tokens.uncached,
    cost: cost && moneyTotal(cost),
    misses: report.bill.misses.misses,
  };
}

/** `w` over the whole history: the bill as logged with the requests `w` re-billed as it billed them. */
export function historyWhatIfTotals(report: HistoryReport, w: HistoryWhatIf): HistoryWhatIfTotals {
  const logged = loggedTotals(report);
  const tokens = w.loggedInput - w.input;
  const money = logged.cost === null ? null : w.loggedCost - w.cost;
  return {
    input: logged.input - tokens,
    cost: logged.cost === null || money === null ? null : logged.cost - money,
    misses: logged.misses - w.loggedMisses + w.misses,
    change: { tokens, money, disagree: money !== null && Math.sign(tokens) * Math.sign(money) < 0 },
  };
}

/** The what-ifs the answer weighs: the one `chosen` names, else every one. */
export function weighedWhatIfs(report: HistoryReport, chosen?: WhatIfId | null): HistoryWhatIf[] {
  const { list } = report.whatIfs;
  return chosen ? list.filter((w) => w.id === chosen) : list;
}

/** The what-if that saves most money over the history (most tokens without a price), or undefined. */
export function bestHistoryWhatIf(report: HistoryReport, whatIfs: readonly HistoryWhatIf[]): HistoryWhatIf | undefined {
  const changes = whatIfs.map((w) => ({ w, c: historyWhatIfTotals(report, w).change }));
  const priced = changes.every((x) => x.c.money !== null);
  return [...changes].sort((a, b) => (priced ? b.c.money! - a.c.money! : b.c.tokens - a.c.tokens))[0]?.w;
}

/**
 * The answer's sentence, in `whatIfLine`'s words: the what-if (`chosen`, else each) that saves most
 * against the history's bill as logged, or that none does; null when none applies.
 */
export function historyWhatIfLine(report: HistoryReport, chosen?: WhatIfId | null): string | null {
  const whatIfs = weighedWhatIfs(report, chosen);
  const best = bestHistoryWhatIf(report, whatIfs);
  if (!best) return null;
  const money = (n: number) => formatAmount(n, report.bill.currency ?? undefined);
  const before = loggedTotals(report).cost;
  const { cost: after, change } = historyWhatIfTotals(report, best);
  const tokens =
    change.tokens === 0
      ? 'the same input tokens'
      : `${formatInt(Math.abs(change.tokens))} ${change.tokens > 0 ? 'fewer' : 'more'} input tokens`;
  if (before === null || after === null || change.money === null)
    return `Switching on ${best.name} would have sent ${tokens} (no request has a price: no money).`;
  if (change.money <= 1e-9) return noneCheaperWords(whatIfs.length, best.name, -change.money, before, money);
  const share = formatPercentage(percentOf(change.money, before, 'the bill as logged'), 0);
  return `Switching on ${best.name} would have cost ${money(after)} instead of ${money(before)}: ${money(change.money)} less (${share}), with ${tokens}${change.disagree ? ` (${DISAGREE_WHY})` : ''}.`;
}

/** `--json`'s `whatIfs`: each what-if over the whole history, its setting to paste; money in the bill's currency. */
export function historyWhatIfsJson(report: HistoryReport, chosen?: WhatIfId | null) {
  return report.whatIfs.list.map((w) => {
    const totals = historyWhatIfTotals(report, w);
    return {
      id: w.id,
      name: w.name,
      chosen: chosen === w.id,
      input: totals.input,
      cost: totals.cost,
      change: totals.change,
      misses: totals.misses,
      sessions: w.sessions,
      requests: w.requests,
      unpriced: w.unpriced,
      summarySteps: w.summarySteps,
      setting: settingText(w.id, report.whatIfs.params),
    };
  });
}
