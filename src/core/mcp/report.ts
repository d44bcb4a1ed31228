/**
 * The numbers `npm run mcp` and the page's Transport view report for a capture: every text counted
 * by the project's counter, the host texts from the adapter (`host-texts.ts`), the deferred-tools comparison from core.
 */
import type { JsonObject } from '../json-value.ts';
import { toJsonText } from '../json-value.ts';
import type { McpCapture } from './capture.ts';
import type { DeferredReport } from './deferred.ts';
import { deferredReport } from './deferred.ts';
import type { ToolSetCounts } from '../hosts/tool-set.ts';
import { countToolSet, deferredInputsFor } from '../hosts/tool-set.ts';
import { WIRE_LIST_ID } from './wire.ts';
import type { EncodingName, TokenCounter } from '../tokenizer/tokenizer.ts';
import type { HostId, HostSpec } from './host-texts.ts';
import { hostIds, resultTextFor, toolTextFor, toolsListTextFor } from './host-texts.ts';

/** The JSON-RPC id a call's result is written with on the wire: the calls follow the listing's id. */
export function callId(index: number): number {
  return WIRE_LIST_ID + 1 + index;
}

/** One call counted: its result under every host, or the error that stood for it. */
export interface CallCount {
  name: string;
  /** Tokens of what each host puts in the model's context; empty when the request failed. */
  hosts: Partial<Record<HostId, number>>;
  isError: boolean;
  error: string | null;
  ms: number;
  redactions: number;
}

/** A report's figures without the capture they were counted from (what the page's worker answers). */
export type McpCounts = Omit<McpReport, 'capture'>;

/** A list the server offered (resources, prompts): its items and the tokens of its response on the wire. */
export interface ListCount {
  items: number;
  tokens: number;
}

/** What `npm run mcp` reports. */
export interface McpReport {
  encoding: EncodingName;
  /** The host whose tools/list is reported; the calls are counted under every one. */
  host: HostId;
  hosts: HostId[];
  capture: McpCapture;
  instructionsTokens: number;
  /** Per tool, largest first (ties by name): its definition as the host injects it. */
  tools: { name: string; tokens: number }[];
  /** The whole tools/list as the host injects it; the per-tool figures are shares of it. */
  toolsTotal: number;
  /** {@link toolsTotal} − the tools' own: the envelope, brackets, separators and indent. */
  toolsFraming: number;
  resources: ListCount | null;
  prompts: ListCount | null;
  calls: CallCount[];
  deferred: DeferredReport;
  /** The tools under every host, counted once: the page's per-host table and deferred panel draw it. */
  toolSet: ToolSetCounts;
}

/** A list response on the wire, as tools/list is written there (2-space indent, id 1). */
export function listTokens(key: string, items: readonly JsonObject[] | null, counter: TokenCounter): ListCount | null {
  if (items === null) return null;
  const text = toJsonText({ jsonrpc: '2.0', id: WIRE_LIST_ID, result: { [key]: [...items] } }, 2);
  return { items: items.length, tokens: counter.count(text) };
}

/** The report of `capture` for `host`, counted by `counter`. */
export function mcpReport(capture: McpCapture, host: HostSpec, counter: TokenCounter): McpReport {
  // A host prefixes `mcp__<server>__`: the name a user configures is not in the capture, the server's own is.
  const server = capture.server.name;
  const tools = capture.tools
    .map((tool) => ({ name: String(tool.name), tokens: counter.count(toolTextFor(host, tool, server)) }))
    .sort((a, b) => b.tokens - a.tokens || a.name.localeCompare(b.name));
  const toolsTotal = counter.count(toolsListTextFor(host, capture.tools, server));
  const toolSet = countToolSet(capture.tools, counter, server);
  const calls = capture.calls.map((call, i): CallCount => {
    const { result } = call;
    const hosts: Partial<Record<HostId, number>> = {};
    if (result)
      for (const id of hostIds()) {
        const spec: HostSpec = id === 'custom' && host.id === 'custom' ? host : { id };
        // Codex writes the call's wall time into what the model reads: the time measured here.
        const seconds = call.ms / 1000;
        hosts[id] = counter.count(resultTextFor(spec, result, callId(i), call.name, server, seconds));
      }
    return {
      name: call.name,
      hosts,
      isError: result?.isError === true,
      error: call.error,
      ms: call.ms,
      redactions: call.redactions,
    };
  });
  return {
    encoding: counter.encoding,
    host: host.id,
    hosts: hostIds(),
    capture,
    instructionsTokens: capture.server.instructions === null ? 0 : counter.count(capture.server.instructions),
    tools,
    toolsTotal,
    toolsFraming: toolsTotal - tools.reduce((sum, t) => sum + t.tokens, 0),
    resources: listTokens('resources', capture.resources, counter),
    prompts: listTokens('prompts', capture.prompts, counter),
    calls,
    deferred: deferredReport(deferredInputsFor(toolSet, host.id)),
    toolSet,
  };
}

/**
 * Deferred tools for `tools` under `host`: its whole list up front, one definition per fetch, the
 * host's own search tool (core's `deferredInputsFor`, as the Transport view); names prefixed with
 * `server` (default `taskdemo`, the article's command) where the host does.
 */
export function deferredOf(
  tools: readonly JsonObject[],
  host: HostSpec,
  counter: TokenCounter,
  server?: string,
): DeferredReport {
  return deferredReport(deferredInputsFor(countToolSet(tools, counter, server), host.id));
}

/** The `--json` object (the documented shape, plus encoding, hosts, lists, deferred). */
export interface McpJson {
  encoding: EncodingName;
  host: HostId;
  hosts: HostId[];
  transport: string;
  server: { name: string; version: string; protocolVersion: string | null };
  instructions: { tokens: number };
  tools: { name: string; tokens: number }[];
  toolsTotal: number;
  resources: ListCount | null;
  prompts: ListCount | null;
  calls: { name: string; hosts: Partial<Record<HostId, number>>; isError: boolean; error: string | null }[];
  deferred: Omit<DeferredReport, 'definitions'> & { at?: DeferredReport['sessions'][number] };
}

/** The report as `--json` prints it; `at` is the `--deferred N` row (N capped at the tool count). */
export function mcpJson(report: McpReport, deferredAt?: number): McpJson {
  const { definitions: _definitions, ...deferred } = report.deferred;
  const at = deferredAt === undefined ? undefined : report.deferred.sessions[Math.min(deferredAt, report.tools.length)];
  return {
    encoding: report.encoding,
    host: report.host,
    hosts: report.hosts,
    transport: report.capture.connection.transport,
    server: {
      name: report.capture.server.name,
      version: report.capture.server.version,
      protocolVersion: report.capture.server.protocolVersion,
    },
    instructions: { tokens: report.instructionsTokens },
    tools: report.tools,
    toolsTotal: report.toolsTotal,
    resources: report.resources,
    prompts: report.prompts,
    calls: report.calls.map(({ name, hosts, isError, error }) => ({ name, hosts, isError, error })),
    deferred: { ...deferred, ...(at === undefined ? {} : { at }) },
  };
}
