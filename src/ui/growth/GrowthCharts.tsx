import * as Toggle from '@radix-ui/react-toggle';
import { useRef, useState } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceDot,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { downsample } from '../../core/conversation/summary.ts';
import type { GrowthSeries } from '../../core/conversation/growth.ts';
import { AXIS_PROPS, GRID_PROPS, TOOLTIP_PROPS, logTicks } from '../chart-theme.ts';
import { ChartExport } from '../export/ChartExport.tsx';
import { formatInt } from '../../core/export/format.ts';
import { SERIES_COLOURS } from './colours.ts';
import { legendProps, tokensValue, xAxisTitle, yAxisTitle } from '../charts/chart-props.tsx';

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
  const chartRef = useRef<HTMLDivElement>(null);
  const data = rowsOf(series, cumulative);
  const max = Math.max(1, limit ?? 0, ...data.map((r) => Math.max(...series.map((s) => r[s.id] ?? 0))));
  const titleId = `growth-${cumulative ? 'cumulative' : 'per-step'}-title`;
  return (
    <figure className="panel">
      <figcaption className="chart-head">
        <h2 id={titleId}>{title}</h2>
        <Toggle.Root className="segment" pressed={log} onPressedChange={setLog} aria-label={`Log scale for ${title}`}>
          Log scale
        </Toggle.Root>
      </figcaption>
      <div className="chart" ref={chartRef} role="img" aria-labelledby={titleId}>
        <ResponsiveContainer width="100%" height={340}>
          <LineChart data={data} margin={{ top: 8, right: 24, bottom: 28, left: 32 }} accessibilityLayer={false}>
            <CartesianGrid {...GRID_PROPS} />
            <XAxis
              dataKey="step"
              type="number"
              domain={[1, 'dataMax']}
              allowDecimals={false}
              {...AXIS_PROPS}
              label={xAxisTitle('Step (request of the agent loop)')}
            />
            <YAxis
              {...AXIS_PROPS}
              scale={log ? 'log' : 'linear'}
              // A log axis starts at 1 token, so a zero never breaks it.
              domain={log ? [1, logTicks(max).at(-1)!] : [0, 'auto']}
              ticks={log ? logTicks(max) : undefined}
              allowDataOverflow={log}
              allowDecimals={false}
              tickFormatter={(v: number) => formatInt(v)}
              width={84}
              label={yAxisTitle(yLabel, -20)}
            />
            <Tooltip
              {...TOOLTIP_PROPS}
              labelFormatter={(v) => `Step ${formatInt(Number(v))}`}
              formatter={tokensValue}
            />
            <Legend verticalAlign="top" height={32} {...legendProps(series.map((x) => x.id))} />
            {limit !== undefined && (
              <ReferenceLine
                y={limit}
                stroke="var(--error-border)"
                strokeDasharray="6 4"
                label={{ value: `window limit ${formatInt(limit)}`, position: 'insideTopLeft', fill: 'var(--text)' }}
              />
            )}
            {series.map((s) => (
              <Line
                key={s.id}
                dataKey={s.id}
                name={s.name}
                stroke={SERIES_COLOURS[s.id]}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
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
        </ResponsiveContainer>
      </div>
      <ChartExport title={title} target={chartRef} />
    </figure>
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
