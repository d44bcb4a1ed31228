import { formatCost, type CurrencyCode } from './currency.ts';

/**
 * List prices of a handful of current models, as data: what a design review multiplies tokens by.
 * Every figure is the vendor's published list price per million tokens in US dollars for standard
 * (not batch, not priority) requests, copied from the pricing page named in `source` as it read on
 * `source.asOf`. This machine cannot reach the web, so the figures are not re-read here: the page
 * shows each row's date and address so a reader can check it before quoting a cost.
 */

// CurrencyCode lives in currency.ts (which formats it) and stays importable from here.
export type { CurrencyCode } from './currency.ts';

/** A model's prices per million tokens. */
export interface ModelPrice {
  /** Stable id used in links and the command line (`claude-sonnet-4.5`). */
  id: string;
  /** The name a reader knows it by. */
  name: string;
  vendor: 'Anthropic' | 'OpenAI' | 'Google' | 'custom';
  currency: CurrencyCode;
  /** Fresh input, per million tokens. */
  inputPerMillion: number;
  /** Input read from the prompt cache, per million tokens. */
  cachedInputPerMillion: number;
  /**
   * Input written to the prompt cache, per million tokens, where the vendor charges for it apart
   * (Anthropic: 1.25 × input for the 5-minute cache); undefined where writing costs the input price.
   */
  cacheWritePerMillion?: number;
  /** Output, per million tokens. */
  outputPerMillion: number;
  /** Where the figures come from and when they were read (ISO date). */
  source: { url: string; asOf: string };
}

const ANTHROPIC = { url: 'https://www.anthropic.com/pricing#api', asOf: '2025-10-15' };
const OPENAI = { url: 'https://openai.com/api/pricing/', asOf: '2025-10-15' };
const GOOGLE = { url: 'https://ai.google.dev/gemini-api/docs/pricing', asOf: '2025-10-15' };

/** A price row as the page uses it: a catalogue row, or the custom row the user typed (no source). */
export type PriceRow = Omit<ModelPrice, 'source'> & { source?: ModelPrice['source'] };

/** The catalogue, in the order the page lists it. */
export const MODEL_PRICES: readonly ModelPrice[] = [
  {
    id: 'claude-sonnet-4.5',
    name: 'Claude Sonnet 4.5',
    vendor: 'Anthropic',
    currency: 'USD',
    inputPerMillion: 3,
    cachedInputPerMillion: 0.3,
    cacheWritePerMillion: 3.75,
    outputPerMillion: 15,
    source: ANTHROPIC,
  },
  {
    id: 'claude-haiku-4.5',
    name: 'Claude Haiku 4.5',
    vendor: 'Anthropic',
    currency: 'USD',
    inputPerMillion: 1,
    cachedInputPerMillion: 0.1,
    cacheWritePerMillion: 1.25,
    outputPerMillion: 5,
    source: ANTHROPIC,
  },
  {
    id: 'claude-opus-4.1',
    name: 'Claude Opus 4.1',
    vendor: 'Anthropic',
    currency: 'USD',
    inputPerMillion: 15,
    cachedInputPerMillion: 1.5,
    cacheWritePerMillion: 18.75,
    outputPerMillion: 75,
    source: ANTHROPIC,
  },
  {
    id: 'gpt-5',
    name: 'GPT-5',
    vendor: 'OpenAI',
    currency: 'USD',
    inputPerMillion: 1.25,
    cachedInputPerMillion: 0.125,
    outputPerMillion: 10,
    source: OPENAI,
  },
  {
    id: 'gpt-5-mini',
    name: 'GPT-5 mini',
    vendor: 'OpenAI',
    currency: 'USD',
    inputPerMillion: 0.25,
    cachedInputPerMillion: 0.025,
    outputPerMillion: 2,
    source: OPENAI,
  },
  {
    id: 'gpt-4.1',
    name: 'GPT-4.1',
    vendor: 'OpenAI',
    currency: 'USD',
    inputPerMillion: 2,
    cachedInputPerMillion: 0.5,
    outputPerMillion: 8,
    source: OPENAI,
  },
  {
    id: 'gemini-2.5-pro',
    name: 'Gemini 2.5 Pro (prompts ≤ 200,000 tokens)',
    vendor: 'Google',
    currency: 'USD',
    inputPerMillion: 1.25,
    cachedInputPerMillion: 0.125,
    outputPerMillion: 10,
    source: GOOGLE,
  },
];

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
      : `, ${formatCost(price.cacheWritePerMillion, price.currency)} cache write`;
  return (
    `${formatCost(price.inputPerMillion, price.currency)} input, ` +
    `${formatCost(price.cachedInputPerMillion, price.currency)} cached input${write}, ` +
    `${formatCost(price.outputPerMillion, price.currency)} output per million tokens`
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
