import { useId, useMemo, useState } from 'react';
import { windowAtStepTable } from '../../core/report/tables/session.ts';
import { formatInt } from '../../core/format/numbers.ts';
import type { SessionOpened } from '../../worker/protocol.ts';
import { SessionTable } from './SessionTable.tsx';

/**
 * A step slider and what the window holds at that step (core's `windowAtStepTable`: each part's
 * tokens and share of the step's counted input). Starts on the last step; the position is this
 * view's own, not a setting (a new log starts on its last step again).
 */
export function WindowAtStep({ profile }: { profile: SessionOpened['profile'] }) {
  const last = profile.steps.length;
  const [chosen, setChosen] = useState(last);
  const step = Math.min(Math.max(1, chosen), last);
  // No step, no table (core would refuse step 0): the view shows a log only once it has a step.
  const table = useMemo(() => (last === 0 ? null : windowAtStepTable(profile, step)), [profile, step, last]);
  const sliderId = useId();
  if (!table) return null;
  return (
    <section className="window-at-step" aria-label="The window at a chosen step">
      <div className="step-slider">
        <label htmlFor={sliderId}>Step</label>
        <input
          id={sliderId}
          type="range"
          min={1}
          max={last}
          step={1}
          value={step}
          aria-valuetext={`step ${formatInt(step)} of ${formatInt(last)}`}
          data-testid="session-step-slider"
          onChange={(event) => setChosen(Number(event.target.value))}
        />
        <output htmlFor={sliderId}>
          {formatInt(step)} of {formatInt(last)}
        </output>
      </div>
      <SessionTable table={table} testId="session-window-table" />
    </section>
  );
}
