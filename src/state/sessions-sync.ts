import type { WorkerRequestBody } from '../worker/client.ts';
import type { RequestRoute } from './requests.ts';
import { sessionReplayRequest, sessionRequest } from './sessions-wanted.ts';
import type { AppState, AppStore } from './store.ts';
import { sameRequest } from './wanted.ts';

/** The route's slot of the sessions view's requests. */
const SLOT = 'sessions';

/**
 * The sessions view's watcher for `sync.ts`: on each store change it sends the asked log (read
 * again in each new encoding) and then its replay with the chosen strategy, each only when its body
 * changed. Closing the session cancels both and forgets what was sent, so the same log dropped
 * again is read again.
 */
export function watchSessions(store: AppStore, route: RequestRoute): (state: AppState) => void {
  const now = () => store.getState();
  let lastRead: WorkerRequestBody | undefined;
  let lastReplay: WorkerRequestBody | undefined;

  function read(body: NonNullable<ReturnType<typeof sessionRequest>>) {
    now().setSessions({ status: 'reading', progress: undefined, replay: { status: 'idle' } });
    void route.send(
      SLOT,
      body,
      (outcome) =>
        now().setSessions(
          outcome.ok
            ? { status: 'ready', opened: outcome.answer, error: undefined, problems: [], progress: undefined }
            : { status: 'error', opened: undefined, error: outcome.message, problems: outcome.problems },
        ),
      (progress) => now().setSessions({ progress }),
    );
  }

  function replay(body: NonNullable<ReturnType<typeof sessionReplayRequest>>) {
    now().setSessions({ replay: { ...now().sessions.replay, status: 'counting' } });
    void route.send(SLOT, body, (outcome) =>
      now().setSessions({
        replay: outcome.ok ? { status: 'ready', result: outcome.answer } : { status: 'error', error: outcome.message },
      }),
    );
  }

  return (state) => {
    if (state.sessions.asked === null) {
      if (lastRead) {
        lastRead = lastReplay = undefined;
        route.cancel('session', SLOT);
        route.cancel('session-replay', SLOT);
      }
      return;
    }
    // Set before sending: sending updates the store, which calls this again.
    const readBody = sessionRequest(state);
    if (readBody && !sameRequest(readBody, lastRead)) {
      lastRead = readBody;
      return read(readBody);
    }
    const replayBody = sessionReplayRequest(state);
    if (replayBody && !sameRequest(replayBody, lastReplay)) {
      lastReplay = replayBody;
      replay(replayBody);
    }
  };
}
