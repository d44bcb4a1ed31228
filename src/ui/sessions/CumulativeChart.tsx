import { useMemo } from 'react';
import { CartesianGrid, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { cumulativeInput } from '../../core/sessions/compare.ts';
import type { SessionReplayed } from '../../worker/protocol.ts';
import { GRID_PROPS } from '../chart-theme.ts';
import { STEP_TOOLTIP, stepXAxis, tokensYAxis } from '../charts/chart-props.tsx';
import { MARKERS_UP_TO, REPLAY_STYLES, lineSeries } from '../charts/series.tsx';
import { ChartFigure } from '../charts/ChartFigure.tsx';
import { REPLAY_COLOURS } from '../palette.ts';

const TITLE = 'Cumulative input tokens, before and after the strategy';

/**
 * The input sent so far at each step (core's `cumulativeInput`), without and with the strategy:
 * before a solid line, after a dashed one, as on the per-step replay chart.
 */
export function CumulativeChart({ replay, encoding }: { replay: SessionReplayed; encoding: string }) {
  const data = useMemo(() => {
    const before = cumulativeInput(replay.none);
    const after = cumulativeInput(replay.steps);
    return replay.none.map((s, i) => ({ step: s.step, before: before[i], after: after[i] }));
  }, [replay]);
  // As on the per-step replay chart: before solid with circles, after dashed with squares.
  const lines = [
    { id: 'before', name: 'Before: no compaction', colour: REPLAY_COLOURS.before, style: REPLAY_STYLES.before },
    { id: 'after', name: `After: ${replay.name}`, colour: REPLAY_COLOURS.after, style: REPLAY_STYLES.after },
  ];
  return (
    <ChartFigure
      title={TITLE}
      titleId="cumulative-chart-title"
      testId="session-cumulative-chart"
      height={320}
      legend={lines}
    >
      <LineChart data={data} margin={{ top: 8, right: 24, bottom: 28, left: 40 }} accessibilityLayer={false}>
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...stepXAxis('Step (model request)')} />
        <YAxis {...tokensYAxis(`Input tokens so far (${encoding})`, 92, -28)} />
        <Tooltip {...STEP_TOOLTIP} />
        {lineSeries(lines, { markers: data.length <= MARKERS_UP_TO })}
      </LineChart>
    </ChartFigure>
  );
}
