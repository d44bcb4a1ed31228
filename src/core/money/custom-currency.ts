/**
 * The figures of a custom row or of an open or unknown model's typed price, and what a currency change
 * does to them: no exchange rate anywhere, so a figure copied from a dollar catalogue row is dropped,
 * not relabelled (docs/exactness.md, "Prices and models").
 */
import type { CurrencyCode } from './prices.ts';
import { modelPrice } from './prices.ts';

/** A custom row: prices per million tokens in `currency`; no cache-write price: writing costs the input price. */
export interface CustomPrice {
  inputPerMillion: number;
  cachedInputPerMillion: number;
  cacheWritePerMillion?: number;
  outputPerMillion: number;
  currency: CurrencyCode;
}

/**
 * The figures typed for an open-weight model (`open-models.ts`), each absent until typed: such a
 * model has no list price, so nothing stands in for one. One set, kept while another is chosen.
 */
export type OpenPrice = Partial<CustomPrice>;

/**
 * The custom row as typed (each figure absent until typed, in `currency`), and `copiedFrom`, the USD
 * catalogue row its figures were copied from, so a currency change can drop them ({@link editCustom}).
 */
export type CustomRow = OpenPrice & { copiedFrom?: string };

const FIGURES = ['inputPerMillion', 'cachedInputPerMillion', 'cacheWritePerMillion', 'outputPerMillion'] as const;

/**
 * `row` after `change`: a new currency drops each figure still equal to the `copiedFrom` row's (USD)
 * and forgets the copy; figures the user typed are kept, being typed in the currency chosen for them.
 */
export function editCustom(row: CustomRow, change: Partial<CustomRow>): CustomRow {
  const next: CustomRow = { ...row, ...change };
  const from = row.copiedFrom === undefined ? undefined : modelPrice(row.copiedFrom);
  if (!from || change.currency === undefined || change.currency === from.currency) return next;
  for (const figure of FIGURES) if (next[figure] !== undefined && next[figure] === from[figure]) delete next[figure];
  delete next.copiedFrom;
  return next;
}

/** What the price fields say about their currency (the rule of {@link editCustom}). */
export const CURRENCY_NOTE =
  'Catalogue prices are US dollars. Figures typed here are in the currency chosen beside them, with no exchange rate; choosing another currency drops figures copied from the catalogue, to be typed in it.';
