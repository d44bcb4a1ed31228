import { BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { COMPONENTS, COMPONENT_NAMES } from '../../core/conversation/model.ts';
import type { GrowthSeries } from '../../core/conversation/growth.ts';
import { AXIS_PROPS, GRID_PROPS, TOOLTIP_PROPS } from '../theme/chart-theme.ts';
import { formatInt } from '../../core/format/numbers.ts';
import { useApp } from '../shared/store-context.tsx';
import { NumberField } from './NumberField.tsx';
import { COMPONENT_COLOURS } from '../theme/palette.ts';
import { horizontalBars, tokensValue, tokensXAxis } from '../charts/chart-props.tsx';
import { ChartFigure } from '../charts/ChartFigure.tsx';
import { barSeries } from '../charts/series.tsx';

/** The window of one chosen step, component by component, for each series side by side. */
export function WindowBreakdown({ series, encoding }: { series: GrowthSeries[]; encoding: string }) {
  const step = useApp((s) => Math.min(s.sim.breakdownStep, series[0]!.steps.length));
  const setSim = useApp((s) => s.setSim);
  const data = series.map((s) => ({ name: s.name, ...s.steps[step - 1]!.byComponent }));
  const title = `What the window holds at step ${formatInt(step)}`;
  const bars = COMPONENTS.map((c) => ({
    id: c,
    name: COMPONENT_NAMES[c],
    fill: COMPONENT_COLOURS[c],
    colour: COMPONENT_COLOURS[c],
  }));
  return (
    <ChartFigure
      title={title}
      titleId="breakdown-title"
      controls={
        <NumberField
          label="Step"
          unit={`of ${formatInt(series[0]!.steps.length)}`}
          value={step}
          min={1}
          max={series[0]!.steps.length}
          onChange={(breakdownStep) => setSim({ breakdownStep })}
        />
      }
      height={80 + 70 * series.length}
      legend={bars}
    >
      <BarChart data={data} {...horizontalBars(24)}>
        <CartesianGrid {...GRID_PROPS} horizontal={false} />
        <XAxis {...tokensXAxis(`Input tokens (${encoding})`)} />
        <YAxis type="category" dataKey="name" {...AXIS_PROPS} width={120} />
        <Tooltip {...TOOLTIP_PROPS} formatter={tokensValue} />
        {barSeries(bars, 'window')}
      </BarChart>
    </ChartFigure>
  );
}
