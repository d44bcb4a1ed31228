/**
 * The price the page costs tokens at: a row of the catalogue ({@link MODEL_PRICES}) or a custom
 * row the user typed. Pure: the store keeps a {@link PriceChoice}; every cost on the page, in the
 * review snapshot and on the command line goes through {@link chosenPrice}.
 */
import type { Prices } from '../conversation/summary.ts';
import type { ModelTokenizer } from '../models/catalogue.ts';
import type { CurrencyCode, PriceRow } from './prices.ts';
import { CUSTOM_PRICE_ID, modelPrice } from './prices.ts';
import { matchModel, modelInfo } from '../models/model-match.ts';
import { followedEncoding } from '../models/exactness.ts';
import { unknownModel, unknownModelWords } from '../models/unknown-model.ts';
import type { CustomPrice, CustomRow, OpenPrice } from './custom-currency.ts';
import { editCustom } from './custom-currency.ts';
import type { EncodingName } from '../tokenizer/tokenizer.ts';

/** The currencies a custom row can be in. */
export const CURRENCIES: readonly CurrencyCode[] = ['USD', 'EUR', 'GBP'];

/** True when `s` is one of {@link CURRENCIES} (a value read from a link). */
export function isCurrency(s: string): s is CurrencyCode {
  return (CURRENCIES as readonly string[]).includes(s);
}

export type { CustomPrice, CustomRow, OpenPrice } from './custom-currency.ts';

/**
 * What the user chose: a catalogue id or {@link CUSTOM_PRICE_ID}, the custom row (kept while
 * another is chosen), and the prices typed for an open model (none until typed).
 */
export interface PriceChoice {
  model: string;
  custom: CustomRow;
  open?: OpenPrice;
}

/** What every view shows instead of a money figure while the chosen model has no price: the fact; each surface says how to give one. */
export const NO_PRICE = 'no price';

/** The figures an open model's price needs typed before anything is costed, with their names. */
export const OPEN_PRICE_FIELDS = [
  ['inputPerMillion', 'Input'],
  ['cachedInputPerMillion', 'Cached input'],
  ['outputPerMillion', 'Output'],
] as const;

/** The model the page starts on: the prices the simulator and the session replay used before (3 and 0.30 per million). */
export const DEFAULT_MODEL_ID = 'claude-sonnet-4.5';

/** The custom row a new page starts with: nothing typed (no price until typed, or copied from a row). */
export const DEFAULT_CUSTOM_PRICE: CustomRow = {};

/** The choice a new page starts with. */
export const DEFAULT_PRICE_CHOICE: PriceChoice = { model: DEFAULT_MODEL_ID, custom: DEFAULT_CUSTOM_PRICE };

/**
 * The row `choice` names: the catalogue's, or the custom row. An open or unknown model is priced only at
 * figures typed for it ({@link PriceChoice.open}): undefined until all three are typed, and every view
 * then shows tokens and {@link NO_PRICE}, never a default.
 */
export function chosenPrice(choice: PriceChoice): PriceRow | undefined {
  const row = choice.model === CUSTOM_PRICE_ID ? undefined : modelPrice(choice.model);
  if (row) return row;
  if (choice.model === CUSTOM_PRICE_ID) {
    const typed = typedOpenPrice(choice.custom);
    return typed && { id: CUSTOM_PRICE_ID, name: 'Custom prices', vendor: 'custom', ...typed };
  }
  const open = chosenModel(choice)!;
  const typed = typedOpenPrice(choice.open);
  // It keeps its name, tokenizer and window, so an estimate note can name them; its figures are
  // the ones typed (no source: `priceSource` says "prices you typed").
  return (
    typed && {
      id: CUSTOM_PRICE_ID,
      vendor: 'custom',
      ...typed,
      name: open.name,
      ...(open.tokenizer === undefined ? {} : { tokenizer: open.tokenizer }),
      ...(open.contextWindow === undefined ? {} : { contextWindow: open.contextWindow }),
    }
  );
}

/** The model `choice` names, priced or not (undefined for custom prices, which name none). */
export interface ChosenModel {
  /** `Llama 3.3 70B`; for an id the catalogue does not know, the id itself. */
  name: string;
  vendor: string;
  /** Undefined for an unknown id whose name matches no family. */
  tokenizer: ModelTokenizer | undefined;
  contextWindow: number | undefined;
  /** Where the page knows it from: a catalogue row, the open-weight list, or only the id given. */
  listed: 'catalogue' | 'open' | 'unknown';
}

/** The model `choice` names ({@link ChosenModel}), or undefined for custom prices. */
export function chosenModel(choice: PriceChoice): ChosenModel | undefined {
  if (choice.model === CUSTOM_PRICE_ID) return undefined;
  const info = modelInfo(choice.model);
  if (info) return { ...info, listed: info.row ? 'catalogue' : 'open' };
  const family = unknownModel(choice.model)!.family;
  return {
    name: choice.model,
    vendor: family?.vendor ?? 'unknown',
    tokenizer: family?.tokenizer,
    contextWindow: family?.contextWindow,
    listed: 'unknown',
  };
}

/** `open` as a custom row once input, cached input and output are typed (currency: USD unless chosen), else undefined. */
export function typedOpenPrice(open: OpenPrice | undefined): CustomPrice | undefined {
  if (!open || OPEN_PRICE_FIELDS.some(([key]) => open[key] === undefined)) return undefined;
  const { inputPerMillion, cachedInputPerMillion, cacheWritePerMillion, outputPerMillion } = open;
  return {
    inputPerMillion: inputPerMillion!,
    cachedInputPerMillion: cachedInputPerMillion!,
    ...(cacheWritePerMillion === undefined ? {} : { cacheWritePerMillion }),
    outputPerMillion: outputPerMillion!,
    currency: open.currency ?? 'USD',
  };
}

/**
 * The words a view shows for `choice`'s money while it has no price (`no price (Llama 3.3 70B is
 * open-weight: no list price; missing: Cached input, Output)`), or undefined when it has one.
 */
export function noPriceWords(choice: PriceChoice): string | undefined {
  if (chosenPrice(choice)) return undefined;
  const typed = choice.model === CUSTOM_PRICE_ID ? choice.custom : choice.open;
  const missing = OPEN_PRICE_FIELDS.filter(([key]) => typed?.[key] === undefined).map(([, label]) => label);
  const still = missing.length === OPEN_PRICE_FIELDS.length ? '' : `; missing: ${missing.join(', ')}`;
  if (choice.model === CUSTOM_PRICE_ID) return `${NO_PRICE} (custom prices${still || ': none given'})`;
  const unknown = unknownModel(choice.model);
  const why = unknown
    ? unknownModelWords(unknown)
    : `${unpricedModel(choice) ?? choice.model} is open-weight: no list price`;
  return `${NO_PRICE} (${why}${still})`;
}

/**
 * `choice` with `model` chosen. Switching from a catalogue row to custom prices that were never
 * typed (still {@link DEFAULT_CUSTOM_PRICE}) starts them from that row's figures, its cache-write
 * price included, so nothing the row said is dropped; typed custom prices are kept as typed.
 */
export function chooseModel(choice: PriceChoice, model: string): PriceChoice {
  const from = modelPrice(choice.model);
  if (model !== CUSTOM_PRICE_ID || !from || !sameCustom(choice.custom, DEFAULT_CUSTOM_PRICE))
    return { ...choice, model };
  const { inputPerMillion, cachedInputPerMillion, cacheWritePerMillion, outputPerMillion, currency } = from;
  return {
    model,
    custom: {
      inputPerMillion,
      cachedInputPerMillion,
      ...(cacheWritePerMillion === undefined ? {} : { cacheWritePerMillion }),
      outputPerMillion,
      currency,
      copiedFrom: from.id,
    },
  };
}

function sameCustom(a: CustomRow, b: CustomRow): boolean {
  return (
    a.inputPerMillion === b.inputPerMillion &&
    a.cachedInputPerMillion === b.cachedInputPerMillion &&
    a.cacheWritePerMillion === b.cacheWritePerMillion &&
    a.outputPerMillion === b.outputPerMillion &&
    a.currency === b.currency
  );
}

/** The prices a session log is costed at, and whose they are, in words. */
export interface SessionPricing {
  /** Undefined while the model chosen is an open model with no price given ({@link NO_PRICE}). */
  price: PriceRow | undefined;
  /** `log`: the model the log names; `settings`: the model chosen (the log names none, or one without a price). */
  from: 'log' | 'settings';
  /** `Costs at Claude Opus 4.5 prices: the log's model, claude-opus-4-5-20251101.` and the like. */
  note: string;
}

/**
 * A session's prices: the catalogue row of the model the log names (`logModel`, matched by
 * `matchModel`'s rules), else the page's choice, saying which and, for a model without a price,
 * asking for its prices.
 */
export function sessionPrice(choice: PriceChoice, logModel: string | undefined): SessionPricing {
  const match = matchModel(logModel);
  if (match?.row)
    return { price: match.row, from: 'log', note: `Costs at ${match.row.name} prices: the log's model, ${logModel}.` };
  const price = chosenPrice(choice);
  const at = price
    ? `costs at ${pricesWords(price)}, the model chosen`
    : unknownModel(choice.model)
      ? `the model chosen has ${noPriceWords(choice)}`
      : `the model chosen, ${unpricedModel(choice) ?? choice.model}, is open-weight, and ${NO_PRICE}`;
  if (logModel === undefined) return { price, from: 'settings', note: `The log names no model: ${at}.` };
  const known = match ? ` (${match.family})` : '';
  return {
    price,
    from: 'settings',
    note: `The log's model, ${logModel}${known}, has no price in the catalogue: ${at}.`,
  };
}

// `Claude Sonnet 4.5 prices`, `the custom prices typed`, `the prices typed for Llama 3.3 70B`.
function pricesWords(price: PriceRow): string {
  if (price.id !== CUSTOM_PRICE_ID) return `${price.name} prices`;
  return price.tokenizer === undefined ? 'the custom prices typed' : `the prices typed for ${price.name}`;
}

/** The input prices a session's cost needs (`sessionCost`): fresh, cached, and cache write where charged apart. */
export function inputPrices(price: PriceRow): Prices {
  return {
    perMillion: price.inputPerMillion,
    cachedPerMillion: price.cachedInputPerMillion,
    ...(price.cacheWritePerMillion === undefined ? {} : { writePerMillion: price.cacheWritePerMillion }),
  };
}

/** The input prices of `price` ({@link inputPrices}), or null without a price (nothing is costed then). */
export function pricesOrNull(price: PriceRow | undefined): Prices | null {
  return price ? inputPrices(price) : null;
}

/** `list price read 2025-10-15 from https://www.anthropic.com/pricing#api`, or, for the custom row, `prices you typed`. */
export function priceSource(price: PriceRow): string {
  return price.source ? `list price read ${price.source.asOf} from ${price.source.url}` : 'prices you typed';
}

/**
 * The encoding the page counts with for `choice` while the user has not overridden it: the
 * model's own for an OpenAI or open model (priced or not), cl100k_base for Claude and Gemini (an
 * estimate: {@link followedEncoding}); custom prices name no model, so `current` stays.
 */
export function modelEncoding(choice: PriceChoice, current: EncodingName): EncodingName {
  if (choice.model === CUSTOM_PRICE_ID) return current;
  return followedEncoding(chosenModel(choice)?.tokenizer);
}

/**
 * The open model `choice` names when it has no price here (`Llama 3.3 70B`), or the unknown id
 * (`claude-sonnet-9`), so the price control asks for its prices; undefined for a priced row or
 * custom prices.
 */
export function unpricedModel(choice: PriceChoice): string | undefined {
  const model = chosenModel(choice);
  return model && model.listed !== 'catalogue' ? model.name : undefined;
}

/** The page's pricing and encoding, as the store keeps them. */
export interface PricingState {
  pricing: PriceChoice;
  encoding: EncodingName;
  encodingOverridden: boolean;
}

/** A change to the pricing: a model chosen, figures of the custom row, figures typed for an open model. */
export interface PricingChange {
  model?: string;
  custom?: Partial<CustomRow>;
  open?: OpenPrice;
}

/**
 * `state` after choosing `model` (by {@link chooseModel}) and editing the custom row with
 * `custom` and the open model's typed figures with `open`: the encoding follows the new model unless the user overrode it, when it stays (and is
 * an override still unless it is the new model's own).
 */
export function changePricing(state: PricingState, { model, custom, open }: PricingChange): PricingState {
  const chosen = model === undefined ? state.pricing : chooseModel(state.pricing, model);
  const pricing: PriceChoice = { ...chosen, custom: editCustom(chosen.custom, custom ?? {}) };
  if (open) pricing.open = { ...chosen.open, ...open };
  const followed = modelEncoding(pricing, state.encoding);
  const encoding = state.encodingOverridden ? state.encoding : followed;
  return { pricing, encoding, encodingOverridden: encoding !== followed };
}

/** The chosen model's name and context window, where the catalogue gives one (for the limits said beside a response). */
export function chosenWindow(choice: PriceChoice): { model: string; tokens: number } | undefined {
  const model = chosenModel(choice);
  return model?.contextWindow ? { model: model.name, tokens: model.contextWindow } : undefined;
}
