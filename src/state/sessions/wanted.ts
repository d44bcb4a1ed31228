import type { WorkerRequestBody } from '../../worker/client.ts';
import type { SessionRun } from '../../worker/protocol.ts';
import { pricesOrNull, sessionPrice } from '../../core/money/choice.ts';
import { followedEncoding } from '../../core/models/exactness.ts';
import { matchModel } from '../../core/models/model-match.ts';
import type { EncodingName } from '../../core/tokenizer/tokenizer.ts';
import { strategyChoice } from './logs.ts';
import type { SessionRead } from './logs.ts';
import type { AppState } from '../store.ts';

type Body<K extends WorkerRequestBody['type']> = Extract<WorkerRequestBody, { type: K }>;

/** Run `run`'s read: run A is the slice's own fields, run B its `compare`. */
export function sessionRead(state: AppState, run: SessionRun): SessionRead {
  return run === 'a' ? state.sessions : state.sessions.compare;
}

/**
 * The encoding a session log is counted in: the settings' when overridden, else, once run A names a
 * catalogue model, that model's (`followedEncoding`), else the settings'; so a log may be read twice.
 */
export function sessionEncoding(state: AppState): EncodingName {
  if (state.encodingOverridden) return state.encoding;
  const match = matchModel(state.sessions.opened?.profile.model);
  return match ? followedEncoding(match.tokenizer) : state.encoding;
}

/**
 * Run `run`'s asked log, read and profiled in the current encoding (so a new encoding reads it
 * again); undefined before any. Run B is read only beside an asked run A.
 */
export function sessionRequest(state: AppState, run: SessionRun = 'a'): Body<'session'> | undefined {
  const asked = sessionRead(state, run).asked;
  if (!asked || (run === 'b' && !state.sessions.asked)) return undefined;
  return {
    type: 'session',
    encoding: sessionEncoding(state),
    name: asked.name,
    text: asked.text,
    thread: asked.thread,
    ...(run === 'b' && { run }),
  };
}

/**
 * The run's opened session when it is ready in the current encoding (a replay in another would mix
 * counts) and has a step to replay (a thread without one is only offered its other threads).
 */
function readyIn(state: AppState, run: SessionRun) {
  const { opened, status } = sessionRead(state, run);
  return opened &&
    status === 'ready' &&
    opened.profile.encoding === sessionEncoding(state) &&
    opened.profile.steps.length > 0
    ? opened
    : undefined;
}

/**
 * The replay of the opened session with the chosen strategy, first steps and its log's model's prices
 * (`sessionPrice`), against run B once open; undefined until a session is open in the current encoding.
 */
export function sessionReplayRequest(state: AppState): Body<'session-replay'> | undefined {
  const opened = readyIn(state, 'a');
  if (!opened) return undefined;
  const b = readyIn(state, 'b');
  return {
    type: 'session-replay',
    encoding: sessionEncoding(state),
    sessionId: opened.sessionId,
    strategy: strategyChoice(state.sessions),
    firstSteps: state.sessions.firstSteps,
    loggedOnly: false,
    prices: pricesOrNull(sessionPrice(state.pricing, opened.profile.model).price),
    ...(b && { compareWith: b.sessionId }),
  };
}
