import { commonPrefixTokens } from '../conversation/prefix.ts';
import type { KeyedSegment as Segment } from '../conversation/prefix.ts';
import type { ParsedSession } from './model.ts';

/**
 * How a replay rewrites old tool results (issue 14, "Replay with a strategy"). Sizes in tokens of
 * the chosen encoding; `trigger` in input tokens of the request (null: at every step).
 * - `placeholder`: the second seed article's pattern: every result older than the newest
 *   `keepLast` becomes the placeholder plus a notes block.
 * - `clear-tool-uses`: Anthropic's tool-result clearing: when a request passes `trigger`, the
 *   oldest results (keeping the newest `keep` tool uses, skipping `exclude`d tools) are replaced by
 *   `placeholder` tokens, but only when that clears at least `clearAtLeast` tokens; with
 *   `clearInputs` the calls' inputs are cleared too.
 * - `summary`: when a request passes `trigger`, everything before it is replaced by one summary
 *   of `summaryTokens` (the texts every request sends, such as a logged system prompt, stay).
 */
export type ReplayStrategy =
  | { kind: 'none' }
  | { kind: 'placeholder'; placeholder: number; notes: number; keepLast: number; trigger: number | null }
  | {
      kind: 'clear-tool-uses';
      trigger: number;
      keep: number;
      clearAtLeast: number;
      exclude: readonly string[];
      clearInputs: boolean;
      placeholder: number;
    }
  | { kind: 'summary'; trigger: number; summaryTokens: number };

/** One request of a replay. */
export interface ReplayStep {
  /** 1-based. */
  step: number;
  /** Input tokens of the request after the strategy. */
  total: number;
  /** Tokens at the start identical to the previous request (what a prompt cache reuses). */
  cachedPrefix: number;
  /** The strategy rewrote part of the window at this request. */
  compacted: boolean;
}

const sum = (segments: readonly Segment[]) => segments.reduce((t, s) => t + s.tokens, 0);

/**
 * Replays `session` with `strategy`: every step's window is rebuilt from the logged texts
 * (`itemTokens[i]` for `session.items[i]`, from the profile, or re-represented sizes), rewritten as
 * the strategy says, and summed. Rewrites are kept once made (a cleared result stays cleared).
 * The log's own compactions stay where they were. `cachedPrefix` is the part identical to the
 * previous request: a rewrite of early text breaks the cache from there on. `unseen[k]` (tokens)
 * is added at the start of request k unchanged by any strategy: what the log does not show
 * (`notInLog` of the profile), so totals are the request's real size, not only its logged texts.
 * @throws RangeError for a negative size, count or trigger.
 */
export function replaySession(
  session: ParsedSession,
  itemTokens: readonly number[],
  strategy: ReplayStrategy,
  unseen?: readonly number[],
): ReplayStep[] {
  const sizes = Object.entries(strategy).filter(([, v]) => typeof v === 'number') as [string, number][];
  const negative = sizes.find(([, v]) => !(v >= 0));
  if (negative) throw new RangeError(`${negative[0]} must be a number ≥ 0 (got ${negative[1]})`);
  const { items } = session;
  const replaced = new Set<number>(); // result (or call input) items rewritten so far
  let summaryUpTo = -1; // items before this index are in the summary
  let summaries = 0;
  let previous: Segment[] = [];

  return session.steps.map((step, index) => {
    const build = (): Segment[] => {
      const hidden = unseen?.[index] ?? 0;
      // What the log does not show leads the window (system prompt, tool definitions).
      const segments: Segment[] = hidden > 0 ? [{ key: `u${hidden}`, tokens: hidden }] : [];
      if (summaryUpTo > step.start) {
        for (let i = step.start; i < summaryUpTo; i++)
          if (items[i]!.part === 'system') segments.push({ key: `i${i}`, tokens: itemTokens[i]! });
        segments.push({ key: `s${summaries}`, tokens: strategy.kind === 'summary' ? strategy.summaryTokens : 0 });
      }
      for (let i = Math.max(step.start, summaryUpTo); i < step.end; i++) {
        if (!replaced.has(i)) segments.push({ key: `i${i}`, tokens: itemTokens[i]! });
        else if (strategy.kind === 'placeholder') {
          segments.push({ key: `p${i}`, tokens: strategy.placeholder });
          if (strategy.notes > 0) segments.push({ key: `n${i}`, tokens: strategy.notes });
        } else if (strategy.kind === 'clear-tool-uses') segments.push({ key: `p${i}`, tokens: strategy.placeholder });
      }
      return segments;
    };
    let segments = build();
    let compacted = false;
    const over = (trigger: number | null) => trigger === null || sum(segments) > trigger;

    if (strategy.kind === 'placeholder' && over(strategy.trigger)) {
      const results = resultItems(session, step.start, step.end);
      const older = results.slice(0, Math.max(0, results.length - strategy.keepLast)).filter((i) => !replaced.has(i));
      if (older.length > 0) {
        for (const i of older) replaced.add(i);
        compacted = true;
      }
    } else if (strategy.kind === 'clear-tool-uses' && over(strategy.trigger)) {
      compacted = clearToolUses(session, itemTokens, step.start, step.end, strategy, replaced);
    } else if (strategy.kind === 'summary' && over(strategy.trigger) && summaryUpTo < step.end) {
      summaryUpTo = step.end;
      summaries++;
      compacted = true;
    }
    if (compacted) segments = build();
    const result: ReplayStep = {
      step: index + 1,
      total: sum(segments),
      cachedPrefix: commonPrefixTokens(previous, segments),
      compacted,
    };
    previous = segments;
    return result;
  });
}

/** Indexes of the tool-result items in `items[start, end)`, oldest first. */
function resultItems(session: ParsedSession, start: number, end: number): number[] {
  const found: number[] = [];
  for (let i = start; i < end; i++) if (session.items[i]!.part === 'toolResults') found.push(i);
  return found;
}

/**
 * Anthropic's clearing on one request: the oldest results first, keeping the newest `keep`, not
 * the excluded tools; applied only when it clears at least `clearAtLeast` tokens (net of the
 * placeholders). Returns whether anything was cleared (added to `replaced`).
 */
function clearToolUses(
  session: ParsedSession,
  itemTokens: readonly number[],
  start: number,
  end: number,
  strategy: Extract<ReplayStrategy, { kind: 'clear-tool-uses' }>,
  replaced: Set<number>,
): boolean {
  const results = resultItems(session, start, end);
  const candidates = results
    .slice(0, Math.max(0, results.length - strategy.keep))
    .filter((i) => !replaced.has(i) && !strategy.exclude.includes(session.items[i]!.tool ?? ''));
  const clear: number[] = [];
  for (const i of candidates) {
    clear.push(i);
    if (!strategy.clearInputs) continue;
    // The call's input: the last text of its call (the first is the tool's name).
    const callId = session.items[i]!.callId;
    let input = -1;
    for (let j = start; j < i; j++) {
      const item = session.items[j]!;
      if (item.part === 'toolCalls' && item.callId === callId) input = j;
    }
    if (input >= 0 && !replaced.has(input)) clear.push(input);
  }
  const cleared = clear.reduce((t, i) => t + itemTokens[i]! - strategy.placeholder, 0);
  if (clear.length === 0 || cleared < strategy.clearAtLeast) return false;
  for (const i of clear) replaced.add(i);
  return true;
}
