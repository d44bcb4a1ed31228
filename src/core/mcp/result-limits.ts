/**
 * A tool's results against Claude Code's limits on one result (`CLAUDE_CODE_RESULT_LIMITS`): their
 * sizes (p50, p95, largest), how many went over each limit, and the cheapest rung or format of a JSON
 * result's records that would enter the context whole. The same for live calls and logged results.
 */
import type { JsonObject } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';
import { nearestRank } from '../nearest-rank.ts';
import { REPRESENTATIONS } from '../representation-list.ts';
import type { RepresentationSize } from '../representation-sizes.ts';
import { CLAUDE_CODE_RESULT_LIMITS } from '../verdict/limits.ts';

/** A rung or format that fits: its id and size. */
export interface ResultFit extends RepresentationSize {
  id: string;
}

/** One result as the host hands it; `fit`: the cheapest fitting representation, null none, absent for no JSON records. */
export interface ResultSize extends RepresentationSize {
  fit?: ResultFit | null;
}

/** The limits counted, mildest first. */
export const LIMIT_IDS = ['warning', 'tokens', 'file', 'bash'] as const;
export type LimitId = (typeof LIMIT_IDS)[number];

/** The key a tool's `_meta` raises its file threshold with (Claude Code 2.1.91, up to 500,000). */
export const MAX_RESULT_SIZE_KEY = 'anthropic/maxResultSizeChars';

/** The characters past which Claude Code saves `tool`'s result to a file: its own `_meta` value (capped), else the default. */
export function toolFileChars(tool: JsonObject | undefined): number {
  const meta = tool?._meta;
  const own = isJsonObject(meta) ? meta[MAX_RESULT_SIZE_KEY] : undefined;
  if (typeof own !== 'number' || !(own > 0)) return CLAUDE_CODE_RESULT_LIMITS.chars;
  return Math.min(own, CLAUDE_CODE_RESULT_LIMITS.maxToolChars);
}

/** True when `size` goes over limit `id` (`fileChars`: the tool's file threshold). */
export function isOver(id: LimitId, size: RepresentationSize, fileChars: number): boolean {
  const limits = CLAUDE_CODE_RESULT_LIMITS;
  if (id === 'warning') return size.tokens > limits.warningTokens;
  if (id === 'tokens') return size.tokens > limits.tokens;
  if (id === 'file') return size.chars > fileChars;
  return size.chars > limits.bashChars;
}

/** True when `size` enters Claude Code's context whole: within MAX_MCP_OUTPUT_TOKENS and the file threshold. */
export function entersWhole(size: RepresentationSize, fileChars: number): boolean {
  return !isOver('tokens', size, fileChars) && !isOver('file', size, fileChars);
}

/** The fewest-token rung or format of `reps` (`REPRESENTATIONS` order) that enters whole; null when none does. */
export function cheapestFit(reps: readonly RepresentationSize[], fileChars: number): ResultFit | null {
  let best: ResultFit | null = null;
  reps.forEach((size, i) => {
    if (entersWhole(size, fileChars) && (best === null || size.tokens < best.tokens))
      best = { id: REPRESENTATIONS[i]!.id, ...size };
  });
  return best;
}

/** p50, p95 (nearest rank) and the largest of some sizes. */
export interface Spread {
  p50: number;
  p95: number;
  max: number;
}

function spreadOf(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return { p50: 0, p95: 0, max: 0 };
  return { p50: nearestRank(sorted, 0.5), p95: nearestRank(sorted, 0.95), max: sorted.at(-1)! };
}

/** One tool's results against the limits. */
export interface ToolResultLimits {
  tool: string;
  results: number;
  tokens: Spread;
  chars: Spread;
  /** The file threshold applied: 50,000 characters, or the tool's own. */
  fileChars: number;
  /** Results over each limit. */
  over: Record<LimitId, number>;
  /** Results that do not enter whole (over the tokens or the file limit), and how many of those a rung or format would fit. */
  notWhole: number;
  fitted: number;
  /** The largest result that does not enter whole: its size and fit (null: none fits; absent: no JSON records). */
  largestNotWhole: ResultSize | null;
  /** The largest of those a rung or format fits, or null. */
  largestFitted: ResultSize | null;
}

/** {@link ToolResultLimits} of `tool`'s `results`. */
export function toolResultLimits(tool: string, results: readonly ResultSize[], fileChars: number): ToolResultLimits {
  const over = Object.fromEntries(
    LIMIT_IDS.map((id) => [id, results.filter((r) => isOver(id, r, fileChars)).length]),
  ) as Record<LimitId, number>;
  const notWhole = results.filter((r) => !entersWhole(r, fileChars)).sort((a, b) => b.tokens - a.tokens);
  return {
    tool,
    results: results.length,
    tokens: spreadOf(results.map((r) => r.tokens)),
    chars: spreadOf(results.map((r) => r.chars)),
    fileChars,
    over,
    notWhole: notWhole.length,
    fitted: notWhole.filter((r) => r.fit).length,
    largestNotWhole: notWhole[0] ?? null,
    largestFitted: notWhole.find((r) => r.fit) ?? null,
  };
}

/** Worst first: most results not entering whole, then over the warning, then the largest. */
export function worstFirst(tools: readonly ToolResultLimits[]): ToolResultLimits[] {
  return [...tools].sort(
    (a, b) =>
      b.notWhole - a.notWhole ||
      b.over.warning - a.over.warning ||
      b.tokens.max - a.tokens.max ||
      a.tool.localeCompare(b.tool),
  );
}
