/**
 * The bill and its misses in words: the answer's sentences, each miss's label. The numbers come
 * from `bill.ts` and `misses.ts`; this only words them.
 */
import { formatPercentage, percentOf } from '../analysis/percent.ts';
import { formatAmount } from '../money/currency.ts';
import { formatInt } from '../format/numbers.ts';
import type { SessionBill } from './bill.ts';
import { inputCost, totalCost } from './billed-step.ts';
import type { CacheMiss, MissCause } from './misses.ts';
import { MISS_CAUSES } from './misses.ts';

/** Misses that cost more than this share of the whole bill lead the answer. */
export const MISSES_LEAD_SHARE = 0.05;

/** `45 s`, `11 min`, `1 h 15 min`. */
export function formatGap(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h${rest === 0 ? '' : ` ${rest} min`}`;
}

/** Each cause in a few words, for a chart's marks and a legend. */
export const MISS_CAUSE_NAMES: Record<MissCause, string> = {
  compaction: 'compaction',
  model: 'model switch',
  idle: 'idle past the lifetime',
  changed: 'earlier text changed',
};

/** A miss's cause with its figures: `idle 11 min (lifetime 5 min)`, `compaction`. */
export function missLabel(m: CacheMiss): string {
  if (m.cause === 'idle' && m.gapSeconds !== null && m.lifetimeSeconds !== null)
    return `idle ${formatGap(m.gapSeconds)} (lifetime ${formatGap(m.lifetimeSeconds)})`;
  if (m.cause === 'changed' && m.gapSeconds !== null) return `earlier text changed (${formatGap(m.gapSeconds)} after)`;
  return MISS_CAUSE_NAMES[m.cause];
}

const plural = (n: number, one: string, many = `${one}s`) => `${formatInt(n)} ${n === 1 ? one : many}`;

/** `2 followed idle gaps over 5 minutes, 1 the log's compaction, 1 a model switch`. */
function causeWords(misses: readonly CacheMiss[]): string {
  const parts: string[] = [];
  const groups = MISS_CAUSES.map((cause) => misses.filter((m) => m.cause === cause)).filter((g) => g.length > 0);
  // The commonest cause first; ties in the order causes are looked for.
  for (const these of groups.sort((a, b) => b.length - a.length)) {
    const cause = these[0]!.cause;
    // An idle miss always has a lifetime (no lifetime, no idle cause).
    const lifetimes = [...new Set(these.map((m) => m.lifetimeSeconds ?? 0))].sort((a, b) => a - b);
    const over =
      lifetimes.length === 1
        ? `over ${formatGap(lifetimes[0]!)}`
        : `past the cache's lifetime (${lifetimes.map(formatGap).join(', ')})`;
    const what: Record<MissCause, string> = {
      compaction: `the log's ${these.length === 1 ? 'compaction' : 'compactions'}`,
      model: `${these.length === 1 ? 'a model switch' : 'model switches'}`,
      idle: `${these.length === 1 ? 'an idle gap' : 'idle gaps'} ${over}`,
      changed: `${these.length === 1 ? 'a change' : 'changes'} to earlier text`,
    };
    parts.push(`${formatInt(these.length)} ${parts.length === 0 ? 'followed ' : ''}${what[cause]}`);
  }
  return parts.join(', ');
}

/** The line id and text of each answer sentence. */
export interface BillLine {
  id: 'bill' | 'misses' | 'unsplit';
  text: string;
}

/**
 * The bill's answer: what the log's requests cost, input and output, at list prices; the cache's
 * misses, first when they cost more than {@link MISSES_LEAD_SHARE} of the bill; a note where writes
 * had no lifetime split. Empty when no request records usage.
 */
export function billLines(bill: SessionBill): BillLine[] {
  if (bill.steps.length === 0) return [];
  const { tokens, cost, currency } = bill;
  const money = (n: number) => formatAmount(n, currency ?? undefined);
  const written = tokens.write5m + tokens.write1h;
  const inputWords = `${formatInt(tokens.read)} tokens read from the cache, ${formatInt(written)} written to it, ${formatInt(tokens.uncached)} uncached`;
  const requests = plural(bill.steps.length, 'request');
  const unpriced = bill.unpriced.map((u) => `${plural(u.requests, 'request')} of ${u.model}`).join(', ');
  const unpricedCount = bill.unpriced.reduce((n, u) => n + u.requests, 0);
  const leftOut = unpriced ? `; ${unpriced} ${unpricedCount === 1 ? 'has' : 'have'} no price (–), left out of it` : '';
  const billText = cost
    ? `As logged, ${requests} cost ${money(totalCost(cost))}: ${money(inputCost(cost))} input (${inputWords}) and ${money(cost.output)} output (${formatInt(tokens.output)} tokens), at ${bill.priced.join(' and ')} list prices${leftOut}.`
    : `As logged, ${requests} sent ${inputWords} and got ${formatInt(tokens.output)} output tokens; no price (–): the catalogue does not list ${bill.unpriced.map((u) => u.model).join(' or ')}.`;
  const lines: BillLine[] = [{ id: 'bill', text: billText }];
  const { misses } = bill;
  const missed = misses.reduce((n, m) => n + m.missed, 0);
  const missCost = misses.every((m) => m.cost !== null) ? misses.reduce((n, m) => n + m.cost!, 0) : null;
  let lead = false;
  if (tokens.read + tokens.write5m + tokens.write1h === 0)
    lines.push({
      id: 'misses',
      text: 'The log records no use of the prompt cache: no request read from it or wrote to it, so none missed it.',
    });
  else if (misses.length === 0)
    lines.push({
      id: 'misses',
      text: 'No cache misses: every request read back from the cache what the one before it held.',
    });
  else {
    const share =
      cost && missCost !== null
        ? `: ${money(missCost)}, ${formatPercentage(percentOf(missCost, inputCost(cost), 'the input bill'), 0)}`
        : misses.every((m) => m.cost === null)
          ? ' (no price)'
          : ` (no price for ${formatInt(misses.filter((m) => m.cost === null).length)} of them)`;
    lines.push({
      id: 'misses',
      text: `${plural(misses.length, 'cache miss', 'cache misses')} re-wrote ${plural(missed, 'token')}${share}; ${causeWords(misses)}.`,
    });
    lead = cost !== null && missCost !== null && missCost > MISSES_LEAD_SHARE * totalCost(cost);
  }
  if (bill.unsplit > 0)
    lines.push({
      id: 'unsplit',
      text: `${plural(bill.unsplit, 'request')} record${bill.unsplit === 1 ? 's' : ''} cache writes without the 5-minute / 1-hour split: priced at the 5-minute rate.`,
    });
  return lead ? [lines[1]!, lines[0]!, ...lines.slice(2)] : lines;
}

/**
 * Two runs of one task, each whole, by their bills as logged: `As logged, B's 30 requests cost $X: $D
 * less than A's 30 ($Y; P % of A's bill)`; null where either has no priced bill or their currencies differ.
 */
export function comparedBillsLine(a: SessionBill, b: SessionBill, nameA: string, nameB: string): string | null {
  if (!a.cost || !b.cost || a.currency !== b.currency) return null;
  const money = (n: number) => formatAmount(n, a.currency ?? undefined);
  const before = totalCost(a.cost);
  const after = totalCost(b.cost);
  const d = before - after;
  const share = formatPercentage(percentOf(Math.abs(d), before, `${nameA}'s bill`), 0);
  const change =
    Math.abs(d) < 1e-9
      ? `the same as ${nameA}'s ${formatInt(a.steps.length)}`
      : `${money(Math.abs(d))} ${d > 0 ? 'less' : 'more'} than ${nameA}'s ${formatInt(a.steps.length)} (${money(before)}; ${share})`;
  return `As logged, ${nameB}'s ${plural(b.steps.length, 'request')} cost ${money(after)}: ${change}.`;
}
