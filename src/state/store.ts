import { create } from 'zustand';
import type { StateCreator } from 'zustand';
import type { TraceProfile } from '../core/conversation/profile.ts';
import { FORMAT_IDS, type FormatId } from '../core/formats.ts';
import { WHOLE_FORMAT_IDS, type WholeFormatId } from '../core/whole/formats.ts';
import type { Baseline } from '../core/analysis/moves.ts';
import type { Ladder } from '../core/ladder/ladder.ts';
import { DEFAULT_ENCODING, type EncodingName } from '../core/tokenizer/tokenizer.ts';
import type {
  CountedText,
  CountProgress,
  InputProblem,
  LoadedDataset,
  ToolsListEntry,
  WorkerResponse,
} from '../worker/protocol.ts';
import type { Transport } from '../core/mcp/revisions.ts';
import { DEFAULT_CALL, type CallForm } from '../core/mcp/call-form.ts';
import { callOf } from './mcp/call.ts';
import type { HostSpec } from '../core/hosts/types.ts';
import type { SimForm } from '../core/conversation/sim-form.ts';
import type { SavedData } from './data/storage.ts';
import type { LinkSettings } from './link/url.ts';
import { DEFAULT_SIM } from '../core/conversation/sim-form.ts';
import { changePricing, DEFAULT_PRICE_CHOICE, modelEncoding } from '../core/money/choice.ts';
import type { PricingChange } from '../core/money/choice.ts';
import type { FieldState } from './fields/fields.ts';
import { applyPreset, carryFields, keepOnly, moveField, setFieldEnabled, setFieldsEnabled } from './fields/fields.ts';
import type { FieldPreset } from './fields/presets.ts';
import type { ViewId } from './views.ts';
import { createSessionLogsSlice, type SessionLogsSlice } from './sessions/logs.ts';
import { createMcpSlice, type McpSlice } from './mcp/slice.ts';
import { createPresentationSlice, type PresentationSlice } from './presentation.ts';
import { createModelsSlice, type ModelsSlice } from './models/slice.ts';
import { createDeferredSlice, type DeferredSlice } from './mcp/deferred.ts';
import { createSessionTextsSlice, type SessionTextsSlice } from './session-texts.ts';
import { FIXTURE_FIELDS, PRESET_SCALES } from './fields/presets.ts';

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

/** The settings slice: what the user chose; every setting ({@link LinkSettings}) goes into the link. */
export interface SettingsSlice extends LinkSettings {
  linkWarnings: string[];
  setTransport(transport: Transport): void;
  setHost(host: Partial<HostSpec>): void;
  setCall(call: Partial<CallForm>): void;
  /** Back to the untouched example call (for the user's own data, its neutral call: `state/call.ts`). */
  resetCall(): void;
  setSim(sim: Partial<SimForm>): void;
  setView(view: ViewId): void;
  setFormats(formats: FormatId[]): void;
  setWhole(whole: WholeFormatId[]): void;
  /** The user's choice of savings baseline (it then wins over the data's default and goes into the link). */
  setBaseline(baseline: Baseline): void;
  /** The model to price at (a catalogue id or `custom`), and edits of the custom row. */
  setPricing(pricing: PricingChange): void;
  setWholePoints(whole: boolean): void;
  setDetailRows(rows: number): void;
  setFieldCostOf(id: string): void;
  setBreakEvenLogX(log: boolean): void;
  setField(field: string, enabled: boolean): void;
  /** Every field of a group switched on or off at once. */
  setFields(fields: readonly string[], enabled: boolean): void;
  moveField(from: number, to: number): void;
  /** Only these fields kept, in this order (a typed or pasted list). */
  keepFields(fields: readonly string[]): void;
  applyPreset(preset: FieldPreset): void;
  setScales(scales: number[]): void;
  /** Counts in `encoding`: an override of the model's encoding unless it is the model's. */
  setEncoding(encoding: EncodingName): void;
  /** The encoding follows the model again. */
  followModelEncoding(): void;
  setChartScale(scale: 'linear' | 'log'): void;
  dismissLinkWarnings(): void;
}

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

/** The whole store. */
export type AppState = DataSlice & SettingsSlice & SessionTextsSlice & ResultSlice & ViewSlices;
/** The slices of single views and of the page's look, each in a file of its own. */
type ViewSlices = SessionLogsSlice & PresentationSlice & ModelsSlice & McpSlice & DeferredSlice;

const createDataSlice: StateCreator<AppState, [], [], DataSlice> = (set) => ({
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
        initial === undefined || initial === 'all' ? applyPreset(fields, 'all') : carryFields(initial, fields, 'kept'),
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
});

const createSettingsSlice: StateCreator<AppState, [], [], SettingsSlice> = (set) => ({
  view: 'ladder',
  fields: applyPreset(FIXTURE_FIELDS, 'roll-call'),
  scales: [...PRESET_SCALES],
  formats: [],
  whole: [],
  baseline: null,
  encoding: DEFAULT_ENCODING,
  encodingOverridden: false,
  chartScale: 'linear',
  wholePoints: false,
  detailRows: null,
  fieldCostOf: 'L4',
  breakEvenLogX: false,
  transport: 'cli',
  call: { ...DEFAULT_CALL },
  linkWarnings: [],
  setTransport: (transport) => set({ transport }),
  host: { id: 'wire' },
  setHost: (host) => set((state) => ({ host: { ...state.host, ...host } })),
  // An edit starts from the call in effect (own data's neutral call too), not the stored example.
  setCall: (call) => set((state) => ({ call: { ...callOf(state), ...call } })),
  resetCall: () => set({ call: { ...DEFAULT_CALL } }),
  sim: { ...DEFAULT_SIM },
  setSim: (sim) => set((state) => ({ sim: { ...state.sim, ...sim } })),
  setView: (view) => set({ view }),
  setFormats: (formats) => set({ formats: FORMAT_IDS.filter((id) => formats.includes(id)) }),
  setWhole: (whole) => set({ whole: WHOLE_FORMAT_IDS.filter((id) => whole.includes(id)) }),
  setBaseline: (baseline) => set({ baseline }),
  pricing: DEFAULT_PRICE_CHOICE,
  setPricing: (change) => set((state) => changePricing(state, change)),
  setWholePoints: (wholePoints) => set({ wholePoints }),
  setDetailRows: (detailRows) => set({ detailRows }),
  setFieldCostOf: (fieldCostOf) => set({ fieldCostOf }),
  setBreakEvenLogX: (breakEvenLogX) => set({ breakEvenLogX }),
  setField: (field, enabled) => set((state) => ({ fields: setFieldEnabled(state.fields, field, enabled) })),
  setFields: (fields, enabled) => set((state) => ({ fields: setFieldsEnabled(state.fields, fields, enabled) })),
  moveField: (from, to) => set((state) => ({ fields: moveField(state.fields, from, to) })),
  keepFields: (fields) => set((state) => ({ fields: keepOnly(state.availableFields, fields) })),
  applyPreset: (preset) => set((state) => ({ fields: applyPreset(state.availableFields, preset) })),
  setScales: (scales) => set({ scales: [...new Set(scales)].sort((a, b) => a - b) }),
  setEncoding: (encoding) =>
    set((state) => ({ encoding, encodingOverridden: encoding !== modelEncoding(state.pricing, encoding) })),
  followModelEncoding: () =>
    set((state) => ({ encoding: modelEncoding(state.pricing, state.encoding), encodingOverridden: false })),
  setChartScale: (chartScale) => set({ chartScale }),
  dismissLinkWarnings: () => set({ linkWarnings: [] }),
});

const createResultSlice: StateCreator<AppState, [], [], ResultSlice> = (set) => ({
  result: { status: 'idle' },
  fieldCosts: { status: 'idle' },
  profile: { status: 'idle', name: 'pasted request', text: '', asked: null },
  setResult: (result) => set({ result }),
  setProfile: (profile) => set((state) => ({ profile: { ...state.profile, ...profile } })),
  askProfile: (name, text) => set((state) => ({ profile: { ...state.profile, name, text, asked: { name, text } } })),
  setFieldCosts: (fieldCosts) => set({ fieldCosts }),
});

/** A new store (the page makes one; tests make their own). */
export function createAppStore() {
  return create<AppState>()((...a) => ({
    ...createDataSlice(...a),
    ...createSettingsSlice(...a),
    ...createSessionTextsSlice(a[0]),
    ...createResultSlice(...a),
    ...createSessionLogsSlice(a[0]),
    ...createPresentationSlice(a[0]),
    ...createModelsSlice(a[0]),
    ...createMcpSlice(a[0]),
    ...createDeferredSlice(a[0]),
  }));
}

/** The store's type. */
export type AppStore = ReturnType<typeof createAppStore>;
