/**
 * The host profiles as data: for each host, what of a `tools/call` result and of a `tools/list`
 * reaches the model, and the source of each rule. The texts are built in `result-text.ts` and
 * `tools-text.ts`; this file only says which rule each host follows and why.
 */
import type { HostId, HostProfile } from './types.ts';
import { HOST_IDS } from './types.ts';

/** Every host profile, by id, in the order of {@link HOST_IDS}. */
export const HOSTS: Readonly<Record<HostId, HostProfile>> = {
  wire: {
    id: 'wire',
    name: 'JSON-RPC wire',
    result: 'jsonrpc-message',
    tools: 'jsonrpc-message',
    prefixesNames: false,
    argumentsKey: 'arguments',
    escapesPayload: true,
    resultSource:
      'The seed article’s construction: the JSON-RPC response as it travels between client and server (src/core/mcp/call.ts, MCP schema `CallToolResult`); the payload is escaped inside the text block.',
    toolsSource: 'The JSON-RPC `tools/list` response (src/core/mcp/tools-list.ts, MCP schema `ListToolsResult`).',
    caveat:
      'Counts the messages between client and server. A host parses them and hands the model something else; a host that stringifies the whole result pays about this.',
  },
  'claude-code': {
    id: 'claude-code',
    name: 'Claude Code',
    result: 'text-blocks',
    tools: 'anthropic-tools',
    prefixesNames: true,
    argumentsKey: 'input',
    escapesPayload: false,
    resultSource:
      'Claude Code’s MCP documentation (docs.anthropic.com/en/docs/claude-code/mcp: tools named `mcp__<server>__<tool>`) and the Messages API’s `tool_result` (its content is the result’s content blocks); shared/session-formats.md “What a host forwards”. Documented, not yet observed in a log here.',
    toolsSource:
      'Messages API `tools` (docs.anthropic.com/en/docs/build-with-claude/tool-use: `name`, `description`, `input_schema`), names prefixed `mcp__<server>__`.',
    caveat:
      'The text blocks as the tool_result’s content; the API’s own framing of tool_use and tool_result is not public and not counted. structuredContent is not forwarded.',
  },
  codex: {
    id: 'codex',
    name: 'Codex CLI',
    result: 'codex-output',
    tools: 'responses-functions',
    prefixesNames: true,
    argumentsKey: 'arguments',
    escapesPayload: false,
    resultSource:
      'openai/codex codex-rs/protocol/src/models.rs `CallToolResult::as_function_call_output_payload` (structuredContent, when present and not null, serialized with serde_json::to_string; else the content array serialized the same way; images become content items) and codex-rs/core/src/tools/context.rs `McpToolOutput::response_payload` (the `Wall time: {s:.4} seconds\\nOutput:` header, a newline, then that text). Observed in a real rollout: `function_call_output` = `Wall time: 1.8344 seconds\\nOutput:\\n{"pull_request":{…` (shared/session-formats.md).',
    toolsSource:
      'openai/codex codex-rs/core/src/tools/handlers/mcp.rs `create_tool_spec` (`mcp_tool_to_responses_api_tool`): a Responses function tool per MCP tool, named `mcp__<server>__<tool>` as rollouts log the `function_call`. Newer versions wrap each in a namespace tool (`ToolSpec::Namespace`); that wrapper is not modelled.',
    caveat:
      'Without structuredContent Codex serializes the content array, so a text result is escaped inside it; with structuredContent only that is sent, compact. Keys are kept in the server’s order (serde_json sorts them unless its preserve_order feature is on). Codex truncates long outputs to its truncation policy; not modelled.',
  },
  responses: {
    id: 'responses',
    name: 'OpenAI Responses function call',
    result: 'text-blocks',
    tools: 'responses-functions',
    prefixesNames: false,
    argumentsKey: 'arguments',
    escapesPayload: false,
    resultSource:
      'OpenAI Responses API function calling (platform.openai.com/docs/guides/function-calling): the host sends a `function_call_output` item whose `output` is the string it chose; here the result’s text as given.',
    toolsSource:
      'Responses API function tools (platform.openai.com/docs/api-reference/responses: `type: "function"`, `name`, `description`, `parameters`, `strict`).',
    caveat:
      'The output string as given; the API’s own framing of the call and its output is not public and not counted.',
  },
  'anthropic-api': {
    id: 'anthropic-api',
    name: 'Anthropic Messages API',
    result: 'tool-result-block',
    tools: 'anthropic-tools',
    prefixesNames: false,
    argumentsKey: 'input',
    escapesPayload: true,
    resultSource:
      'Anthropic Messages API tool use (docs.anthropic.com/en/docs/build-with-claude/tool-use): a `tool_result` block `{"type":"tool_result","tool_use_id":…,"content":[{"type":"text","text":…}]}`, `is_error` when the tool failed.',
    toolsSource: 'Messages API `tools` (same page: `name`, `description`, `input_schema`).',
    caveat:
      'The tool_result block as the request body carries it (JSON, so the text is escaped once); how the API renders it for the model is not public.',
  },
  custom: {
    id: 'custom',
    name: 'Custom template',
    result: 'template',
    tools: 'responses-functions',
    prefixesNames: false,
    argumentsKey: 'arguments',
    escapesPayload: false,
    resultSource: 'Your template: what your host writes into the window for a result.',
    toolsSource: 'Counted as Responses function tools (a template for tools is not modelled).',
    caveat: 'Exactly your template with its placeholders filled in.',
  },
};

/** The profiles in the page's order. */
export const HOST_LIST: readonly HostProfile[] = HOST_IDS.map((id) => HOSTS[id]);

/** True when `value` names a host. */
export function isHostId(value: string): value is HostId {
  return (HOST_IDS as readonly string[]).includes(value);
}

/**
 * The profile named `id`.
 * @throws RangeError naming the known ids when `id` is not one.
 */
export function findHost(id: string): HostProfile {
  if (!isHostId(id)) throw new RangeError(`unknown host "${id}"; known hosts: ${HOST_IDS.join(', ')}`);
  return HOSTS[id];
}

/** The name the model calls an MCP tool by under `host`: `mcp__<server>__<tool>` for Claude Code and Codex. */
export function modelToolName(host: HostProfile, server: string, tool: string): string {
  return host.prefixesNames ? `mcp__${server}__${tool}` : tool;
}
