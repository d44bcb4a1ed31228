import { useId } from 'react';
import { representationLabel, REPRESENTATIONS } from '../../core/representations.ts';
import type { StrategyForms } from '../../state/sessions.ts';
import { NumberField } from '../growth/NumberField.tsx';
import { useApp } from '../store-context.tsx';
import { ToolPicker } from './ToolPicker.tsx';

/** Sets part of one strategy's settings. */
function useForm<K extends keyof StrategyForms>(kind: K) {
  const form = useApp((s) => s.sessions.forms[kind]);
  const setForm = useApp((s) => s.setStrategyForm);
  return [form, (patch: Partial<StrategyForms[K]>) => setForm(kind, patch)] as const;
}

/** A labelled text box for the placeholder text (counted in the worker). */
function PlaceholderText({ value, onChange, label }: { value: string; onChange: (t: string) => void; label: string }) {
  const id = useId();
  return (
    <div className="number-field wide">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={2} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** A trigger that may be off (compact at every step) or a token threshold. */
function OptionalTrigger({ value, onChange }: { value: number | null; onChange: (t: number | null) => void }) {
  const id = useId();
  return (
    <div className="number-field">
      <span>
        <input
          type="checkbox"
          id={id}
          checked={value !== null}
          onChange={(e) => onChange(e.target.checked ? 100_000 : null)}
        />{' '}
        <label htmlFor={id}>Only when the window passes a trigger</label>
      </span>
      {value !== null && <NumberField label="Trigger" unit="input tokens" value={value} onChange={onChange} />}
    </div>
  );
}

/** The seed article's placeholder: editable text, notes, the newest N kept, an optional trigger. */
export function PlaceholderFields() {
  const [form, set] = useForm('placeholder');
  return (
    <div className="field-grid">
      <PlaceholderText
        label="Placeholder text"
        value={form.placeholder}
        onChange={(placeholder) => set({ placeholder })}
      />
      <NumberField label="Notes block" unit="tokens each" value={form.notes} onChange={(notes) => set({ notes })} />
      <NumberField
        label="Keep the newest results raw"
        unit="results"
        value={form.keepLast}
        onChange={(keepLast) => set({ keepLast })}
      />
      <OptionalTrigger value={form.trigger} onChange={(trigger) => set({ trigger })} />
    </div>
  );
}

/** Anthropic's tool-result clearing, with the parameters its API exposes. */
export function ClearToolUsesFields({ tools }: { tools: string[] }) {
  const [form, set] = useForm('clear-tool-uses');
  const id = useId();
  return (
    <div className="field-grid">
      <NumberField label="Trigger" unit="input tokens" value={form.trigger} onChange={(trigger) => set({ trigger })} />
      <NumberField label="Keep the newest tool uses" unit="uses" value={form.keep} onChange={(keep) => set({ keep })} />
      <NumberField
        label="Clear at least"
        unit="tokens"
        value={form.clearAtLeast}
        onChange={(clearAtLeast) => set({ clearAtLeast })}
      />
      <span className="number-field">
        <span>
          <input
            type="checkbox"
            id={id}
            checked={form.clearInputs}
            onChange={(e) => set({ clearInputs: e.target.checked })}
          />{' '}
          <label htmlFor={id}>Clear the calls’ inputs too</label>
        </span>
      </span>
      <PlaceholderText
        label="Cleared content text"
        value={form.placeholder}
        onChange={(placeholder) => set({ placeholder })}
      />
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
  const [form, set] = useForm('summary');
  return (
    <div className="field-grid">
      <NumberField label="Trigger" unit="input tokens" value={form.trigger} onChange={(trigger) => set({ trigger })} />
      <NumberField
        label="Summary size"
        unit="tokens"
        value={form.summaryTokens}
        onChange={(summaryTokens) => set({ summaryTokens })}
      />
    </div>
  );
}

/** Re-representation: JSON results holding records rewritten on a rung or format, for all or chosen tools. */
export function RungFields({ tools }: { tools: string[] }) {
  const [form, set] = useForm('rung');
  const id = useId();
  const allId = useId();
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
        <span>
          <input
            type="checkbox"
            id={allId}
            checked={form.tools === null}
            onChange={(e) => set({ tools: e.target.checked ? null : [] })}
          />{' '}
          <label htmlFor={allId}>Every tool’s results</label>
        </span>
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
