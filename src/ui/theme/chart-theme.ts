import type { CSSProperties } from 'react';

// Recharts writes its default greys (#666, #ccc) as inline values that ignore the theme; these
// props pass the theme's CSS variables instead, so light and dark read the same on a wall.

/** Props for every XAxis / YAxis. */
export const AXIS_PROPS = {
  stroke: 'var(--muted)',
  tick: { fill: 'var(--text)', fontSize: 13 },
  tickLine: { stroke: 'var(--muted)' },
} as const;

/** Props for every CartesianGrid. */
export const GRID_PROPS = { stroke: 'var(--border)', strokeDasharray: '3 3' } as const;

/** The style of an axis title (`label` prop). */
export const AXIS_LABEL_STYLE: CSSProperties = { fill: 'var(--text)', fontSize: 13, textAnchor: 'middle' };

/** Props for every Tooltip: theme background, readable text whatever the series colour. */
export const TOOLTIP_PROPS = {
  contentStyle: {
    background: 'var(--panel)',
    border: '1px solid var(--border)',
    borderRadius: 6,
    color: 'var(--text)',
  },
  itemStyle: { color: 'var(--text)' },
  labelStyle: { color: 'var(--text)', fontWeight: 600 },
  cursor: { fill: 'var(--border)', fillOpacity: 0.35 },
  separator: ': ',
} as const;

/** Powers of ten from 1 up to the first one at or above `max`: ticks for a log axis. */
export function logTicks(max: number): number[] {
  const ticks = [1];
  while (ticks[ticks.length - 1]! < max) ticks.push(ticks[ticks.length - 1]! * 10);
  return ticks;
}
