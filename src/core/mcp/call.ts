import type { JsonObject, JsonValue } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';
import { jsonText } from './json-text.ts';
import type { McpRevision } from './revisions.ts';
import { PROTOCOL_VERSION_2026 } from './revisions.ts';

/** The client a 2026-07-28 request names in `_meta`. */
export interface ClientInfo {
  name: string;
  version: string;
}

/** What identifies one MCP call: JSON-RPC id, tool name, projection, and the client (2026 only). */
export interface CallSpec {
  revision: McpRevision;
  id: number | string;
  tool: string;
  fields: readonly string[];
  client: ClientInfo;
  /** Escape non-ASCII as `\uXXXX` (Python's default, the reference's); else leave it as UTF-8. */
  ascii: boolean;
}

/**
 * The minified `tools/call` request (`{"jsonrpc":"2.0","id":N,"method":"tools/call","params":{…}}`);
 * 2026-07-28 adds `params._meta` in the key order of the official example.
 */
export function callRequestText(spec: CallSpec): string {
  const args = { fields: [...spec.fields] };
  const params: JsonObject =
    spec.revision === '2025'
      ? { name: spec.tool, arguments: args }
      : {
          _meta: {
            'io.modelcontextprotocol/protocolVersion': PROTOCOL_VERSION_2026,
            'io.modelcontextprotocol/clientInfo': { name: spec.client.name, version: spec.client.version },
            'io.modelcontextprotocol/clientCapabilities': {},
          },
          name: spec.tool,
          arguments: args,
        };
  return jsonText({ jsonrpc: '2.0', id: spec.id, method: 'tools/call', params }, spec.ascii);
}

/**
 * `structuredContent` must be an object: a top-level array (or scalar) is wrapped as
 * `{"records": value}`; an object is sent as it is.
 */
export function structuredContentOf(value: JsonValue): JsonObject {
  return isJsonObject(value) ? value : { records: value };
}

/**
 * The minified JSON-RPC response whose `CallToolResult` has one text block, `payload`, escaped once;
 * 2026-07-28 puts `"resultType":"complete"` first; `structured` adds `structuredContent` after `content`.
 */
export function callResultText(
  spec: Pick<CallSpec, 'revision' | 'id' | 'ascii'>,
  payload: string,
  structured?: JsonValue,
): string {
  const content = [{ type: 'text', text: payload }];
  const result: JsonObject =
    spec.revision === '2025'
      ? { content, isError: false }
      : {
          resultType: 'complete',
          content,
          ...(structured === undefined ? {} : { structuredContent: structuredContentOf(structured) }),
          isError: false,
        };
  return jsonText({ jsonrpc: '2.0', id: spec.id, result }, spec.ascii);
}
