import { TRANSPORT_INFO } from '../../core/mcp/revisions.ts';
import type { Transport } from '../../core/mcp/revisions.ts';

/** Which MCP revision a transport models, in words: `Models MCP revision 2026-07-28, with structuredContent`. */
export function revisionLabel(transport: Transport): string {
  const info = TRANSPORT_INFO[transport];
  if (!info.revision) return 'No MCP messages';
  return `Models MCP revision ${info.revision === '2025' ? '2025 (the seed article’s shape)' : info.revision}${info.structured ? ', with structuredContent' : ''}`;
}
