/**
 * The encoding control's words: whether the encoding follows the chosen model or overrides it,
 * and whether its counts are exact for that model (`exactness.ts`).
 */
import type { EncodingName } from '../tokenizer/tokenizer.ts';
import type { PriceChoice } from '../money/choice.ts';
import { chosenModel, modelEncoding } from '../money/choice.ts';
import { countsExact } from './exactness.ts';
import { unknownModel, unknownModelWords } from './unknown-model.ts';

/** What the encoding control says, in two parts: the state (`Follows the model: o200k_base`) and why. */
export interface EncodingStatus {
  /** `Follows the model: o200k_base` or `Overridden: cl100k_base (model uses o200k_base)`. */
  state: string;
  /** `GPT-5's own tokenizer: counts are exact.` and the like. */
  detail: string;
}

/**
 * The status of `encoding` for `choice` (`overridden` as the store keeps it): whether it follows the
 * model or is overridden, and whether counts are exact or estimates (always estimates for Claude,
 * Gemini and unknown tokenizers; custom prices name no model).
 */
export function encodingStatus(choice: PriceChoice, encoding: EncodingName, overridden: boolean): EncodingStatus {
  const row = chosenModel(choice);
  if (!row)
    return {
      state: `Custom prices: ${encoding}`,
      detail:
        'Custom prices name no model, so there is no tokenizer to follow: counts are estimates for any model whose own this is not.',
    };
  const followed = modelEncoding(choice, encoding);
  const state = overridden ? `Overridden: ${encoding} (model uses ${followed})` : `Follows the model: ${encoding}`;
  const unknown = unknownModel(choice.model);
  if (unknown) return { state, detail: `${unknownModelWords(unknown)}: counts are estimates.` };
  if (row.tokenizer === 'own')
    return {
      state,
      detail: `${row.name} counts with ${row.vendor}'s own tokenizer, not an OpenAI one: counts are estimates.`,
    };
  return {
    state,
    detail: countsExact(encoding, row.tokenizer)
      ? `${row.name}'s own tokenizer: counts are exact.`
      : `${row.name} counts with ${row.tokenizer}: these counts are estimates for it.`,
  };
}
