/**
 * The bill's tables, built once for the Sessions view, its exports and `cce session`: every request's
 * recorded usage and price, and the prompt cache's misses with their cause and price.
 */
import type { SessionBill } from '../../bill/bill.ts';
import { totalCost } from '../../bill/billed-step.ts';
import { missLabel, formatGap } from '../../bill/words.ts';
import { formatAmount } from '../../money/currency.ts';
import { formatCount, formatInt } from '../../format/numbers.ts';
import type { Cell, Column, ExportTable } from '../table.ts';
import { cell, intCell } from '../table.ts';

const dash = cell('–');

/** Where the rates come from and what an unpriced request is, said under every bill table (Sessions and History). */
export const PRICES_NOTE =
  "Each request at its own model's list prices: Anthropic writes at 1.25 × input (5-minute cache) or 2 × (1-hour), reads at 0.1 ×; OpenAI cached input at its cached price, no write charge. Unpriced: a model the catalogue does not list; its tokens are counted, its money is not (–), never another model's price.";

/** The columns of recorded usage by how it was billed, in every bill table. */
export const USAGE_COLUMNS: Column[] = [
  { name: 'Read from the cache', unit: 'tokens' },
  { name: 'Written, 5 min', unit: 'tokens' },
  { name: 'Written, 1 h', unit: 'tokens' },
  { name: 'Uncached', unit: 'tokens' },
  { name: 'Output', unit: 'tokens' },
];

/** One row per request with usage: its tokens by how they were billed, its cost, and its miss if any. */
export function billStepsTable(bill: SessionBill): ExportTable {
  const money = (n: number | null): Cell => (n === null ? dash : cell(formatAmount(n, bill.currency ?? undefined), n));
  const missAt = new Map(bill.misses.map((m) => [m.step, m]));
  return {
    title: `The bill as logged: ${formatCount(bill.steps.length, 'request')}`,
    columns: [
      { name: 'Step' },
      { name: 'Time', align: 'left' },
      { name: 'Model', align: 'left' },
      ...USAGE_COLUMNS,
      { name: 'Cost', unit: bill.currency ?? 'no price', align: 'right' },
      { name: 'Cache miss', align: 'left' },
    ],
    rows: bill.steps.map((s) => {
      const miss = missAt.get(s.step);
      return [
        intCell(s.step + 1),
        cell(s.time ?? '–'),
        cell(s.model ?? '–'),
        intCell(s.usage.read),
        intCell(s.usage.write5m),
        intCell(s.usage.write1h),
        intCell(s.usage.uncached),
        intCell(s.usage.output),
        money(s.cost && totalCost(s.cost)),
        miss ? cell(`${formatInt(miss.missed)} tokens: ${missLabel(miss)}`, miss.missed) : cell(''),
      ];
    }),
    notes: [
      PRICES_NOTE,
      ...(bill.unsplit > 0
        ? [
            'Requests whose log gives no 5-minute / 1-hour split show all their writes under 5 min, priced at that rate.',
          ]
        : []),
    ],
  };
}

/** One row per cache miss: where, after how long, why, how many tokens, and what writing them again cost above reading them. */
export function missesTable(bill: SessionBill): ExportTable {
  return {
    title: `Cache misses: ${formatInt(bill.misses.length)}`,
    columns: [
      { name: 'Step' },
      { name: 'After', unit: 'since the previous request', align: 'right' },
      { name: 'Cause', align: 'left' },
      { name: 'Missed', unit: 'tokens' },
      { name: 'Cost of the miss', unit: bill.currency ?? 'no price', align: 'right' },
    ],
    rows: bill.misses.map((m) => [
      intCell(m.step + 1),
      m.gapSeconds === null ? dash : cell(formatGap(m.gapSeconds), m.gapSeconds),
      cell(missLabel(m)),
      intCell(m.missed),
      m.cost === null ? dash : cell(formatAmount(m.cost, bill.currency ?? undefined), m.cost),
    ]),
    notes: [
      'Missed: min(input of the previous request, input of this one) − read from the cache; under the model’s shortest cacheable prompt (1,024 tokens unless listed) it is no miss.',
      'Cause, the first that applies: the log’s compaction between the two; another model; an idle gap past the cache’s lifetime (5 minutes, or 1 hour after 1-hour writes); else earlier text changed (system prompt, tools, an MCP server, an edited message).',
      'Cost of the miss: the missed tokens at the rate paid for them (1-hour writes, then 5-minute writes, then uncached input, in the order the bill places them) less the read rate.',
    ],
  };
}
