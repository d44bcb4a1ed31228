import { useId } from 'react';
import type { ConversationInput, SetElsewhere } from '../../core/conversation/growth.ts';
import type { Ladder } from '../../core/ladder/ladder.ts';
import {
  ARTICLE_KEEP_NEWEST_WHY,
  DEFAULT_PLACEHOLDER,
  DEFAULT_SIM,
  MAX_STEPS,
} from '../../core/conversation/sim-form.ts';
import { growthLimit, growthLimitSource } from '../../core/conversation/window-limit.ts';
import { formatInt } from '../../core/format/numbers.ts';
import { transportName } from '../../core/format/names.ts';
import { bindFields } from '../form/bind.ts';
import { Checkbox } from '../form/Checkbox.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { LabelledChoice } from '../shared/SingleChoice.tsx';
import { useApp } from '../shared/store-context.tsx';
import { ChosenPriceLine } from '../money/ChosenPriceLine.tsx';
import { LinkField } from './LinkField.tsx';
import { NumberField } from './NumberField.tsx';
import type { SetBy } from './NumberField.tsx';

const LIMITS = [128_000, 200_000, 1_000_000];
/** The limit chip that follows the chosen model's context window (the simulator's `limit: null`). */
const MODEL_LIMIT = 'model';
const shortTokens = (l: number) => (l >= 1_000_000 ? `${l / 1_000_000}M` : `${l / 1000}k`);
const MODES = ['every-step', 'trigger'] as const;
const MODE_NAMES = { 'every-step': 'Every step', trigger: 'Past a trigger' };

/**
 * Every input of the simulator, in tokens unless said otherwise. Inputs `setElsewhere` names are
 * read-only, saying what sets them and how to edit them again. The window limit is the chosen
 * model's context window until one is chosen or typed.
 */
export function GrowthInputs({
  ladder,
  setElsewhere,
}: {
  ladder: Ladder;
  setElsewhere: Partial<Record<ConversationInput, SetElsewhere>>;
}) {
  const sim = useApp((s) => s.sim);
  const model = useApp((s) => s.pricing.model);
  const limit = growthLimit(sim.limit, model);
  const modelWindow = growthLimit(null, model);
  const setSim = useApp((s) => s.setSim);
  const counts = useApp((s) => s.sessionCounts);
  const transport = useApp((s) => s.transport);
  const field = bindFields(sim, setSim);
  // Fewer steps than the breakdown's step moves the breakdown to the last step.
  const steps = {
    value: sim.steps,
    onChange: (steps: number) => setSim({ steps, breakdownStep: Math.min(sim.breakdownStep, steps) }),
  };
  const placeholderTokens = sim.placeholder === '' ? 0 : counts[sim.placeholder];
  const replayNoteId = useId();
  const replayed = Object.values(setElsewhere).find((set) => set.by === 'replay');
  const setBy = (input: ConversationInput): { setBy?: SetBy } => {
    const set = setElsewhere[input];
    if (!set) return {};
    if (set.by === 'replay') return { setBy: { value: set.value, reasonId: replayNoteId } };
    return { setBy: { value: set.value, reason: `Set by the link to ${set.label}: unlink it below to edit.` } };
  };
  // The ladder's calls: over the transport chosen, or the 2025 shape when the command line is; the host names whose text.
  const callsOver = transportName(
    ladder.transport ?? (transport === 'cli' ? 'mcp-2025' : transport),
    ladder.host ?? 'wire',
  );
  return (
    <section className="panel growth-inputs" aria-labelledby="growth-inputs-title">
      <h2 id="growth-inputs-title">The conversation</h2>
      <p className="caption">
        Sizes in tokens. Request k carries the system prompt, tool definitions, the user message and every step up to k.
      </p>
      {replayed?.by === 'replay' && (
        <div className="warning-box" id={replayNoteId} data-testid="replay-sets-inputs">
          <p>
            Set by the replayed request ({replayed.request}): the sizes and links below are its own, so they cannot be
            edited while it is replayed. Compaction, the window and prices still apply.
          </p>
          <button type="button" onClick={() => setSim({ useProfile: false })}>
            Stop replaying to edit them
          </button>
        </div>
      )}
      <div className="field-grid">
        <NumberField label="System prompt" unit="tokens" {...field('system')} {...setBy('system')} />
        <NumberField label="Tool definitions" unit="tokens" {...field('tools')} {...setBy('tools')} />
        <NumberField label="User message" unit="tokens" {...field('user')} {...setBy('user')} />
        <NumberField
          label="Steps (tool calls)"
          unit="steps"
          min={1}
          max={MAX_STEPS}
          testId="sim-steps"
          {...steps}
          {...setBy('steps')}
        />
        <NumberField
          label="Model response per step"
          unit="tokens"
          {...field('modelResponse')}
          {...setBy('modelResponse')}
        />
        <NumberField label="Tool request per step" unit="tokens" {...field('toolRequest')} {...setBy('toolRequest')} />
        <NumberField
          label="Tool response per step"
          unit="tokens"
          {...field('toolResponse')}
          {...setBy('toolResponse')}
        />
      </div>
      <div className="field-grid">
        <LinkField
          label="Tool response from the ladder"
          noneLabel="Typed size above"
          ladder={ladder}
          {...field('link')}
          setByReasonId={setElsewhere.link && replayNoteId}
        />
        <LinkField
          label="Second strategy: compaction with responses of"
          noneLabel="None"
          ladder={ladder}
          {...field('compare')}
          setByReasonId={setElsewhere.compare && replayNoteId}
        />
        <div className="number-field">
          <Checkbox
            label={`Count linked responses as calls over ${callsOver}`}
            {...field('viaTransport')}
            disabled={setElsewhere.viaTransport !== undefined}
            describedBy={setElsewhere.viaTransport ? replayNoteId : undefined}
          />
          <span className="hint">
            {sim.viaTransport
              ? `Now: a linked response counts as the ${callsOver} request and result carrying it.`
              : 'Now: a linked response counts as its payload alone.'}
          </span>
        </div>
      </div>
      <h3>Compaction</h3>
      <div className="field-grid">
        <TextAreaField
          label={
            <>
              Placeholder for an old tool result{' '}
              <span className="hint">
                ({placeholderTokens === undefined ? 'counting…' : `${formatInt(placeholderTokens)} tokens`})
              </span>
            </>
          }
          {...field('placeholder')}
        >
          {sim.placeholder !== DEFAULT_PLACEHOLDER && (
            <button type="button" className="link-button" onClick={() => setSim({ placeholder: DEFAULT_PLACEHOLDER })}>
              Reset to the default placeholder
            </button>
          )}
        </TextAreaField>
        <NumberField label="Notes block per tool call" unit="tokens" {...field('notes')} />
        <NumberField label="Newest results kept in full" unit="results" {...field('keepLast')} />
        <p className="hint" data-testid="growth-keep-why">
          {ARTICLE_KEEP_NEWEST_WHY}
        </p>
        <LabelledChoice
          label="Compaction runs"
          wrapperClass="number-field"
          options={MODES}
          value={sim.mode.kind}
          onChange={(kind) =>
            setSim({
              mode: kind === 'trigger' ? { kind, inputTokens: Math.round(limit.tokens / 2) } : { kind: 'every-step' },
            })
          }
          render={(kind) => MODE_NAMES[kind]}
        />
        {sim.mode.kind === 'trigger' && (
          <NumberField
            label="Trigger: input above"
            unit="tokens"
            value={sim.mode.inputTokens}
            onChange={(inputTokens) => setSim({ mode: { kind: 'trigger', inputTokens } })}
          />
        )}
      </div>
      <h3>Window and price</h3>
      <div className="field-grid">
        <LabelledChoice
          label="Context-window limit"
          wrapperClass="number-field"
          chips
          options={[MODEL_LIMIT, ...LIMITS.map(String)]}
          optionValue={String}
          value={sim.limit === null ? MODEL_LIMIT : LIMITS.includes(sim.limit) ? String(sim.limit) : ''}
          onChange={(choice) => setSim({ limit: choice === MODEL_LIMIT ? null : Number(choice) })}
          render={(choice) =>
            choice === MODEL_LIMIT ? `Model's (${formatInt(modelWindow.tokens)})` : shortTokens(Number(choice))
          }
          ariaLabel={(choice) =>
            choice === MODEL_LIMIT
              ? `the model's window: ${formatInt(modelWindow.tokens)} tokens, ${growthLimitSource(modelWindow)}`
              : `${formatInt(Number(choice))} tokens`
          }
        />
        <NumberField
          label="Custom limit"
          unit="tokens"
          min={1}
          value={limit.tokens}
          onChange={(typed) => setSim({ limit: typed })}
        />
      </div>
      <p className="hint" data-testid="growth-limit-source">
        Window limit: {formatInt(limit.tokens)} tokens, {growthLimitSource(limit)}.
      </p>
      <ChosenPriceLine />
      <button type="button" className="link-button" onClick={() => setSim({ ...DEFAULT_SIM })}>
        Reset to the seed article's turn one over 25 steps
      </button>
    </section>
  );
}
