/**
 * How tables, legends and reports name a move and a transport: one wording for the page, its
 * exports, the review snapshot and the command line.
 */
import type { ShownMove } from '../analysis/moves.ts';
import { isRungId, representationById } from '../representation-list.ts';
import { AS_RECEIVED_ID, AS_RECEIVED_PROJECTED_ID } from '../ladder-rows.ts';
import { HOSTS } from '../hosts/profiles.ts';
import type { HostId, HostSpec } from '../hosts/types.ts';
import { DEFAULT_TEMPLATE } from '../hosts/types.ts';
import { TRANSPORT_INFO } from '../mcp/revisions.ts';
import type { Transport } from '../mcp/revisions.ts';

/** A move's end in words: a rung's id, an added format's name (`CSV`), `as received`, `fields dropped`. */
export function moveEndName(end: string): string {
  if (end === AS_RECEIVED_ID) return 'as received';
  if (end === AS_RECEIVED_PROJECTED_ID) return 'fields dropped';
  return isRungId(end) ? end : representationById(end).name;
}

/** `L4 → L5`, `as received → fields dropped`: the move's two ends. */
export function moveRungs(move: Pick<ShownMove, 'from' | 'to'>): string {
  return `${moveEndName(move.from)} → ${moveEndName(move.to)}`;
}

/** `L4 → L5 header aliases`: the move's rungs and name. */
export function moveTitle(move: Pick<ShownMove, 'from' | 'to' | 'name'>): string {
  return `${moveRungs(move)} ${move.name}`;
}

/**
 * A transport's name with its MCP revision (`MCP (2025 shape)`); the command line has none. With
 * `host`, the name also says whose text is counted: `MCP (2025 shape) on the JSON-RPC wire`.
 */
export function transportName(transport: Transport, host?: HostId): string {
  const info = TRANSPORT_INFO[transport];
  const name =
    !info.revision || info.name.includes(info.revision) ? info.name : `${info.name}, revision ${info.revision}`;
  return info.revision && host !== undefined ? `${name} ${hostWords(host)}` : name;
}

/**
 * The host as the settings of an export name it: `JSON-RPC wire (the seed article's messages)`,
 * `Claude Code (what it hands the model)`, `Custom template \`{text}\``.
 */
export function hostSettingWords(host: HostSpec): string {
  if (host.id === 'wire') return `${HOSTS.wire.name} (the seed article’s messages between client and server)`;
  if (host.id === 'custom') return `${HOSTS.custom.name} \`${host.template ?? DEFAULT_TEMPLATE}\``;
  return `${HOSTS[host.id].name} (what it hands the model)`;
}

/**
 * How a call's figures say whose text they count: `on the JSON-RPC wire` (the article's messages)
 * or `as Claude Code forwards it` (what that host hands the model).
 */
export function hostWords(host: HostId): string {
  return host === 'wire' ? 'on the JSON-RPC wire' : `as ${HOSTS[host].name} forwards it`;
}

/**
 * What one response's tokens are, after `tokens`: `per response` for payloads, or for calls over
 * an MCP transport, `per call over …` naming whose text they count (`host`, default the wire).
 */
export function perResponseWords(callsOver: Transport | undefined, host: HostId = 'wire'): string {
  return callsOver ? `per call over ${transportName(callsOver, host)}, request + result` : 'per response';
}

/**
 * What a call's result is made of under `host`, in words, for the captions under per-call figures
 * (`structured`: the transport sends structuredContent). The rules are in core/hosts.
 */
export function resultWords(host: HostId, structured: boolean): string {
  switch (host) {
    case 'wire':
      return `the JSON-RPC envelope plus the payload escaped once as a JSON string${structured ? ', and structuredContent: the records again as JSON' : ''}`;
    case 'codex':
      return structured
        ? 'Codex’s “Wall time … Output:” header and structuredContent as compact JSON: the records once, the text not sent'
        : 'Codex’s “Wall time … Output:” header and the content array as compact JSON, the payload escaped once inside it';
    case 'anthropic-api':
      return 'the tool_result block as the request body carries it, the payload escaped once as a JSON string';
    case 'custom':
      return 'your template, filled in';
    default:
      return `the payload as given, nothing escaped${structured ? ' (structuredContent is not forwarded)' : ''}`;
  }
}
