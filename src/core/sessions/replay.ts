import type { ParsedSession } from './model.ts';
import { cachedPrefix } from './replay-window.ts';
import type { Rewrites, WindowShape } from './replay-window.ts';

/**
 * How a replay rewrites old tool results: `placeholder`, `clear-tool-uses` (Anthropic's tool-result
 * clearing) or `summary`. Sizes in tokens of the chosen encoding; `trigger` in input tokens of the
 * request (null: every step). Each one's rule: docs/sessions.md, "Replays and the prompt cache".
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

/** A step (and an item index) that never comes: an item not rewritten. */
const NEVER = 0x7fffffff;

/** For each tool result, the last call text with its call id before it (the call's input), or −1. */
function callInputs(session: ParsedSession): Int32Array {
  const inputs = new Int32Array(session.items.length).fill(-1);
  const last = new Map<string | undefined, number>();
  session.items.forEach((item, i) => {
    if (item.part === 'toolCalls') last.set(item.callId, i);
    else if (item.part === 'toolResults') inputs[i] = last.get(item.callId) ?? -1;
  });
  return inputs;
}

/**
 * Replays `session` with `strategy` over the item sizes `itemTokens`, adding `unseen[k]` to request k
 * unchanged so totals are real request sizes (docs/sessions.md, "Replays and the prompt cache").
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
  const r: Rewrites = {
    items,
    itemTokens,
    replacedAt: new Int32Array(items.length).fill(NEVER),
    rewritten:
      strategy.kind === 'placeholder'
        ? strategy.placeholder + strategy.notes
        : strategy.kind === 'clear-tool-uses'
          ? strategy.placeholder
          : 0,
    summaryTokens: strategy.kind === 'summary' ? strategy.summaryTokens : 0,
  };
  const inputs = strategy.kind === 'clear-tool-uses' && strategy.clearInputs ? callInputs(session) : null;
  const tokensAt = (i: number) => (r.replacedAt[i] !== NEVER ? r.rewritten : itemTokens[i]!);

  // The window carried from step to step: [start, end), the summary standing for [start, summaryUpTo).
  let start = -1;
  let end = -1;
  let summaryUpTo = -1;
  let summaries = 0;
  let head = 0; // tokens of the summary's system texts and the summary
  let body = 0; // tokens of the items from max(start, summaryUpTo) to end, as rewritten
  let results: number[] = []; // the window's tool results, oldest first
  let open = 0; // results before this index are rewritten (or excluded)
  let prev: WindowShape | null = null;
  let prevTotal = 0;

  const summarized = () => summaryUpTo > start;
  const countHead = () => {
    head = 0;
    if (!summarized()) return;
    for (let i = start; i < summaryUpTo; i++) if (items[i]!.part === 'system') head += itemTokens[i]!;
    head += r.summaryTokens;
  };

  // The step being replayed, and what its compaction did.
  let k = 0;
  let hidden = 0;
  let firstRewritten = NEVER;
  const rewrite = (i: number) => {
    r.replacedAt[i] = k;
    body += r.rewritten - itemTokens[i]!;
    firstRewritten = Math.min(firstRewritten, i);
  };
  const over = (trigger: number | null) => trigger === null || hidden + head + body > trigger;
  const itemsBefore = (upTo: number) => {
    let t = head;
    for (let i = Math.max(start, summaryUpTo); i < upTo; i++) t += tokensAt(i);
    return t;
  };

  return session.steps.map((step, index) => {
    k = index;
    hidden = unseen?.[k] ?? 0;
    firstRewritten = NEVER;
    if (step.start !== start || step.end < end) {
      start = step.start;
      end = start;
      body = 0;
      results = [];
      open = 0;
      countHead();
    }
    for (let i = end; i < step.end; i++) {
      if (i >= summaryUpTo) body += tokensAt(i);
      if (items[i]!.part === 'toolResults') results.push(i);
    }
    end = step.end;

    let compacted = false;
    if (strategy.kind === 'placeholder' && over(strategy.trigger)) {
      const upTo = results.length - strategy.keepLast;
      for (let n = open; n < upTo; n++) if (r.replacedAt[results[n]!] === NEVER) rewrite(results[n]!);
      open = Math.max(open, upTo);
      compacted = firstRewritten !== NEVER;
    } else if (strategy.kind === 'clear-tool-uses' && over(strategy.trigger)) {
      const upTo = results.length - strategy.keep;
      const clear: number[] = [];
      for (let n = open; n < upTo; n++) {
        const i = results[n]!;
        if (r.replacedAt[i] !== NEVER || strategy.exclude.includes(items[i]!.tool ?? '')) continue;
        clear.push(i);
        const input = inputs?.[i] ?? -1;
        if (input >= start && r.replacedAt[input] === NEVER && !clear.includes(input)) clear.push(input);
      }
      const cleared = clear.reduce((t, i) => t + itemTokens[i]! - strategy.placeholder, 0);
      if (clear.length > 0 && cleared >= strategy.clearAtLeast) {
        for (const i of clear) rewrite(i);
        open = Math.max(open, upTo);
        compacted = true;
      }
    } else if (strategy.kind === 'summary' && over(strategy.trigger) && summaryUpTo < end) {
      summaryUpTo = end;
      summaries++;
      countHead();
      body = 0;
      compacted = true;
    }

    const shape: WindowShape = { hidden, start, end, summaryUpTo: summarized() ? summaryUpTo : -1, summaries };
    const total = hidden + head + body;
    const result: ReplayStep = {
      step: k + 1,
      total,
      cachedPrefix: cachedPrefix(prev, prevTotal, shape, k, firstRewritten, itemsBefore, r),
      compacted,
    };
    prev = shape;
    prevTotal = total;
    return result;
  });
}
