import type { EncodingName, TokenCounter } from '../tokenizer/tokenizer.ts';
import { percentOf } from '../analysis/percent.ts';
import type { Percentage } from '../analysis/percent.ts';
import type { Component, Conversation, StepSizes } from './model.ts';
import { zeroTokens } from '../parts.ts';
import { COMPONENTS } from './model.ts';
import type { RequestFormat, RequestTrace, TraceText } from './request-trace.ts';

/**
 * The token profile of one real request: each window component's tokens, and the {@link Conversation}
 * replaying it. Each text is counted alone in a tiktoken encoding (exact only for models using it),
 * without the API's per-message framing (docs/sessions.md, "Request bodies as a session").
 */
export interface TraceProfile {
  format: RequestFormat;
  encoding: EncodingName;
  /** Tokens of each text, `textTokens[i]` for `trace.texts[i]`. */
  textTokens: number[];
  /** Tokens of the whole window by component (`placeholders` and `notes` are 0: nothing is compacted yet). */
  byComponent: Record<Component, number>;
  /** Tokens of the whole window as sent: the sum of {@link textTokens}, and of {@link byComponent}. */
  total: number;
  /**
   * The request as a conversation for `simulate`: its last request without compaction holds
   * exactly {@link total} tokens. See {@link profileTrace} for how texts are attributed.
   */
  conversation: Conversation;
  /** The trace's warnings, then the profile's own (texts the replay attributes elsewhere). */
  warnings: string[];
}

/** The denominator a component's share of a profiled request names: that one request's tokens, not a context-window limit. */
export const SHARE_OF_REQUEST = 'this request';

/**
 * A component's tokens as a percentage of the whole request profiled (`profile.total`, every
 * text of that one request), named {@link SHARE_OF_REQUEST}: `43.24 % of this request`.
 */
export function shareOfRequest(profile: Pick<TraceProfile, 'byComponent' | 'total'>, component: Component): Percentage {
  return percentOf(profile.byComponent[component], profile.total, SHARE_OF_REQUEST);
}

/** `1 user text` / `2 user texts`. */
function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** How texts outside every step are described in warnings, by component. */
const OUTSIDE_LABEL: Partial<Record<Component, string>> = {
  user: 'after the first tool call',
  assistant: 'after the last tool call',
  toolResults: 'without a matching call',
};

/**
 * Count every text of `trace` with `counter` and rebuild the request as a {@link Conversation}: system,
 * tools, user, then one {@link StepSizes} per tool call, so the replay's last uncompacted request totals
 * {@link TraceProfile.total}. Attribution and warnings: docs/sessions.md, "Request bodies as a session".
 */
export function profileTrace(trace: RequestTrace, counter: TokenCounter): TraceProfile {
  const textTokens = trace.texts.map((t) => counter.count(t.text));
  const tokensOf = new Map<TraceText, number>(trace.texts.map((t, i) => [t, textTokens[i]!]));
  const count = (t: TraceText): number => tokensOf.get(t) ?? counter.count(t.text);

  const byComponent = zeroTokens(COMPONENTS);
  trace.texts.forEach((t, i) => (byComponent[t.component] += textTokens[i]!));
  const total = textTokens.reduce((a, b) => a + b, 0);

  type Part = keyof StepSizes;
  const roles = new Map<TraceText, { step: number; part: Part }>();
  trace.steps.forEach((s, step) => {
    for (const t of s.assistantText) roles.set(t, { step, part: 'modelResponse' });
    for (const t of s.call) roles.set(t, { step, part: 'toolRequest' });
    for (const t of s.result) roles.set(t, { step, part: 'toolResponse' });
  });

  const conversation: Conversation = {
    system: 0,
    tools: 0,
    user: 0,
    steps: trace.steps.map(() => ({ modelResponse: 0, toolRequest: 0, toolResponse: 0 })),
  };
  // Texts outside every step, by component: before the first call (→ user) and after it (→ a step).
  const before = new Map<Component, { n: number; tokens: number }>();
  const after = new Map<Component, { n: number; tokens: number }>();
  const note = (map: typeof before, c: Component, tokens: number) => {
    const entry = map.get(c) ?? { n: 0, tokens: 0 };
    entry.n++;
    entry.tokens += tokens;
    map.set(c, entry);
  };
  // The latest step whose call has been seen, walking the window in order.
  let current = -1;
  for (const t of trace.texts) {
    const tokens = count(t);
    if (t.component === 'system') conversation.system += tokens;
    else if (t.component === 'tools') conversation.tools += tokens;
    else {
      const role = roles.get(t);
      if (role) {
        conversation.steps[role.step]![role.part] += tokens;
        if (role.part === 'toolRequest') current = Math.max(current, role.step);
      } else if (current === -1) {
        conversation.user += tokens;
        if (t.component !== 'user') note(before, t.component, tokens);
      } else {
        conversation.steps[current]!.modelResponse += tokens;
        note(after, t.component, tokens);
      }
    }
  }

  const warnings = [...trace.warnings];
  if (trace.steps.length === 0) {
    const messages = total - conversation.system - conversation.tools;
    warnings.push(
      `this request has no tool calls: there is nothing to replay with compaction, and the replay counts all its messages (${messages} tokens) as the user message`,
    );
  } else {
    for (const [c, { n, tokens }] of before) {
      warnings.push(
        `${plural(n, `${c === 'toolResults' ? 'tool result' : c} text`)} ${OUTSIDE_LABEL[c] ?? 'outside the tool steps'} (${tokens} tokens) ${n === 1 ? 'is' : 'are'} counted in the user message: ${n === 1 ? 'it comes' : 'they come'} before the first tool call`,
      );
    }
    for (const [c, { n, tokens }] of after) {
      warnings.push(
        `${plural(n, `${c === 'toolResults' ? 'tool result' : c} text`)} ${OUTSIDE_LABEL[c] ?? 'outside the tool steps'} (${tokens} tokens) ${n === 1 ? 'is counted in the model response of the step it follows' : 'are counted in the model response of the step each follows'}`,
      );
    }
  }
  return { format: trace.format, encoding: counter.encoding, textTokens, byComponent, total, conversation, warnings };
}
