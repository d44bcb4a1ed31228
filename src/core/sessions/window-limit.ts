/**
 * The context window a session's model has, drawn as the limit line of the sessions view. Figures
 * are the vendors' published context windows (input tokens a request may hold) for their standard
 * tier, as their model pages read in October 2025 (Anthropic's models overview, OpenAI's model
 * pages, Google's Gemini models page); this machine cannot reach the web, so they are not re-read:
 * the page lets the user type another limit.
 */

/** A model family's context window: models whose id starts with `prefix`. */
interface WindowRule {
  prefix: string;
  tokens: number;
}

// Most specific prefix first: the first that matches wins.
const RULES: readonly WindowRule[] = [
  { prefix: 'claude-', tokens: 200_000 },
  { prefix: 'gpt-5', tokens: 400_000 },
  { prefix: 'gpt-4.1', tokens: 1_047_576 },
  { prefix: 'gpt-4o', tokens: 128_000 },
  { prefix: 'o3', tokens: 200_000 },
  { prefix: 'o4', tokens: 200_000 },
  { prefix: 'gemini-', tokens: 1_048_576 },
];

/** The limit drawn for a model the table does not know, nor the log names: a common window, in tokens. */
export const FALLBACK_WINDOW_LIMIT = 128_000;

/** A session's window limit: its tokens, and whose figure it is (`claude-sonnet-4-5` or the fallback). */
export interface WindowLimit {
  tokens: number;
  /** The model the figure is for, or null when it is the fallback. */
  model: string | null;
}

/**
 * The context window of `model` (the id a log records, case-insensitive, with or without a vendor
 * prefix such as `anthropic/`), or {@link FALLBACK_WINDOW_LIMIT} with `model: null` when it is
 * unknown or absent.
 */
export function defaultWindowLimit(model: string | undefined | null): WindowLimit {
  const id = (model ?? '').toLowerCase().replace(/^.*\//, '');
  const rule = id === '' ? undefined : RULES.find((r) => id.startsWith(r.prefix));
  return rule ? { tokens: rule.tokens, model: model! } : { tokens: FALLBACK_WINDOW_LIMIT, model: null };
}
