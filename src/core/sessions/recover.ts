/**
 * What each request added, in the model's own tokens, from the log's recorded usage: within a thread,
 * `input(k+1) − input(k) − output(k)` is exactly what k+1 added. Rules: docs/exactness.md, "Claude's and
 * Gemini's counts, recovered from their logs".
 */
import type { ParsedSession, SessionPart } from './model.ts';

/** Parts request k wrote itself (its recorded output) and that come back in k+1's window. */
const OUTPUT_PARTS: ReadonlySet<SessionPart> = new Set(['assistant', 'thinking', 'toolCalls']);

/** Why a pair gives no provider count for its results. */
export type PairSkip =
  /** A request of the pair has no recorded input, or request k no recorded output. */
  | 'no-usage'
  /** The window restarted between the two requests. */
  | 'compaction'
  /** More than tool results entered between them (a prompt, injected text, a summary). */
  | 'not-only-results';

/** Two successive requests and the tool results the second one was the first to send. */
export interface RequestPair {
  /** The later request, 1-based (step k+1). */
  step: number;
  /** Indexes in `session.items` of the tool results that entered between the two requests. */
  results: number[];
  /** input(k+1) − input(k) − output(k) in the model's tokens, or null when {@link skip} says why not. */
  added: number | null;
  skip: PairSkip | null;
}

/** Words for each {@link PairSkip}, for a result's note. */
export const PAIR_SKIP_WORDS: Record<PairSkip, string> = {
  'no-usage': 'the log records no usage for this pair of requests',
  compaction: 'a compaction happened between the requests',
  'not-only-results': 'the request added more than tool results',
};

/**
 * Every pair of successive requests (k, k+1) whose window k+1 added at least one tool result,
 * with what k+1 added by the recorded usage, or why that cannot be read.
 */
export function requestPairs(session: Pick<ParsedSession, 'items' | 'steps'>): RequestPair[] {
  const pairs: RequestPair[] = [];
  for (let i = 1; i < session.steps.length; i++) {
    const before = session.steps[i - 1]!;
    const after = session.steps[i]!;
    const results: number[] = [];
    let onlyResults = true;
    for (let j = before.end; j < after.end; j++) {
      const part = session.items[j]!.part;
      if (part === 'toolResults') results.push(j);
      else if (!OUTPUT_PARTS.has(part)) onlyResults = false;
    }
    if (results.length === 0) continue;
    const usage = before.recorded !== null && after.recorded !== null && before.output !== undefined;
    const skip: PairSkip | null = after.afterCompaction
      ? 'compaction'
      : !usage
        ? 'no-usage'
        : !onlyResults
          ? 'not-only-results'
          : null;
    const added = skip === null ? after.recorded! - before.recorded! - before.output! : null;
    pairs.push({ step: i + 1, results, added, skip });
  }
  return pairs;
}

/** True when the log records both input and output for at least two successive requests. */
export function hasRecordedUsage(session: Pick<ParsedSession, 'steps'>): boolean {
  return session.steps.some(
    (s, i) =>
      i > 0 &&
      s.recorded !== null &&
      session.steps[i - 1]!.recorded !== null &&
      session.steps[i - 1]!.output !== undefined,
  );
}
