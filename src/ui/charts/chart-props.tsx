/**
 * Props every chart of the page shares, as objects to spread onto recharts' own elements (recharts
 * reads its axes and legends from its children, so they are configured here rather than wrapped):
 * axis titles, the legend's order and label, the tooltip's token values, the rows axis.
 */
import type { LegendPayload } from 'recharts';
import { formatInt, formatSigned } from '../../core/export/format.ts';
import { AXIS_LABEL_STYLE, AXIS_PROPS } from '../chart-theme.ts';

/** The margin of a line chart, room for both axis titles. */
export const LINE_MARGIN = { top: 8, right: 24, bottom: 28, left: 24 } as const;

/** An x axis' title, centred under the tick labels. */
export function xAxisTitle(value: string) {
  return { value, position: 'insideBottom', offset: -16, style: AXIS_LABEL_STYLE } as const;
}

/**
 * A y axis' title, turned along the axis.
 * @param offset pixels from the axis line (negative: away from the plot); recharts' own default when omitted.
 */
export function yAxisTitle(value: string, offset?: number) {
  const label = { value, angle: -90, position: 'insideLeft', style: AXIS_LABEL_STYLE } as const;
  return offset === undefined ? label : { ...label, offset };
}

/**
 * A legend's label formatter and, with `order`, its sorter: items in the order of their data
 * keys in `order` (the series' order, not recharts' alphabetical one).
 */
export function legendProps(order?: readonly string[]) {
  return {
    formatter: (value: string) => <span className="legend-label">{value}</span>,
    ...(order && { itemSorter: (item: LegendPayload) => order.indexOf(String(item.dataKey)) }),
  };
}

/** A tooltip value in tokens: `1,234 tokens`. */
export const tokensValue = (value: unknown) => `${formatInt(Number(value))} tokens`;

/** A signed tooltip value in tokens: `+12 tokens`, `−3 tokens`. */
export const signedTokensValue = (value: unknown) => `${formatSigned(Number(value))} tokens`;

/** An x axis over the scales' row counts on a log scale, a tick at each scale. */
export function rowsLogXAxis(rows: number[]) {
  return {
    dataKey: 'rows',
    type: 'number',
    scale: 'log',
    domain: ['dataMin', 'dataMax'],
    ticks: rows,
    tickFormatter: (v: number) => formatInt(v),
    label: xAxisTitle('Rows in the response (log scale)'),
  } as const;
}

/** The token axis of a horizontal bar chart: whole tokens from 0, thousands separated. */
export function tokensXAxis(title: string) {
  return {
    type: 'number',
    ...AXIS_PROPS,
    allowDecimals: false,
    tickFormatter: (v: number) => formatInt(v),
    label: xAxisTitle(title),
  } as const;
}
