/**
 * The context window a session's model has, drawn as the limit line of the sessions view: the
 * model catalogue's figure (`core/models/catalogue.ts`, a row's `contextWindow`, or its family's
 * for a model without a row, by `matchModel`'s rules); the page lets the user type another limit.
 */
import { matchModel } from '../models/model-match.ts';

/** The limit drawn for a model the table does not know, nor the log names: a common window, in tokens. */
export const FALLBACK_WINDOW_LIMIT = 128_000;

/** A session's window limit: its tokens, and whose figure it is (`claude-sonnet-4-5` or the fallback). */
export interface WindowLimit {
  tokens: number;
  /** The model the figure is for, or null when it is the fallback (or a logged window of an unnamed model). */
  model: string | null;
  /** The log records this window itself. */
  logged?: true;
}

/**
 * The window the log records (`logged`, said as `model`'s, from the log), else the context window
 * of `model` (the id a log records, case-insensitive, with or without a vendor prefix such as
 * `anthropic/`), else {@link FALLBACK_WINDOW_LIMIT} with `model: null`.
 */
export function defaultWindowLimit(model: string | undefined | null, logged?: number): WindowLimit {
  if (logged !== undefined) return { tokens: logged, model: model ?? null, logged: true };
  const match = matchModel(model);
  return match ? { tokens: match.contextWindow, model: match.name } : { tokens: FALLBACK_WINDOW_LIMIT, model: null };
}
