/**
 * A history's tool results sized per tool for `core/mcp/result-limits.ts`: each result's tokens and
 * characters as logged, and for one that does not enter Claude Code's context whole, the cheapest
 * rung or format of its records that would (from the re-representation's sizes, when counted).
 */
import type { ResultSize } from '../mcp/result-limits.ts';
import type { ToolResults } from '../mcp/result-sizes.ts';
import { withFit } from '../mcp/result-sizes.ts';
import type { RepresentationSize } from '../representation-sizes.ts';
import { CLAUDE_CODE_RESULT_LIMITS } from '../verdict/limits.ts';

/** Collects results per tool; a log holds no tool definitions, so the file threshold is the default. */
export class ToolResultSizes {
  private readonly byTool = new Map<string, ResultSize[]>();

  /** One counted result of `tool`; `reps`: its records' sizes, or null (no JSON records, or not counted). */
  add(tool: string, size: RepresentationSize, reps: readonly RepresentationSize[] | null): void {
    const results = this.byTool.get(tool) ?? [];
    this.byTool.set(tool, results);
    results.push(withFit(size, CLAUDE_CODE_RESULT_LIMITS.chars, () => reps));
  }

  /** Every tool's results, in the order first seen. */
  report(): ToolResults[] {
    return [...this.byTool].map(([tool, results]) => ({ tool, fileChars: CLAUDE_CODE_RESULT_LIMITS.chars, results }));
  }
}
