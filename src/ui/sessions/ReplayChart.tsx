import { CartesianGrid, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatInt } from '../../core/export/format.ts';
import type { SessionReplayed } from '../../worker/protocol.ts';
import { GRID_PROPS } from '../chart-theme.ts';
import { STEP_TOOLTIP, stepXAxis, tokensYAxis } from '../charts/chart-props.tsx';
import { MARKERS_UP_TO, REPLAY_STYLES, lineSeries } from '../charts/series.tsx';
import { ChartFigure } from '../charts/ChartFigure.tsx';
import { REPLAY_COLOURS } from '../palette.ts';
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
  // Before, then after: the order of the table's columns; the after line dashed, so it shows where both are equal.
  const lines = [
    { id: 'before', name: 'Before: no compaction', colour: REPLAY_COLOURS.before, style: REPLAY_STYLES.before },
    { id: 'after', name: `After: ${replay.name}`, colour: REPLAY_COLOURS.after, style: REPLAY_STYLES.after },
  ];
  return (
    <ChartFigure
      title={TITLE}
      titleId="replay-chart-title"
      testId="session-replay-chart"
      height={340}
      exportCaption={exportCaption}
      legend={lines}
    >
      <LineChart data={data} margin={{ top: 8, right: 24, bottom: 28, left: 32 }} accessibilityLayer={false}>
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...stepXAxis('Step (model request)')} />
        <YAxis {...tokensYAxis(`Input tokens (${encoding})`)} />
        <Tooltip {...STEP_TOOLTIP} />
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
        {lineSeries(lines, { markers: data.length <= MARKERS_UP_TO })}
      </LineChart>
    </ChartFigure>
  );
}
