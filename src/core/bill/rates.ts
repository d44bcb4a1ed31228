/**
 * The rates a request's recorded usage is billed at: its model's catalogue row, or none for a model
 * the catalogue does not price (never another model's). Sources: docs/sessions.md, "The bill as logged".
 */
import type { CurrencyCode } from '../models/catalogue.ts';
import { matchModel } from '../models/model-match.ts';

/** Per million tokens, in {@link BillRates.currency}. */
export interface BillRates {
  /** The priced row's name (`Claude Opus 4.5`). */
  name: string;
  vendor: string;
  currency: CurrencyCode;
  input: number;
  /** 5-minute cache write (Anthropic 1.25 × input); the input price where the vendor charges no write. */
  write5m: number;
  /** 1-hour cache write (Anthropic 2 × input). */
  write1h: number;
  read: number;
  output: number;
}

/** How a model's prompt cache keeps entries, known from its vendor even where the model has no price. */
export interface CacheRules {
  /** Missed tokens below this are no miss: the model's shortest cacheable prompt, else 1,024. */
  minCacheable: number;
  /** Seconds an entry lives unused: 5-minute and 1-hour writes; null where the vendor states none (Gemini). */
  lifetime: { short: number; long: number } | null;
}

/** The vendors' general shortest cacheable prompt (Anthropic's smallest listed, OpenAI's classic rule). */
export const MIN_CACHEABLE_TOKENS = 1_024;

/** Anthropic's lifetimes; OpenAI's in-memory retention, "about 5 to 10 minutes" idle, read at its lower end. */
const LIFETIMES: Record<string, CacheRules['lifetime']> = {
  Anthropic: { short: 300, long: 3_600 },
  OpenAI: { short: 300, long: 300 },
};

/** The rates of the model a log names, or null when the catalogue prices no such model. */
export function billRates(model: string | undefined): BillRates | null {
  const row = matchModel(model)?.row;
  if (!row) return null;
  const write5m = row.cacheWritePerMillion ?? row.inputPerMillion;
  return {
    name: row.name,
    vendor: row.vendor,
    currency: row.currency,
    input: row.inputPerMillion,
    write5m,
    write1h: row.cacheWrite1hPerMillion ?? write5m,
    read: row.cachedInputPerMillion,
    output: row.outputPerMillion,
  };
}

/** The cache rules of the model a log names: its row's minimum where listed, its vendor's lifetimes. */
export function cacheRules(model: string | undefined): CacheRules {
  const match = matchModel(model);
  return {
    minCacheable: match?.row?.minCacheableTokens ?? MIN_CACHEABLE_TOKENS,
    lifetime: (match && LIFETIMES[match.vendor]) ?? null,
  };
}
