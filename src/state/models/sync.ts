/**
 * The Models view's request (`state/models/slice.ts` holds its state): which body the current state
 * wants, the loaded logs that calibrate its estimates, and the watcher `sync.ts` runs.
 */
import { detailScale } from '../../core/analysis/current.ts';
import { comparedModels, neededTokenizers } from '../../core/models-view/compared-models.ts';
import type { WorkerRequestBody } from '../../worker/client.ts';
import type { RequestRoute } from '../requests.ts';
import type { AppState, AppStore } from '../store.ts';
import { ladderRequest, sameRequest, scaleSource } from '../wanted.ts';

/** The tokenizers the comparison counts: each model's, once (`neededTokenizers`), in first-use order. */
export const MODEL_TOKENIZERS = neededTokenizers(comparedModels());

/**
 * The `models` request for the current state: the detail scale's rows in every tokenizer, with
 * the ladder's fields, formats and whole formats. Undefined unless asked, the Models view is open
 * and a ladder of the current source is counted.
 */
export function modelsRequest(state: AppState): Extract<WorkerRequestBody, { type: 'models' }> | undefined {
  if (!state.models.asked || state.view !== 'models' || state.result.status !== 'ready') return undefined;
  const scale = detailScale(state);
  if (!scale) return undefined;
  const { fields, formats, whole } = ladderRequest(state);
  const source = scaleSource(state, scale);
  if (!source) return undefined;
  return {
    type: 'models',
    tokenizers: [...MODEL_TOKENIZERS],
    fields,
    formats,
    ...(whole ? { whole } : {}),
    source,
    label: scale.label,
  };
}

/**
 * `sync.ts`'s watcher of the Models view's request: sends it when its body changed, and cancels it
 * when the user does (`cancelModels`).
 */
export function watchModels(store: AppStore, route: RequestRoute): (state: AppState) => void {
  const now = () => store.getState();
  let last: WorkerRequestBody | undefined;
  return (state) => {
    if (!state.models.asked && last !== undefined) {
      // Cancelled: the worker stops, and the same body asked again is sent again.
      last = undefined;
      route.cancel('models', 'page');
      return;
    }
    const body = modelsRequest(state);
    if (body === undefined || sameRequest(body, last)) return;
    // Set before sending: sending updates the store, which calls this again.
    last = body;
    now().setModels({ status: 'counting', progress: undefined });
    void route.send(
      'page',
      body,
      (outcome) =>
        now().setModels(
          outcome.ok
            ? { status: 'ready', answer: outcome.answer, error: undefined, progress: undefined }
            : { status: 'error', error: outcome.message, progress: undefined },
        ),
      (progress) => now().setModels({ progress }),
    );
  };
}
