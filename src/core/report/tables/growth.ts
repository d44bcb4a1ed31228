/**
 * The conversation-growth view's summary table, built once: the page's table and its export, the
 * review snapshot's growth section and `npm run simulate` all show this.
 */
import type { GrowthSeries } from '../../conversation/growth.ts';
import { formatPercentage } from '../../analysis/percent.ts';
import { formatCount, formatInt, formatSteps } from '../../format/numbers.ts';
import type { CurrencyCode } from '../../money/prices.ts';
import { formatAmount } from '../../money/currency.ts';
import { NO_PRICE } from '../../money/choice.ts';
import type { ExportTable } from '../table.ts';
import { cell, columnsIn, intCell, percentValues } from '../table.ts';

/** `Totals over 20 steps`: the summary's title. */
export function growthTitle(series: readonly GrowthSeries[]): string {
  return `Totals over ${formatSteps(series[0]?.summary.steps ?? 0)}`;
}

/** What the summary says about its totals and costs, under its title and in every export. */
export const GROWTH_NOTE =
  "Input tokens summed over every request of one session. Cost counts each request's prefix identical to the previous request at the cached price.";

/** Columns whose figures the page shows two to a cell (`Saved` tokens and share; cost per session and per 1,000). */
export const GROWTH_PAIRS = { saved: [4, 5], cost: [7, 8] } as const;

/**
 * The growth summary, per series: total, mean and median input tokens per step, saving against no
 * compaction, first step over `limit`, and cost per session and per 1,000 in `currency`; under it,
 * `cacheBreakLine` for each series whose compactions broke the prompt cache.
 */
export function growthTable(series: readonly GrowthSeries[], limit: number, currency?: CurrencyCode): ExportTable {
  const money = (amount: number) => formatAmount(amount, currency);
  return {
    title: growthTitle(series),
    columns: [
      { name: 'Series' },
      { name: 'Total', unit: 'input tokens' },
      ...columnsIn('tokens per step', 'Mean', 'Median'),
      { name: 'Saved', unit: 'tokens' },
      {
        name: 'Saved',
        unit: '% of no compaction',
        quantities: [{ name: 'Saved', unit: '%' }, { name: 'Denominator' }],
      },
      { name: `Over ${formatInt(limit)}`, unit: 'from step' },
      { name: 'Cost per session', ...(currency ? { unit: currency } : {}) },
      { name: 'Cost per 1,000 sessions', ...(currency ? { unit: currency } : {}) },
    ],
    rows: series.map((s) => [
      cell(s.name),
      ...[s.summary.total, Math.round(s.summary.mean), Math.round(s.summary.median)].map(intCell),
      s.saving ? intCell(s.saving.saved) : cell('–'),
      s.saving
        ? {
            ...cell(formatPercentage(s.saving.percent), s.saving.percent.value),
            values: percentValues(s.saving.percent),
          }
        : cell('–'),
      s.crossesLimitAt ? intCell(s.crossesLimitAt) : cell('never'),
      ...(s.cost === null
        ? [cell('no price'), cell('no price')]
        : [s.cost, s.cost * 1000].map((c) => cell(money(c), c))),
    ]),
    notes: [
      GROWTH_NOTE,
      ...(series.some((s) => s.cost === null) ? [`Cost: ${NO_PRICE}.`] : []),
      ...series.flatMap((s) => cacheBreakLine(s, currency) ?? []),
    ],
  };
}

/**
 * Why a series' compactions cost what they do, in one line: the cached tokens read again at the
 * uncached price, and what that adds per session. Undefined when no request re-read cached text.
 */
export function cacheBreakLine(series: GrowthSeries, currency?: CurrencyCode): string | undefined {
  const { requests, tokens, extraCost } = series.cacheBreak;
  if (requests === 0) return undefined;
  const of = `${formatInt(requests)} of ${formatCount(series.summary.steps, 'request')}`;
  const what =
    `${series.name}: in ${of} a compaction rewrote an early part of the window, so ${formatInt(tokens)} tokens ` +
    `the prompt cache held were read again at the uncached price`;
  if (extraCost === null || series.cost === null) return `${what} (${NO_PRICE}).`;
  return (
    `${what}: ${formatAmount(extraCost, currency)} more than ` +
    `at the cached price, of ${formatAmount(series.cost, currency)} per session.`
  );
}
