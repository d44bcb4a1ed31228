/**
 * The one seam between a live server's capture (`npm run mcp`, the Transport view) and the host profiles
 * of `core/hosts/`: the wire keeps the article's construction (`wire.ts`), so `--host wire` counts what
 * the published figures count; every other host is its profile.
 */
import type { CallToolResult, HostId, HostSpec } from '../hosts/index.ts';
import { HOST_IDS, HOSTS, isHostId, resultText } from '../hosts/index.ts';
import { hostToolsListText, hostToolText } from '../hosts/tool-set.ts';
import type { JsonObject } from '../json-value.ts';
import { wireResultText } from './wire.ts';

export type { HostId, HostSpec };
export { isHostId };

/** Every profile's id, the default (`wire`) first. */
export function hostIds(): HostId[] {
  return [...HOST_IDS];
}

/** The profile's name in a table or a note. */
export function hostLabel(id: HostId): string {
  return HOSTS[id].name;
}

/** A server's result as the host profiles read it: a missing or malformed `content` is no blocks. */
function callToolResult(result: JsonObject): CallToolResult {
  return { ...result, content: Array.isArray(result.content) ? result.content : [] } as CallToolResult;
}

/**
 * What the model gets from a `tools/call` result under `host`: on the wire the minified response (id
 * `id`), otherwise the profile's text, tool names prefixed with `server` where the host does and Codex's
 * header with `wallTimeSeconds` (default 1.8344 s).
 */
export function resultTextFor(
  host: HostSpec,
  result: JsonObject,
  id: number,
  tool = '',
  server?: string,
  wallTimeSeconds?: number,
): string {
  if (host.id === 'wire') return wireResultText(id, result);
  return resultText(HOSTS[host.id], callToolResult(result), {
    id,
    tool,
    ...(wallTimeSeconds === undefined ? {} : { wallTimeSeconds }),
    ...(server === undefined ? {} : { server }),
    ...(host.template === undefined ? {} : { template: host.template }),
  });
}

/** The `tools/list` as `host` injects it (`core/hosts/tool-set.ts`, shared with the page). */
export function toolsListTextFor(host: HostSpec, tools: readonly JsonObject[], server?: string): string {
  return hostToolsListText(host.id, tools, server);
}

/** One tool's definition as `host` injects it (its part of {@link toolsListTextFor}). */
export function toolTextFor(host: HostSpec, tool: JsonObject, server?: string): string {
  return hostToolText(host.id, tool, server);
}
