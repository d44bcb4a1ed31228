import { REPLAY_COLOURS } from '../palette.ts';

/**
 * How the sessions view draws the two series it compares (no strategy and a strategy, or run A
 * and run B): the first solid, the second dashed and a little wider, so they differ without
 * colour too. Spread onto a recharts `Line`.
 */
export const BEFORE_LINE = {
  stroke: REPLAY_COLOURS.before,
  strokeWidth: 2,
  dot: false,
  legendType: 'plainline',
  isAnimationActive: false,
} as const;

/** The second series: see {@link BEFORE_LINE}. */
export const AFTER_LINE = {
  ...BEFORE_LINE,
  stroke: REPLAY_COLOURS.after,
  strokeWidth: 2.5,
  strokeDasharray: '7 4',
} as const;
