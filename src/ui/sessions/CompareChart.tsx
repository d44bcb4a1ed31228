import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatInt } from '../../core/export/format.ts';
import type { ReplayStep } from '../../core/sessions/replay.ts';
import { GRID_PROPS } from '../chart-theme.ts';
import { STEP_TOOLTIP, legendProps, stepXAxis, tokensYAxis } from '../charts/chart-props.tsx';
import { ChartFigure } from '../charts/ChartFigure.tsx';
import { AFTER_LINE, BEFORE_LINE } from './replay-lines.ts';

interface Run {
  name: string;
  steps: readonly ReplayStep[];
}

const TITLE = 'Input tokens per step: run A against run B';

/** Run B's marker: a square in its colour (run A's are round). */
function squareDot({ cx, cy, index }: { cx?: number; cy?: number; index?: number }) {
  if (cx === undefined || cy === undefined || !Number.isFinite(cy)) return <g key={index} />;
  return <rect key={index} x={cx - 3} y={cy - 3} width={6} height={6} fill={AFTER_LINE.stroke} />;
}

/**
 * Two runs of the same task overlaid, each without a strategy: run A a solid line with round
 * markers, run B a dashed line with square ones (told apart without colour); a line marks the end
 * of the compared steps.
 */
export function CompareChart({ a, b, compared, encoding }: { a: Run; b: Run; compared: number; encoding: string }) {
  const length = Math.max(a.steps.length, b.steps.length);
  const data = Array.from({ length }, (_, i) => ({ step: i + 1, a: a.steps[i]?.total, b: b.steps[i]?.total }));
  return (
    <ChartFigure title={TITLE} titleId="session-compare-chart-title" testId="session-compare-chart" height={340}>
      <LineChart data={data} margin={{ top: 8, right: 24, bottom: 28, left: 32 }} accessibilityLayer={false}>
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...stepXAxis('Step (model request)')} />
        <YAxis {...tokensYAxis(`Input tokens (${encoding})`)} />
        <Tooltip {...STEP_TOOLTIP} />
        <Legend verticalAlign="top" {...legendProps(['a', 'b'])} />
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
        <Line
          dataKey="a"
          name={`Run A: ${a.name}`}
          {...BEFORE_LINE}
          dot={{ r: 3, fill: BEFORE_LINE.stroke }}
          legendType="circle"
        />
        <Line dataKey="b" name={`Run B: ${b.name}`} {...AFTER_LINE} dot={squareDot} legendType="square" />
      </LineChart>
    </ChartFigure>
  );
}
