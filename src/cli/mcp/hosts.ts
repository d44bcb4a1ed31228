/**
 * The one seam between `npm run mcp` and the host profiles (what a host puts in the model's
 * context from a `tools/call` result and from `tools/list`). Two profiles are implemented here
 * with today's `core/mcp/` code; the host profiles of `core/hosts/` replace this file's body when
 * they land, behind the same four functions.
 */
import type { JsonObject } from '../../core/json-value.ts';
import { isJsonObject, toJsonText } from '../../core/json-value.ts';
import { wireResultText, wireToolText, wireToolsListText } from '../../core/mcp/wire.ts';

/** A host profile's id, as `--host` takes it. */
export type HostId = 'wire' | 'content-text';

const HOSTS: readonly { id: HostId; label: string }[] = [
  { id: 'wire', label: 'JSON-RPC wire' },
  { id: 'content-text', label: 'content text as is' },
];

/** Every profile's id, the default (`wire`) first. */
export function hostIds(): HostId[] {
  return HOSTS.map((h) => h.id);
}

/** True when `id` names a profile. */
export function isHostId(id: string): id is HostId {
  return HOSTS.some((h) => h.id === id);
}

/** The profile's name in a table or a note. */
export function hostLabel(id: HostId): string {
  return HOSTS.find((h) => h.id === id)!.label;
}

/**
 * What the model gets from a `tools/call` result under `host`. `wire`: the whole JSON-RPC
 * response, minified (`core/mcp/wire.ts`, id `id`). `content-text`: the text blocks' texts joined
 * by a newline, any other block as its minified JSON (this project's simplification of a host that
 * forwards the content and drops the envelope).
 */
export function resultTextFor(host: HostId, result: JsonObject, id: number): string {
  if (host === 'wire') return wireResultText(id, result);
  const content = Array.isArray(result.content) ? result.content : [];
  return content
    .map((block) =>
      isJsonObject(block) && block.type === 'text' && typeof block.text === 'string' ? block.text : toJsonText(block),
    )
    .join('\n');
}

/**
 * The `tools/list` as `host` injects it. `wire`: the JSON-RPC response, 2-space indent (the
 * article's construction); `content-text`: the definitions as one minified JSON array.
 */
export function toolsListTextFor(host: HostId, tools: readonly JsonObject[]): string {
  return host === 'wire' ? wireToolsListText(tools) : toJsonText([...tools]);
}

/** One tool's definition as `host` injects it (its part of {@link toolsListTextFor}). */
export function toolTextFor(host: HostId, tool: JsonObject): string {
  return host === 'wire' ? wireToolText(tool) : toJsonText(tool);
}
