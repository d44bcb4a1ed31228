import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useId } from 'react';
import type { SessionText } from '../../core/analysis/session-texts.ts';
import { sessionTextRole } from '../../core/report/session-text-roles.ts';
import { RUNG_IDS } from '../../core/ladder/rungs.ts';
import type { RungId } from '../../core/ladder/rungs.ts';
import { CountedTextBox } from '../form/CountedTextBox.tsx';
import { RUNG_COLOURS } from '../theme/palette.ts';
import { useApp } from '../shared/store-context.tsx';

/** The two texts generated from the data, each editable and resettable: what each is for, and what it says. */
const GENERATED = {
  schema: {
    label: 'Schema response',
    rows: 10,
    generated: 'Generated from the current data and fields.',
    edited: 'Edited.',
    reset: 'Reset to generated schema response',
  },
  legend: {
    label: 'Alias legend',
    rows: 6,
    generated: 'Generated from the current aliases.',
    edited: 'Edited; the generated one follows the current aliases.',
    reset: 'Reset to generated alias legend',
  },
} as const;

/** A generated session text: the user's edit, or else the generated text; its reset button brings the generated one back. */
function GeneratedTextEditor({
  id,
  text,
  base,
}: {
  id: keyof typeof GENERATED;
  text: SessionText | undefined;
  /** The verdict's baseline (`L0`, `as-received`): whose move the text's role names. */
  base: string;
}) {
  const edited = useApp((s) => s.session[id]);
  const generated = useApp((s) => s.result[id]?.text);
  const setSessionText = useApp((s) => s.setSessionText);
  const { label, rows, generated: fromData, edited: fromUser, reset } = GENERATED[id];
  const role = text ? sessionTextRole(text, base) : '';
  return (
    <CountedTextBox
      label={label}
      value={edited ?? generated ?? ''}
      onChange={(value) => setSessionText(id, value)}
      tokens={text?.tokens}
      tokensTestId={`session-tokens-${id}`}
      rows={rows}
      hint={[role, edited === null ? fromData : fromUser].filter(Boolean).join(' ')}
    >
      <button
        type="button"
        className="reset-button"
        aria-label={reset}
        disabled={edited === null}
        onClick={() => setSessionText(id, null)}
      >
        Reset to generated
      </button>
    </CountedTextBox>
  );
}

/**
 * The texts the agent reads once per session, editable: schema response, alias legend and a custom
 * text for the rungs the user ticks, each role in core's words (`sessionTextRole`). Edits go
 * straight to the store; the worker counts them.
 */
export function SessionTextsPanel({ texts, base }: { texts: SessionText[] | undefined; base: string }) {
  const session = useApp((s) => s.session);
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
      <div className="text-boxes">
        <GeneratedTextEditor id="schema" text={byId('schema')} base={base} />
        <GeneratedTextEditor id="legend" text={byId('legend')} base={base} />
        <CountedTextBox
          label="Custom one-time text"
          value={session.custom}
          onChange={setCustomText}
          tokens={byId('custom')?.tokens}
          tokensTestId="session-tokens-custom"
          rows={4}
          hint="Anything else the agent must read once, such as usage instructions. It costs the moves into a ticked rung from an unticked one."
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
        </CountedTextBox>
      </div>
    </section>
  );
}
