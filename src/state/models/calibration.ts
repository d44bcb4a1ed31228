/**
 * The store's calibration of the chosen model: hands the logs open on the page
 * (Sessions run A, then run B) and the model in the sidebar to core's `modelEstimate`, which holds
 * every rule (which log, how many samples, which encoding). Nothing is decided here.
 */
import type { EstimateContext } from '../../core/models/calibration-words.ts';
import type { LoadedCalibration } from '../../core/sessions/model-calibration.ts';
import { modelEstimate } from '../../core/sessions/model-calibration.ts';
import type { SessionOpened } from '../../worker/protocol.ts';
import type { AppState } from '../store.ts';

type Inputs = readonly [SessionOpened | undefined, SessionOpened | undefined, string, string];

let last: { inputs: Inputs; answer: EstimateContext } | undefined;

/**
 * The logs read into the worker (run A, then run B: `sessions.opened`, `sessions.compare.opened`),
 * as core's calibration choice takes them; the one place the page turns open logs into that.
 */
export function loadedCalibrations(runs: readonly (SessionOpened | undefined)[]): LoadedCalibration[] {
  return runs.flatMap((opened) =>
    opened ? [{ log: opened.name, model: opened.profile.model, calibration: opened.profile.calibration }] : [],
  );
}

/**
 * What every count of the chosen model's tokens is worded with: `modelEstimate` of the open logs, the
 * pricing's model and the ladder's encoding; the same object while those are, so `useApp` may select it.
 */
export function selectModelCalibration(
  state: Pick<AppState, 'sessions' | 'pricing' | 'encoding'> & { result: Pick<AppState['result'], 'ladder'> },
): EstimateContext {
  const inputs: Inputs = [
    state.sessions.opened,
    state.sessions.compare.opened,
    state.pricing.model,
    state.result.ladder?.encoding ?? state.encoding,
  ];
  if (last && inputs.every((x, i) => x === last!.inputs[i])) return last.answer;
  const answer = modelEstimate(loadedCalibrations([inputs[0], inputs[1]]), inputs[2], inputs[3]);
  last = { inputs, answer };
  return answer;
}
