import type { Baseline } from '../core/analysis/moves.ts';
import { defaultBaseline } from '../core/analysis/default-baseline.ts';

/**
 * The savings baseline in effect: the user's choice (from the "Percentages of" control or a link's
 * `base=`), else the default for whose data is shown (`defaultBaseline`: the text as received for
 * the user's data, each move's source rung for the built-in fixture). Only a choice goes into the link.
 */
export function baselineOf(state: { baseline: Baseline | null; source: { kind: 'fixture' | 'files' } }): Baseline {
  return state.baseline ?? defaultBaseline(state.source.kind === 'files' ? 'own' : 'fixture');
}
