/**
 * What the model's request carries of a server's `tools/list` under a host: the whole list
 * ({@link toolsListText}) and each tool's own part ({@link toolTexts}), compact JSON.
 */
import type { JsonObject } from '../json-value.ts';
import { toJsonText } from '../json-value.ts';
import { modelToolName } from './profiles.ts';
import type { HostOptions, HostProfile, ToolDefinition } from './types.ts';

/** One tool as `host` puts it in the request: the object {@link toolTexts} writes. */
export function toolEntry(host: HostProfile, tool: ToolDefinition, server: string): JsonObject {
  const name = modelToolName(host, server, tool.name);
  const description: JsonObject = tool.description === undefined ? {} : { description: tool.description };
  switch (host.tools) {
    case 'jsonrpc-message':
      return tool as unknown as JsonObject;
    case 'anthropic-tools':
      return { name, ...description, input_schema: tool.inputSchema };
    case 'responses-functions':
      return { type: 'function', name, ...description, parameters: tool.inputSchema, strict: false };
  }
}

/**
 * Each tool as `host` puts it in the request, in the server's order, names prefixed `mcp__<server>__`
 * where the host does; shapes: docs/cli.md, "What each host hands the model".
 */
export function toolTexts(host: HostProfile, tools: readonly ToolDefinition[], options: HostOptions = {}): string[] {
  return tools.map((t) => toJsonText(toolEntry(host, t, options.server ?? 'server')));
}

/**
 * The whole `tools/list` as `host` puts it in the request: over the wire the minified response
 * `{"jsonrpc":"2.0","id":1,"result":{"tools":[…]}}`; for a host the `tools` array, compact JSON.
 * The API's own rendering of tool definitions into the prompt is not public and not counted.
 */
export function toolsListText(host: HostProfile, tools: readonly ToolDefinition[], options: HostOptions = {}): string {
  const entries = tools.map((t) => toolEntry(host, t, options.server ?? 'server'));
  if (host.tools === 'jsonrpc-message')
    return toJsonText({ jsonrpc: '2.0', id: options.id ?? 1, result: { tools: entries } });
  return toJsonText(entries);
}
