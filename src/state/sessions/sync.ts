import type { WorkerRequestBody } from '../../worker/client.ts';
import type { SessionRun } from '../../worker/protocol.ts';
import type { RequestRoute } from '../requests.ts';
import type { SessionRead } from './logs.ts';
import { sessionReplayRequest, sessionRequest } from './wanted.ts';
import type { AppState, AppStore } from '../store.ts';
import { sameRequest } from '../wanted.ts';

/** The route's slot of each run's read; run A's replay goes under run A's. */
const SLOTS: Record<SessionRun, string> = { a: 'sessions', b: 'sessions-compare' };

/**
 * The sessions view's watcher for `sync.ts`: sends each run's asked log (again per encoding), then run
 * A's replay (against run B once open), each when its body changed; closing cancels and forgets what was
 * sent, so the same log dropped again is read again.
 */
export function watchSessions(store: AppStore, route: RequestRoute): (state: AppState) => void {
  const now = () => store.getState();
  const setRead = (run: SessionRun, patch: Partial<SessionRead>) =>
    run === 'a' ? now().setSessions(patch) : now().setCompare(patch);
  const lastRead: Record<SessionRun, WorkerRequestBody | undefined> = { a: undefined, b: undefined };
  let lastReplay: WorkerRequestBody | undefined;
  // Each run's last log that opened, and its request: a log that then fails leaves it open.
  const opened: Record<SessionRun, { read: Partial<SessionRead>; body: WorkerRequestBody } | undefined> = {
    a: undefined,
    b: undefined,
  };
  const readOf = (run: SessionRun) => (run === 'a' ? now().sessions : now().sessions.compare);

  function read(run: SessionRun, body: NonNullable<ReturnType<typeof sessionRequest>>) {
    setRead(run, { status: 'reading', progress: undefined, error: undefined, problems: [] });
    if (run === 'a') now().setSessions({ replay: { status: 'idle' } });
    void route.send(
      SLOTS[run],
      body,
      (outcome) => {
        if (outcome.ok) {
          setRead(run, {
            status: 'ready',
            opened: outcome.answer,
            error: undefined,
            problems: [],
            progress: undefined,
          });
          opened[run] = { read: { asked: readOf(run).asked, opened: outcome.answer }, body };
          return;
        }
        const failed = { error: outcome.message, problems: outcome.problems, progress: undefined };
        const before = opened[run];
        if (!before) return setRead(run, { ...failed, status: 'error', opened: undefined });
        // The log open before stays, as it was: its request is the last read, its replay is asked again.
        lastRead[run] = before.body;
        if (run === 'a') lastReplay = undefined;
        setRead(run, { ...before.read, ...failed, status: 'ready' });
      },
      (progress) => setRead(run, { progress }),
    );
  }

  function replay(body: NonNullable<ReturnType<typeof sessionReplayRequest>>) {
    now().setSessions({ replay: { ...now().sessions.replay, status: 'counting' } });
    void route.send(SLOTS.a, body, (outcome) =>
      now().setSessions({
        replay: outcome.ok ? { status: 'ready', result: outcome.answer } : { status: 'error', error: outcome.message },
      }),
    );
  }

  /** Drops run `run`'s read when its log is closed; true when it was open. */
  function closed(run: SessionRun, state: AppState): boolean {
    const asked = run === 'a' ? state.sessions.asked : state.sessions.compare.asked;
    if (asked !== null || !lastRead[run]) return false;
    lastRead[run] = undefined;
    opened[run] = undefined;
    route.cancel('session', SLOTS[run]);
    if (run === 'a') {
      lastReplay = undefined;
      route.cancel('session-replay', SLOTS.a);
    }
    return true;
  }

  return (state) => {
    closed('b', state);
    if (state.sessions.asked === null) {
      closed('a', state);
      return;
    }
    // Set before sending: sending updates the store, which calls this again.
    for (const run of ['a', 'b'] as const) {
      const body = sessionRequest(state, run);
      if (body && !sameRequest(body, lastRead[run])) {
        lastRead[run] = body;
        return read(run, body);
      }
    }
    const replayBody = sessionReplayRequest(state);
    if (replayBody && !sameRequest(replayBody, lastReplay)) {
      lastReplay = replayBody;
      replay(replayBody);
    }
  };
}
