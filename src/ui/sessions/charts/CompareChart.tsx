import type { ReplayStep } from '../../../core/sessions/replay.ts';
import { StepLinesChart, linePair } from './StepLinesChart.tsx';

interface Run {
  name: string;
  steps: readonly ReplayStep[];
}

/**
 * Two runs of the same task overlaid, each without a strategy: run A a solid line with round
 * markers, run B a dashed line with square ones (told apart without colour); a line marks the end
 * of the compared steps.
 */
export function CompareChart({ a, b, compared, encoding }: { a: Run; b: Run; compared: number; encoding: string }) {
  const length = Math.max(a.steps.length, b.steps.length);
  const data = Array.from({ length }, (_, i) => ({ step: i + 1, a: a.steps[i]?.total, b: b.steps[i]?.total }));
  return (
    <StepLinesChart
      title="Input tokens per step: run A against run B"
      titleId="session-compare-chart-title"
      testId="session-compare-chart"
      height={340}
      data={data}
      lines={linePair({ id: 'a', name: `Run A: ${a.name}` }, { id: 'b', name: `Run B: ${b.name}` })}
      yTitle={`Input tokens (${encoding})`}
      compared={compared}
    />
  );
}
