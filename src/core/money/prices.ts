/**
 * The catalogue's prices as the page uses them: a row by id, tokens costed per million, the figures
 * and their source in words. The rows themselves (prices, tokenizer, context window, the names logs
 * give each model) are data in `catalogue.ts`.
 */
import type { ModelPrice } from '../models/catalogue.ts';
import { formatPrice } from './currency.ts';
import { MODEL_PRICES } from '../models/catalogue.ts';

export type { CurrencyCode, ModelPrice, ModelTokenizer } from '../models/catalogue.ts';
export { MODEL_PRICES } from '../models/catalogue.ts';

/**
 * A price row as the page uses it: a catalogue row, or the custom row the user typed (no source,
 * no tokenizer, no window: the user named no model).
 */
export type PriceRow = Omit<ModelPrice, 'source' | 'tokenizer' | 'contextWindow' | 'logNames'> &
  Partial<Pick<ModelPrice, 'source' | 'tokenizer' | 'contextWindow'>>;

/** The id of the custom row: prices the user types. */
export const CUSTOM_PRICE_ID = 'custom';

/**
 * The catalogue's row `id`, or undefined for an unknown id (a link from a later catalogue, say);
 * the custom row is not in the catalogue: its figures come from the user.
 */
export function modelPrice(id: string): ModelPrice | undefined {
  return MODEL_PRICES.find((price) => price.id === id);
}

/**
 * The cost in the model's currency of `tokens` at `perMillion` per million tokens.
 * @throws RangeError when `tokens` or `perMillion` is negative or not finite.
 */
export function costOf(tokens: number, perMillion: number): number {
  if (!Number.isFinite(tokens) || tokens < 0) throw new RangeError(`tokens must be ≥ 0, got ${tokens}`);
  if (!Number.isFinite(perMillion) || perMillion < 0)
    throw new RangeError(`a price per million tokens must be ≥ 0, got ${perMillion}`);
  return (tokens * perMillion) / 1_000_000;
}

/** `$3.00 input, $0.30 cached input, $3.75 cache write, $15.00 output per million tokens`. */
export function priceFigures(price: PriceRow): string {
  const write =
    price.cacheWritePerMillion === undefined
      ? ''
      : `, ${formatPrice(price.cacheWritePerMillion, price.currency)} cache write`;
  return (
    `${formatPrice(price.inputPerMillion, price.currency)} input, ` +
    `${formatPrice(price.cachedInputPerMillion, price.currency)} cached input${write}, ` +
    `${formatPrice(price.outputPerMillion, price.currency)} output per million tokens`
  );
}

/**
 * `Claude Sonnet 4.5: $3.00 input, $0.30 cached input, $15.00 output per million tokens (list price
 * on anthropic.com, 2025-10-15)`; the custom row ends `(prices you typed)`.
 */
export function priceSourceLine(price: PriceRow): string {
  const source = price.source
    ? `list price on ${/^https?:\/\/(?:www\.)?([^/]+)/.exec(price.source.url)?.[1] ?? price.source.url}, ${price.source.asOf}`
    : 'prices you typed';
  return `${price.name}: ${priceFigures(price)} (${source})`;
}
