import type { ComponentProps } from 'react';
import { CartesianGrid, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatInt } from '../../../core/format/numbers.ts';
import { GRID_PROPS } from '../../theme/chart-theme.ts';
import { STEP_TOOLTIP, stepXAxis, tokensYAxis } from '../../charts/chart-props.tsx';
import { MARKERS_UP_TO, REPLAY_STYLES, lineSeries } from '../../charts/series.tsx';
import { ChartFigure } from '../../charts/ChartFigure.tsx';
import { REPLAY_COLOURS } from '../../theme/palette.ts';
import { COMPACTION_LINE, CompactionKey } from './compaction-mark.tsx';

/** The two series the sessions view compares: `first` as the replay's "before" line, `second` as its "after". */
export function linePair(first: { id: string; name: string }, second: { id: string; name: string }) {
  // Solid with circles, then dashed with squares: told apart without colour, the same on every sessions chart.
  return [
    { ...first, colour: REPLAY_COLOURS.before, style: REPLAY_STYLES.before },
    { ...second, colour: REPLAY_COLOURS.after, style: REPLAY_STYLES.after },
  ];
}

/** The replay charts' pair: the run as logged (its own compactions in it), then replayed with `strategy`. */
export function replayLines(strategy: string) {
  return linePair({ id: 'before', name: 'As logged' }, { id: 'after', name: `Replayed: ${strategy}` });
}

type Figure = Pick<ComponentProps<typeof ChartFigure>, 'title' | 'titleId' | 'testId' | 'height' | 'exportCaption'>;

interface Props extends Figure {
  /** One point per step: `step` (1-based) and a token count under each line's id. */
  data: readonly Record<string, number | undefined>[];
  lines: ReturnType<typeof linePair>;
  /** The y axis' title, with its unit (`Input tokens (cl100k_base)`). */
  yTitle: string;
  /** The last step the table compares, marked by a line; undefined for none. */
  compared?: number;
  /** Steps (1-based) that follow one of the log's own compactions, each marked where the as-logged line drops. */
  compactions?: readonly number[];
}

/**
 * A sessions line chart over steps (model requests): two lines from {@link linePair}, markers
 * while the steps are few, the legend under the plot, the end of the compared steps marked, and
 * the log's own compactions (where the as-logged line drops) marked and keyed above the plot.
 */
export function StepLinesChart({ data, lines, yTitle, compared, compactions = [], ...figure }: Props) {
  return (
    <ChartFigure {...figure} legend={lines} above={compactions.length > 0 ? <CompactionKey /> : undefined}>
      <LineChart
        data={[...data]}
        // Room above the plot for the compaction marks' labels.
        margin={{ top: compactions.length > 0 ? 22 : 8, right: 24, bottom: 28, left: 40 }}
        accessibilityLayer={false}
      >
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...stepXAxis('Step (model request)')} />
        <YAxis {...tokensYAxis(yTitle, 92, -28)} />
        <Tooltip {...STEP_TOOLTIP} />
        {compared !== undefined && (
          <ReferenceLine
            x={compared}
            stroke="var(--muted)"
            strokeDasharray="2 3"
            label={{
              value: `table: first ${formatInt(compared)}`,
              position: 'insideTopRight',
              fill: 'var(--text)',
              fontSize: 12,
            }}
          />
        )}
        {compactions.map((step) => (
          <ReferenceLine key={`c${step}`} x={step} {...COMPACTION_LINE} />
        ))}
        {lineSeries(lines, { markers: data.length <= MARKERS_UP_TO })}
      </LineChart>
    </ChartFigure>
  );
}
