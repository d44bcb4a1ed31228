/**
 * Series of a chart as recharts elements, drawn the same way in every chart (no entry animation:
 * the numbers change with every keystroke, and a chart that animates them lags behind the table).
 */
import { Bar } from 'recharts';

/** One bar series: its data key, legend name and fill (a colour or a `url(#pattern)`). */
export interface BarSeries {
  id: string;
  name: string;
  fill: string;
}

/** A `Bar` per series, in order; stacked into one bar per category when `stackId` is given. */
export function barSeries(series: readonly BarSeries[], stackId?: string) {
  return series.map((s) => (
    <Bar key={s.id} dataKey={s.id} name={s.name} stackId={stackId} fill={s.fill} isAnimationActive={false} />
  ));
}
