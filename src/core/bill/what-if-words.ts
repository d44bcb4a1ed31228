/** The what-ifs in words and as a table: each against the bill as logged, in tokens and money. */
import { formatPercentage, percentOf } from '../analysis/percent.ts';
import { formatAmount } from '../money/currency.ts';
import { formatCount, formatInt } from '../format/numbers.ts';
import type { Cell, ExportTable } from '../report/table.ts';
import { cell, intCell } from '../report/table.ts';
import type { SessionBill } from './bill.ts';
import type { WhatIf } from './what-ifs.ts';
import { whatIfCost, whatIfInput } from './what-ifs.ts';

/** A what-if against the bill as logged: tokens and money saved (negative: more), and whether they disagree. */
export interface WhatIfChange {
  tokens: number;
  money: number | null;
  /** Fewer tokens yet more money, or the reverse. */
  disagree: boolean;
}

/** `w`'s change against `bill` (input tokens, and the whole bill's money). */
export function whatIfChange(bill: SessionBill, w: WhatIf): WhatIfChange {
  const tokens = whatIfInput(bill) - whatIfInput(w.bill, w.extra);
  const before = whatIfCost(bill);
  const after = whatIfCost(w.bill, w.extra);
  const money = before === null || after === null ? null : before - after;
  return { tokens, money, disagree: money !== null && Math.sign(tokens) * Math.sign(money) < 0 };
}

/** `1,234 fewer`, `56 more`, `no change`: tokens saved. */
export const tokensWords = (n: number) =>
  n === 0 ? 'no change' : `${formatInt(Math.abs(n))} ${n > 0 ? 'fewer' : 'more'}`;

/** `$0.0700 less`, `$0.0100 more`, `no change`: money saved. */
export const moneyWords = (n: number, money: (n: number) => string) =>
  Math.abs(n) < 1e-9 ? 'no change' : `${money(Math.abs(n))} ${n > 0 ? 'less' : 'more'}`;

/** What a what-if's row says beside its figures: its settings, a disagreement, its summary steps. */
function rowNotes(w: WhatIf, change: WhatIfChange): string {
  const steps = w.extra.requests;
  return [
    ...w.notes,
    ...(change.disagree ? [DISAGREE_WHY] : []),
    ...(steps > 0 ? [`${formatCount(steps, 'summary step')} billed`] : []),
  ].join('; ');
}

/** Why fewer tokens can cost more, said where they disagree. */
export const DISAGREE_WHY =
  'fewer tokens, more money: each rewrite breaks the cached prefix and what follows is written again';

/** The what-if that saves most money against `bill` (most tokens where a request has no price). */
export function bestWhatIf(bill: SessionBill, whatIfs: readonly WhatIf[]): WhatIf | undefined {
  const changes = whatIfs.map((w) => ({ w, c: whatIfChange(bill, w) }));
  const priced = changes.every((x) => x.c.money !== null);
  return [...changes].sort((a, b) => (priced ? b.c.money! - a.c.money! : b.c.tokens - a.c.tokens))[0]?.w;
}

/**
 * No setting costs less than the bill as logged: `None of the 4 settings … the nearest, X, costs the
 * same.`, or with one setting `The one setting a team can switch on, X, costs $0.0722 more than …`.
 */
export function noneCheaperWords(
  settings: number,
  name: string,
  extra: number,
  before: number,
  money: (n: number) => string,
): string {
  const same = Math.abs(extra) < 1e-9;
  if (settings === 1)
    return `The one setting a team can switch on, ${name}, ${same ? 'costs the same as' : `costs ${money(extra)} more than`} the bill as logged (${money(before)}).`;
  return `None of the ${formatInt(settings)} settings a team can switch on costs less than the bill as logged (${money(before)}); the nearest, ${name}, ${same ? 'costs the same' : `costs ${money(extra)} more`}.`;
}

/**
 * The answer's sentence on the what-ifs: the one that saves most money (tokens without a price)
 * against the bill as logged, or that none saves; empty when none applies.
 */
export function whatIfLine(bill: SessionBill, whatIfs: readonly WhatIf[]): string | null {
  if (whatIfs.length === 0) return null;
  const money = (n: number) => formatAmount(n, bill.currency ?? undefined);
  const w = bestWhatIf(bill, whatIfs)!;
  const best = { w, c: whatIfChange(bill, w) };
  const priced = whatIfs.every((x) => whatIfChange(bill, x).money !== null);
  const before = whatIfCost(bill);
  const after = whatIfCost(best.w.bill, best.w.extra);
  const tokens =
    best.c.tokens === 0
      ? 'the same input tokens'
      : `${formatInt(Math.abs(best.c.tokens))} ${best.c.tokens > 0 ? 'fewer' : 'more'} input tokens`;
  if (priced && before !== null && after !== null) {
    if (best.c.money! <= 1e-9) return noneCheaperWords(whatIfs.length, best.w.name, -best.c.money!, before, money);
    const share = formatPercentage(percentOf(best.c.money!, before, 'the bill as logged'), 0);
    return `Switching on ${best.w.name} would have cost ${money(after)} instead of ${money(before)}: ${money(best.c.money!)} less (${share}), with ${tokens}${best.c.disagree ? ` (${DISAGREE_WHY})` : ''}.`;
  }
  return `Switching on ${best.w.name} would have sent ${tokens} (not every request has a price: no money).`;
}

/** Every what-if against the bill as logged: input tokens, money, misses, and where tokens and money disagree. */
export function whatIfTable(bill: SessionBill, whatIfs: readonly WhatIf[]): ExportTable {
  const currency = bill.currency ?? undefined;
  const money = (n: number) => formatAmount(n, currency);
  const moneyCell = (n: number | null): Cell => (n === null ? cell('–') : cell(money(n), n));
  const before = whatIfInput(bill);
  const row = (name: string, b: SessionBill, w?: WhatIf): Cell[] => {
    const change = w && whatIfChange(bill, w);
    const input = whatIfInput(b, w?.extra);
    return [
      cell(name),
      intCell(input),
      change
        ? cell(
            change.tokens === 0
              ? 'no change'
              : `${tokensWords(change.tokens)} (${formatPercentage(percentOf(Math.abs(change.tokens), before, 'as logged'))})`,
            change.tokens,
          )
        : cell(''),
      moneyCell(whatIfCost(b, w?.extra)),
      !change ? cell('') : change.money === null ? cell('–') : cell(moneyWords(change.money, money), change.money),
      intCell(b.misses.length),
      cell(w && change ? rowNotes(w, change) : ''),
    ];
  };
  return {
    title: 'What-ifs a team can switch on, against the bill as logged',
    columns: [
      { name: 'Setting', align: 'left' },
      { name: 'Input', unit: 'tokens' },
      { name: 'Change in input', unit: 'tokens', align: 'right' },
      { name: 'Bill', unit: bill.currency ?? 'no price', align: 'right' },
      { name: 'Change in money', unit: bill.currency ?? 'no price', align: 'right' },
      { name: 'Cache misses' },
      { name: 'Notes', align: 'left' },
    ],
    rows: [row('As logged (the bill)', bill), ...whatIfs.map((w) => row(w.label, w.bill, w))],
    notes: [
      ...whatIfs.map((w) => `${w.label}: ${w.name}.`),
      'Each what-if is replayed on the log’s own timeline (an idle gap still expires the cache) and billed as the log is: each request at its model’s list price, output as logged.',
      'Context editing and compaction are replays of the texts the log shows (counts of this page’s tokenizer) applied to the recorded usage: their token changes are estimates where the counts are.',
    ],
  };
}
