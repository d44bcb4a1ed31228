import { useRef } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { COMPONENTS, COMPONENT_NAMES } from '../../core/conversation/model.ts';
import type { GrowthSeries } from '../../core/conversation/growth.ts';
import { AXIS_PROPS, GRID_PROPS, TOOLTIP_PROPS } from '../chart-theme.ts';
import { ChartExport } from '../export/ChartExport.tsx';
import { formatInt } from '../../core/export/format.ts';
import { useApp } from '../store-context.tsx';
import { NumberField } from './NumberField.tsx';
import { COMPONENT_COLOURS } from './colours.ts';
import { legendProps, tokensValue, tokensXAxis } from '../charts/chart-props.tsx';

/** The window of one chosen step, component by component, for each series side by side. */
export function WindowBreakdown({ series, encoding }: { series: GrowthSeries[]; encoding: string }) {
  const step = useApp((s) => Math.min(s.sim.breakdownStep, series[0]!.steps.length));
  const setSim = useApp((s) => s.setSim);
  const data = series.map((s) => ({ name: s.name, ...s.steps[step - 1]!.byComponent }));
  const chartRef = useRef<HTMLDivElement>(null);
  const title = `What the window holds at step ${formatInt(step)}`;
  return (
    <figure className="panel">
      <figcaption className="chart-head">
        <h2 id="breakdown-title">{title}</h2>
        <NumberField
          label="Step"
          unit={`of ${formatInt(series[0]!.steps.length)}`}
          value={step}
          min={1}
          max={series[0]!.steps.length}
          onChange={(breakdownStep) => setSim({ breakdownStep })}
        />
      </figcaption>
      <div className="chart" ref={chartRef} role="img" aria-labelledby="breakdown-title">
        <ResponsiveContainer width="100%" height={120 + 70 * series.length}>
          <BarChart
            data={data}
            layout="vertical"
            margin={{ top: 8, right: 24, bottom: 28, left: 16 }}
            accessibilityLayer={false}
          >
            <CartesianGrid {...GRID_PROPS} horizontal={false} />
            <XAxis {...tokensXAxis(`Input tokens at step ${step} (${encoding})`)} />
            <YAxis type="category" dataKey="name" {...AXIS_PROPS} width={220} />
            <Tooltip {...TOOLTIP_PROPS} formatter={tokensValue} />
            <Legend verticalAlign="top" height={40} {...legendProps(COMPONENTS)} />
            {COMPONENTS.map((c) => (
              <Bar
                key={c}
                dataKey={c}
                name={COMPONENT_NAMES[c]}
                stackId="window"
                fill={COMPONENT_COLOURS[c]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ChartExport title={title} target={chartRef} />
    </figure>
  );
}
