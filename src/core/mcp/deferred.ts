/**
 * Deferred tools: every definition injected up front against a host that injects names and a tool-search
 * tool and loads definitions on demand; both costs recur every session, so the break-even is in
 * definitions fetched per session (docs/cli.md, "What each host hands the model").
 */
import type { JsonObject } from '../json-value.ts';
import { toJsonText } from '../json-value.ts';
import type { TokenCounter } from '../tokenizer/tokenizer.ts';
import { BUILTIN_SCALES, generateTasks } from '../builtin-data/generate.ts';
import { DEFAULT_CALL } from './call-form.ts';
import { toolsListText, toolsOfListText } from './tools-list.ts';
import { TOOLS_LIST_PRESETS, toolsPrefixOf } from './tools-lists-for.ts';

/**
 * The tool-search tool's own definition, pretty JSON as a tools/list entry. This project's
 * construction, modelled on the shape of a regex/keyword tool search (one `query` argument); a
 * host's real search tool may cost a little more or less.
 */
export const SEARCH_TOOL: JsonObject = {
  name: 'tool_search',
  description:
    'Search the deferred tools by name or keyword and load their full definitions. Call it before using a tool listed by name only.',
  inputSchema: {
    type: 'object',
    properties: {
      query: { type: 'string', description: 'A tool name, or keywords matched against names and descriptions.' },
    },
    required: ['query'],
  },
};

/** The names-only list a deferring host injects: one tool name a line, in the server's order. */
export function namesOnlyText(names: readonly string[]): string {
  return names.join('\n');
}

/**
 * The search that loads tool `name` as the model sees it: its call of {@link SEARCH_TOOL} and the
 * result that names the tool (the definition then loaded inline is counted apart). This project's
 * construction, as the search tool's: a host's own framing of a call may cost a little more or less.
 */
export function searchCallText(name: string): string {
  return `${toJsonText({ name: String(SEARCH_TOOL.name), input: { query: name } })}\n${toJsonText({ type: 'tool_reference', tool_name: name })}`;
}

/** One tool's definition and its tokens (as the host injects it). */
export interface ToolCost {
  name: string;
  tokens: number;
  /** The search call that loads it and its result ({@link searchCallText}), in tokens; 0 when not counted. */
  search?: number;
}

/** What the comparison is made of, in tokens. */
export interface DeferredInputs {
  /** Every definition injected up front: the whole tools/list as the host injects it. */
  upfront: number;
  /** The names-only list ({@link namesOnlyText}). */
  namesOnly: number;
  /** The search tool's definition ({@link SEARCH_TOOL}). */
  searchTool: number;
  /** Each definition as fetched (the same text as up front, one tool). */
  definitions: readonly ToolCost[];
}

/** Tokens per session with `fetches` definitions loaded on demand, for the cheapest and dearest choice of tools. */
export interface DeferredSession {
  fetches: number;
  upfront: number;
  /** Names + search tool + the `fetches` cheapest fetches (a search call and the definition it loads). */
  deferredLeast: number;
  /** Names + search tool + the `fetches` dearest fetches. */
  deferredMost: number;
}

/** The comparison for a tool set. */
export interface DeferredReport extends DeferredInputs {
  /** Names + search tool: what deferring costs before any fetch. */
  base: number;
  /** Mean definition tokens (total of definitions ÷ their number; 0 for no tool). */
  meanDefinition: number;
  /**
   * The most fetches per session at which deferring stays cheaper than up front even when the
   * largest definitions are fetched; -1 when deferring costs more before any fetch.
   */
  breakEvenMost: number;
  /** The same with the smallest definitions fetched. */
  breakEvenLeast: number;
  /** Per session for 0 … every tool fetched. */
  sessions: DeferredSession[];
}

/** Sum of the first `k` of `sorted`. */
function prefixSum(sorted: readonly number[], k: number): number {
  let sum = 0;
  for (let i = 0; i < k; i++) sum += sorted[i]!;
  return sum;
}

/** The last k (0 … n) with base + the first k of `sorted` < upfront, or -1 when none. */
function lastCheaper(base: number, sorted: readonly number[], upfront: number): number {
  let last = -1;
  for (let k = 0; k <= sorted.length; k++) if (base + prefixSum(sorted, k) < upfront) last = k;
  return last;
}

/**
 * The per-session comparison of {@link DeferredInputs}: for 0 … every definition fetched, up
 * front against deferred (least and most), and the break-evens. Each fetch costs its search call,
 * that call's result and the definition loaded inline.
 */
export function deferredReport(inputs: DeferredInputs): DeferredReport {
  const ascending = inputs.definitions.map((d) => d.tokens + (d.search ?? 0)).sort((a, b) => a - b);
  const descending = [...ascending].reverse();
  const base = inputs.namesOnly + inputs.searchTool;
  const definitions = inputs.definitions.reduce((sum, d) => sum + d.tokens, 0);
  const sessions = ascending.map((_, i) => i + 1);
  return {
    ...inputs,
    base,
    meanDefinition: ascending.length === 0 ? 0 : definitions / ascending.length,
    breakEvenMost: lastCheaper(base, descending, inputs.upfront),
    breakEvenLeast: lastCheaper(base, ascending, inputs.upfront),
    sessions: [0, ...sessions].map((fetches) => ({
      fetches,
      upfront: inputs.upfront,
      deferredLeast: base + prefixSum(ascending, fetches),
      deferredMost: base + prefixSum(descending, fetches),
    })),
  };
}

/**
 * The inputs for `tools` (definition objects as listed) counted by `counter`: `upfrontText` is
 * the whole list as the host injects it and `definitionText` one definition as it does.
 */
export function deferredInputsOf(
  tools: readonly JsonObject[],
  counter: TokenCounter,
  upfrontText: string,
  definitionText: (tool: JsonObject) => string,
): DeferredInputs {
  return {
    upfront: counter.count(upfrontText),
    namesOnly: counter.count(namesOnlyText(tools.map((t) => String(t.name)))),
    searchTool: counter.count(toJsonText(SEARCH_TOOL, 2)),
    definitions: tools.map((tool) => ({
      name: String(tool.name),
      tokens: counter.count(definitionText(tool)),
      search: counter.count(searchCallText(String(tool.name))),
    })),
  };
}

/**
 * The built-in contract's tools (the seed article's minimal 2025 `tools/list`, `toolsListText`,
 * for the task tracker's fields): the definition objects, read back from the text the Transport
 * view counts, so that both count the same definitions.
 */
export function builtinContractTools(): JsonObject[] {
  const text = toolsListText({
    prefix: toolsPrefixOf(DEFAULT_CALL.tool),
    noun: toolsPrefixOf(DEFAULT_CALL.tool),
    records: generateTasks(Math.max(...BUILTIN_SCALES)),
    presets: TOOLS_LIST_PRESETS,
    profile: 'minimal',
    revision: '2025',
  });
  return toolsOfListText(text);
}
