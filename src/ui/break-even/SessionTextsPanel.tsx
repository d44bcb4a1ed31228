import * as ToggleGroup from '@radix-ui/react-toggle-group';
import type { ReactNode } from 'react';
import { useId } from 'react';
import type { SessionText } from '../../core/analysis/session-texts.ts';
import { RUNG_IDS } from '../../core/ladder/rungs.ts';
import type { RungId } from '../../core/ladder/rungs.ts';
import { RUNG_COLOURS } from '../palette.ts';
import { useApp } from '../store-context.tsx';
import { formatTokens } from '../../core/export/format.ts';

/** The token count of one session text, or `counting…` while the worker has not answered. */
function TokenCount({ id, text }: { id: string; text: SessionText | undefined }) {
  return (
    <span className={text ? 'be-tokens' : 'be-tokens be-counting'} data-testid={`session-tokens-${id}`}>
      {text ? formatTokens(text.tokens) : 'counting…'}
    </span>
  );
}

interface EditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  text: SessionText | undefined;
  rows: number;
  /** What the text is for and which moves pay for it. */
  role: ReactNode;
  /** Controls under the text area (reset button, rung toggles). */
  children?: ReactNode;
}

/** One session text: a labelled, controlled text area bound to the store, its token count and its role. */
function SessionTextEditor({ id, label, value, onChange, text, rows, role, children }: EditorProps) {
  const inputId = useId();
  const roleId = useId();
  return (
    <div className="be-session-text" data-session-text={id}>
      <div className="be-session-head">
        <label htmlFor={inputId} className="be-session-label">
          {label}
        </label>
        <TokenCount id={id} text={text} />
      </div>
      <p className="hint" id={roleId}>
        {role}
      </p>
      <textarea
        id={inputId}
        className="be-textarea"
        value={value}
        rows={rows}
        spellCheck={false}
        autoComplete="off"
        aria-describedby={roleId}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
    </div>
  );
}

/**
 * The texts the agent reads once per session, editable: the schema response (needed by every
 * rung, so it cancels out of every move), the alias legend (needed by L5) and a custom text
 * needed by the rungs the user ticks. Edits go straight to the store; the worker counts them.
 */
export function SessionTextsPanel({ texts }: { texts: SessionText[] | undefined }) {
  const session = useApp((s) => s.session);
  const generatedSchema = useApp((s) => s.result.schema?.text);
  const generatedLegend = useApp((s) => s.result.legend?.text);
  const setSessionText = useApp((s) => s.setSessionText);
  const setCustomText = useApp((s) => s.setCustomText);
  const setCustomNeededBy = useApp((s) => s.setCustomNeededBy);
  const neededById = useId();
  const byId = (id: string) => texts?.find((t) => t.id === id);

  return (
    <section className="panel be-session" aria-labelledby="be-session-title">
      <h2 id="be-session-title">Session texts</h2>
      <p className="caption">
        Texts the agent reads once per session. A move pays for the texts its destination rung needs and its source rung
        did not; edit them to match your own tool.
      </p>
      <div className="be-session-grid">
        <SessionTextEditor
          id="schema"
          label="Schema response"
          value={session.schema ?? generatedSchema ?? ''}
          onChange={(text) => setSessionText('schema', text)}
          text={byId('schema')}
          rows={10}
          role={
            <>
              Needed by every rung (L0–L5), so it cancels out of every move.{' '}
              {session.schema === null ? 'Generated from the current data and fields.' : 'Edited.'}
            </>
          }
        >
          <button
            type="button"
            className="be-reset"
            aria-label="Reset to generated schema response"
            disabled={session.schema === null}
            onClick={() => setSessionText('schema', null)}
          >
            Reset to generated
          </button>
        </SessionTextEditor>
        <SessionTextEditor
          id="legend"
          label="Alias legend"
          value={session.legend ?? generatedLegend ?? ''}
          onChange={(text) => setSessionText('legend', text)}
          text={byId('legend')}
          rows={6}
          role={
            <>
              Needed by L5 only: the one-time cost of every move into L5.{' '}
              {session.legend === null
                ? 'Generated from the current aliases.'
                : 'Edited; the generated one follows the current aliases.'}
            </>
          }
        >
          <button
            type="button"
            className="be-reset"
            aria-label="Reset to generated alias legend"
            disabled={session.legend === null}
            onClick={() => setSessionText('legend', null)}
          >
            Reset to generated
          </button>
        </SessionTextEditor>
        <SessionTextEditor
          id="custom"
          label="Custom one-time text"
          value={session.custom}
          onChange={setCustomText}
          text={byId('custom')}
          rows={4}
          role="Anything else the agent must read once, such as usage instructions. It costs the moves into a ticked rung from an unticked one."
        >
          <div className="be-needed-by">
            <span id={neededById} className="be-needed-label">
              Needed by rungs
            </span>
            <ToggleGroup.Root
              type="multiple"
              className="chips"
              aria-labelledby={neededById}
              value={session.customNeededBy}
              onValueChange={(values) => setCustomNeededBy(RUNG_IDS.filter((id) => values.includes(id)))}
            >
              {RUNG_IDS.map((id: RungId) => (
                <ToggleGroup.Item key={id} value={id} className="chip be-rung-chip" aria-label={`Needed by ${id}`}>
                  <span className="be-swatch" style={{ background: RUNG_COLOURS[id] }} aria-hidden="true" />
                  {id}
                </ToggleGroup.Item>
              ))}
            </ToggleGroup.Root>
          </div>
        </SessionTextEditor>
      </div>
    </section>
  );
}
