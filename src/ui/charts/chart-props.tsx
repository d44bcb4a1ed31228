/**
 * Props every chart of the page shares, as objects to spread onto recharts' own elements (recharts
 * reads its axes and legends from its children, so they are configured here rather than wrapped):
 * axis titles, the tooltip's token values, the rows axis. Legends are `SeriesLegend`, under the plot.
 */
import type { AxisDomain } from 'recharts';
import { formatInt, formatSigned } from '../../core/format/numbers.ts';
import { AXIS_LABEL_STYLE, AXIS_PROPS, TOOLTIP_PROPS, logTicks } from '../theme/chart-theme.ts';

/** The margin of a line chart, room for both axis titles. */
export const LINE_MARGIN = { top: 8, right: 24, bottom: 28, left: 24 } as const;

/**
 * The layout of a horizontal bar chart: one bar per category down the left, `right` pixels kept
 * free past the longest bar (for the value labels drawn there).
 */
export function horizontalBars(right: number) {
  return { layout: 'vertical', margin: { top: 8, right, bottom: 28, left: 16 }, accessibilityLayer: false } as const;
}

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

/** A tooltip value in tokens: `1,234 tokens`. */
export const tokensValue = (value: unknown) => `${formatInt(Number(value))} tokens`;

/** A signed tooltip value in tokens: `+12 tokens`, `−3 tokens`. */
export const signedTokensValue = (value: unknown) => `${formatSigned(Number(value))} tokens`;

/** An x axis over the scales' row counts on a log scale, a tick at each scale. */
export function rowsLogXAxis(rows: number[]) {
  return {
    dataKey: 'rows',
    type: 'number',
    ...AXIS_PROPS,
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

/** The step axis of a line chart over an agent loop: whole steps from 1 to the last. */
export function stepXAxis(title: string) {
  return {
    dataKey: 'step',
    type: 'number',
    domain: [1, 'dataMax'],
    allowDecimals: false,
    ...AXIS_PROPS,
    label: xAxisTitle(title),
  } as const;
}

/**
 * A token axis on the left: whole tokens, thousands separated.
 * @param width pixels for the tick labels; @param offset of the title, as in `yAxisTitle`.
 */
export function tokensYAxis(title: string, width = 84, offset = -20) {
  return {
    ...AXIS_PROPS,
    allowDecimals: false,
    tickFormatter: (v: number) => formatInt(v),
    width,
    label: yAxisTitle(title, offset),
  } as const;
}

/**
 * A token axis' scale: from 0 when linear; when log, from 1 token (so a zero never breaks it) to
 * the power of ten at or above `max`, a tick at each power.
 */
export function tokenScale(log: boolean, max: number) {
  const ticks = log ? logTicks(max) : undefined;
  const domain: AxisDomain = ticks ? [1, ticks.at(-1)!] : [0, 'auto'];
  return {
    scale: log ? 'log' : 'linear',
    domain,
    ticks,
    allowDataOverflow: log,
  } as const;
}

/** The tooltip of a chart over steps: `Step 12`, values in tokens. */
export const STEP_TOOLTIP = {
  ...TOOLTIP_PROPS,
  labelFormatter: (v: unknown) => `Step ${formatInt(Number(v))}`,
  formatter: tokensValue,
} as const;

/** A horizontal bar's figure at its end (`<LabelList dataKey=… {...barValueLabel} />`): thousands separated, in the text colour. */
export const barValueLabel = {
  position: 'right',
  formatter: (v: unknown) => formatInt(Number(v)),
  className: 'bar-label',
  fill: 'var(--text)',
} as const;
