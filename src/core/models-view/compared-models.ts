/**
 * The "Models" comparison's numbers: one response's rungs in every model's tokenizer and at its
 * input price. Pure: the worker counts per tokenizer; this only says which count belongs to which
 * model, whether it is exact, and what it costs.
 */
import type { CurrencyCode } from '../money/prices.ts';
import { MODEL_PRICES } from '../money/prices.ts';
import { OPEN_MODELS } from '../models/open-models.ts';
import { countsExact, followedEncoding } from '../models/exactness.ts';
import type { ModelTokenizer } from '../money/prices.ts';
import type { EncodingName } from '../tokenizer/tokenizer.ts';

/** One model of the comparison: who it is, what counts for it, and its input price if it has one. */
export interface ComparedModel {
  id: string;
  name: string;
  vendor: string;
  /** The model's own tokenizer, or `own` for a tokenizer that is not public (Claude, Gemini). */
  tokenizer: ModelTokenizer;
  /** The tokenizer whose counts stand for it: its own, or cl100k_base (an estimate) for `own`. */
  countedWith: EncodingName;
  /** True only when `countedWith` is the model's own tokenizer. */
  exact: boolean;
  /** Input price per million tokens in `currency`, or null for an open model without a list price. */
  inputPerMillion: number | null;
  currency: CurrencyCode | null;
}

/** Every catalogue row (custom excluded) and every open-weight model, in the sidebar's order. */
export function comparedModels(): ComparedModel[] {
  const priced = MODEL_PRICES.filter((p) => p.vendor !== 'custom').map((p) => ({
    id: p.id,
    name: p.name,
    vendor: p.vendor,
    tokenizer: p.tokenizer,
    inputPerMillion: p.inputPerMillion as number | null,
    currency: p.currency as CurrencyCode | null,
  }));
  const open = OPEN_MODELS.map((m) => ({
    id: m.id,
    name: m.name,
    vendor: m.vendor,
    tokenizer: m.tokenizer as ModelTokenizer,
    inputPerMillion: null,
    currency: null,
  }));
  return [...priced, ...open].map((m) => {
    const countedWith = followedEncoding(m.tokenizer);
    return { ...m, countedWith, exact: countsExact(countedWith, m.tokenizer) };
  });
}

/** The tokenizers whose counts the comparison of `models` needs, each once, in first-use order. */
export function neededTokenizers(models: readonly ComparedModel[]): EncodingName[] {
  return [...new Set(models.map((m) => m.countedWith))];
}
