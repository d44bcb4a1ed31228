import { formatInt } from '../../core/format/numbers.ts';
import { MAX_KEPT_SESSION_CHARS } from '../../state/sessions/keep.ts';
import { Checkbox } from '../form/Checkbox.tsx';
import { useApp } from '../shared/store-context.tsx';

/**
 * "Keep this session in this browser" (off by default): while on, the open log (and run B) is
 * stored in this browser and opened again on the next visit; "Forget the kept session" turns it
 * off and removes it. A log too large to keep says so and stays in the page.
 */
export function KeepSession() {
  const keep = useApp((s) => s.sessions.keep);
  const notice = useApp((s) => s.sessions.keepNotice);
  const setSessions = useApp((s) => s.setSessions);
  return (
    <div className="keep-session">
      <Checkbox label="Keep this session in this browser" value={keep} onChange={(on) => setSessions({ keep: on })} />
      <p className="hint">
        Off unless you turn it on. When on, the log’s text is stored in this browser’s local storage (up to{' '}
        {formatInt(MAX_KEPT_SESSION_CHARS)} characters), never sent anywhere, and opened again on your next visit.
      </p>
      <div aria-live="polite">
        {keep && notice && (
          <p className="error-box" role="alert" data-testid="session-keep-notice">
            This session is {notice}.
          </p>
        )}
        {keep && !notice && (
          <p className="hint" data-testid="session-kept">
            Kept in this browser.{' '}
            <button type="button" className="link-button" onClick={() => setSessions({ keep: false })}>
              Forget the kept session
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
