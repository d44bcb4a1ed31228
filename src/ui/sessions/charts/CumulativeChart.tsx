import { useMemo } from 'react';
import { cumulativeInput } from '../../../core/sessions/compare.ts';
import type { SessionReplayed } from '../../../worker/protocol.ts';
import { StepLinesChart, replayLines } from './StepLinesChart.tsx';

/**
 * The input sent so far at each step (core's `cumulativeInput`), as logged and replayed with the
 * strategy: as logged a solid line, replayed a dashed one, as on the per-step replay chart.
 */
export function CumulativeChart({
  replay,
  encoding,
  compactions,
}: {
  replay: SessionReplayed;
  encoding: string;
  /** Steps (1-based) after the log's own compactions. */
  compactions: readonly number[];
}) {
  const data = useMemo(() => {
    const before = cumulativeInput(replay.none);
    const after = cumulativeInput(replay.steps);
    return replay.none.map((s, i) => ({ step: s.step, before: before[i], after: after[i] }));
  }, [replay]);
  return (
    <StepLinesChart
      title="Cumulative input tokens, as logged and replayed with the strategy"
      titleId="cumulative-chart-title"
      testId="session-cumulative-chart"
      height={320}
      data={data}
      lines={replayLines(replay.name)}
      compactions={compactions}
      yTitle={`Input tokens so far (${encoding})`}
    />
  );
}
