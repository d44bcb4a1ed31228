import type { HistoryReport } from '../../core/history/history-model.ts';
import { resultLimitRows, resultLimitsAnswer, resultLimitsTable } from '../../core/report/tables/mcp-result-limits.ts';
import { HistoryTable } from './HistoryTable.tsx';

/**
 * The history's tool results against Claude Code's limits, as `cce history --limits` prints them:
 * the answer naming the worst tool, then one row per tool, worst first. Nothing without a tool result.
 */
export function HistoryResultLimits({ report }: { report: HistoryReport }) {
  if (report.resultSizes.length === 0) return null;
  const rows = resultLimitRows(report.resultSizes);
  return (
    <>
      <p className="panel history-limits-answer" data-testid="history-limits-answer">
        {resultLimitsAnswer(rows)}
      </p>
      <HistoryTable table={resultLimitsTable(rows)} id="result-limits" />
    </>
  );
}
