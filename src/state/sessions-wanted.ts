import type { WorkerRequestBody } from '../worker/client.ts';
import { chosenPrice, inputPrices } from '../core/money/choice.ts';
import { strategyChoice } from './sessions.ts';
import type { AppState } from './store.ts';

type Body<K extends WorkerRequestBody['type']> = Extract<WorkerRequestBody, { type: K }>;

/** The asked log, read and profiled in the current encoding (so a new encoding reads it again); undefined before any. */
export function sessionRequest(state: AppState): Body<'session'> | undefined {
  const asked = state.sessions.asked;
  if (!asked) return undefined;
  return { type: 'session', encoding: state.encoding, name: asked.name, text: asked.text, thread: asked.thread };
}

/**
 * The replay of the opened session with the chosen strategy, first steps and the chosen model's prices; undefined
 * until a session is open in the current encoding (a replay in another one would mix counts).
 */
export function sessionReplayRequest(state: AppState): Body<'session-replay'> | undefined {
  const { opened, status } = state.sessions;
  if (!opened || status !== 'ready' || opened.profile.encoding !== state.encoding) return undefined;
  return {
    type: 'session-replay',
    encoding: state.encoding,
    sessionId: opened.sessionId,
    strategy: strategyChoice(state.sessions),
    firstSteps: state.sessions.firstSteps,
    loggedOnly: false,
    prices: inputPrices(chosenPrice(state.pricing)),
  };
}
