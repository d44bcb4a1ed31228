import { memo, useDeferredValue, useMemo } from 'react';
import { BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { Ladder } from '../../core/ladder/ladder.ts';
import { formatRows } from '../../core/format/numbers.ts';
import { AXIS_PROPS, GRID_PROPS, TOOLTIP_PROPS } from '../theme/chart-theme.ts';
import { colourOf } from '../theme/palette.ts';
import { representationLabel } from '../../core/representation-list.ts';
import { ladderRows, rowTokens } from '../../core/ladder-rows.ts';
import { transportName } from '../../core/format/names.ts';
import { tokenScale, tokensValue, tokensYAxis, xAxisTitle } from '../charts/chart-props.tsx';
import { AxisScaleToggle } from '../charts/AxisScaleToggle.tsx';
import { ChartFigure } from '../charts/ChartFigure.tsx';
import { barSeries } from '../charts/series.tsx';
import { ScaleTick } from '../charts/ScaleTick.tsx';
import { usePhone } from '../shared/media-query.ts';

interface Props {
  ladder: Ladder;
  /** Name each group by its file as well as its row count (loaded files may share a row count). */
  showLabels?: boolean;
  scale: 'linear' | 'log';
  onScaleChange: (scale: 'linear' | 'log') => void;
  /** Draw each bar as the call over `ladder.transport` (request + result), as the table beside it does (`showsCalls`). */
  calls?: boolean;
}

/**
 * The ladder as grouped bars: one group per scale, one bar per rung, linear or log token axis;
 * the same numbers as the ladder table (payloads, or call totals over MCP).
 */
export function LadderChart(props: Props) {
  // The chart redraws in a deferred, interruptible render after the table has shown the new
  // numbers: drawn at once it is one main-thread task of 50 ms or more on a slow machine.
  // `data-chart-current` says whether the bars show the newest ladder yet (the browser bench waits for it).
  // The scale labels too: new data turns them on in the same update as the data, and drawn at once
  // with the old bars that redraw is a task of its own before the new ladder comes.
  const ladder = useDeferredValue(props.ladder);
  const showLabels = useDeferredValue(props.showLabels);
  return (
    <div className="chart-deferred" data-chart-current={ladder === props.ladder ? 'yes' : 'no'}>
      <LadderChartBody {...props} ladder={ladder} showLabels={showLabels} />
    </div>
  );
}

const LadderChartBody = memo(function LadderChartBody({
  ladder,
  scale,
  onScaleChange,
  showLabels = false,
  calls = false,
}: Props) {
  // A phone's narrow groups wrap their scale labels onto two or three lines: the axis makes room.
  const phone = usePhone();
  const viaCalls = calls && ladder.transport !== undefined;
  const title = viaCalls
    ? `Call size by rung and scale, over ${transportName(ladder.transport!, ladder.host)}`
    : 'Response size by rung and scale';
  const shown = useMemo(() => ladderRows(ladder), [ladder]);
  const max = Math.max(1, ...ladder.scales.flatMap((s) => shown.map((r) => rowTokens(s, r.id, viaCalls) ?? 0)));
  const data = useMemo(
    () =>
      ladder.scales.map((s) => ({
        scale: showLabels ? `${formatRows(s.rows)} (${s.label})` : formatRows(s.rows),
        ...Object.fromEntries(shown.map((r) => [r.id, rowTokens(s, r.id, viaCalls) ?? null])),
      })),
    [ladder, shown, showLabels, viaCalls],
  );
  // One entry per bar, in the bars' order (rungs, formats, whole formats), not recharts' alphabetical one.
  const bars = shown.map((r) => ({
    id: r.id,
    name: representationLabel(r),
    fill: colourOf(r.id),
    colour: colourOf(r.id),
  }));
  const yTitle = `${ladder.encoding} tokens${viaCalls ? ' per call' : ''}${scale === 'log' ? ' (log scale)' : ''}`;
  return (
    <ChartFigure
      title={title}
      titleId="ladder-chart-title"
      className="panel chart-panel"
      controls={<AxisScaleToggle value={scale} onChange={onScaleChange} label="Token axis scale" />}
      describedBy="ladder-table-title"
      height={360}
      legend={bars}
    >
      {/* Keyed by the series: recharts draws bars in the order they mounted, so a format added
          later (CSV after YAML) would stand after the others in each group, out of the legend's
          order; a new set of series draws the chart anew, every bar in the legend's order. */}
      <BarChart
        key={bars.map((b) => b.id).join()}
        data={data}
        margin={{ top: 8, right: 16, bottom: 28, left: 24 }}
        accessibilityLayer={false}
      >
        <CartesianGrid {...GRID_PROPS} vertical={false} />
        <XAxis
          dataKey="scale"
          {...AXIS_PROPS}
          // Every scale's label, under its own group (recharts drops those that would overlap).
          interval={0}
          tick={<ScaleTick {...AXIS_PROPS.tick} />}
          height={phone || showLabels ? 30 + 16 * (showLabels ? 2 : 1) : 30}
          label={xAxisTitle('Scale (rows in the response)')}
        />
        <YAxis {...tokensYAxis(yTitle, 72, -12)} {...tokenScale(scale === 'log', max)} />
        <Tooltip {...TOOLTIP_PROPS} formatter={tokensValue} />
        {barSeries(bars)}
      </BarChart>
    </ChartFigure>
  );
});
