import { useId } from 'react';
import { DEFAULT_FIRST_STEPS, STRATEGY_KINDS } from '../../state/sessions/logs.ts';
import type { StrategyKind } from '../../state/sessions/logs.ts';
import { NumberField } from '../growth/NumberField.tsx';
import { SessionPriceLine } from '../money/ChosenPriceLine.tsx';
import { useApp } from '../shared/store-context.tsx';
import { ClearToolUsesFields, PlaceholderFields, RungFields, SummaryFields } from './StrategyFields.tsx';

const KIND_LABELS: Record<StrategyKind, string> = {
  none: 'None',
  placeholder: 'Placeholder and notes',
  'clear-tool-uses': 'Tool-result clearing',
  summary: 'Summary',
  rung: 'Results on a rung or format',
};

/** The strategy to replay the session with, its settings and the steps the table covers. */
export function ReplayControls({ tools }: { tools: string[] }) {
  const kind = useApp((s) => s.sessions.kind);
  const setSessions = useApp((s) => s.setSessions);
  const name = useId();
  return (
    <section className="panel" aria-labelledby="replay-title" data-testid="session-replay-controls">
      <h2 id="replay-title">Replay with a strategy</h2>
      <fieldset className="strategy-kinds">
        <legend>Strategy</legend>
        {STRATEGY_KINDS.map((k) => (
          <span key={k}>
            <input
              type="radio"
              name={name}
              id={`${name}-${k}`}
              value={k}
              checked={kind === k}
              onChange={() => setSessions({ kind: k })}
            />{' '}
            <label htmlFor={`${name}-${k}`}>{KIND_LABELS[k]}</label>
          </span>
        ))}
      </fieldset>
      {kind === 'placeholder' && <PlaceholderFields />}
      {kind === 'clear-tool-uses' && <ClearToolUsesFields tools={tools} />}
      {kind === 'summary' && <SummaryFields />}
      {kind === 'rung' && <RungFields tools={tools} />}
      <TableRange />
    </section>
  );
}

/** First N steps (or all) of the before/after table; its costs use the model chosen in the sidebar. */
function TableRange() {
  const firstSteps = useApp((s) => s.sessions.firstSteps);
  const setSessions = useApp((s) => s.setSessions);
  const allId = useId();
  return (
    <>
      <h3>Compared steps</h3>
      <div className="field-grid">
        <div className="number-field">
          <span>
            <input
              type="checkbox"
              id={allId}
              checked={firstSteps === null}
              onChange={(e) => setSessions({ firstSteps: e.target.checked ? null : DEFAULT_FIRST_STEPS })}
            />{' '}
            <label htmlFor={allId}>Compare all steps</label>
          </span>
          {firstSteps !== null && (
            <NumberField
              label="Compare the first"
              unit="steps"
              min={1}
              value={firstSteps}
              onChange={(n) => setSessions({ firstSteps: n })}
            />
          )}
        </div>
      </div>
      <SessionPriceLine />
    </>
  );
}
