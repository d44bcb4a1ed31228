import type { TraceProfile } from '../core/conversation/profile.ts';
import type { Ladder } from '../core/ladder/ladder.ts';
import type { EncodingName } from '../core/tokenizer/tokenizer.ts';
import type { CountedText, CountProgress, InputProblem, ToolsListEntry, WorkerResponse } from '../worker/protocol.ts';
import type { SliceSet } from './slice.ts';

/** The result slice: the last ladder the worker counted, and the state of counting. */
export interface ResultSlice {
  result: {
    status: 'idle' | 'loading-encoding' | 'counting' | 'ready' | 'error';
    ladder?: Ladder;
    legend?: CountedText;
    schema?: CountedText;
    error?: string;
    loadingEncoding?: EncodingName;
    toolsLists?: ToolsListEntry[];
    toolSet?: Extract<WorkerResponse, { type: 'ladder' }>['toolSet'];
    /** How far the running ladder is, once it has run long (dropped when it is answered or replaced). */
    progress?: CountProgress;
  };
  fieldCosts: { status: 'idle' | 'counting' | 'ready' | 'error'; answer?: FieldCostsAnswer; error?: string };
  /** The real request body profiled in the growth view: its text is kept so nothing typed is lost. */
  profile: {
    status: 'idle' | 'counting' | 'ready' | 'error';
    name: string;
    text: string;
    result?: TraceProfile;
    error?: string;
    problems?: InputProblem[];
    /** The body the user asked to profile (the text box may have changed since); counted again in each new encoding. */
    asked: { name: string; text: string } | null;
  };
  setResult(result: ResultSlice['result']): void;
  setProfile(profile: Partial<ResultSlice['profile']>): void;
  /** Asks for `text` to be profiled (`sync.ts` sends it to the worker); it also becomes the box's text. */
  askProfile(name: string, text: string): void;
  setFieldCosts(fieldCosts: ResultSlice['fieldCosts']): void;
}

/** The worker's answer to a field-costs request. */
export type FieldCostsAnswer = Extract<WorkerResponse, { type: 'field-costs' }>;

/** The result slice's state and actions (spread into the store by `createAppStore`): nothing counted yet. */
export function createResultSlice(set: SliceSet<ResultSlice>): ResultSlice {
  return {
    result: { status: 'idle' },
    fieldCosts: { status: 'idle' },
    profile: { status: 'idle', name: 'pasted request', text: '', asked: null },
    setResult: (result) => set({ result }),
    setProfile: (profile) => set((state) => ({ profile: { ...state.profile, ...profile } })),
    askProfile: (name, text) => set((state) => ({ profile: { ...state.profile, name, text, asked: { name, text } } })),
    setFieldCosts: (fieldCosts) => set({ fieldCosts }),
  };
}

/** What the views compute from: the result's counts, without its status and progress. */
export type ResultCounts = Pick<ResultSlice['result'], 'ladder' | 'legend' | 'schema'>;

let lastCounts: ResultCounts = {};

/**
 * The result's counts, the same object while only the status changes (a count starting, its
 * progress): views that compute from the counts do not compute again when a count starts.
 */
export function selectResultCounts(state: Pick<ResultSlice, 'result'>): ResultCounts {
  const { ladder, legend, schema } = state.result;
  if (lastCounts.ladder !== ladder || lastCounts.legend !== legend || lastCounts.schema !== schema)
    lastCounts = { ladder, legend, schema };
  return lastCounts;
}
