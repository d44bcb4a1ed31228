import type { InputProblem, LoadedDataset } from '../../worker/protocol.ts';
import type { SavedData } from './storage.ts';
import type { FieldState } from '../fields/fields.ts';
import { applyPreset, carryFields } from '../fields/fields.ts';
import { FIXTURE_FIELDS } from '../fields/presets.ts';
import type { ResultSlice } from '../result.ts';
import type { SliceSet } from '../slice.ts';

/** Where the records come from: the built-in fixture, or files the user loaded. */
export type DataSource = { kind: 'fixture' } | { kind: 'files'; sourceId: number; datasets: LoadedDataset[] };

/** The data slice: the source, its fields, and the state of the last load. */
export interface DataSlice {
  source: DataSource;
  availableFields: string[];
  /** The fixture's field state while files are shown, so going back restores it. */
  fixtureFields: FieldState | null;
  load: { status: 'idle' | 'reading' | 'error'; message?: string; problems: InputProblem[] };
  /** The files as the user gave them (text unchanged) and how they are read; kept for reading again and for the next visit. */
  loaded: SavedData | null;
  /** Why the loaded data was not kept for the next visit, if it was not. */
  saveNotice: string | null;
  /** Text pasted into the data box, kept even when it cannot be read. */
  pasteText: string;
  /** Why the drafts (typed texts) were not kept for the next visit, if they were not. */
  draftsNotice: string | null;
  /** The packed data this page's link carries, when the user asked for it (or opened such a link). */
  linkData: string | null;
  /** Said once when the page was opened from a link that carries data. */
  linkDataNotice: string | null;
  setLinkData(linkData: string | null, notice?: string | null): void;
  setPasteText(text: string): void;
  setLoaded(loaded: SavedData | null, saveNotice: string | null): void;
  setLoading(): void;
  /**
   * The data given could not be read: its problems shown, and the counts on the page (of the data
   * before) cleared so they cannot be taken for its counts; the data before stays loaded.
   */
  setLoadError(message: string, problems: InputProblem[]): void;
  /** Back to the data before a failed read: the error goes and its ladder is counted again. */
  dismissLoadError(): void;
  /**
   * Shows the user's data: its field choices are `initial` (a choice kept for the same data, or
   * the one made on the same texts read with other options; fields it does not name are kept),
   * else (`'all'` or none) every field kept, in source order. The fixture's choice never carries over.
   */
  useFiles(sourceId: number, datasets: LoadedDataset[], fields: string[], initial?: FieldState | 'all'): void;
  useFixture(): void;
}

/** What the data slice also writes: the fields kept (chosen anew for new data) and the counts shown. */
type DataNeeds = { fields: FieldState; result: ResultSlice['result'] };

/** The data slice's state and actions (spread into the store by `createAppStore`): the built-in example at first. */
export function createDataSlice(set: SliceSet<DataSlice & DataNeeds>): DataSlice {
  return {
    source: { kind: 'fixture' },
    availableFields: [...FIXTURE_FIELDS],
    fixtureFields: null,
    load: { status: 'idle', problems: [] },
    loaded: null,
    saveNotice: null,
    pasteText: '',
    draftsNotice: null,
    linkData: null,
    linkDataNotice: null,
    setLinkData: (linkData, notice) => set(notice === undefined ? { linkData } : { linkData, linkDataNotice: notice }),
    setPasteText: (pasteText) => set({ pasteText }),
    setLoaded: (loaded, saveNotice) => set({ loaded, saveNotice }),
    setLoading: () => set({ load: { status: 'reading', problems: [] } }),
    // A file that could not be read leaves the data shown, and its counts, as they were.
    setLoadError: (message, problems) =>
      set((state) => ({
        load: { status: 'error', message, problems },
        result: state.result.ladder
          ? { ...state.result, status: 'ready' as const }
          : { status: 'error' as const, error: `${message}; see Data` },
      })),
    dismissLoadError: () => set({ load: { status: 'idle', problems: [] } }),
    useFiles: (sourceId, datasets, fields, initial) =>
      set((state) => ({
        source: { kind: 'files', sourceId, datasets },
        linkData: null,
        availableFields: fields,
        fixtureFields: state.source.kind === 'fixture' ? state.fields : state.fixtureFields,
        fields:
          initial === undefined || initial === 'all'
            ? applyPreset(fields, 'all')
            : carryFields(initial, fields, 'kept'),
        load: { status: 'idle', problems: [] },
      })),
    useFixture: () =>
      set((state) => ({
        source: { kind: 'fixture' },
        linkData: null,
        availableFields: [...FIXTURE_FIELDS],
        fields: carryFields(state.fixtureFields ?? state.fields, FIXTURE_FIELDS),
        fixtureFields: null,
        loaded: null,
        saveNotice: null,
        load: { status: 'idle', problems: [] },
      })),
  };
}
