import type { SessionReplayed } from '../../worker/protocol.ts';
import type { ExportCaption } from '../export/ChartExport.tsx';
import { StepLinesChart, linePair } from './StepLinesChart.tsx';

/** The replay without and with the strategy, overlaid; a line marks the end of the compared steps. */
export function ReplayChart({
  replay,
  encoding,
  exportCaption,
}: {
  replay: SessionReplayed;
  encoding: string;
  /** The caption its downloads carry: the log's name, the strategy and settings. */
  exportCaption?: ExportCaption;
}) {
  const data = replay.none.map((s, i) => ({ step: s.step, before: s.total, after: replay.steps[i]!.total }));
  // Before, then after: the order of the table's columns; the after line dashed, so it shows where both are equal.
  const lines = linePair(
    { id: 'before', name: 'Before: no compaction' },
    { id: 'after', name: `After: ${replay.name}` },
  );
  return (
    <StepLinesChart
      title="Input tokens per step, before and after the strategy"
      titleId="replay-chart-title"
      testId="session-replay-chart"
      height={340}
      exportCaption={exportCaption}
      data={data}
      lines={lines}
      yTitle={`Input tokens (${encoding})`}
      compared={replay.table.steps}
    />
  );
}
