import * as Toggle from '@radix-ui/react-toggle';
import { useState } from 'react';
import { CartesianGrid, LineChart, ReferenceDot, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { downsample } from '../../core/conversation/summary.ts';
import type { GrowthSeries } from '../../core/conversation/growth.ts';
import { GRID_PROPS } from '../theme/chart-theme.ts';
import { formatInt } from '../../core/format/numbers.ts';
import { SERIES_COLOURS } from './colours.ts';
import { STEP_TOOLTIP, stepXAxis, tokenScale, tokensYAxis } from '../charts/chart-props.tsx';
import { GROWTH_STYLES, MARKERS_UP_TO, lineSeries } from '../charts/series.tsx';
import { ChartFigure } from '../charts/ChartFigure.tsx';

interface Props {
  series: GrowthSeries[];
  limit: number;
  encoding: string;
}

// One row per step with each series' value; cumulative sums when asked.
function rowsOf(series: GrowthSeries[], cumulative: boolean) {
  const running = series.map(() => 0);
  const rows = series[0]!.steps.map((_, i) => {
    const row: Record<string, number | boolean> = { step: i + 1, compacted: series.some((s) => s.steps[i]!.compacted) };
    series.forEach((s, j) => {
      running[j]! += s.steps[i]!.total;
      row[s.id] = cumulative ? running[j]! : s.steps[i]!.total;
    });
    return row as { step: number; compacted: boolean } & Record<string, number>;
  });
  return downsample(rows);
}

function SeriesChart({
  series,
  title,
  yLabel,
  cumulative,
  limit,
}: {
  series: GrowthSeries[];
  title: string;
  yLabel: string;
  cumulative: boolean;
  limit?: number;
}) {
  const [log, setLog] = useState(false);
  const data = rowsOf(series, cumulative);
  const lines = series.map((s) => ({
    id: s.id,
    name: s.name,
    colour: SERIES_COLOURS[s.id],
    style: GROWTH_STYLES[s.id],
  }));
  const max = Math.max(1, limit ?? 0, ...data.map((r) => Math.max(...series.map((s) => r[s.id] ?? 0))));
  return (
    <ChartFigure
      title={title}
      titleId={`growth-${cumulative ? 'cumulative' : 'per-step'}-title`}
      controls={
        <Toggle.Root className="segment" pressed={log} onPressedChange={setLog} aria-label={`Log scale for ${title}`}>
          Log scale
        </Toggle.Root>
      }
      height={340}
      legend={lines}
    >
      <LineChart data={data} margin={{ top: 8, right: 24, bottom: 28, left: 32 }} accessibilityLayer={false}>
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...stepXAxis('Step (request of the agent loop)')} />
        <YAxis {...tokensYAxis(yLabel)} {...tokenScale(log, max)} />
        <Tooltip {...STEP_TOOLTIP} />
        {limit !== undefined && (
          <ReferenceLine
            y={limit}
            stroke="var(--error-border)"
            strokeDasharray="6 4"
            label={{ value: `window limit ${formatInt(limit)}`, position: 'insideTopLeft', fill: 'var(--text)' }}
          />
        )}
        {lineSeries(lines, { markers: data.length <= MARKERS_UP_TO })}
        {limit !== undefined &&
          series.map((s) =>
            s.crossesLimitAt ? (
              <ReferenceDot
                key={`x-${s.id}`}
                x={s.crossesLimitAt}
                y={s.steps[s.crossesLimitAt - 1]!.total}
                r={5}
                fill={SERIES_COLOURS[s.id]}
                stroke="var(--panel)"
              />
            ) : null,
          )}
      </LineChart>
    </ChartFigure>
  );
}

/** Input tokens per step (with the window limit and where each series crosses it), and cumulative input. */
export function GrowthCharts({ series, limit, encoding }: Props) {
  return (
    <>
      <SeriesChart
        series={series}
        title="Input tokens per step"
        yLabel={`Input tokens (${encoding})`}
        cumulative={false}
        limit={limit}
      />
      <SeriesChart
        series={series}
        title="Cumulative input tokens"
        yLabel={`Input tokens so far (${encoding})`}
        cumulative
      />
    </>
  );
}
