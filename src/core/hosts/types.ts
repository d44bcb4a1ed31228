/**
 * The MCP shapes a host receives and the profiles that say what of them reaches the model.
 * Shapes follow the MCP schema (`CallToolResult`, `Tool`); only what a host can forward is typed.
 */
import type { JsonObject, JsonValue } from '../json-value.ts';

/** One content block of a `CallToolResult`: `text` has `text`; other types (image, audio, resource…) are kept as sent. */
export type ContentBlock = { type: 'text'; text: string } | (JsonObject & { type: string });

/** An MCP `tools/call` result (`CallToolResult`), as the server sent it. */
export interface CallToolResult {
  content: ContentBlock[];
  /** Present when the tool has an `outputSchema`: the result as one JSON object. */
  structuredContent?: JsonObject;
  isError?: boolean;
}

/** One tool definition of a `tools/list` result (`Tool`). */
export interface ToolDefinition {
  name: string;
  title?: string;
  description?: string;
  inputSchema: JsonObject;
  outputSchema?: JsonObject;
  annotations?: JsonObject;
}

/** The hosts modelled, in the order the page lists them. */
export const HOST_IDS = ['wire', 'claude-code', 'codex', 'responses', 'anthropic-api', 'custom'] as const;

/** One of {@link HOST_IDS}. */
export type HostId = (typeof HOST_IDS)[number];

/** What text of a result a host hands the model (see `result-text.ts` for each rule's code). */
export type ResultRule =
  /** The JSON-RPC response message, minified: `{"jsonrpc":"2.0","id":N,"result":{…}}`. */
  | 'jsonrpc-message'
  /** The text blocks' texts, one after another; structuredContent is not forwarded. */
  | 'text-blocks'
  /** `Wall time: <s> seconds\nOutput:\n` + structuredContent as compact JSON, else the content array as compact JSON. */
  | 'codex-output'
  /** The `tool_result` block as a Messages API request body carries it, compact JSON. */
  | 'tool-result-block'
  /** The user's template with placeholders (see {@link TEMPLATE_PLACEHOLDERS}). */
  | 'template';

/** What text of a `tools/list` a host puts in the request. */
export type ToolsRule =
  /** The JSON-RPC `tools/list` response, minified. */
  | 'jsonrpc-message'
  /** Anthropic Messages `tools`: `[{"name","description","input_schema"}]`, compact JSON. */
  | 'anthropic-tools'
  /** OpenAI Responses `tools`: `[{"type":"function","name","description","parameters","strict":false}]`, compact JSON. */
  | 'responses-functions';

/** One host: how it names MCP tools, what reaches the model, and where each rule comes from. */
export interface HostProfile {
  id: HostId;
  /** The name the page and reports give it. */
  name: string;
  result: ResultRule;
  tools: ToolsRule;
  /** Tool names prefixed `mcp__<server>__` (Claude Code, Codex) or as the server named them. */
  prefixesNames: boolean;
  /** Whether the arguments of the model's call are written as `input` (Anthropic) or `arguments` (OpenAI, JSON-RPC). */
  argumentsKey: 'input' | 'arguments';
  /** Where the result rule comes from: a log line, a documentation page or a source file. */
  resultSource: string;
  /** Where the tools rule comes from. */
  toolsSource: string;
  /** What the counted text leaves out (the API's own framing of a tool call or result, hidden from us), in words. */
  caveat: string;
  /** True when the host escapes the payload inside a JSON string (every `"` charged twice). */
  escapesPayload: boolean;
}

/** Options of one rendering: the server's name, the call's id, Codex's wall time, the custom template. */
export interface HostOptions {
  /** The MCP server's name as the host configured it (`mcp__<server>__<tool>`); default `server`. */
  server?: string;
  /** The JSON-RPC id (wire) or tool-use id (Anthropic block); default 2. */
  id?: number | string;
  /** Codex's measured wall time of the call, in seconds; default 1.8344 (the figure of the rollout). */
  wallTimeSeconds?: number;
  /** The custom host's template; default {@link DEFAULT_TEMPLATE}. */
  template?: string;
  /** The tool called (the template's `{tool}`). */
  tool?: string;
}

/** The placeholders a custom template may use, with what each stands for. */
export const TEMPLATE_PLACEHOLDERS: Readonly<Record<string, string>> = {
  '{text}': 'the text blocks, one after another',
  '{content}': 'the content array as compact JSON',
  '{structured}': 'structuredContent as compact JSON (empty when absent)',
  '{result}': 'the whole CallToolResult as compact JSON',
  '{isError}': 'true or false, whether the result is an error',
  '{tool}': 'the tool called',
};

/** The custom host's default template: the text as given. */
export const DEFAULT_TEMPLATE = '{text}';

export type { JsonValue };

/** The host a call is costed under: its id, the MCP server's name it prefixes, the custom template. */
export interface HostSpec {
  id: HostId;
  /** The server name (`mcp__<server>__<tool>`); default `taskdemo`, the article's command. */
  server?: string;
  /** The custom host's template. */
  template?: string;
}
