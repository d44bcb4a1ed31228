import { callTarget } from './call-target.ts';
import type { ParsedSession } from './model.ts';

/** One tool result and what it cost the session. */
export interface ResultBlock {
  /** Index of the result in `session.items`. */
  item: number;
  tool: string;
  /** What the call was aimed at (file path, command, URL, pattern: see `call-target.ts`), or null. */
  target: string | null;
  /** The first request (1-based) whose window held it, or null when no request did. */
  step: number | null;
  /** Tokens of the result. */
  tokens: number;
  /** Requests whose window held it (the request that first read it included). */
  carriedBy: number;
  /** `tokens × carriedBy`: the input tokens the session paid for it. */
  carriedTokens: number;
}

/** The results of one tool, summed. */
export interface ToolBlocks {
  tool: string;
  results: number;
  tokens: number;
  carriedTokens: number;
}

/** Every result block, the largest first by `key`, and the tools summed, the costliest first. */
export interface BiggestBlocks {
  byTokens: ResultBlock[];
  byCarried: ResultBlock[];
  byTool: ToolBlocks[];
}

/**
 * "The biggest blocks": every tool result with its tokens, carried cost (tokens × requests carrying it),
 * call target and first step; linear in texts plus steps (a difference array over the steps' ranges).
 * Results of an unknown call are listed under the tool `(unknown)`.
 */
export function biggestBlocks(session: ParsedSession, itemTokens: readonly number[]): BiggestBlocks {
  const delta = new Array<number>(session.items.length + 1).fill(0);
  for (const step of session.steps) {
    delta[step.start]! += 1;
    delta[step.end]! -= 1;
  }
  const firstStep = firstSteps(session);
  // A call is its name, then its input (left out when empty): the input is the second call text.
  const callTexts = new Map<string, string[]>();
  const blocks: ResultBlock[] = [];
  let carried = 0;
  session.items.forEach((item, i) => {
    carried += delta[i]!;
    if (item.part === 'toolCalls' && item.callId !== undefined) {
      const texts = callTexts.get(item.callId) ?? [];
      texts.push(item.text);
      callTexts.set(item.callId, texts);
    }
    if (item.part !== 'toolResults') return;
    const tokens = itemTokens[i]!;
    const input = item.callId === undefined ? undefined : callTexts.get(item.callId)?.[1];
    blocks.push({
      item: i,
      tool: item.tool ?? '(unknown)',
      target: input === undefined ? null : callTarget(input),
      step: firstStep[i] ?? null,
      tokens,
      carriedBy: carried,
      carriedTokens: tokens * carried,
    });
  });
  const tools = new Map<string, ToolBlocks>();
  for (const b of blocks) {
    const t = tools.get(b.tool) ?? { tool: b.tool, results: 0, tokens: 0, carriedTokens: 0 };
    t.results++;
    t.tokens += b.tokens;
    t.carriedTokens += b.carriedTokens;
    tools.set(b.tool, t);
  }
  return {
    byTokens: [...blocks].sort((a, b) => b.tokens - a.tokens || a.item - b.item),
    byCarried: [...blocks].sort((a, b) => b.carriedTokens - a.carriedTokens || a.item - b.item),
    byTool: [...tools.values()].sort((a, b) => b.carriedTokens - a.carriedTokens || a.tool.localeCompare(b.tool)),
  };
}

/** For each item, the first step (1-based) whose window holds it; a hole where none does. */
function firstSteps(session: ParsedSession): (number | undefined)[] {
  const first = new Array<number | undefined>(session.items.length);
  let upTo = 0;
  session.steps.forEach((step, k) => {
    for (let i = Math.max(upTo, step.start); i < step.end; i++) first[i] = k + 1;
    upTo = Math.max(upTo, step.end);
  });
  return first;
}
