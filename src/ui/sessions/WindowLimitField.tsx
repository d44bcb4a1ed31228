import { formatInt } from '../../core/format/numbers.ts';
import { defaultWindowLimit } from '../../core/sessions/window-limit.ts';
import { Checkbox } from '../form/Checkbox.tsx';
import { NumberField } from '../growth/NumberField.tsx';
import { useApp } from '../shared/store-context.tsx';

/** The window limit a per-step chart draws: its tokens and whose figure it is (a model, `typed`). */
export interface LimitLine {
  tokens: number;
  source: string;
}

/** The limit line for a session of `model`: the typed limit, else the model's context window; undefined when hidden. */
export function useLimitLine(model: string | undefined, logged?: number): LimitLine | undefined {
  const typed = useApp((s) => s.sessions.windowLimit);
  const shown = useApp((s) => s.sessions.showWindowLimit);
  if (!shown) return undefined;
  if (typed !== null) return { tokens: typed, source: 'typed' };
  const limit = defaultWindowLimit(model, logged);
  if (limit.logged) return { tokens: limit.tokens, source: `${limit.model ?? 'the model'}, as the log records it` };
  return { tokens: limit.tokens, source: limit.model ?? 'model unknown: a common window' };
}

/**
 * The window limit drawn on the per-step chart: shown or not, and its tokens, the model's context
 * window (`core/sessions/window-limit.ts`) until the user types another.
 */
export function WindowLimitField({ model, logged }: { model: string | undefined; logged?: number }) {
  const typed = useApp((s) => s.sessions.windowLimit);
  const shown = useApp((s) => s.sessions.showWindowLimit);
  const setSessions = useApp((s) => s.setSessions);
  const fallback = defaultWindowLimit(model, logged);
  return (
    <div className="window-limit-field">
      <Checkbox label="Draw the window limit" value={shown} onChange={(on) => setSessions({ showWindowLimit: on })} />
      {shown && (
        <>
          <NumberField
            label="Window limit"
            unit="tokens"
            min={1}
            value={typed ?? fallback.tokens}
            testId="session-window-limit"
            onChange={(n) => setSessions({ windowLimit: n })}
          />
          <span className="hint">
            {typed === null ? (
              fallback.logged ? (
                `${fallback.model ?? 'The model'}'s context window, as the log records it.`
              ) : fallback.model === null ? (
                `The log names no model this page knows: ${formatInt(fallback.tokens)} tokens, a common window.`
              ) : (
                `${fallback.model}'s context window.`
              )
            ) : (
              <button type="button" className="link-button" onClick={() => setSessions({ windowLimit: null })}>
                Use the model’s ({formatInt(fallback.tokens)} tokens)
              </button>
            )}
          </span>
        </>
      )}
    </div>
  );
}
