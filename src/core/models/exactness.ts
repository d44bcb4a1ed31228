/**
 * When a count is exact: only when the counting encoding is the model's own tokenizer; anything else
 * says it is an estimate. Claude's and Gemini's counts are always estimates ({@link followedEncoding}).
 */
import type { EncodingName } from '../tokenizer/tokenizer.ts';
import { DEFAULT_ENCODING } from '../tokenizer/tokenizer.ts';
import type { ModelTokenizer } from './catalogue.ts';
import { matchModel } from './model-match.ts';
import type { PriceRow } from '../money/prices.ts';

/**
 * The encoding counts follow for a model that counts with `tokenizer`: that encoding for an OpenAI
 * model; cl100k_base (the page's default) for one with its own tokenizer or none known, whose
 * counts are then estimates.
 */
export function followedEncoding(tokenizer: ModelTokenizer | undefined): EncodingName {
  return tokenizer === undefined || tokenizer === 'own' ? DEFAULT_ENCODING : tokenizer;
}

/** True only when `encoding` is the model's own tokenizer (`tokenizer`); false for unknown or own tokenizers. */
export function countsExact(encoding: string, tokenizer: ModelTokenizer | undefined): boolean {
  return tokenizer === encoding;
}

/** `o200k_base`, or `not an OpenAI tokenizer (Anthropic's own)` for a model with its vendor's own. */
export function tokenizerName(tokenizer: ModelTokenizer, vendor: string): string {
  return tokenizer === 'own' ? `not an OpenAI tokenizer (${vendor}'s own)` : tokenizer;
}

/**
 * The verdict money line's note on `encoding`'s counts for `price`'s model: empty when exact or
 * for custom prices (no model named), else ` The tokens are cl100k_base counts: for GPT-5, which
 * counts with o200k_base, an estimate.` (or `… with Anthropic's own tokenizer, an estimate.`).
 */
export function estimateNote(
  encoding: string,
  price: (Pick<PriceRow, 'name' | 'tokenizer'> & { vendor: string }) | undefined,
): string {
  const tokenizer = price?.tokenizer;
  if (!price || tokenizer === undefined || countsExact(encoding, tokenizer)) return '';
  const own = tokenizer === 'own' ? `${price.vendor}'s own tokenizer` : tokenizer;
  return ` The tokens are ${encoding} counts: for ${price.name}, which counts with ${own}, an estimate.`;
}

/** Whether a session's counts are exact for the model its log names, and the sentence that says so. */
export interface CountsExactness {
  exact: boolean;
  /** `Counts are exact: gpt-5.4 (GPT-5 family) counts with o200k_base, the encoding used.` and the like. */
  text: string;
}

/** Whether `encoding`'s counts are exact for `model` (a log's model name, or none), in words. */
export function countsExactness(model: string | undefined, encoding: string): CountsExactness {
  const match = matchModel(model);
  if (model === undefined || match === undefined) {
    const why = model === undefined ? 'the log names no model' : `${model} is not a model the catalogue knows`;
    return {
      exact: false,
      text: `Counts are estimates: ${why}, so its tokenizer is unknown; these are ${encoding} counts.`,
    };
  }
  const named = match.row ? model : `${model} (${match.family})`;
  if (match.tokenizer === 'own')
    return {
      exact: false,
      text: `Counts are estimates: ${named} counts with ${match.vendor}'s own tokenizer, not an OpenAI one; these are ${encoding} counts.`,
    };
  if (!countsExact(encoding, match.tokenizer))
    return {
      exact: false,
      text: `Counts are estimates: ${named} counts with ${match.tokenizer}, and these are ${encoding} counts.`,
    };
  return { exact: true, text: `Counts are exact: ${named} counts with ${encoding}, the encoding used.` };
}
