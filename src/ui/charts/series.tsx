/**
 * Chart series as recharts elements, drawn alike everywhere, with no entry animation (the numbers
 * change each keystroke and an animated chart lags the table), and each rung's and format's line
 * style, so a line reads apart without its colour (`ui/theme/palette.ts`).
 */
import { Bar, Line } from 'recharts';
import type { GrowthSeries } from '../../core/conversation/growth.ts';
import type { FormatId } from '../../core/formats.ts';
import type { RungId } from '../../core/ladder/rungs.ts';
import type { MarkerShape } from './markers.tsx';
import { Marker } from './markers.tsx';

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

/** Stroke dash patterns: solid (`undefined`), dashed, dotted, dash-dot. */
export const DASHES = { solid: undefined, dash: '8 4', dot: '2 3', dashDot: '10 3 2 3' } as const;

/** How a line is drawn apart from its colour: its dash pattern and its points' marker. */
export interface LineStyle {
  dash: string | undefined;
  marker: MarkerShape;
  /** The name written at the line's end (`L4`, `CSV`). */
  short: string;
}

/**
 * One style per rung and format, each dash and marker pair used once. Neighbours that often draw
 * the same values differ in both, and a dashed or dotted line over a solid one lets it show
 * through its gaps.
 */
export const LINE_STYLES: Record<RungId | FormatId, LineStyle> = {
  L0: { dash: DASHES.solid, marker: 'circle', short: 'L0' },
  L1: { dash: DASHES.dash, marker: 'square', short: 'L1' },
  L2: { dash: DASHES.solid, marker: 'triangle', short: 'L2' },
  L3: { dash: DASHES.dash, marker: 'diamond', short: 'L3' },
  L4: { dash: DASHES.solid, marker: 'triangleDown', short: 'L4' },
  L5: { dash: DASHES.dash, marker: 'plus', short: 'L5' },
  csv: { dash: DASHES.dot, marker: 'cross', short: 'CSV' },
  yaml: { dash: DASHES.dashDot, marker: 'star', short: 'YAML' },
  toon: { dash: DASHES.dot, marker: 'circle', short: 'TOON' },
  markdown: { dash: DASHES.dashDot, marker: 'square', short: 'Markdown' },
  jsonl: { dash: DASHES.dot, marker: 'triangle', short: 'JSONL' },
  'json-source': { dash: DASHES.dashDot, marker: 'diamond', short: 'Source JSON' },
};

/** The growth view's series: without compaction, with it, and the compared strategy. */
export const GROWTH_STYLES: Record<GrowthSeries['id'], LineStyle> = {
  baseline: { dash: DASHES.solid, marker: 'circle', short: 'No compaction' },
  compaction: { dash: DASHES.dash, marker: 'square', short: 'Compaction' },
  compare: { dash: DASHES.dot, marker: 'triangle', short: 'Compared' },
};

/** A session replay's two curves: without a strategy and with it. */
export const REPLAY_STYLES: Record<'before' | 'after', LineStyle> = {
  before: { dash: DASHES.solid, marker: 'circle', short: 'Before' },
  after: { dash: DASHES.dash, marker: 'square', short: 'After' },
};

/** The deferred-tools chart's lines: up front (solid), deferred smallest first (dashed) and largest first (dotted). */
export const DEFERRED_STYLES: Record<'upfront' | 'least' | 'most', LineStyle> = {
  upfront: { dash: DASHES.solid, marker: 'circle', short: 'Up front' },
  least: { dash: DASHES.dash, marker: 'square', short: 'Smallest' },
  most: { dash: DASHES.dot, marker: 'triangle', short: 'Largest' },
};

/** Lines with more points than this are drawn without markers (they would merge into a band). */
export const MARKERS_UP_TO = 40;

/** The line style of a rung or format by id; solid with a circle for anything else. */
export function lineStyleOf(id: string): LineStyle {
  return (LINE_STYLES as Record<string, LineStyle>)[id] ?? { dash: DASHES.solid, marker: 'circle', short: id };
}

/** One line series: its data key, legend name, colour and style. */
export interface LineSeries {
  id: string;
  name: string;
  colour: string;
  style: LineStyle;
}

/** What recharts hands a custom dot: the point's pixel position (absent for a missing value). */
interface DotProps {
  cx?: number;
  cy?: number;
  index?: number;
}

/**
 * A `Line` per series, in order (later ones drawn on top), each with its dash pattern and a
 * hollow marker of its shape at every point; `markers: false` draws the lines alone (dense data).
 */
export function lineSeries(series: readonly LineSeries[], { markers = true }: { markers?: boolean } = {}) {
  return series.map((s) => (
    <Line
      key={s.id}
      type="linear"
      dataKey={s.id}
      name={s.name}
      stroke={s.colour}
      strokeWidth={2}
      strokeDasharray={s.style.dash}
      dot={
        markers
          ? ({ cx, cy, index }: DotProps) =>
              cx === undefined || cy === undefined ? (
                <g key={index} />
              ) : (
                <Marker key={index} shape={s.style.marker} cx={cx} cy={cy} colour={s.colour} />
              )
          : false
      }
      activeDot={{ r: 5, fill: s.colour, stroke: 'var(--panel)' }}
      isAnimationActive={false}
    />
  ));
}
