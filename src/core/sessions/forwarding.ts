import type { CallToolResult, HostOptions, HostProfile } from '../hosts/index.ts';
import { resultText } from '../hosts/index.ts';

/** One logged MCP call: the server's result as the log keeps it and the text the model got. */
export interface LoggedMcpCall {
  /** 1-based step (model request) whose window first holds the result. */
  step: number;
  /** The tool as the model named it (e.g. `mcp__github__get_pull_request`). */
  tool: string;
  /** The server's `CallToolResult` as logged (Codex `mcp_tool_call_end` `result.Ok`). */
  server: CallToolResult;
  /** The text the model got (`function_call_output.output` or the `tool_result` text). */
  modelGot: string;
}

/** One row of the forwarding table; every count in tokens of the chosen tokenizer. */
export interface ForwardingRow {
  step: number;
  tool: string;
  serverTokens: number;
  modelGotTokens: number;
  predictedTokens: number;
  /** True when the profile's text equals what the model got, character for character. */
  match: boolean;
  /** Why it matches or not, in words. */
  why: string;
}

/**
 * Compares each logged MCP call with `host`'s forwarding of the same server result (issue 22
 * part 2). The server's tokens count its text blocks as the server wrote them. Pure; `count`
 * returns tokens of a text.
 */
export function forwardingRows(
  calls: readonly LoggedMcpCall[],
  host: HostProfile,
  count: (text: string) => number,
  options: HostOptions = {},
): ForwardingRow[] {
  return calls.map((call) => {
    const serverText = call.server.content.map((b) => (b.type === 'text' ? String(b.text) : '')).join('');
    const predicted = resultText(host, call.server, { ...options, tool: call.tool });
    const modelGotTokens = count(call.modelGot);
    const predictedTokens = count(predicted);
    const match = predicted === call.modelGot;
    const why = match
      ? `${host.name} forwards exactly this text`
      : `${host.name} predicts ${predictedTokens - modelGotTokens >= 0 ? '+' : ''}${predictedTokens - modelGotTokens} tokens against what the model got`;
    return {
      step: call.step,
      tool: call.tool,
      serverTokens: count(serverText),
      modelGotTokens,
      predictedTokens,
      match,
      why,
    };
  });
}
