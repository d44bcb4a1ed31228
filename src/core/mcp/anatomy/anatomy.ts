/**
 * What each part of a server's tool definitions costs as one host sends them. A part's tokens are
 * what appending its text adds to the count of the text before it, so the parts of a tool add up
 * exactly to the tool's total in any tokenizer; JSON's punctuation and layout is the `structure` part.
 */
import type { JsonObject } from '../../json-value.ts';
import { hostToolEntry, hostToolsListText } from '../../hosts/tool-set.ts';
import type { HostId } from '../../hosts/types.ts';
import type { EncodingName, TokenCounter } from '../../tokenizer/tokenizer.ts';
import type { McpCapture } from '../capture.ts';
import type { ListCount } from '../report.ts';
import { listTokens } from '../report.ts';
import type { Segment } from './tool-segments.ts';
import { toolSegments } from './tool-segments.ts';

/** One part of a tool and its tokens. */
export interface PartCount {
  part: string;
  tokens: number;
}

/** One tool: its total as the host sends it and its parts, largest first (ties by part). */
export interface ToolAnatomy {
  name: string;
  tokens: number;
  parts: PartCount[];
}

/** A server's definitions part by part, as one host sends them. */
export interface McpAnatomy {
  encoding: EncodingName;
  host: HostId;
  server: { name: string; version: string };
  /** Largest first (ties by name). */
  tools: ToolAnatomy[];
  /** The whole tools list as the host sends it: the tools plus {@link listFraming}. */
  toolsTotal: number;
  /** The list's own brackets, separators and envelope: {@link toolsTotal} − the tools' totals. */
  listFraming: number;
  instructionsTokens: number;
  resources: ListCount | null;
  prompts: ListCount | null;
}

// Keys a host adds around a tool (the Responses API's function tool), none of them the server's.
const HOST_FRAMING = new Set(['type', 'strict']);

/** Each segment's tokens: the count of the text up to its end less the count up to its start. */
function attribute(segments: readonly Segment[], counter: TokenCounter): { parts: PartCount[]; tokens: number } {
  const byPart = new Map<string, number>();
  let text = '';
  let before = 0;
  for (const segment of segments) {
    text += segment.text;
    const now = counter.count(text);
    byPart.set(segment.part, (byPart.get(segment.part) ?? 0) + now - before);
    before = now;
  }
  const parts = [...byPart].map(([part, tokens]) => ({ part, tokens }));
  parts.sort((a, b) => b.tokens - a.tokens || a.part.localeCompare(b.part));
  return { parts, tokens: before };
}

/** One tool's anatomy under `host`, names prefixed with `server` where the host does. */
export function toolAnatomy(tool: JsonObject, host: HostId, counter: TokenCounter, server: string): ToolAnatomy {
  const { entry, indent } = hostToolEntry(host, tool, server);
  const segments = toolSegments(entry, indent, host === 'wire' ? new Set() : HOST_FRAMING);
  return { name: String(tool.name), ...attribute(segments, counter) };
}

/** The anatomy of a capture's tools, instructions and lists under `host`, counted by `counter`. */
export function mcpAnatomy(capture: McpCapture, host: HostId, counter: TokenCounter): McpAnatomy {
  const server = capture.server.name;
  const tools = capture.tools.map((tool) => toolAnatomy(tool, host, counter, server));
  tools.sort((a, b) => b.tokens - a.tokens || a.name.localeCompare(b.name));
  const toolsTotal = counter.count(hostToolsListText(host, capture.tools, server));
  return {
    encoding: counter.encoding,
    host,
    server: { name: server, version: capture.server.version },
    tools,
    toolsTotal,
    listFraming: toolsTotal - tools.reduce((sum, t) => sum + t.tokens, 0),
    instructionsTokens: capture.server.instructions === null ? 0 : counter.count(capture.server.instructions),
    resources: listTokens('resources', capture.resources, counter),
    prompts: listTokens('prompts', capture.prompts, counter),
  };
}

/** Every tool's parts, one row each, largest first (ties by tool, then part). */
export function partRows(anatomy: Pick<McpAnatomy, 'tools'>): (PartCount & { tool: string })[] {
  const rows = anatomy.tools.flatMap((t) => t.parts.map((p) => ({ tool: t.name, ...p })));
  return rows.sort((a, b) => b.tokens - a.tokens || a.tool.localeCompare(b.tool) || a.part.localeCompare(b.part));
}
