import { useId } from 'react';
import { progressText } from '../../core/progress-text.ts';
import { askSessionFile } from '../../state/sessions/file.ts';
import type { SessionRead } from '../../state/sessions/logs.ts';
import { DropZone, FileButton } from '../form/DropZone.tsx';
import { ProblemsBox } from '../shared/Problems.tsx';
import { useApp, useAppHandles } from '../shared/store-context.tsx';
import { NoStepNote, ThreadPicker } from './ThreadPicker.tsx';

/**
 * Import an agent session log: drop or pick a file, or paste it (the format is detected from the
 * content). A failed read says what and where and keeps the pasted text. The log stays in this
 * page: not in the link, and kept for the next visit only when the user asks (`KeepSession.tsx`).
 */
export function SessionImport() {
  const sessions = useApp((s) => s.sessions);
  const askSession = useApp((s) => s.askSession);
  const setText = useApp((s) => s.setLogText);
  const textId = useId();

  const { store } = useAppHandles();
  const take = ([file]: File[]) => file && void askSessionFile(store, file);
  const drop = (
    <DropZone className="profile-drop" testId="session-drop" onFiles={take}>
      <p>Drop a session log here, or</p>
      <FileButton text="Choose a session file…" label="Choose a session log file" onFiles={take} />
      <label htmlFor={textId}>Or paste the log (JSON Lines or JSON)</label>
      <textarea
        id={textId}
        rows={4}
        autoComplete="off"
        spellCheck={false}
        value={sessions.text}
        onChange={(e) => setText(e.target.value)}
        data-testid="session-text"
      />
      <button
        type="button"
        disabled={sessions.text.trim() === ''}
        onClick={() => askSession('pasted log', sessions.text)}
      >
        Read this log
      </button>
    </DropZone>
  );

  return (
    <section className="panel" aria-labelledby="session-import-title">
      <h2 id="session-import-title">Import an agent session</h2>
      {/* Once a log is open, its own summary says what was read; the how sits here until then. */}
      {!sessions.opened && (
        <p className="caption">
          A Claude Code session (<code>~/.claude/projects/…/*.jsonl</code>), a Codex CLI rollout (
          <code>~/.codex/sessions/…/rollout-*.jsonl</code>) or a Gemini CLI session (JSON); the format is detected from
          the content. The log stays in this page: it is never put in a link, and kept for your next visit only if you
          ask (“Keep this session in this browser”, once it is open).
        </p>
      )}
      {sessions.opened ? (
        // With a log open, the answer comes first: another log is one click away.
        <details className="session-another" data-testid="session-another">
          <summary>Open another log: drop, choose or paste it</summary>
          {drop}
        </details>
      ) : (
        drop
      )}
      <div aria-live="polite">
        <ReadingHint read={sessions} />
        {sessions.error !== undefined && (
          <ProblemsBox
            error={sessions.error}
            kept={sessions.problems.some((p) => p.source === 'pasted log') && 'Your text is kept above.'}
            problems={sessions.problems}
            locate
          />
        )}
        {sessions.status === 'ready' && sessions.opened && <NoStepNote opened={sessions.opened} />}
      </div>
      <ThreadPicker />
    </section>
  );
}

/** `Reading claude-code.jsonl… 42 % of 1,234,567 characters` while a read runs; nothing otherwise. */
export function ReadingHint({ read }: { read: SessionRead }) {
  if (read.status !== 'reading') return null;
  const { progress } = read;
  return (
    <p className="hint">
      Reading {read.asked?.name}…{progress && ` ${progressText(progress.done, progress.total, progress.unit)}`}
    </p>
  );
}
