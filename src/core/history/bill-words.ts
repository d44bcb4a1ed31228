/**
 * The history's bill and its cache misses in words, as `core/bill/words.ts` words one log's, from the
 * history's sums (it keeps no single miss); the numbers come from `bill-accumulator.ts`.
 */
import { formatPercentage, percentOf } from '../analysis/percent.ts';
import { MISSES_LEAD_SHARE, formatGap } from '../bill/words.ts';
import type { MissCause } from '../bill/misses.ts';
import { formatAmount } from '../money/currency.ts';
import { formatInt } from '../format/numbers.ts';
import type { CauseFigures, HistoryBill } from './bill-model.ts';
import { moneyInput, moneyTotal } from './bill-model.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${formatInt(n)} ${n === 1 ? one : many}`;

/** The denominator of a miss's share: what the requests paid for input. */
export const INPUT_BILL = 'the input bill';

/** `2 followed idle gaps past the cache's lifetime (5 min, 1 h), 1 the log's compaction`: commonest first. */
export function causeWords(causes: readonly CauseFigures[]): string {
  // Ties keep the order causes are looked for (the order of `causes`).
  const sorted = [...causes].filter((c) => c.misses > 0).sort((a, b) => b.misses - a.misses);
  return sorted
    .map((c, i) => {
      const one = c.misses === 1;
      const over =
        c.lifetimes.length === 1
          ? `over ${formatGap(c.lifetimes[0]!)}`
          : `past the cache's lifetime (${c.lifetimes.map(formatGap).join(', ')})`;
      const what: Record<MissCause, string> = {
        compaction: `the logs' ${one ? 'compaction' : 'compactions'}`,
        model: one ? 'a model switch' : 'model switches',
        idle: `${one ? 'an idle gap' : 'idle gaps'} ${over}`,
        changed: one ? 'a change to earlier text' : 'changes to earlier text',
      };
      return `${formatInt(c.misses)} ${i === 0 ? 'followed ' : ''}${what[c.cause]}`;
    })
    .join(', ');
}

/** The misses' cost when it is more than {@link MISSES_LEAD_SHARE} of the whole bill: then they lead the answer. */
export function missesLead(bill: HistoryBill): boolean {
  const { cost } = bill.total;
  return cost !== null && bill.misses.cost !== null && bill.misses.cost > MISSES_LEAD_SHARE * moneyTotal(cost);
}

/**
 * What the history's requests cost as logged, input and output, each at its own model's list price,
 * and the unpriced requests left out; null when no request records usage.
 */
export function historyBillSentence(bill: HistoryBill): string | null {
  const { total, currency } = bill;
  if (total.requests === 0) return null;
  const money = (n: number) => formatAmount(n, currency ?? undefined);
  const { tokens, cost } = total;
  const requests = `${plural(total.requests, 'request')} over ${plural(bill.sessions.length, 'session')}`;
  const inputWords = `${formatInt(tokens.read)} tokens read from the cache, ${formatInt(tokens.write5m + tokens.write1h)} written to it, ${formatInt(tokens.uncached)} uncached`;
  const unpricedModels = bill.byModel.filter((m) => m.priced === null).map((m) => m.model ?? 'no model named');
  if (!cost)
    return `As logged, ${requests} sent ${inputWords} and got ${formatInt(tokens.output)} output tokens; no price (–): the catalogue does not list ${unpricedModels.join(' or ')}.`;
  const leftOut =
    total.unpriced === 0
      ? ''
      : `; ${plural(total.unpriced, 'unpriced request')} (${unpricedModels.join(', ')}) ${total.unpriced === 1 ? 'has' : 'have'} no price (–), left out of it`;
  return `As logged, ${requests} cost ${money(moneyTotal(cost))}: ${money(moneyInput(cost))} input (${inputWords}) and ${money(cost.output)} output (${formatInt(tokens.output)} tokens), each request at its own model's list price${leftOut}.`;
}

/** How many cache misses, the tokens they wrote again, their cost and share of the input bill, and why. */
export function historyMissesSentence(bill: HistoryBill): string {
  const { misses, currency } = bill;
  if (misses.misses === 0)
    return 'No cache misses: every request of a thread that used the cache read back what the one before it held.';
  const input = bill.total.cost && moneyInput(bill.total.cost);
  const share =
    misses.cost !== null && misses.unpriced === 0
      ? `: ${formatAmount(misses.cost, currency ?? undefined)}${input ? `, ${formatPercentage(percentOf(misses.cost, input, INPUT_BILL), 0)}` : ''}`
      : misses.cost === null
        ? ' (no price)'
        : `: ${formatAmount(misses.cost, currency ?? undefined)} (no price for ${formatInt(misses.unpriced)} of them)`;
  return `${plural(misses.misses, 'cache miss', 'cache misses')} re-wrote ${plural(misses.missed, 'token')}${share}; ${causeWords(bill.byCause)}.`;
}
