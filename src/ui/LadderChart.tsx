import { memo, useDeferredValue, useMemo, useRef } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Ladder } from '../core/ladder/ladder.ts';
import { ChartExport } from './export/ChartExport.tsx';
import { formatInt, formatRows } from '../core/export/format.ts';
import { AXIS_PROPS, GRID_PROPS, TOOLTIP_PROPS, logTicks } from './chart-theme.ts';
import { colourOf } from './palette.ts';
import { representationLabel } from '../core/representations.ts';
import { ladderRows, rowSize } from '../core/ladder-rows.ts';
import { legendProps, tokensValue, xAxisTitle, yAxisTitle } from './charts/chart-props.tsx';
import { AxisScaleToggle } from './charts/AxisScaleToggle.tsx';

interface Props {
  ladder: Ladder;
  /** Name each group by its file as well as its row count (loaded files may share a row count). */
  showLabels?: boolean;
  scale: 'linear' | 'log';
  onScaleChange: (scale: 'linear' | 'log') => void;
}

/** The ladder as grouped bars: one group per scale, one bar per rung, linear or log token axis. */
export function LadderChart(props: Props) {
  // The chart redraws in a deferred, interruptible render after the table has shown the new
  // numbers: drawn at once it is one main-thread task of 50 ms or more on a slow machine.
  // `data-chart-current` says whether the bars show the newest ladder yet (the browser bench waits for it).
  const ladder = useDeferredValue(props.ladder);
  return (
    <div className="chart-deferred" data-chart-current={ladder === props.ladder ? 'yes' : 'no'}>
      <LadderChartBody {...props} ladder={ladder} />
    </div>
  );
}

const LadderChartBody = memo(function LadderChartBody({ ladder, scale, onScaleChange, showLabels = false }: Props) {
  const chartRef = useRef<HTMLDivElement>(null);
  const title = 'Response size by rung and scale';
  const shown = useMemo(() => ladderRows(ladder), [ladder]);
  const max = Math.max(1, ...ladder.scales.flatMap((s) => shown.map((r) => rowSize(s, r.id)?.tokens ?? 0)));
  const data = useMemo(
    () =>
      ladder.scales.map((s) => ({
        scale: showLabels ? `${formatRows(s.rows)} (${s.label})` : formatRows(s.rows),
        ...Object.fromEntries(shown.map((r) => [r.id, rowSize(s, r.id)?.tokens ?? null])),
      })),
    [ladder, shown, showLabels],
  );
  return (
    <figure className="panel chart-panel">
      <figcaption className="chart-head">
        <h2 id="ladder-chart-title">{title}</h2>
        <AxisScaleToggle value={scale} onChange={onScaleChange} label="Token axis scale" />
      </figcaption>
      <div
        className="chart"
        ref={chartRef}
        role="img"
        aria-labelledby="ladder-chart-title"
        aria-describedby="ladder-table-title"
      >
        <ResponsiveContainer width="100%" height={360}>
          <BarChart data={data} margin={{ top: 8, right: 16, bottom: 28, left: 24 }} accessibilityLayer={false}>
            <CartesianGrid {...GRID_PROPS} vertical={false} />
            <XAxis dataKey="scale" {...AXIS_PROPS} label={xAxisTitle('Scale (rows in the response)')} />
            <YAxis
              {...AXIS_PROPS}
              scale={scale}
              domain={scale === 'log' ? [1, logTicks(max).at(-1)!] : [0, 'auto']}
              ticks={scale === 'log' ? logTicks(max) : undefined}
              allowDecimals={false}
              allowDataOverflow={scale === 'log'}
              tickFormatter={(v: number) => formatInt(v)}
              width={72}
              label={yAxisTitle(`${ladder.encoding} tokens${scale === 'log' ? ' (log scale)' : ''}`, -12)}
            />
            <Tooltip {...TOOLTIP_PROPS} formatter={tokensValue} />
            <Legend verticalAlign="top" height={40} {...legendProps()} />
            {shown.map((r) => (
              <Bar
                key={r.id}
                dataKey={r.id}
                name={representationLabel(r)}
                fill={colourOf(r.id)}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ChartExport title={title} target={chartRef} />
    </figure>
  );
});
