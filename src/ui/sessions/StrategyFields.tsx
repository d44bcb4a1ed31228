import { useId } from 'react';
import { representationLabel, REPRESENTATIONS } from '../../core/representation-list.ts';
import { DEFAULT_KEEP_NEWEST_WHY } from '../../core/sessions/strategy.ts';
import type { StrategyForms } from '../../state/sessions/logs.ts';
import { bindFields } from '../form/bind.ts';
import { Checkbox } from '../form/Checkbox.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { NumberField } from '../growth/NumberField.tsx';
import { useApp } from '../shared/store-context.tsx';
import { ToolPicker } from './ToolPicker.tsx';

/** One strategy's settings, a setter of part of them, and each setting bound as a field's props. */
function useForm<K extends keyof StrategyForms>(kind: K) {
  const form = useApp((s) => s.sessions.forms[kind]);
  const setForm = useApp((s) => s.setStrategyForm);
  const set = (patch: Partial<StrategyForms[K]>) => setForm(kind, patch);
  return { form, set, field: bindFields(form, set) };
}

/** A trigger that may be off (compact at every step) or a token threshold. */
function OptionalTrigger({ value, onChange }: { value: number | null; onChange: (t: number | null) => void }) {
  return (
    <div className="number-field">
      <Checkbox
        label="Only when the window passes a trigger"
        value={value !== null}
        onChange={(on) => onChange(on ? 100_000 : null)}
      />
      {value !== null && <NumberField label="Trigger" unit="input tokens" value={value} onChange={onChange} />}
    </div>
  );
}

/** The seed article's placeholder: editable text, notes, the newest N kept, an optional trigger. */
export function PlaceholderFields() {
  const { field } = useForm('placeholder');
  return (
    <>
      <div className="field-grid">
        <TextAreaField label="Placeholder text" {...field('placeholder')} />
        <NumberField label="Notes block" unit="tokens each" {...field('notes')} />
        <NumberField label="Keep the newest results raw" unit="results" {...field('keepLast')} />
        <OptionalTrigger {...field('trigger')} />
      </div>
      <p className="hint" data-testid="keep-newest-why">
        {DEFAULT_KEEP_NEWEST_WHY}
      </p>
    </>
  );
}

/** Anthropic's tool-result clearing, with the parameters its API exposes. */
export function ClearToolUsesFields({ tools }: { tools: string[] }) {
  const { form, set, field } = useForm('clear-tool-uses');
  return (
    <div className="field-grid">
      <NumberField label="Trigger" unit="input tokens" {...field('trigger')} />
      <NumberField label="Keep the newest tool uses" unit="uses" {...field('keep')} />
      <NumberField label="Clear at least" unit="tokens" {...field('clearAtLeast')} />
      <span className="number-field">
        <Checkbox label="Clear the calls’ inputs too" {...field('clearInputs')} />
      </span>
      <TextAreaField label="Cleared content text" {...field('placeholder')} />
      <ToolPicker
        legend="Tools never cleared"
        tools={tools}
        chosen={form.exclude}
        onChange={(exclude) => set({ exclude })}
      />
    </div>
  );
}

/** Summary compaction: past the trigger, everything before is one summary. */
export function SummaryFields() {
  const { field } = useForm('summary');
  return (
    <div className="field-grid">
      <NumberField label="Trigger" unit="input tokens" {...field('trigger')} />
      <NumberField label="Summary size" unit="tokens" {...field('summaryTokens')} />
    </div>
  );
}

/** Re-representation: JSON results holding records rewritten on a rung or format, for all or chosen tools. */
export function RungFields({ tools }: { tools: string[] }) {
  const { form, set } = useForm('rung');
  const id = useId();
  return (
    <div className="field-grid">
      <div className="number-field">
        <label htmlFor={id}>Rung or format</label>
        <select id={id} value={form.representation} onChange={(e) => set({ representation: e.target.value })}>
          {REPRESENTATIONS.map((r) => (
            <option key={r.id} value={r.id}>
              {representationLabel(r)}
            </option>
          ))}
        </select>
      </div>
      <span className="number-field">
        <Checkbox
          label="Every tool’s results"
          value={form.tools === null}
          onChange={(all) => set({ tools: all ? null : [] })}
        />
      </span>
      {form.tools !== null && (
        <ToolPicker
          legend="Only these tools"
          tools={tools}
          chosen={form.tools}
          onChange={(chosen) => set({ tools: chosen })}
        />
      )}
    </div>
  );
}
