/**
 * The price the page costs tokens at: a row of the catalogue ({@link MODEL_PRICES}) or a custom
 * row the user typed. Pure: the store keeps a {@link PriceChoice}; every cost on the page, in the
 * review snapshot and on the command line goes through {@link chosenPrice}.
 */
import type { Prices } from '../conversation/summary.ts';
import type { CurrencyCode, PriceRow } from './prices.ts';
import { CUSTOM_PRICE_ID, modelPrice } from './prices.ts';

/** The currencies a custom row can be in. */
export const CURRENCIES: readonly CurrencyCode[] = ['USD', 'EUR', 'GBP'];

/** True when `s` is one of {@link CURRENCIES} (a value read from a link). */
export function isCurrency(s: string): s is CurrencyCode {
  return (CURRENCIES as readonly string[]).includes(s);
}

/** A custom row: prices per million tokens in `currency`; no cache-write price: writing costs the input price. */
export interface CustomPrice {
  inputPerMillion: number;
  cachedInputPerMillion: number;
  cacheWritePerMillion?: number;
  outputPerMillion: number;
  currency: CurrencyCode;
}

/** What the user chose: a catalogue id or {@link CUSTOM_PRICE_ID}, and the custom row (kept while another is chosen). */
export interface PriceChoice {
  model: string;
  custom: CustomPrice;
}

/** The model the page starts on: the prices the simulator and the session replay used before (3 and 0.30 per million). */
export const DEFAULT_MODEL_ID = 'claude-sonnet-4.5';

/** The custom row a new page starts with: Claude Sonnet 4.5's input prices, no cache-write price. */
export const DEFAULT_CUSTOM_PRICE: CustomPrice = {
  inputPerMillion: 3,
  cachedInputPerMillion: 0.3,
  outputPerMillion: 15,
  currency: 'USD',
};

/** The choice a new page starts with. */
export const DEFAULT_PRICE_CHOICE: PriceChoice = { model: DEFAULT_MODEL_ID, custom: DEFAULT_CUSTOM_PRICE };

/**
 * The row `choice` names: the catalogue's, or the custom row (`Custom prices`). An id the
 * catalogue does not hold (a link from a later catalogue) falls back on {@link DEFAULT_MODEL_ID}.
 */
export function chosenPrice(choice: PriceChoice): PriceRow {
  if (choice.model === CUSTOM_PRICE_ID)
    return { id: CUSTOM_PRICE_ID, name: 'Custom prices', vendor: 'custom', ...choice.custom };
  return modelPrice(choice.model) ?? modelPrice(DEFAULT_MODEL_ID)!;
}

/** The input prices a session's cost needs (`sessionCost`): fresh, cached, and cache write where charged apart. */
export function inputPrices(price: PriceRow): Prices {
  return {
    perMillion: price.inputPerMillion,
    cachedPerMillion: price.cachedInputPerMillion,
    ...(price.cacheWritePerMillion === undefined ? {} : { writePerMillion: price.cacheWritePerMillion }),
  };
}

/** `list price read 2025-10-15 from https://www.anthropic.com/pricing#api`, or, for the custom row, `prices you typed`. */
export function priceSource(price: PriceRow): string {
  return price.source ? `list price read ${price.source.asOf} from ${price.source.url}` : 'prices you typed';
}
