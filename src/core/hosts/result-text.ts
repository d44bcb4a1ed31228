/**
 * What the model sees of one MCP call under a host: the call it writes ({@link callText}) and the
 * result the host hands back ({@link resultText}). Pure functions of the profile and the MCP
 * shapes; the rule each follows, and its source, is in `profiles.ts`.
 */
import type { JsonObject, JsonValue } from '../json-value.ts';
import { toJsonText } from '../json-value.ts';
import { jsonText } from '../mcp/json-text.ts';
import { modelToolName } from './profiles.ts';
import type { CallToolResult, ContentBlock, HostOptions, HostProfile } from './types.ts';
import { DEFAULT_TEMPLATE } from './types.ts';

/** Codex's wall time when none is given: the figure of the rollout the issue quotes, in seconds. */
export const DEFAULT_WALL_TIME_SECONDS = 1.8344;

/** The text of one block as a host that forwards text shows it: a text block's text, an embedded resource's text, else nothing. */
function blockText(block: ContentBlock): string | undefined {
  if (block.type === 'text' && typeof block.text === 'string') return block.text;
  const resource = (block as JsonObject).resource;
  if (block.type === 'resource' && resource && typeof resource === 'object' && !Array.isArray(resource)) {
    const text = (resource as JsonObject).text;
    if (typeof text === 'string') return text;
  }
  return undefined;
}

/** The texts of `result`'s blocks, one after another (a newline between blocks; the API's own separator is not public). */
export function textOfBlocks(result: CallToolResult): string {
  return result.content.flatMap((b) => blockText(b) ?? []).join('\n');
}

/** Blocks a text-forwarding host does not count as text (images, audio, links), by type, in order. */
export function uncountedBlocks(result: CallToolResult): string[] {
  return result.content.filter((b) => blockText(b) === undefined).map((b) => b.type);
}

/** The JSON-RPC result object, in the key order of the article's messages: content, structuredContent, isError. */
function wireResult(result: CallToolResult): JsonObject {
  return {
    content: result.content as JsonValue,
    ...(result.structuredContent !== undefined ? { structuredContent: result.structuredContent } : {}),
    isError: result.isError ?? false,
  };
}

/** Compact JSON as serde_json and JSON.stringify write it: non-ASCII kept, each string escaped once. */
function compact(value: JsonValue): string {
  return toJsonText(value);
}

function codexOutput(result: CallToolResult, options: HostOptions): string {
  const seconds = options.wallTimeSeconds ?? DEFAULT_WALL_TIME_SECONDS;
  const header = `Wall time: ${seconds.toFixed(4)} seconds\nOutput:`;
  // models.rs: an image among the blocks makes the output a list of content items; their text
  // (header first, as response_payload inserts it) is what is counted here.
  if (result.content.some((b) => b.type === 'image'))
    return [header, ...result.content.flatMap((b) => blockText(b) ?? [])].join('\n');
  const body =
    result.structuredContent !== undefined && result.structuredContent !== null
      ? compact(result.structuredContent)
      : compact(result.content as JsonValue);
  return body === '' ? header : `${header}\n${body}`;
}

function toolResultBlock(result: CallToolResult, options: HostOptions): string {
  const block: JsonObject = {
    type: 'tool_result',
    tool_use_id: `toolu_${options.id ?? 2}`,
    content: result.content as JsonValue,
    ...(result.isError ? { is_error: true } : {}),
  };
  return compact(block);
}

/** `template` with its placeholders filled in from `result` (see TEMPLATE_PLACEHOLDERS). */
export function fillTemplate(template: string, result: CallToolResult, tool = ''): string {
  const values: Record<string, () => string> = {
    text: () => textOfBlocks(result),
    content: () => compact(result.content as JsonValue),
    structured: () => (result.structuredContent === undefined ? '' : compact(result.structuredContent)),
    result: () => compact(wireResult(result)),
    isError: () => String(result.isError ?? false),
    tool: () => tool,
  };
  return template.replace(/\{(text|content|structured|result|isError|tool)\}/g, (_, key: string) => values[key]!());
}

/**
 * The text the model sees of `result` under `host` (`ascii` escapes non-ASCII on the wire as the reference
 * files do); per host: docs/cli.md, "What each host hands the model".
 */
export function resultText(
  host: HostProfile,
  result: CallToolResult,
  options: HostOptions & { ascii?: boolean } = {},
): string {
  switch (host.result) {
    case 'jsonrpc-message':
      return jsonText({ jsonrpc: '2.0', id: options.id ?? 2, result: wireResult(result) }, options.ascii ?? false);
    case 'text-blocks':
      return textOfBlocks(result);
    case 'codex-output':
      return codexOutput(result, options);
    case 'tool-result-block':
      return toolResultBlock(result, options);
    case 'template':
      return fillTemplate(options.template ?? DEFAULT_TEMPLATE, result, options.tool);
  }
}

/**
 * The call the model writes under `host`, as compact JSON: the wire's `tools/call` request, else
 * `{"name","input"|"arguments"}` with the model's tool name; the API's own framing is not counted.
 */
export function callText(
  host: HostProfile,
  tool: string,
  args: JsonObject,
  options: HostOptions & { ascii?: boolean } = {},
): string {
  if (host.result === 'jsonrpc-message')
    return jsonText(
      { jsonrpc: '2.0', id: options.id ?? 2, method: 'tools/call', params: { name: tool, arguments: args } },
      options.ascii ?? false,
    );
  return compact({ name: modelToolName(host, options.server ?? 'server', tool), [host.argumentsKey]: args });
}
