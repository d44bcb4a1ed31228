/**
 * The model catalogue as data: per model its list prices (US dollars per million tokens, standard
 * requests, from the pages in `source` as of `source.asOf`, not re-read here), tokenizer and context
 * window. Sources and rules: docs/exactness.md, "Prices and models".
 */
import type { EncodingName } from '../tokenizer/tokenizer.ts';

/** A currency the page writes costs in (ISO 4217 code). */
export type CurrencyCode = 'USD' | 'EUR' | 'GBP';

/** What a model counts tokens with: a registry tokenizer id, or its vendor's own tokenizer (`own`: not public). */
export type ModelTokenizer = EncodingName | 'own';

/** One row of the catalogue: a model's prices per million tokens, tokenizer and context window. */
export interface ModelPrice {
  /** Stable id used in links and the command line (`claude-sonnet-4.5`). */
  id: string;
  /** The name a reader knows it by. */
  name: string;
  vendor: 'Anthropic' | 'OpenAI' | 'Google' | 'DeepSeek' | 'custom';
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
  /** Input written to the 1-hour prompt cache, per million tokens (Anthropic: 2 × input); undefined where there is none. */
  cacheWrite1hPerMillion?: number;
  /**
   * The shortest prompt the model caches, in tokens, where its vendor states one per model (Anthropic);
   * undefined where the vendor's general 1,024 applies.
   */
  minCacheableTokens?: number;
  /** Output, per million tokens. */
  outputPerMillion: number;
  /** The tokenizer the model counts with. */
  tokenizer: ModelTokenizer;
  /** Input tokens a request may hold. */
  contextWindow: number;
  /**
   * The names logs give the model, lower case (`claude-opus-4-5`): a log's name matches when it is
   * one of them, or one of them followed by a date (`-20251101`, `-2025-08-07`) or `-latest`.
   */
  logNames: readonly string[];
  /** Where the figures come from and when (ISO date). */
  source: { url: string; asOf: string };
}

const ANTHROPIC = { url: 'https://www.anthropic.com/pricing#api', asOf: '2025-10-15' };
const ANTHROPIC_NOV = { url: 'https://www.anthropic.com/pricing#api', asOf: '2025-11-24' };
// Claude 4.6 and later: the 1M-token window at the standard price (pricing page, "Long context pricing").
const ANTHROPIC_AUG = { url: 'https://platform.claude.com/docs/en/about-claude/pricing', asOf: '2026-08-21' };
const MILLION = 1_000_000;
const OPENAI = { url: 'https://openai.com/api/pricing/', asOf: '2025-10-15' };
const OPENAI_NOV = { url: 'https://openai.com/api/pricing/', asOf: '2025-11-24' };
const GOOGLE = { url: 'https://ai.google.dev/gemini-api/docs/pricing', asOf: '2025-10-15' };
const GOOGLE_NOV = { ...GOOGLE, asOf: '2025-11-24' };
const DEEPSEEK = { url: 'https://api-docs.deepseek.com/quick_start/pricing', asOf: '2025-11-24' };

type Figures = [input: number, cached: number, write: number | undefined, output: number];

function row(
  vendor: Exclude<ModelPrice['vendor'], 'custom'>,
  id: string,
  name: string,
  [input, cached, write, output]: Figures,
  tokenizer: ModelTokenizer,
  contextWindow: number,
  source: ModelPrice['source'],
  logNames: readonly string[] = [id],
): ModelPrice {
  return {
    id,
    name,
    vendor,
    currency: 'USD',
    inputPerMillion: input,
    cachedInputPerMillion: cached,
    ...(write === undefined ? {} : { cacheWritePerMillion: write }),
    outputPerMillion: output,
    tokenizer,
    contextWindow,
    logNames,
    source,
  };
}

// Claude: prompts ≤ 200,000 tokens (Sonnet 4.5's 1M-token beta is dearer beyond); cache write is
// the 5-minute cache's 1.25 × input, the 1-hour cache's 2 × input; the shortest cacheable prompt as
// Anthropic's prompt-caching page lists it (2026-08). Log names write the version with a dash.
const CLAUDE = (
  id: string,
  name: string,
  figures: Figures,
  minCacheableTokens: number,
  source = ANTHROPIC,
  contextWindow = 200_000,
) => ({
  ...row('Anthropic', id, name, figures, 'own', contextWindow, source, [id, id.replace(/(\d)\.(\d)/, '$1-$2')]),
  cacheWrite1hPerMillion: 2 * figures[0],
  minCacheableTokens,
});
const GPT = (
  id: string,
  name: string,
  figures: Figures,
  window: number,
  source = OPENAI,
  tokenizer: ModelTokenizer = 'o200k_base',
) => row('OpenAI', id, name, figures, tokenizer, window, source);

/** The catalogue, in the order the page lists it. */
export const MODEL_PRICES: readonly ModelPrice[] = [
  CLAUDE('claude-sonnet-4.5', 'Claude Sonnet 4.5', [3, 0.3, 3.75, 15], 1_024),
  CLAUDE('claude-haiku-4.5', 'Claude Haiku 4.5', [1, 0.1, 1.25, 5], 4_096),
  CLAUDE('claude-opus-4.5', 'Claude Opus 4.5', [5, 0.5, 6.25, 25], 4_096, ANTHROPIC_NOV),
  CLAUDE('claude-opus-4.1', 'Claude Opus 4.1', [15, 1.5, 18.75, 75], 1_024),
  CLAUDE('claude-opus-4.6', 'Claude Opus 4.6', [5, 0.5, 6.25, 25], 4_096, ANTHROPIC_AUG, MILLION),
  CLAUDE('claude-opus-4.7', 'Claude Opus 4.7', [5, 0.5, 6.25, 25], 2_048, ANTHROPIC_AUG, MILLION),
  CLAUDE('claude-opus-4.8', 'Claude Opus 4.8', [5, 0.5, 6.25, 25], 1_024, ANTHROPIC_AUG, MILLION),
  CLAUDE('claude-opus-5', 'Claude Opus 5', [5, 0.5, 6.25, 25], 512, ANTHROPIC_AUG, MILLION),
  CLAUDE('claude-sonnet-4.6', 'Claude Sonnet 4.6', [3, 0.3, 3.75, 15], 1_024, ANTHROPIC_AUG, MILLION),
  CLAUDE('claude-sonnet-5', 'Claude Sonnet 5', [2, 0.2, 2.5, 10], 1_024, ANTHROPIC_AUG, MILLION),
  GPT('gpt-5', 'GPT-5', [1.25, 0.125, undefined, 10], 400_000),
  GPT('gpt-5-mini', 'GPT-5 mini', [0.25, 0.025, undefined, 2], 400_000),
  GPT('gpt-5-nano', 'GPT-5 nano', [0.05, 0.005, undefined, 0.4], 400_000, OPENAI_NOV),
  GPT('gpt-5-codex', 'GPT-5-Codex', [1.25, 0.125, undefined, 10], 400_000, OPENAI_NOV),
  GPT('gpt-5.1', 'GPT-5.1', [1.25, 0.125, undefined, 10], 400_000, OPENAI_NOV),
  GPT('gpt-5.1-codex', 'GPT-5.1-Codex', [1.25, 0.125, undefined, 10], 400_000, OPENAI_NOV),
  GPT('gpt-5.1-codex-mini', 'GPT-5.1-Codex-Mini', [0.25, 0.025, undefined, 2], 400_000, OPENAI_NOV),
  GPT('gpt-4.1', 'GPT-4.1', [2, 0.5, undefined, 8], 1_047_576),
  GPT('gpt-4o', 'GPT-4o', [2.5, 1.25, undefined, 10], 128_000, OPENAI_NOV),
  GPT('o3', 'o3', [2, 0.5, undefined, 8], 200_000, OPENAI_NOV),
  GPT('o4-mini', 'o4-mini', [1.1, 0.275, undefined, 4.4], 200_000, OPENAI_NOV),
  // No prompt-cache discount on these two: cached input is the input price.
  GPT('gpt-4', 'GPT-4', [30, 30, undefined, 60], 8_192, OPENAI_NOV, 'cl100k_base'),
  GPT('gpt-3.5-turbo', 'GPT-3.5 Turbo', [0.5, 0.5, undefined, 1.5], 16_385, OPENAI_NOV, 'cl100k_base'),
  row(
    'Google',
    'gemini-2.5-pro',
    'Gemini 2.5 Pro (prompts ≤ 200,000 tokens)',
    [1.25, 0.125, undefined, 10],
    'own',
    1_048_576,
    GOOGLE,
  ),
  row('Google', 'gemini-2.5-flash', 'Gemini 2.5 Flash', [0.3, 0.03, undefined, 2.5], 'own', 1_048_576, GOOGLE_NOV),
  // DeepSeek's own API (V3.2-Exp behind both names since 2025-09-29; same tokenizer as V3): cache
  // hit is cached input, cache miss the input price; a 128K window. NEEDS RE-CHECK: these figures
  // were written from memory on a machine without web access (the "asOf" is when they were
  // written, not read); a third-party copy of DeepSeek's page dated 2026-04-13 (benchlm.ai) gives
  // the same 0.028 / 0.28 / 0.42 USD, and DeepSeek has since announced V4 models with other prices.
  ...(['deepseek-chat', 'deepseek-reasoner'] as const).map((id) =>
    row('DeepSeek', id, `DeepSeek API ${id}`, [0.28, 0.028, undefined, 0.42], 'deepseek_v3', 131_072, DEEPSEEK),
  ),
];
