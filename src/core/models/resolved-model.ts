/**
 * The model chosen, resolved once from the settings: its price (or why it has none), its context
 * window and the calibration in force. The verdict, its tables and the CLI read this value, never
 * the settings, so each figure is looked up in one place.
 */
import type { EstimateContext } from './calibration-words.ts';
import { calibratedFactor } from './calibration-words.ts';
import type { ChosenModel, PriceChoice } from '../money/choice.ts';
import { chosenModel, chosenPrice, chosenWindow, noPriceWords } from '../money/choice.ts';
import type { PriceRow } from '../money/prices.ts';

/** The model chosen, as every figure of the verdict needs it. */
export interface ResolvedModel {
  /** The row its money is at; undefined without a price. */
  price: PriceRow | undefined;
  /** Without a price: the model (none for custom prices) and what stands for the money. */
  unpriced?: { model?: ChosenModel; words: string };
  /** Its context window, to say when a response cannot fit. */
  window?: { model: string; tokens: number };
  /** A log's calibration in force: counts × `ratio` are the model's own tokens, named `tokens`. */
  factor?: { ratio: number; tokens: string };
  /** The model and the log's calibration, for the estimate words beside each count. */
  estimate?: EstimateContext;
}

/** `pricing` (the settings' model and prices) with `estimate` (a log's calibration of it), resolved. */
export function resolveModel(pricing: PriceChoice, estimate?: EstimateContext): ResolvedModel {
  const price = chosenPrice(pricing);
  const words = noPriceWords(pricing);
  const model = price ? undefined : chosenModel(pricing);
  const window = chosenWindow(pricing);
  const factor = calibratedFactor(estimate);
  return {
    price,
    ...(words ? { unpriced: { ...(model ? { model } : {}), words } } : {}),
    ...(window ? { window } : {}),
    ...(factor ? { factor } : {}),
    ...(estimate ? { estimate } : {}),
  };
}
