import { create } from 'zustand';
import type { StateCreator } from 'zustand';
import type { Ladder } from '../core/ladder/ladder.ts';
import { DEFAULT_ENCODING } from '../core/tokenizer/tokenizer.ts';
import type { EncodingName } from '../core/tokenizer/tokenizer.ts';
import type { InputProblem, LegendSize, LoadedDataset } from '../worker/protocol.ts';
import type { FieldState } from './fields.ts';
import { applyPreset, carryFields, moveField, setFieldEnabled } from './fields.ts';
import type { FieldPreset } from './presets.ts';
import { FIXTURE_FIELDS, PRESET_SCALES } from './presets.ts';

/** Where the records come from: the built-in fixture, or files the user loaded. */
export type DataSource = { kind: 'fixture' } | { kind: 'files'; sourceId: number; datasets: LoadedDataset[] };

/** The data slice: the source, its fields, and the state of the last load. */
export interface DataSlice {
  source: DataSource;
  availableFields: string[];
  load: { status: 'idle' | 'reading' | 'error'; message?: string; problems: InputProblem[] };
  setLoading(): void;
  setLoadError(message: string, problems: InputProblem[]): void;
  useFiles(sourceId: number, datasets: LoadedDataset[], fields: string[]): void;
  useFixture(): void;
}

/** The settings slice: what the user chose; everything here goes into the link. */
export interface SettingsSlice {
  fields: FieldState;
  scales: number[];
  encoding: EncodingName;
  chartScale: 'linear' | 'log';
  linkWarnings: string[];
  setField(field: string, enabled: boolean): void;
  moveField(from: number, to: number): void;
  applyPreset(preset: FieldPreset): void;
  setScales(scales: number[]): void;
  setEncoding(encoding: EncodingName): void;
  setChartScale(scale: 'linear' | 'log'): void;
  dismissLinkWarnings(): void;
}

/** The result slice: the last ladder the worker counted, and the state of counting. */
export interface ResultSlice {
  result: {
    status: 'idle' | 'loading-encoding' | 'counting' | 'ready' | 'error';
    ladder?: Ladder;
    legend?: LegendSize;
    error?: string;
    loadingEncoding?: EncodingName;
  };
  setResult(result: ResultSlice['result']): void;
}

/** The whole store. */
export type AppState = DataSlice & SettingsSlice & ResultSlice;

const createDataSlice: StateCreator<AppState, [], [], DataSlice> = (set) => ({
  source: { kind: 'fixture' },
  availableFields: [...FIXTURE_FIELDS],
  load: { status: 'idle', problems: [] },
  setLoading: () => set({ load: { status: 'reading', problems: [] } }),
  setLoadError: (message, problems) => set({ load: { status: 'error', message, problems } }),
  useFiles: (sourceId, datasets, fields) =>
    set((state) => ({
      source: { kind: 'files', sourceId, datasets },
      availableFields: fields,
      fields: carryFields(state.fields, fields),
      load: { status: 'idle', problems: [] },
    })),
  useFixture: () =>
    set((state) => ({
      source: { kind: 'fixture' },
      availableFields: [...FIXTURE_FIELDS],
      fields: carryFields(state.fields, FIXTURE_FIELDS),
      load: { status: 'idle', problems: [] },
    })),
});

const createSettingsSlice: StateCreator<AppState, [], [], SettingsSlice> = (set) => ({
  fields: applyPreset(FIXTURE_FIELDS, 'roll-call'),
  scales: [...PRESET_SCALES],
  encoding: DEFAULT_ENCODING,
  chartScale: 'linear',
  linkWarnings: [],
  setField: (field, enabled) => set((state) => ({ fields: setFieldEnabled(state.fields, field, enabled) })),
  moveField: (from, to) => set((state) => ({ fields: moveField(state.fields, from, to) })),
  applyPreset: (preset) => set((state) => ({ fields: applyPreset(state.availableFields, preset) })),
  setScales: (scales) => set({ scales: [...new Set(scales)].sort((a, b) => a - b) }),
  setEncoding: (encoding) => set({ encoding }),
  setChartScale: (chartScale) => set({ chartScale }),
  dismissLinkWarnings: () => set({ linkWarnings: [] }),
});

const createResultSlice: StateCreator<AppState, [], [], ResultSlice> = (set) => ({
  result: { status: 'idle' },
  setResult: (result) => set({ result }),
});

/** A new store (the page makes one; tests make their own). */
export function createAppStore() {
  return create<AppState>()((...a) => ({
    ...createDataSlice(...a),
    ...createSettingsSlice(...a),
    ...createResultSlice(...a),
  }));
}

/** The store's type. */
export type AppStore = ReturnType<typeof createAppStore>;
