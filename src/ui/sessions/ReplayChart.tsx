import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatInt } from '../../core/export/format.ts';
import type { SessionReplayed } from '../../worker/protocol.ts';
import { GRID_PROPS } from '../chart-theme.ts';
import { STEP_TOOLTIP, legendProps, stepXAxis, tokensYAxis } from '../charts/chart-props.tsx';
import { ChartFigure } from '../charts/ChartFigure.tsx';
import { AFTER_LINE, BEFORE_LINE } from './replay-lines.ts';
import type { ExportCaption } from '../export/ChartExport.tsx';

const TITLE = 'Input tokens per step, before and after the strategy';

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
  return (
    <ChartFigure
      title={TITLE}
      titleId="replay-chart-title"
      testId="session-replay-chart"
      height={340}
      exportCaption={exportCaption}
    >
      <LineChart data={data} margin={{ top: 8, right: 24, bottom: 28, left: 32 }} accessibilityLayer={false}>
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...stepXAxis('Step (model request)')} />
        <YAxis {...tokensYAxis(`Input tokens (${encoding})`)} />
        <Tooltip {...STEP_TOOLTIP} />
        {/* Before, then after: the order of the table's columns. */}
        <Legend verticalAlign="top" {...legendProps(['before', 'after'])} />
        <ReferenceLine
          x={replay.table.steps}
          stroke="var(--muted)"
          strokeDasharray="2 3"
          label={{
            value: `table: first ${formatInt(replay.table.steps)}`,
            position: 'insideTopRight',
            fill: 'var(--text)',
            fontSize: 12,
          }}
        />
        <Line dataKey="before" name="Before: no compaction" {...BEFORE_LINE} />
        <Line dataKey="after" name={`After: ${replay.name}`} {...AFTER_LINE} />
      </LineChart>
    </ChartFigure>
  );
}
