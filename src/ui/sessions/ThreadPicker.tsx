import { noStepProblem, otherThreads, threadLabel } from '../../core/sessions/threads.ts';
import type { SessionOpened } from '../../worker/protocol.ts';
import { useApp } from '../shared/store-context.tsx';

/** The opened log as core's thread words take it: its steps, its subagents, the thread read. */
const threadsOf = (opened: SessionOpened) => ({
  steps: opened.profile.steps,
  sidechains: opened.sidechains,
  ...(opened.thread && { thread: opened.thread }),
});

/**
 * The thread shown has no model request (a main thread beside subagents' threads): core's message
 * naming the threads that have one, offered just below by {@link ThreadPicker}.
 */
export function NoStepNote({ opened }: { opened: SessionOpened }) {
  const problem = noStepProblem(opened.name, threadsOf(opened), 'page');
  if (problem === null) return null;
  return (
    <p className="error-box" role="alert" data-testid="session-no-step">
      {problem}.
    </p>
  );
}

/**
 * The log's threads (Claude Code: the main one and each subagent's), each with its model requests:
 * which one is shown, and a button to open each other one that has a request.
 */
export function ThreadPicker() {
  const opened = useApp((s) => s.sessions.opened);
  const openThread = useApp((s) => s.openThread);
  if (!opened?.thread || (opened.sidechains.length === 0 && opened.thread.id === null)) return null;
  const shown = threadLabel({ id: opened.thread.id, steps: opened.profile.steps.length });
  const others = otherThreads(threadsOf(opened));
  return (
    <div className="session-threads" data-testid="session-threads">
      <p className="hint">
        {opened.profile.steps.length === 0
          ? `The threads of ${opened.name} with a model request:`
          : `Showing ${shown} of ${opened.name}${others.length === 0 ? ', the only thread in it with a model request.' : '. Its other threads:'}`}
      </p>
      {others.length > 0 && (
        <ul>
          {others.map((t) => (
            <li key={t.id ?? ''}>
              <button type="button" className="link-button" onClick={() => openThread(t.id)}>
                Open {threadLabel(t)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
