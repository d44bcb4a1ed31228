/**
 * The model and price chosen, in a link: `model=ID` for a catalogue row (left out for the default),
 * `model=custom&input=…&currency=EUR` for typed prices, `model=ID&input=…` for an open or unknown model;
 * `enc=` only when it overrides the model's encoding (or with custom prices, which name no model).
 */
import type { CustomPrice, PriceChoice } from '../../core/money/choice.ts';
import { DEFAULT_PRICE_CHOICE, isCurrency, modelEncoding } from '../../core/money/choice.ts';
import type { EncodingName } from '../../core/tokenizer/tokenizer.ts';
import { DEFAULT_ENCODING, isEncodingName } from '../../core/tokenizer/tokenizer.ts';
import { CUSTOM_PRICE_ID, modelPrice } from '../../core/money/prices.ts';
import { unknownModel, unknownModelWarning } from '../../core/models/unknown-model.ts';
import type { SimForm } from '../../core/conversation/sim-form.ts';
import { DEFAULT_SIM } from '../../core/conversation/sim-form.ts';

const NUMBER_KEYS = [
  ['input', 'inputPerMillion'],
  ['cached', 'cachedInputPerMillion'],
  ['write', 'cacheWritePerMillion'],
  ['output', 'outputPerMillion'],
] as const;

/** The link's `key=value` parts for `choice` (none for the default model). */
export function pricingParams(choice: PriceChoice): string[] {
  if (choice.model === DEFAULT_PRICE_CHOICE.model) return [];
  if (modelPrice(choice.model)) return [`model=${encodeURIComponent(choice.model)}`];
  // An open or unknown model's prices: only the figures typed (none: no price), never the custom row's.
  const prices: Partial<CustomPrice> = choice.model === CUSTOM_PRICE_ID ? choice.custom : (choice.open ?? {});
  const numbers = NUMBER_KEYS.flatMap(([key, field]) => {
    const value = prices[field];
    return value === undefined ? [] : [`${key}=${value}`];
  });
  const currency = prices.currency === undefined ? [] : [`currency=${prices.currency}`];
  return [`model=${encodeURIComponent(choice.model)}`, ...numbers, ...currency];
}

/**
 * The choice a link carries, or undefined without `model`. Never throws: an unknown model is kept,
 * unpriced, and named in `warnings`; a price that is not a number ≥ 0 or an unknown currency keeps
 * the default and is named in `warnings`.
 */
export function readPricing(params: URLSearchParams, warnings: string[]): PriceChoice | undefined {
  const model = params.get('model');
  if (model === null) return undefined;
  if (modelPrice(model)) return { ...DEFAULT_PRICE_CHOICE, model };
  // No silent default: an unknown model stays chosen, named, with only the prices the link types.
  const unknown = unknownModel(model);
  if (unknown) warnings.push(unknownModelWarning(unknown));
  // Custom prices start from the default row; an open or unknown model's from nothing (no list price).
  const custom: Partial<CustomPrice> = model === CUSTOM_PRICE_ID ? { ...DEFAULT_PRICE_CHOICE.custom } : {};
  for (const [key, field] of NUMBER_KEYS) {
    const text = params.get(key);
    if (text === null) continue;
    const value = Number(text);
    if (text.trim() !== '' && Number.isFinite(value) && value >= 0) custom[field] = value;
    else warnings.push(`price ${key}="${text}" in the link is not a number ≥ 0; using the default`);
  }
  const currency = params.get('currency');
  if (currency !== null) {
    if (isCurrency(currency)) custom.currency = currency;
    else warnings.push(`currency "${currency}" in the link is not one of USD, EUR, GBP; using USD`);
  }
  if (model !== CUSTOM_PRICE_ID) return { ...DEFAULT_PRICE_CHOICE, model, open: custom };
  return { model, custom: { ...DEFAULT_PRICE_CHOICE.custom, ...custom } };
}

/**
 * A link from before the model choice carried typed prices in the simulator settings (`sim`'s
 * `price` and `cachedPrice`): kept as the custom row so nothing typed is lost, or undefined when
 * they are the defaults.
 */
export function pricingFromSim(sim: Pick<SimForm, 'price' | 'cachedPrice'>): PriceChoice | undefined {
  if (sim.price === DEFAULT_SIM.price && sim.cachedPrice === DEFAULT_SIM.cachedPrice) return undefined;
  return {
    model: CUSTOM_PRICE_ID,
    custom: { ...DEFAULT_PRICE_CHOICE.custom, inputPerMillion: sim.price, cachedInputPerMillion: sim.cachedPrice },
  };
}

/** The settings the encoding's part of a link is read from and into. */
interface EncodingSettings {
  encoding: EncodingName;
  encodingOverridden: boolean;
  pricing: PriceChoice;
}

/** `[['enc', 'o200k_base']]` when the encoding is an override or the prices are custom, else none. */
export function encodingParams(settings: EncodingSettings): [string, string][] {
  return settings.encodingOverridden || settings.pricing.model === CUSTOM_PRICE_ID ? [['enc', settings.encoding]] : [];
}

/**
 * The encoding a link carries, read into `settings` after its pricing: `enc` overrides the model's
 * (`encodingOverridden` unless it is the model's own); without it a named model is followed; else the
 * encoding stays (an unknown `enc` is warned about).
 */
export function readEncoding(params: URLSearchParams, settings: Partial<EncodingSettings>, warnings: string[]): void {
  const encoding = params.get('enc');
  const pricing = settings.pricing ?? DEFAULT_PRICE_CHOICE;
  const followed = modelEncoding(pricing, DEFAULT_ENCODING);
  if (encoding !== null && isEncodingName(encoding)) {
    settings.encoding = encoding;
    settings.encodingOverridden = encoding !== modelEncoding(pricing, encoding);
    return;
  }
  if (encoding !== null) warnings.push(`encoding "${encoding}" in the link is not supported; using ${followed}`);
  if (settings.pricing) {
    settings.encoding = followed;
    settings.encodingOverridden = false;
  }
}
