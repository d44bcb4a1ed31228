import { CartesianGrid, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatInt } from '../../core/export/format.ts';
import type { ReplayStep } from '../../core/sessions/replay.ts';
import { GRID_PROPS } from '../chart-theme.ts';
import { STEP_TOOLTIP, stepXAxis, tokensYAxis } from '../charts/chart-props.tsx';
import { MARKERS_UP_TO, REPLAY_STYLES, lineSeries } from '../charts/series.tsx';
import { ChartFigure } from '../charts/ChartFigure.tsx';
import { REPLAY_COLOURS } from '../palette.ts';

interface Run {
  name: string;
  steps: readonly ReplayStep[];
}

const TITLE = 'Input tokens per step: run A against run B';

/**
 * Two runs of the same task overlaid, each without a strategy: run A a solid line with round
 * markers, run B a dashed line with square ones (told apart without colour); a line marks the end
 * of the compared steps.
 */
export function CompareChart({ a, b, compared, encoding }: { a: Run; b: Run; compared: number; encoding: string }) {
  const length = Math.max(a.steps.length, b.steps.length);
  const data = Array.from({ length }, (_, i) => ({ step: i + 1, a: a.steps[i]?.total, b: b.steps[i]?.total }));
  // Run A as the replay's "before" line (solid, circles), run B as its "after" one (dashed, squares).
  const lines = [
    { id: 'a', name: `Run A: ${a.name}`, colour: REPLAY_COLOURS.before, style: REPLAY_STYLES.before },
    { id: 'b', name: `Run B: ${b.name}`, colour: REPLAY_COLOURS.after, style: REPLAY_STYLES.after },
  ];
  return (
    <ChartFigure
      title={TITLE}
      titleId="session-compare-chart-title"
      testId="session-compare-chart"
      height={340}
      legend={lines}
    >
      <LineChart data={data} margin={{ top: 8, right: 24, bottom: 28, left: 32 }} accessibilityLayer={false}>
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...stepXAxis('Step (model request)')} />
        <YAxis {...tokensYAxis(`Input tokens (${encoding})`)} />
        <Tooltip {...STEP_TOOLTIP} />
        <ReferenceLine
          x={compared}
          stroke="var(--muted)"
          strokeDasharray="2 3"
          label={{
            value: `table: first ${formatInt(compared)}`,
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
