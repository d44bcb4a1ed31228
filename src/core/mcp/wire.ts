/**
 * The JSON-RPC wire as the seed article counts it, for any server: `tools/list` pretty-printed with a
 * 2-space indent (as the reference files are), a `tools/call` response minified as a Node server sends it
 * (non-ASCII as UTF-8). Rules: docs/cli.md, "What each host hands the model".
 */
import type { JsonObject } from '../json-value.ts';
import { toJsonText } from '../json-value.ts';
import { jsonText } from './json-text.ts';

/** The JSON-RPC id the wire texts of a listing use (the article's `tools/list` is id 1). */
export const WIRE_LIST_ID = 1;

/** `{"jsonrpc":"2.0","id":1,"result":{"tools":[…]}}`, 2-space indent: the whole list on the wire. */
export function wireToolsListText(tools: readonly JsonObject[]): string {
  return toJsonText({ jsonrpc: '2.0', id: WIRE_LIST_ID, result: { tools: [...tools] } }, 2);
}

/** One tool's definition, 2-space indent: its part of {@link wireToolsListText} (without the deeper indent). */
export function wireToolText(tool: JsonObject): string {
  return toJsonText(tool, 2);
}

/** `{"jsonrpc":"2.0","id":ID,"result":RESULT}` minified: a `tools/call` response on the wire. */
export function wireResultText(id: number, result: JsonObject): string {
  return jsonText({ jsonrpc: '2.0', id, result }, false);
}
