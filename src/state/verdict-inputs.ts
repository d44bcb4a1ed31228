import type { ResolvedModel } from '../core/models/resolved-model.ts';
import { resolveModel } from '../core/models/resolved-model.ts';
import type { Baseline } from '../core/analysis/moves.ts';
import type { VerdictInputs } from '../core/verdict/verdict.ts';
import { baselineOf } from './baseline.ts';
import { selectModelCalibration } from './models/calibration.ts';
import type { AppState } from './store.ts';
import type { ResultCounts } from './result.ts';

type PageParts = Pick<AppState, 'detailRows' | 'session' | 'sessionCounts' | 'transport' | 'availableFields'> & {
  result: ResultCounts;
  sim: { steps: number };
};

/** The verdict's inputs from the page's parts, the baseline in effect and the model resolved once. */
export function verdictInputsOf(page: PageParts, baseline: Baseline, model: ResolvedModel): VerdictInputs {
  const { result, detailRows, session, sessionCounts, transport, sim, availableFields } = page;
  return { result, detailRows, session, sessionCounts, transport, sim, availableFields, baseline, model };
}

/** The chosen model of the store as it is now, resolved once with the calibration in force. */
export function selectResolvedModel(state: AppState): ResolvedModel {
  return resolveModel(state.pricing, selectModelCalibration(state));
}

/** The verdict's inputs of the store as it is now: the card's (`useVerdict`) and the review snapshot's. */
export function selectVerdictInputs(state: AppState, model = selectResolvedModel(state)): VerdictInputs {
  return verdictInputsOf(state, baselineOf(state), model);
}
