import type { SessionReplayed } from '../../../worker/protocol.ts';
import type { ExportCaption } from '../../export/ChartExport.tsx';
import { StepLinesChart, replayLines } from './StepLinesChart.tsx';

/**
 * The run as logged and replayed with the strategy, overlaid; lines mark the end of the compared
 * steps and the log's own compactions (where the as-logged line drops).
 */
export function ReplayChart({
  replay,
  encoding,
  compactions,
  exportCaption,
}: {
  replay: SessionReplayed;
  encoding: string;
  /** Steps (1-based) after the log's own compactions. */
  compactions: readonly number[];
  /** The caption its downloads carry: the log's name, the strategy and settings. */
  exportCaption?: ExportCaption;
}) {
  const data = replay.none.map((s, i) => ({ step: s.step, before: s.total, after: replay.steps[i]!.total }));
  // Before, then after: the order of the table's columns; the after line dashed, so it shows where both are equal.
  const lines = replayLines(replay.name);
  return (
    <StepLinesChart
      title="Input tokens per step, as logged and replayed with the strategy"
      titleId="replay-chart-title"
      testId="session-replay-chart"
      height={340}
      exportCaption={exportCaption}
      data={data}
      lines={lines}
      yTitle={`Input tokens (${encoding})`}
      compared={replay.table.steps}
      compactions={compactions}
    />
  );
}
