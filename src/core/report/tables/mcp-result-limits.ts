/**
 * Tool results against Claude Code's limits (`cce mcp --limits`, `cce history --limits`, the
 * History view): the answer naming the worst tool, then one row per tool, worst first.
 */
import type { LimitId, ResultSize, ToolResultLimits } from '../../mcp/result-limits.ts';
import { LIMIT_IDS, toolResultLimits, worstFirst } from '../../mcp/result-limits.ts';
import type { ToolResults } from '../../mcp/result-sizes.ts';
import { representationById, representationLabel } from '../../representation-list.ts';
import { CLAUDE_CODE_RESULT_LIMITS } from '../../verdict/limits.ts';
import { formatCount, formatInt, formatTokens } from '../../format/numbers.ts';
import type { ExportTable } from '../table.ts';
import { cell, columnsIn, inlineText, intCell } from '../table.ts';

const L = CLAUDE_CODE_RESULT_LIMITS;

/** Each limit as a column names it: `results > 25,000 tokens`. */
export const LIMIT_HEADERS: Record<LimitId, string> = {
  warning: `results > ${formatInt(L.warningTokens)} tokens (warning)`,
  tokens: `results > ${formatInt(L.tokens)} tokens`,
  file: `results > ${formatInt(L.chars)} characters (file)`,
  bash: `results > ${formatInt(L.bashChars)} characters (Bash)`,
};

/** The tools' rows, worst first. */
export function resultLimitRows(tools: readonly ToolResults[]): ToolResultLimits[] {
  return worstFirst(tools.map((t) => toolResultLimits(t.tool, t.results, t.fileChars)));
}

/** `N tokens (C characters)`. */
function sizeWords(size: { tokens: number; chars: number }): string {
  return `${formatTokens(size.tokens)} (${formatInt(size.chars)} characters)`;
}

/** What would make a result enter whole: `fits as TOON, 12,416 tokens (27,525 characters)`, or why nothing does. */
export function fitWords(result: ResultSize): string {
  if (result.fit === undefined) return 'holds no JSON records to write another way';
  if (result.fit === null) return 'fits in no rung or format of its records';
  return `fits as ${representationLabel(representationById(result.fit.id))}, ${sizeWords(result.fit)}`;
}

/** `2 over MAX_MCP_OUTPUT_TOKENS, 25,000 tokens; 1 over 50,000 characters, saved to a file`. */
function overWords(row: ToolResultLimits): string {
  const words = {
    tokens: `MAX_MCP_OUTPUT_TOKENS, ${formatTokens(L.tokens)}`,
    file: `${formatInt(row.fileChars)} characters, saved to a file`,
  };
  return (['tokens', 'file'] as const)
    .filter((id) => row.over[id] > 0)
    .map((id) => `${formatInt(row.over[id])} over ${words[id]}`)
    .join('; ');
}

/** The answer first, naming the worst tool. */
export function resultLimitsAnswer(rows: readonly ToolResultLimits[]): string {
  const worst = rows[0];
  if (!worst) return 'No tool results to set against the limits.';
  const of = `${formatCount(worst.results, 'result')}`;
  const largestSize = sizeWords({ tokens: worst.tokens.max, chars: worst.chars.max });
  if (worst.notWhole > 0) {
    const largest = worst.largestNotWhole!;
    const fit = worst.largestFitted?.fit;
    const fitted =
      fit && worst.largestFitted !== largest
        ? `a rung or format brings ${formatInt(worst.fitted)} of them within (the largest so, ${formatTokens(worst.largestFitted!.tokens)}, as ${representationLabel(representationById(fit.id))}, ${formatTokens(fit.tokens)}); `
        : '';
    return (
      `${worst.tool} is the worst tool: ${formatInt(worst.notWhole)} of ${of} do not enter Claude Code's context whole ` +
      `(${overWords(worst)}); ${fitted}the largest, ${sizeWords(largest)}, ${fitWords(largest)}.`
    );
  }
  if (worst.over.warning > 0)
    return (
      `${worst.tool} is the worst tool: ${formatInt(worst.over.warning)} of ${of} over Claude Code's ` +
      `${formatInt(L.warningTokens)}-token warning, none over its limits; the largest is ${largestSize}.`
    );
  return `No tool's results reach Claude Code's limits: the largest, ${worst.tool}'s, is ${largestSize}, under the ${formatInt(L.warningTokens)}-token warning.`;
}

/** One row per tool: results, tokens and characters (p50, p95, largest), results over each limit, the fit. */
export function resultLimitsTable(rows: readonly ToolResultLimits[]): ExportTable {
  return {
    title: "Tool results against Claude Code's limits",
    columns: [
      { name: 'tool' },
      { name: 'results' },
      ...columnsIn('tokens', 'p50', 'p95', 'largest'),
      ...columnsIn('characters', 'p50', 'p95', 'largest'),
      ...LIMIT_IDS.map((id) => ({ name: LIMIT_HEADERS[id] })),
      { name: 'a rung or format fits' },
      { name: 'the largest not entering whole' },
    ],
    rows: rows.map((r) => [
      cell(inlineText(r.tool)),
      intCell(r.results),
      intCell(r.tokens.p50),
      intCell(r.tokens.p95),
      intCell(r.tokens.max),
      intCell(r.chars.p50),
      intCell(r.chars.p95),
      intCell(r.chars.max),
      ...LIMIT_IDS.map((id) => intCell(r.over[id])),
      cell(r.notWhole === 0 ? '–' : `${formatInt(r.fitted)} of ${formatInt(r.notWhole)}`),
      cell(r.largestNotWhole ? `${formatTokens(r.largestNotWhole.tokens)}: ${fitWords(r.largestNotWhole)}` : '–'),
    ]),
    notes: [
      `Sizes are of the result as Claude Code hands it to the model (its text blocks); p50 and p95 are nearest-rank. Limits: MAX_MCP_OUTPUT_TOKENS, ${formatInt(L.tokens)} tokens by default, with a warning past ${formatInt(L.warningTokens)} (code.claude.com/docs/en/mcp); over ${formatInt(L.chars)} characters a result is saved to a file and replaced by a reference (changelog 2.1.51), or past the tool's own _meta["anthropic/maxResultSizeChars"], up to ${formatInt(L.maxToolChars)} (2.1.91); Bash output is cut past ${formatInt(L.bashChars)} characters (tools-reference, "Output limits"), the same text from a command instead.`,
      'A result enters whole within the tokens and the file limits; the fit is the fewest-token rung or format of its JSON records within both. Codex CLI, the Responses and Messages APIs document no limit on one tool result, so none is set here.',
    ],
  };
}
