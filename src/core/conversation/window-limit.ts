/**
 * The context-window limit the Conversation growth view draws: the typed limit, else the chosen model's
 * context window from the catalogue (`modelInfo`), else the sessions view's common window.
 */
import { modelInfo } from '../models/model-match.ts';
import { FALLBACK_WINDOW_LIMIT } from '../sessions/window-limit.ts';

/** The growth limit in tokens and whose figure it is. */
export interface GrowthLimit {
  tokens: number;
  /** `typed`; a model's name (its context window); or `common` (no model window known). */
  source: { kind: 'typed' } | { kind: 'model'; name: string } | { kind: 'common' };
}

/**
 * `limit` (the simulator's, in tokens) when typed; with `limit` null, the context window of the
 * catalogue model `modelId` (a page or `--model` id such as `gpt-5`), or {@link FALLBACK_WINDOW_LIMIT}
 * when `modelId` is absent, custom or has no window.
 */
export function growthLimit(limit: number | null, modelId: string | undefined): GrowthLimit {
  if (limit !== null) return { tokens: limit, source: { kind: 'typed' } };
  const info = modelId === undefined ? undefined : modelInfo(modelId);
  if (info?.contextWindow !== undefined)
    return { tokens: info.contextWindow, source: { kind: 'model', name: info.name } };
  return { tokens: FALLBACK_WINDOW_LIMIT, source: { kind: 'common' } };
}

/** Words for where the limit comes from: `GPT-5's context window`, `typed`, `a common window (no model window known)`. */
export function growthLimitSource(limit: GrowthLimit): string {
  if (limit.source.kind === 'typed') return 'typed';
  if (limit.source.kind === 'model') return `${limit.source.name}'s context window`;
  return 'a common window: no model window known';
}
