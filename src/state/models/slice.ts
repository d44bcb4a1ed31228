/**
 * The Models view's state: whether the user asked to count in every tokenizer, and the answer. Nothing is
 * counted until asked, so tokenizer files (tens of MB) are never fetched before the first ladder; then it
 * follows the ladder's settings while the view is open (`models/page`, sent by `models/sync.ts`).
 */
import type { CountProgress, WorkerResponse } from '../../worker/protocol.ts';
import type { SliceSet } from '../slice.ts';

/** The worker's answer to a `models` request. */
export type ModelsAnswer = Extract<WorkerResponse, { type: 'models' }>;

/** The slice: asked or not, the count's state, its answer, how far it is. */
export interface ModelsSlice {
  models: {
    asked: boolean;
    status: 'idle' | 'counting' | 'ready' | 'error';
    answer?: ModelsAnswer;
    error?: string;
    progress?: CountProgress;
    /** How far the count was when the user cancelled it, until asked again. */
    cancelledAt?: CountProgress;
  };
  /** Count the current response in every tokenizer (the view's button). */
  askModels(): void;
  /** Stop the running count (`models/sync.ts` cancels its request); its answer is dropped. */
  cancelModels(): void;
  setModels(patch: Partial<ModelsSlice['models']>): void;
}

// A count cancelled before its first progress message (300 ms): nothing to say of how far it was.
const NOT_STARTED: CountProgress = { done: 0, total: 0, unit: 'tokenizers' };

/** The slice's state and actions (spread into the store by `createAppStore`): not asked. */
export function createModelsSlice(set: SliceSet<ModelsSlice>): ModelsSlice {
  return {
    models: { asked: false, status: 'idle' },
    askModels: () => set((state) => ({ models: { ...state.models, asked: true, cancelledAt: undefined } })),
    cancelModels: () =>
      set((state) => ({
        models: { asked: false, status: 'idle', cancelledAt: state.models.progress ?? NOT_STARTED },
      })),
    setModels: (patch) => set((state) => ({ models: { ...state.models, ...patch } })),
  };
}
