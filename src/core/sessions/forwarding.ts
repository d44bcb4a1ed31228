/**
 * What a real host forwarded: each MCP call a Codex or Claude Code log keeps
 * (`LoggedMcpCall`: the server's result as logged, the text the model got), counted, against what
 * every host profile of `core/hosts/` predicts from the same server result.
 */
import type { HostId, HostOptions } from '../hosts/index.ts';
import { DEFAULT_TEMPLATE, HOST_IDS, HOSTS, resultText, textOfBlocks } from '../hosts/index.ts';
import { runSteps } from '../steps.ts';
import type { Steps } from '../steps.ts';
import { countInSteps } from '../tokenizer/tokenizer.ts';
import type { TokenCounter } from '../tokenizer/tokenizer.ts';
import type { LoggedMcpCall, ParsedSession } from './model.ts';

/** The hosts whose logs keep an MCP call's server result. */
export type LoggingHost = 'codex' | 'claude-code';

/** One profile's prediction of a call: the tokens of its text, and whether it is the text the model got. */
export interface Prediction {
  tokens: number;
  /** True when the profile's text equals what the model got, character for character. */
  matches: boolean;
}

/** One logged MCP call counted, with every profile's prediction; tokens of one encoding. */
export interface ForwardingCall {
  /** 1-based step (model request) whose window first holds the result; null when no request after it is logged. */
  step: number | null;
  tool: string;
  /** The host whose log it is (Codex CLI for a rollout, Claude Code for a session JSONL). */
  loggedBy: LoggingHost;
  /** Codex logged `result.Err`: the server sent no result; `server` counts the error's text. */
  failed: boolean;
  /** The server's text blocks as it wrote them (`textOfBlocks`). */
  server: number;
  /** What the model got (`function_call_output.output`, the `tool_result` text). */
  model: number;
  /** Each profile's text of the server's result; the custom host's with the template given. */
  predicted: Record<HostId, Prediction>;
}

/** The host whose log a session is, or null for a format that keeps no server result. */
export function loggingHost(session: Pick<ParsedSession, 'format'>): LoggingHost | null {
  return session.format === 'codex' || session.format === 'claude-code' ? session.format : null;
}

/** The first step whose window reaches past item `item`, 1-based; null when none does. */
function stepOf(session: ParsedSession, item: number): number | null {
  const i = session.steps.findIndex((s) => s.end > item);
  return i < 0 ? null : i + 1;
}

/** `mcp__github__get_pull_request` → `github`: the server name a profile prefixes (`server` when not so named). */
function serverName(tool: string): string {
  return /^mcp__(.+?)__/.exec(tool)?.[1] ?? 'server';
}

/** The options a profile renders `call` with: its server, tool, Codex's logged wall time, the template. */
function optionsOf(call: LoggedMcpCall, template: string): HostOptions {
  return {
    server: serverName(call.tool),
    tool: call.tool,
    template,
    ...(call.wallTimeSeconds !== undefined && { wallTimeSeconds: call.wallTimeSeconds }),
  };
}

/**
 * Every MCP call `session` keeps, counted with `counter` (equal texts once), with each profile's
 * prediction (the custom host fills `template`); Codex's header takes the log's own wall time, so a
 * prediction differs only by its body. Empty when no server result is kept; yields between texts.
 */
export function* forwardingCallsSteps(
  session: ParsedSession,
  counter: TokenCounter,
  template = DEFAULT_TEMPLATE,
): Steps<ForwardingCall[]> {
  const loggedBy = loggingHost(session);
  if (loggedBy === null) return [];
  const counts = new Map<string, number>();
  function* count(text: string): Steps<number> {
    let n = counts.get(text);
    if (n === undefined) counts.set(text, (n = yield* countInSteps(counter, text)));
    return n;
  }
  const calls: ForwardingCall[] = [];
  for (const call of session.mcpCalls ?? []) {
    const options = optionsOf(call, template);
    const predicted = {} as Record<HostId, Prediction>;
    for (const id of HOST_IDS) {
      const text = resultText(HOSTS[id], call.server, options);
      predicted[id] = { tokens: yield* count(text), matches: text === call.modelGot };
    }
    calls.push({
      step: stepOf(session, call.item),
      tool: call.tool,
      loggedBy,
      failed: call.failed === true,
      server: yield* count(textOfBlocks(call.server)),
      model: yield* count(call.modelGot),
      predicted,
    });
  }
  return calls;
}

/** {@link forwardingCallsSteps} run to the end at once (command line, tests). */
export function forwardingCalls(session: ParsedSession, counter: TokenCounter, template?: string): ForwardingCall[] {
  return runSteps(forwardingCallsSteps(session, counter, template));
}

/** The profiles that predict `call` exactly, in the page's order. */
export function matchingHosts(call: ForwardingCall): HostId[] {
  return HOST_IDS.filter((id) => call.predicted[id].matches);
}
