import * as Toggle from '@radix-ui/react-toggle';
import { useId, useState } from 'react';
import { callRequestText, callResultText } from '../../core/mcp/call.ts';
import { TRANSPORT_INFO } from '../../core/mcp/revisions.ts';
import type { Transport } from '../../core/mcp/revisions.ts';
import { DEFAULT_CALL, OWN_DATA_CALL, callSettingsOf, isDefaultCall } from '../../core/mcp/call-form.ts';
import { callOf } from '../../state/mcp/call.ts';
import type { CallForm } from '../../core/mcp/call-form.ts';
import { projectionOf } from '../../state/fields/fields.ts';
import { bindFields } from '../form/bind.ts';
import { useApp } from '../shared/store-context.tsx';
import { transportName } from '../../core/format/names.ts';
import { ExactText } from './ExactText.tsx';
import { HostTexts } from './HostTexts.tsx';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  wide?: boolean;
  mono?: boolean;
  inputMode?: 'numeric';
  invalid?: string;
  onBlur?: () => void;
}

/** A labelled text input with an optional hint and error beneath it. */
function TextField({ label, value, onChange, hint, wide, mono, inputMode, invalid, onBlur }: FieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={wide ? 'number-field tr-field wide' : 'number-field tr-field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        className={mono ? 'tr-input tr-mono' : 'tr-input'}
        value={value}
        inputMode={inputMode}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={hint || invalid ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {(hint || invalid) && (
        <span id={hintId} className={invalid ? 'field-error' : 'hint'}>
          {invalid ?? hint}
        </span>
      )}
    </div>
  );
}

/** The JSON-RPC id: a whole number; while the text typed is not one, the last valid id stays in use. */
function IdField({ value: id, onChange }: { value: number; onChange: (id: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const valid = (text: string) => /^\d{1,15}$/.test(text.trim());
  return (
    <TextField
      label="JSON-RPC id"
      value={draft ?? String(id)}
      inputMode="numeric"
      mono
      invalid={draft !== null && !valid(draft) ? `A whole number; ${id} is used meanwhile.` : undefined}
      onChange={(text) => {
        setDraft(text);
        if (valid(text)) onChange(Number(text.trim()));
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

/**
 * The call as the worker sends it: with the command line chosen, the view compares the 2025 shape
 * with it. The exact request, result envelope and command line come from core's message builders.
 */
function useCallTexts(call: CallForm) {
  const fields = useApp((s) => s.fields);
  const chosen = useApp((s) => s.transport);
  const transport: Transport = chosen === 'cli' ? 'mcp-2025' : chosen;
  const info = TRANSPORT_INFO[transport];
  const projection = projectionOf(fields);
  const settings = callSettingsOf(call, projection);
  const spec = { ...settings, revision: info.revision!, fields: projection };
  return {
    transport,
    request: callRequestText(spec),
    envelope: callResultText(spec, '<payload>', info.structured ? '<records>' : undefined),
    commandLine: settings.commandLine,
  };
}

/**
 * The call that carries every payload: tool, JSON-RPC id, command-line template, client and
 * escaping, bound to the store; beneath, the exact request and command line for the current
 * projection (built by core's message builders; nothing is counted here).
 */
export function CallSettingsPanel() {
  const call = useApp(callOf);
  const setCall = useApp((s) => s.setCall);
  const field = bindFields(call, setCall);
  const { transport, request, envelope, commandLine } = useCallTexts(call);
  const isDefault = useApp((s) => isDefaultCall(s.call));
  const own = call === OWN_DATA_CALL;
  const resetCall = useApp((s) => s.resetCall);

  return (
    <section className="panel" aria-labelledby="call-settings-title">
      <div className="chart-head">
        <h2 id="call-settings-title">Call settings</h2>
        <button type="button" onClick={resetCall} disabled={isDefault} className="reset-button">
          Reset to the example call
        </button>
      </div>
      <p className="caption">
        The same call made both ways: the MCP <code>tools/call</code> message and the command line that prints the same
        payload. Every count in this view, and the ladder’s call totals, use these settings. The example call (tool{' '}
        <code>{DEFAULT_CALL.tool}</code>, id {DEFAULT_CALL.id}, non-ASCII escaped) is the one counted in the article
        “How Far to Optimize an Agent’s Context”, whose figures this page reproduces.
        {own && (
          <span data-testid="own-data-call">
            {' '}
            Your data is not the article’s task list, so until you name your own tool it is called{' '}
            <code>{OWN_DATA_CALL.tool}</code> and its command line <code>records q …</code>: neutral names, not the
            article’s. Type your tool’s real name and command to count them.
          </span>
        )}
      </p>
      <div className="field-grid tr-form">
        <TextField label="Tool name" mono {...field('tool')} />
        <IdField {...field('id')} />
        <TextField
          label="Command-line template"
          mono
          wide
          hint="{fields} stands for the kept fields, space-separated, in their order."
          {...field('commandTemplate')}
        />
        <TextField
          label="Client name"
          mono
          hint="Sent in _meta by revision 2026-07-28 only."
          {...field('clientName')}
        />
        <TextField label="Client version" mono {...field('clientVersion')} />
        <div className="number-field tr-field tr-toggle-field">
          <span className="tr-label" id="ascii-label">
            Escaping
          </span>
          <Toggle.Root
            className="chip tr-toggle"
            pressed={call.ascii}
            onPressedChange={(ascii) => setCall({ ascii })}
            aria-describedby="ascii-hint"
          >
            <span className="tr-check" aria-hidden="true">
              {call.ascii ? '✓' : ''}
            </span>
            Escape non-ASCII (<code>\uXXXX</code>)
          </Toggle.Root>
          <span className="hint" id="ascii-hint">
            Python’s default, as the reference messages were written; off leaves UTF-8 as it is.
          </span>
        </div>
      </div>
      <div className="tr-exacts">
        <ExactText title={`Request, ${transportName(transport)}`} text={request} testId="request-text" />
        <ExactText
          title="Result envelope (the payload goes where <payload> is, escaped once)"
          text={envelope}
          testId="envelope-text"
        />
        <ExactText title="Command line" text={commandLine} testId="command-line-text" />
        <HostTexts transport={transport} />
      </div>
    </section>
  );
}
