/**
 * The server's result of an MCP call as a Codex or Claude Code log keeps it, read into the MCP
 * `CallToolResult` the host profiles take (`core/hosts/`). Shapes: the project's
 * `shared/session-formats.md`, "What a host forwards of an MCP tool result".
 */
import type { CallToolResult, ContentBlock } from '../hosts/types.ts';
import { isJsonObject } from '../json-value.ts';
import type { JsonObject } from '../json-value.ts';

/** True for a tool the model called through MCP: hosts name them `mcp__<server>__<tool>`. */
export function isMcpToolName(name: string | undefined): name is string {
  return name !== undefined && /^mcp__.+__./.test(name);
}

/** A content array as logged: only blocks that are objects with a string `type` are kept. */
function contentBlocks(value: unknown): ContentBlock[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((b): b is ContentBlock => isJsonObject(b) && typeof b.type === 'string');
}

/** `result` a `CallToolResult`: a content array, structuredContent when an object, isError when true. */
function callToolResult(result: JsonObject): CallToolResult | undefined {
  const content = contentBlocks(result.content);
  if (!content) return undefined;
  const structured = result.structuredContent;
  return {
    content,
    ...(isJsonObject(structured) && { structuredContent: structured }),
    ...(result.isError === true && { isError: true }),
  };
}

/**
 * Codex `mcp_tool_call_end.result`: `{Ok: CallToolResult}` (Rust's `Result` as serde writes it),
 * `{Err: "message"}` for a call that failed (its message kept as one text block, `failed`), or a
 * bare `CallToolResult`; undefined for anything else.
 */
export function codexServerResult(result: unknown): { server: CallToolResult; failed: boolean } | undefined {
  if (!isJsonObject(result)) return undefined;
  if (typeof result.Err === 'string')
    return { server: { content: [{ type: 'text', text: result.Err }], isError: true }, failed: true };
  const ok = isJsonObject(result.Ok) ? result.Ok : result;
  const server = callToolResult(ok);
  return server && { server, failed: false };
}

/**
 * The wall time a Codex `function_call_output` header states (`Wall time: 1.8344 seconds\nOutput:`,
 * codex-rs `McpToolOutput::response_payload`), in seconds; undefined without that header.
 */
export function codexWallTime(output: string): number | undefined {
  const match = /^Wall time: (\d+(?:\.\d+)?) seconds\n/.exec(output);
  return match ? Number(match[1]) : undefined;
}

/**
 * Claude Code's copy of an MCP tool's result from the user line: `toolUseResult` the content (blocks or a
 * string), `mcpMeta` what else the server sent, `isError` from the `tool_result`; undefined otherwise.
 */
export function claudeServerResult(
  toolUseResult: unknown,
  mcpMeta: unknown,
  isError: boolean,
): CallToolResult | undefined {
  const content =
    typeof toolUseResult === 'string' ? [{ type: 'text' as const, text: toolUseResult }] : contentBlocks(toolUseResult);
  if (!content) return undefined;
  const structured = isJsonObject(mcpMeta) ? mcpMeta.structuredContent : undefined;
  return {
    content,
    ...(isJsonObject(structured) && { structuredContent: structured }),
    ...(isError && { isError: true }),
  };
}
