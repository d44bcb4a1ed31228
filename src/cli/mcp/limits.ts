/** `--limits` of `cce mcp` and `cce history`: tool results against Claude Code's limits, as text, Markdown or JSON. */
import type { ToolResults } from '../../core/mcp/result-sizes.ts';
import { resultLimitRows, resultLimitsAnswer, resultLimitsTable } from '../../core/report/tables/mcp-result-limits.ts';
import { tableToMarkdown } from '../../core/report/table.ts';
import { tableToText } from '../../core/report/table-text.ts';
import { CLAUDE_CODE_RESULT_LIMITS } from '../../core/verdict/limits.ts';
import type { ReviewFormat } from './review.ts';

/** The answer naming the worst tool, the counts' exactness, then the table (or one JSON object). */
export function limitsOutput(tools: readonly ToolResults[], format: ReviewFormat, exactness: string): string {
  const rows = resultLimitRows(tools);
  const answer = resultLimitsAnswer(rows);
  if (format === 'json')
    return `${JSON.stringify({ answer, host: 'claude-code', limits: CLAUDE_CODE_RESULT_LIMITS, tools: rows }, null, 2)}\n`;
  const render = format === 'markdown' ? tableToMarkdown : tableToText;
  return `${answer}\n\n${exactness}\n\n${render(resultLimitsTable(rows))}`;
}
