import * as Toggle from '@radix-ui/react-toggle';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useId } from 'react';
import type { Ladder } from '../../core/ladder/ladder.ts';
import { DEFAULT_PLACEHOLDER, DEFAULT_SIM, MAX_STEPS } from '../../core/conversation/sim-form.ts';
import { formatInt } from '../../core/export/format.ts';
import { useApp } from '../store-context.tsx';
import { LinkField } from './LinkField.tsx';
import { NumberField } from './NumberField.tsx';

const LIMITS = [128_000, 200_000, 1_000_000];

/** Every input of the simulator, in tokens unless said otherwise. */
export function GrowthInputs({ ladder }: { ladder: Ladder }) {
  const sim = useApp((s) => s.sim);
  const setSim = useApp((s) => s.setSim);
  const counts = useApp((s) => s.sessionCounts);
  const transport = useApp((s) => s.transport);
  const placeholderId = useId();
  const placeholderTokens = sim.placeholder === '' ? 0 : counts[sim.placeholder];
  return (
    <section className="panel growth-inputs" aria-labelledby="growth-inputs-title">
      <h2 id="growth-inputs-title">The conversation</h2>
      <p className="caption">
        Sizes in tokens. Request k carries the system prompt, tool definitions, the user message and every step up to k.
      </p>
      <div className="field-grid">
        <NumberField label="System prompt" unit="tokens" value={sim.system} onChange={(system) => setSim({ system })} />
        <NumberField label="Tool definitions" unit="tokens" value={sim.tools} onChange={(tools) => setSim({ tools })} />
        <NumberField label="User message" unit="tokens" value={sim.user} onChange={(user) => setSim({ user })} />
        <NumberField
          label="Steps (tool calls)"
          unit="steps"
          value={sim.steps}
          min={1}
          max={MAX_STEPS}
          onChange={(steps) => setSim({ steps, breakdownStep: Math.min(sim.breakdownStep, steps) })}
          testId="sim-steps"
        />
        <NumberField
          label="Model response per step"
          unit="tokens"
          value={sim.modelResponse}
          onChange={(modelResponse) => setSim({ modelResponse })}
        />
        <NumberField
          label="Tool request per step"
          unit="tokens"
          value={sim.toolRequest}
          onChange={(toolRequest) => setSim({ toolRequest })}
        />
        <NumberField
          label="Tool response per step"
          unit="tokens"
          value={sim.toolResponse}
          onChange={(toolResponse) => setSim({ toolResponse })}
        />
      </div>
      <div className="field-grid">
        <LinkField
          label="Tool response from the ladder"
          noneLabel="Typed size above"
          value={sim.link}
          ladder={ladder}
          onChange={(link) => setSim({ link })}
        />
        <LinkField
          label="Second strategy: compaction with responses of"
          noneLabel="None"
          value={sim.compare}
          ladder={ladder}
          onChange={(compare) => setSim({ compare })}
        />
        <div className="number-field">
          <span id="via-transport-label">Linked responses as calls</span>
          <Toggle.Root
            className="segment"
            pressed={sim.viaTransport}
            onPressedChange={(viaTransport) => setSim({ viaTransport })}
            aria-labelledby="via-transport-label"
          >
            {sim.viaTransport ? `Over ${transport === 'cli' ? 'MCP (2025 shape)' : transport}` : 'Payload only'}
          </Toggle.Root>
          <span className="hint">
            A linked response counts as its payload, or pressed, as the MCP request and result carrying it.
          </span>
        </div>
      </div>
      <h3>Compaction</h3>
      <div className="field-grid">
        <div className="number-field wide">
          <label htmlFor={placeholderId}>
            Placeholder for an old tool result{' '}
            <span className="hint">
              ({placeholderTokens === undefined ? 'counting…' : `${formatInt(placeholderTokens)} tokens`})
            </span>
          </label>
          <textarea
            autoComplete="off"
            id={placeholderId}
            rows={2}
            value={sim.placeholder}
            onChange={(e) => setSim({ placeholder: e.target.value })}
          />
          {sim.placeholder !== DEFAULT_PLACEHOLDER && (
            <button type="button" className="link-button" onClick={() => setSim({ placeholder: DEFAULT_PLACEHOLDER })}>
              Reset to the article's placeholder
            </button>
          )}
        </div>
        <NumberField
          label="Notes block per tool call"
          unit="tokens"
          value={sim.notes}
          onChange={(notes) => setSim({ notes })}
        />
        <NumberField
          label="Newest results kept in full"
          unit="results"
          value={sim.keepLast}
          onChange={(keepLast) => setSim({ keepLast })}
        />
        <div className="number-field">
          <span id="mode-label">Compaction runs</span>
          <ToggleGroup.Root
            type="single"
            className="segmented"
            aria-labelledby="mode-label"
            value={sim.mode.kind}
            onValueChange={(v) =>
              v &&
              setSim({
                mode:
                  v === 'trigger'
                    ? { kind: 'trigger', inputTokens: Math.round(sim.limit / 2) }
                    : { kind: 'every-step' },
              })
            }
          >
            <ToggleGroup.Item value="every-step" className="segment">
              Every step
            </ToggleGroup.Item>
            <ToggleGroup.Item value="trigger" className="segment">
              Past a trigger
            </ToggleGroup.Item>
          </ToggleGroup.Root>
        </div>
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
        <div className="number-field">
          <span id="limit-label">Context-window limit</span>
          <ToggleGroup.Root
            type="single"
            className="chips"
            aria-labelledby="limit-label"
            value={LIMITS.includes(sim.limit) ? String(sim.limit) : ''}
            onValueChange={(v) => v && setSim({ limit: Number(v) })}
          >
            {LIMITS.map((l) => (
              <ToggleGroup.Item key={l} value={String(l)} className="chip" aria-label={`${formatInt(l)} tokens`}>
                {l >= 1_000_000 ? `${l / 1_000_000}M` : `${l / 1000}k`}
              </ToggleGroup.Item>
            ))}
          </ToggleGroup.Root>
        </div>
        <NumberField
          label="Custom limit"
          unit="tokens"
          value={sim.limit}
          min={1}
          onChange={(limit) => setSim({ limit })}
        />
        <NumberField
          label="Input price"
          unit="per 1M tokens"
          decimals
          value={sim.price}
          onChange={(price) => setSim({ price })}
        />
        <NumberField
          label="Cached input price"
          unit="per 1M tokens"
          decimals
          value={sim.cachedPrice}
          onChange={(cachedPrice) => setSim({ cachedPrice })}
        />
      </div>
      <button type="button" className="link-button" onClick={() => setSim({ ...DEFAULT_SIM })}>
        Reset to the seed article's turn one over 25 steps
      </button>
    </section>
  );
}
