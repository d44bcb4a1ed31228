/** The store's session texts slice (see {@link SessionTextsSlice}). */
import type { RungId } from '../core/ladder/rungs.ts';
import type { SliceSet } from './slice.ts';

/**
 * The session texts slice: texts the agent reads once, as the user edited them (null = generated).
 * One state for the ladder's alias legend, the break-even view and the review snapshot; kept in
 * this browser with the drafts and carried by links (`link/session-texts.ts`).
 */
export interface SessionTextsSlice {
  session: {
    schema: string | null;
    legend: string | null;
    custom: string;
    /** The rungs that need the custom text (its one-time cost falls on moves into them). */
    customNeededBy: RungId[];
  };
  /** A real tools/list result and schema response pasted in the transport view, counted the same way. */
  pasted: { toolsList: string; schema: string };
  /** Worker counts of the edited texts, keyed by the text they counted. */
  sessionCounts: Record<string, number>;
  setSessionText(which: 'schema' | 'legend', text: string | null): void;
  setCustomText(text: string): void;
  setCustomNeededBy(rungs: RungId[]): void;
  setPasted(which: 'toolsList' | 'schema', text: string): void;
  setSessionCounts(counts: Record<string, number>): void;
}

/**
 * The slice's state and actions (spread into the store by `createAppStore`): every text generated,
 * nothing pasted. An edit (of these texts, and the data slice's `linkData`) makes the data link in the address bar out of date (it carries the texts
 * as they were): it goes, so a reload restores the edit kept in this browser, not the link's older texts.
 */
export function createSessionTextsSlice(
  set: SliceSet<SessionTextsSlice & { linkData: string | null }>,
): SessionTextsSlice {
  return {
    session: { schema: null, legend: null, custom: '', customNeededBy: [] },
    pasted: { toolsList: '', schema: '' },
    sessionCounts: {},
    setSessionText: (which, text) => set((state) => ({ session: { ...state.session, [which]: text }, linkData: null })),
    setCustomText: (custom) => set((state) => ({ session: { ...state.session, custom }, linkData: null })),
    setCustomNeededBy: (customNeededBy) =>
      set((state) => ({ session: { ...state.session, customNeededBy }, linkData: null })),
    setPasted: (which, text) => set((state) => ({ pasted: { ...state.pasted, [which]: text } })),
    setSessionCounts: (sessionCounts) => set(() => ({ sessionCounts })),
  };
}
