import { FORMAT_IDS, type FormatId } from '../core/formats.ts';
import { WHOLE_FORMAT_IDS, type WholeFormatId } from '../core/whole/formats.ts';
import type { Baseline } from '../core/analysis/moves.ts';
import { DEFAULT_ENCODING, type EncodingName } from '../core/tokenizer/tokenizer.ts';
import type { Transport } from '../core/mcp/revisions.ts';
import { DEFAULT_CALL, type CallForm } from '../core/mcp/call-form.ts';
import type { HostSpec } from '../core/hosts/types.ts';
import type { SimForm } from '../core/conversation/sim-form.ts';
import { DEFAULT_SIM } from '../core/conversation/sim-form.ts';
import { changePricing, DEFAULT_PRICE_CHOICE, modelEncoding } from '../core/money/choice.ts';
import type { PriceChoice, PricingChange } from '../core/money/choice.ts';
import { callOf } from './mcp/call.ts';
import type { FieldState } from './fields/fields.ts';
import { applyPreset, keepOnly, moveField, setFieldEnabled, setFieldsEnabled } from './fields/fields.ts';
import type { FieldPreset } from './fields/presets.ts';
import { FIXTURE_FIELDS, PRESET_SCALES } from './fields/presets.ts';
import type { ViewId } from './views.ts';
import type { SliceSet } from './slice.ts';

/** The settings a link carries: every setting the user chose (the store's settings slice). Data never goes into the link. */
export interface LinkSettings {
  view: ViewId;
  fields: FieldState;
  scales: number[];
  formats: FormatId[];
  /** The encoding every count uses: the model's (`modelEncoding`) unless overridden. */
  encoding: EncodingName;
  /** True when the user chose an encoding other than the model's; false while it follows the model. */
  encodingOverridden: boolean;
  chartScale: 'linear' | 'log';
  /** Percentages rounded to whole points instead of two decimals. */
  wholePoints: boolean;
  /** The scale (rows) the detail parts of the savings and break-even views use; null = default. */
  detailRows: number | null;
  /** The rung or format whose per-field costs are shown. */
  fieldCostOf: string;
  breakEvenLogX: boolean;
  /** How every call travels; the ladder shows call totals for an MCP transport. */
  transport: Transport;
  /** Whose text of each call is counted: the JSON-RPC wire (the article's) or a host's forwarding. */
  host: HostSpec;
  /** The call that carries the payload: tool, JSON-RPC id, command line template, client, escaping. */
  call: CallForm;
  /** The conversation simulator's inputs. */
  sim: SimForm;
  /** The whole-response formats shown beside the ladder (loaded data only). */
  whole: WholeFormatId[];
  /** What the savings' percentages are of, as chosen (move, L0, as received); null: the data's default (`baselineOf`). */
  baseline: Baseline | null;
  /** The model whose prices every cost uses, or the custom prices typed. */
  pricing: PriceChoice;
}

/** The settings slice: what the user chose; every setting ({@link LinkSettings}) goes into the link. */
export interface SettingsSlice extends LinkSettings {
  linkWarnings: string[];
  setTransport(transport: Transport): void;
  setHost(host: Partial<HostSpec>): void;
  setCall(call: Partial<CallForm>): void;
  /** Back to the untouched example call (for the user's own data, its neutral call: `state/link/call.ts`). */
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

/** What the settings slice also reads: the data's fields (a preset or a typed list picks among them). */
type SettingsNeeds = { availableFields: string[] };

/** The settings slice's state and actions (spread into the store by `createAppStore`): the untouched defaults. */
export function createSettingsSlice(set: SliceSet<SettingsSlice & SettingsNeeds>): SettingsSlice {
  return {
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
  };
}
