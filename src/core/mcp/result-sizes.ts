/**
 * Tool results sized as Claude Code hands them to the model, grouped by tool, for
 * `result-limits.ts`: a capture's calls (`cce mcp --limits`) and a history's logged results alike.
 */
import { HOSTS } from '../hosts/index.ts';
import type { JsonObject } from '../json-value.ts';
import type { RepresentationSize } from '../representation-sizes.ts';
import { representationSizes } from '../representation-sizes.ts';
import type { TokenCounter } from '../tokenizer/tokenizer.ts';
import type { McpCapture } from './capture.ts';
import { resultTextFor } from './host-texts.ts';
import { recordsTextOf } from './result-data.ts';
import type { ResultSize } from './result-limits.ts';
import { cheapestFit, entersWhole, toolFileChars } from './result-limits.ts';

/** One tool's results and the file threshold they are held to. */
export interface ToolResults {
  tool: string;
  fileChars: number;
  results: ResultSize[];
}

/**
 * `size` with its cheapest fitting rung or format when it does not enter whole: `reps()` gives the
 * records' sizes (null: no JSON records), asked only then, as writing them is the costly part.
 */
export function withFit(
  size: RepresentationSize,
  fileChars: number,
  reps: () => readonly RepresentationSize[] | null,
): ResultSize {
  if (entersWhole(size, fileChars)) return { ...size };
  const sizes = reps();
  return sizes === null ? { ...size } : { ...size, fit: cheapestFit(sizes, fileChars) };
}

/** Each answered call of `capture`, by tool in the order first called, as Claude Code hands the result. */
export function captureResultSizes(capture: McpCapture, counter: TokenCounter): ToolResults[] {
  const byTool = new Map<string, ToolResults>();
  const count = (text: string): number => counter.count(text);
  capture.calls.forEach((call, i) => {
    if (call.result === null) return;
    const result: JsonObject = call.result;
    let entry = byTool.get(call.name);
    if (!entry) {
      const fileChars = toolFileChars(capture.tools.find((t) => t.name === call.name));
      entry = { tool: call.name, fileChars, results: [] };
      byTool.set(call.name, entry);
    }
    const text = resultTextFor(HOSTS['claude-code'], result, i + 2, call.name, capture.server.name);
    const size = { tokens: count(text), chars: text.length };
    entry.results.push(withFit(size, entry.fileChars, () => representationSizes(recordsTextOf(result), count)));
  });
  return [...byTool.values()];
}
