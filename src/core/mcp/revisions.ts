/**
 * How a call travels: as a command line whose output is the payload, or as an MCP `tools/call`
 * in the 2025 shape the seed article counted, or in the shape revision 2026-07-28 requires
 * (official examples in shared/reference/mcp-2026-07-28), optionally with `structuredContent`.
 */
export const TRANSPORTS = ['cli', 'mcp-2025', 'mcp-2026', 'mcp-2026-structured'] as const;

/** One of {@link TRANSPORTS}. */
export type Transport = (typeof TRANSPORTS)[number];

/** The MCP message shapes modelled. */
export type McpRevision = '2025' | '2026-07-28';

/** The protocol version string the 2026 shape carries in `_meta`. */
export const PROTOCOL_VERSION_2026 = '2026-07-28';

/** What each transport is called on the page and which revision it models. */
export const TRANSPORT_INFO: Record<
  Transport,
  { name: string; revision?: McpRevision; structured: boolean; note: string }
> = {
  cli: {
    name: 'Command line',
    structured: false,
    note: 'The call is a command string; its output is the payload itself.',
  },
  'mcp-2025': {
    name: 'MCP (2025 shape)',
    revision: '2025',
    structured: false,
    note: 'The seed article’s shape: a minified tools/call request, and a result whose one text block carries the payload as an escaped JSON string.',
  },
  'mcp-2026': {
    name: 'MCP 2026-07-28',
    revision: '2026-07-28',
    structured: false,
    note: 'Revision 2026-07-28: the request carries _meta (protocol version, client info and capabilities); the result carries resultType.',
  },
  'mcp-2026-structured': {
    name: 'MCP 2026-07-28 + structuredContent',
    revision: '2026-07-28',
    structured: true,
    note: 'Revision 2026-07-28 with structuredContent: the records travel twice, once as escaped text and once as JSON, as servers with an outputSchema send them.',
  },
};

/** True when `value` names a transport. */
export function isTransport(value: string): value is Transport {
  return (TRANSPORTS as readonly string[]).includes(value);
}
