/**
 * Host profiles: what an MCP host puts in the model's context of a `tools/call` result and a
 * `tools/list`. The API other layers use:
 * - `HOSTS`, `HOST_LIST`, `HOST_IDS`, `findHost(id)`, `isHostId(value)`: the profiles as data;
 * - `resultText(host, result, options)`: the text the model sees of a `CallToolResult`;
 * - `callText(host, tool, args, options)`: the call the model writes;
 * - `toolsListText(host, tools, options)`, `toolTexts(host, tools, options)`: the tools, whole and per tool;
 * - `modelToolName(host, server, tool)`: `mcp__<server>__<tool>` where the host prefixes.
 */
export type {
  CallToolResult,
  ContentBlock,
  HostId,
  HostOptions,
  HostProfile,
  HostSpec,
  ToolDefinition,
} from './types.ts';
export { DEFAULT_TEMPLATE, HOST_IDS, TEMPLATE_PLACEHOLDERS } from './types.ts';
export { findHost, HOST_LIST, HOSTS, isHostId, modelToolName } from './profiles.ts';
export {
  callText,
  DEFAULT_WALL_TIME_SECONDS,
  fillTemplate,
  resultText,
  textOfBlocks,
  uncountedBlocks,
} from './result-text.ts';
export { toolsListText, toolTexts } from './tools-text.ts';
