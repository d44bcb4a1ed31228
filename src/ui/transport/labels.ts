import { TRANSPORT_INFO } from '../../core/mcp/revisions.ts';
import type { McpRevision, Transport } from '../../core/mcp/revisions.ts';
import type { ToolsListProfile } from '../../core/mcp/tools-list.ts';

/** Which MCP revision a transport models, in words: `Models MCP revision 2026-07-28, with structuredContent`. */
export function revisionLabel(transport: Transport): string {
  const info = TRANSPORT_INFO[transport];
  if (!info.revision) return 'No MCP messages';
  return `Models MCP revision ${info.revision === '2025' ? '2025 (the seed article’s shape)' : info.revision}${info.structured ? ', with structuredContent' : ''}`;
}

/**
 * The transport's name, naming its revision: `MCP (2025 shape)`, `MCP 2026-07-28 + structuredContent`;
 * a name that does not already carry its revision gets it appended.
 */
export function transportTitle(transport: Transport): string {
  const info = TRANSPORT_INFO[transport];
  if (!info.revision || info.name.includes(info.revision)) return info.name;
  return `${info.name}, revision ${info.revision}`;
}

/** The shape of a tools/list result as the tool-definition table names it. */
export function toolsListShape(revision: McpRevision): string {
  return revision === '2025' ? '2025' : '2026-07-28 (ttlMs, cacheScope)';
}

/** `minimal, 2025`: a generated tools/list result's profile and revision. */
export function toolsListName(profile: ToolsListProfile, revision: McpRevision): string {
  return `${profile}, ${revision}`;
}
