import type { Component, CompactionStrategy, Conversation } from './model.ts';
import { zeroTokens } from '../parts.ts';
import { COMPONENTS } from './model.ts';
import { commonPrefixTokens, rereadTokens } from './prefix.ts';

/** One piece of a request, in order: a component's tokens, with an identity for prefix caching. */
interface Segment {
  key: string;
  component: Component;
  tokens: number;
}

/** One request of the loop: its total input tokens, its parts, and what a prompt cache could reuse. */
export interface StepInput {
  /** 1-based step number. */
  step: number;
  /** Input tokens of the request. */
  total: number;
  byComponent: Record<Component, number>;
  /** Tokens at the start of this request identical to the previous request (a prompt cache's hit). */
  cachedPrefix: number;
  /** Tokens past the cached prefix that the previous request also held: read again because a rewrite came before them. */
  reread: number;
  /** True when compaction rewrote an earlier part of the window at this step. */
  compacted: boolean;
}

/**
 * The input of every request of the loop; a strategy replaces results older than the newest `keepLast` by
 * placeholder + notes, at every step or from the trigger on (the second seed article's pattern).
 * @throws RangeError for negative sizes or keepLast.
 */
export function simulate(conversation: Conversation, strategy?: CompactionStrategy): StepInput[] {
  const sizes = [
    conversation.system,
    conversation.tools,
    conversation.user,
    ...conversation.steps.flatMap((s) => [s.modelResponse, s.toolRequest, s.toolResponse]),
  ];
  if (sizes.some((n) => !(n >= 0))) throw new RangeError('every size must be a number of tokens ≥ 0');
  if (strategy && (!(strategy.keepLast >= 0) || !(strategy.placeholder >= 0) || !(strategy.notes >= 0))) {
    throw new RangeError('placeholder, notes and keepLast must be ≥ 0');
  }
  const head: Segment[] = [
    { key: 'system', component: 'system', tokens: conversation.system },
    { key: 'tools', component: 'tools', tokens: conversation.tools },
    { key: 'user', component: 'user', tokens: conversation.user },
  ];
  // Results compacted so far (trigger mode keeps them compacted once replaced).
  let compactedUpTo = 0;
  let previous: Segment[] = [];
  return conversation.steps.map((_, index) => {
    const k = index + 1;
    const build = (upTo: number): Segment[] => {
      const segments = [...head];
      for (let j = 1; j <= k; j++) {
        const s = conversation.steps[j - 1]!;
        segments.push({ key: `a${j}`, component: 'assistant', tokens: s.modelResponse });
        segments.push({ key: `c${j}`, component: 'toolCalls', tokens: s.toolRequest });
        if (j <= upTo) {
          segments.push({ key: `p${j}`, component: 'placeholders', tokens: strategy!.placeholder });
          if (strategy!.notes > 0) segments.push({ key: `n${j}`, component: 'notes', tokens: strategy!.notes });
        } else segments.push({ key: `r${j}`, component: 'toolResults', tokens: s.toolResponse });
      }
      return segments;
    };
    const sum = (segments: readonly Segment[]) => segments.reduce((t, s) => t + s.tokens, 0);
    const eligible = strategy ? Math.max(0, k - strategy.keepLast) : 0;
    let segments = build(compactedUpTo);
    let compacted = false;
    if (strategy && eligible > compactedUpTo) {
      const runs = strategy.mode.kind === 'every-step' || sum(segments) > strategy.mode.inputTokens;
      if (runs) {
        compactedUpTo = eligible;
        segments = build(compactedUpTo);
        compacted = true;
      }
    }
    const byComponent = zeroTokens(COMPONENTS);
    for (const s of segments) byComponent[s.component] += s.tokens;
    const step: StepInput = {
      step: k,
      total: sum(segments),
      byComponent,
      cachedPrefix: commonPrefixTokens(previous, segments),
      reread: rereadTokens(previous, segments),
      compacted,
    };
    previous = segments;
    return step;
  });
}
