/**
 * A server's tool definitions as every host injects them, counted once: per host the whole list and
 * each tool's part, plus a deferring host's two texts; drawn by the Transport view, for the built-in
 * contract or a capture alike.
 */
import type { JsonObject } from '../json-value.ts';
import type { DeferredInputs } from '../mcp/deferred.ts';
import { namesOnlyText, SEARCH_TOOL, searchCallText } from '../mcp/deferred.ts';
import { wireToolsListText, wireToolText } from '../mcp/wire.ts';
import type { TokenCounter } from '../tokenizer/tokenizer.ts';
import { DEFAULT_SERVER } from './call-texts.ts';
import { HOSTS } from './profiles.ts';
import { toolEntry, toolsListText, toolTexts } from './tools-text.ts';
import type { HostId, ToolDefinition } from './types.ts';
import { HOST_IDS } from './types.ts';

/** A `tools/list` entry as the host profiles read it (its shape checked where it was read). */
function toolDefinition(tool: JsonObject): ToolDefinition {
  return tool as unknown as ToolDefinition;
}

/**
 * The whole `tools/list` as `host` injects it: on the JSON-RPC wire the response with a 2-space
 * indent (the seed article's construction, `core/mcp/wire.ts`); otherwise the profile's `tools`
 * array, compact JSON, names prefixed with `server` where the host does.
 */
export function hostToolsListText(host: HostId, tools: readonly JsonObject[], server?: string): string {
  if (host === 'wire') return wireToolsListText(tools);
  return toolsListText(HOSTS[host], tools.map(toolDefinition), server === undefined ? {} : { server });
}

/** One tool's definition as `host` injects it: its part of {@link hostToolsListText}. */
export function hostToolText(host: HostId, tool: JsonObject, server?: string): string {
  if (host === 'wire') return wireToolText(tool);
  return toolTexts(HOSTS[host], [toolDefinition(tool)], server === undefined ? {} : { server })[0]!;
}

/** The object {@link hostToolText} writes, and its indent (2 on the wire, else compact). */
export function hostToolEntry(host: HostId, tool: JsonObject, server?: string): { entry: JsonObject; indent: number } {
  if (host === 'wire') return { entry: tool, indent: 2 };
  return { entry: toolEntry(HOSTS[host], toolDefinition(tool), server ?? 'server'), indent: 0 };
}

/** A text and its tokens. */
export interface Counted {
  text: string;
  tokens: number;
}

/**
 * One host's injection of a tool set: the whole list and each tool's definition, in the server's
 * order, and the tool-search tool's definition as this host writes a tool (its own, so unprefixed).
 */
export interface HostTools {
  host: HostId;
  list: Counted;
  tools: (Counted & { name: string })[];
  searchTool: Counted;
}

/** The tool-search tool ({@link SEARCH_TOOL}) as `host` writes a tool definition; never prefixed, it is the host's own. */
export function searchToolText(host: HostId): string {
  if (host === 'wire') return wireToolText(SEARCH_TOOL);
  return toolTexts({ ...HOSTS[host], prefixesNames: false }, [toolDefinition(SEARCH_TOOL)])[0]!;
}

/** A tool set counted under every host, with the texts a deferring host injects instead. */
export interface ToolSetCounts {
  /** The server name the prefixing hosts use (`mcp__<server>__<tool>`). */
  server: string;
  /** Every host of {@link HOST_IDS}, in that order. */
  hosts: HostTools[];
  /** The names only, one a line ({@link namesOnlyText}). */
  namesOnly: Counted;
  /** Per tool, in the server's order: the search call that loads it and its result ({@link searchCallText}). */
  searchCalls: Counted[];
}

function counted(text: string, counter: TokenCounter): Counted {
  return { text, tokens: counter.count(text) };
}

/**
 * `tools` (definition objects as listed) counted by `counter` under every host, names prefixed
 * with `server` (default `taskdemo`, the article's command) where the host does.
 */
export function countToolSet(
  tools: readonly JsonObject[],
  counter: TokenCounter,
  server: string = DEFAULT_SERVER,
): ToolSetCounts {
  return {
    server,
    hosts: HOST_IDS.map((host) => ({
      host,
      list: counted(hostToolsListText(host, tools, server), counter),
      tools: tools.map((tool) => ({ name: String(tool.name), ...counted(hostToolText(host, tool, server), counter) })),
      searchTool: counted(searchToolText(host), counter),
    })),
    namesOnly: counted(namesOnlyText(tools.map((t) => String(t.name))), counter),
    searchCalls: tools.map((t) => counted(searchCallText(String(t.name)), counter)),
  };
}

/** One host's counts of `set`. @throws RangeError when the set was counted without it. */
export function hostToolsOf(set: ToolSetCounts, host: HostId): HostTools {
  const found = set.hosts.find((h) => h.host === host);
  if (!found) throw new RangeError(`the tool set was not counted under host "${host}"`);
  return found;
}

/** What deferring costs against injecting `set` up front under `host` (`core/mcp/deferred.ts` compares them). */
export function deferredInputsFor(set: ToolSetCounts, host: HostId): DeferredInputs {
  const of = hostToolsOf(set, host);
  return {
    upfront: of.list.tokens,
    namesOnly: set.namesOnly.tokens,
    searchTool: of.searchTool.tokens,
    definitions: of.tools.map(({ name, tokens }, i) => ({ name, tokens, search: set.searchCalls[i]?.tokens ?? 0 })),
  };
}
