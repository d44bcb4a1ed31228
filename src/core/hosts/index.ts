/**
 * Host profiles: what an MCP host puts in the model's context of a `tools/call` result and a `tools/list`
 * (`resultText`, `callText`, `toolsListText`, `toolTexts`, `modelToolName`, and the profiles as data).
 * Per host: docs/cli.md, "What each host hands the model".
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
