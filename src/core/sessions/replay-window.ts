import { commonPrefixTokens } from '../conversation/prefix.ts';
import type { KeyedSegment } from '../conversation/prefix.ts';
import type { SessionItem } from './model.ts';

/**
 * What one request of a replay held, enough to rebuild its segments: the hidden head, the window
 * `[start, end)` of the session's items, the summary standing for `[start, summaryUpTo)` (its
 * system texts kept; `summaryUpTo` −1 without one) and which summary it is.
 */
export interface WindowShape {
  hidden: number;
  start: number;
  end: number;
  summaryUpTo: number;
  summaries: number;
}

/** The rewriting a replay does, as its window needs it. */
export interface Rewrites {
  items: readonly SessionItem[];
  itemTokens: readonly number[];
  /** `replacedAt[i]`: the step (0-based) whose compaction rewrote item i, or a number past every step. */
  replacedAt: Int32Array;
  /** Tokens of a rewritten item (the placeholder, with its notes). */
  rewritten: number;
  summaryTokens: number;
}

/**
 * The segments of a request after step `at`'s rewrites, without its hidden head, keyed so a rewrite
 * breaks the cache from there; built only where {@link cachedPrefix}'s cheap comparison does not apply.
 */
function segmentsOf(shape: WindowShape, at: number, r: Rewrites): KeyedSegment[] {
  const segments: KeyedSegment[] = [];
  if (shape.summaryUpTo > shape.start) {
    for (let i = shape.start; i < shape.summaryUpTo; i++)
      if (r.items[i]!.part === 'system') segments.push({ key: `i${i}`, tokens: r.itemTokens[i]! });
    segments.push({ key: `s${shape.summaries}`, tokens: r.summaryTokens });
  }
  for (let i = Math.max(shape.start, shape.summaryUpTo); i < shape.end; i++) {
    if (r.replacedAt[i]! <= at) segments.push({ key: `p${i}`, tokens: r.rewritten });
    else segments.push({ key: `i${i}`, tokens: r.itemTokens[i]! });
  }
  return segments;
}

/**
 * Tokens at the start of request `k` identical to request `k − 1`: what a prompt cache reuses.
 * `itemsBefore` is asked only when needed (a pass over the items). The rule, hidden head included:
 * docs/sessions.md, "Replays and the prompt cache".
 */
export function cachedPrefix(
  prev: WindowShape | null,
  prevTotal: number,
  cur: WindowShape,
  k: number,
  firstRewritten: number,
  itemsBefore: (end: number) => number,
  r: Rewrites,
): number {
  if (prev === null) return 0;
  const hidden = Math.min(prev.hidden, cur.hidden);
  const sameWindow =
    prev.start === cur.start &&
    prev.summaryUpTo === cur.summaryUpTo &&
    prev.summaries === cur.summaries &&
    prev.end <= cur.end;
  if (!sameWindow) return hidden + commonPrefixTokens(segmentsOf(prev, k - 1, r), segmentsOf(cur, k, r));
  if (firstRewritten >= prev.end) return hidden + prevTotal - prev.hidden;
  return hidden + itemsBefore(firstRewritten);
}
