/**
 * One call of the page's scenario as a host hands it to the model (the call it writes, the result it
 * gets), counted by `core/mcp/per-call.ts` for every host but the wire (`core/mcp/call.ts`).
 */
import type { JsonValue } from '../json-value.ts';
import { structuredContentOf } from '../mcp/call.ts';
import { findHost } from './profiles.ts';
import { callText, resultText } from './result-text.ts';
import type { CallToolResult, HostSpec } from './types.ts';

/** The server name a host prefixes when none is given: the article's command, `taskdemo`. */
export const DEFAULT_SERVER = 'taskdemo';

/** The scenario's `CallToolResult`: one text block carrying `payload`, plus structuredContent when sent. */
export function scenarioResult(payload: string, structured?: JsonValue): CallToolResult {
  return {
    content: [{ type: 'text', text: payload }],
    ...(structured === undefined ? {} : { structuredContent: structuredContentOf(structured) }),
  };
}

/**
 * The texts the model sees of one scenario call under `spec`'s host: `request` (the call the
 * model writes: tool name and `{"fields": [...]}`) and `result` (what the host forwards of the
 * result; `structured` is what structuredContent carries, when the transport sends it).
 */
export function hostCallTexts(
  spec: HostSpec,
  call: { tool: string; id: number | string; fields: readonly string[] },
  payload: string,
  structured?: JsonValue,
): { request: string; result: string } {
  const host = findHost(spec.id);
  const options = {
    server: spec.server ?? DEFAULT_SERVER,
    id: call.id,
    tool: call.tool,
    ...(spec.template !== undefined ? { template: spec.template } : {}),
  };
  return {
    request: callText(host, call.tool, { fields: [...call.fields] }, options),
    result: resultText(host, scenarioResult(payload, structured), options),
  };
}
