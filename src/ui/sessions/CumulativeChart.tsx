import { useMemo } from 'react';
import { cumulativeInput } from '../../core/sessions/compare.ts';
import type { SessionReplayed } from '../../worker/protocol.ts';
import { StepLinesChart, linePair } from './StepLinesChart.tsx';

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
  return (
    <StepLinesChart
      title="Cumulative input tokens, before and after the strategy"
      titleId="cumulative-chart-title"
      testId="session-cumulative-chart"
      height={320}
      data={data}
      lines={linePair({ id: 'before', name: 'Before: no compaction' }, { id: 'after', name: `After: ${replay.name}` })}
      yTitle={`Input tokens so far (${encoding})`}
    />
  );
}
