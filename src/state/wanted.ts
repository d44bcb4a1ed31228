import { firstRecordsLabel } from '../core/ladder/first-records.ts';
import { detailScale, uncountedTexts } from '../core/analysis/current.ts';
import { builtinDataFileName } from '../core/builtin-data/generate.ts';
import type { LadderCalls, LadderScale } from '../core/ladder/ladder.ts';
import { callSettingsOf } from '../core/mcp/call-form.ts';
import { callOf } from './mcp/call.ts';
import type { EncodingName } from '../core/tokenizer/tokenizer.ts';
import type { WorkerRequestBody } from '../worker/client.ts';
import type { LadderSource } from '../worker/protocol.ts';
import { fileScales } from '../core/ladder/file-scales.ts';
import { projectionOf } from './fields/fields.ts';
import { PRESET_SCALES } from './fields/presets.ts';
import type { AppState } from './store.ts';
import type { DataSource } from './data/slice.ts';

// What the page wants the worker to count, decided from the store alone: each function gives the
// request body for the current state (or undefined when nothing is wanted). `sync.ts` sends a body
// when it differs from the last one sent for its slot, so a change of anything else sends nothing.

type Body<K extends WorkerRequestBody['type']> = Extract<WorkerRequestBody, { type: K }>;

/**
 * Where the ladder's records come from: the fixture at the chosen scales, or every loaded file;
 * one loaded file also at the chosen scales below its record count (its first k records).
 */
export function ladderSource(state: Pick<AppState, 'source' | 'scales'>): LadderSource {
  if (state.source.kind === 'fixture') return { kind: 'fixture', rows: state.scales };
  const { sourceId, datasets } = state.source;
  if (datasets.length !== 1) return { kind: 'files', sourceId };
  return { kind: 'files', sourceId, rows: fileScales(datasets[0]!.rows, state.scales, PRESET_SCALES).chosen };
}

/**
 * The transport every rung is costed over as a call (as the chosen host hands it), or undefined: when the
 * ladder shows an MCP transport, the transport view is open, or the growth view replays through it.
 */
export function ladderCalls(state: AppState): LadderCalls | undefined {
  const growthNeedsCalls =
    state.view === 'growth' && state.sim.viaTransport && (state.sim.link !== null || state.sim.compare !== null);
  if (state.transport === 'cli' && state.view !== 'transport' && !growthNeedsCalls) return undefined;
  const settings = callSettingsOf(callOf(state), projectionOf(state.fields));
  return {
    transport: state.transport === 'cli' ? 'mcp-2025' : state.transport,
    // The wire is the article's construction: its requests stay as they were before hosts.
    settings: state.host.id === 'wire' ? settings : { ...settings, host: state.host },
  };
}

/**
 * The ladder request: source, kept fields in order, added formats, whole-response formats (for
 * loaded data only: the fixture has no document as received), encoding and calls. Always wanted.
 */
export function ladderRequest(state: AppState): Body<'ladder'> {
  const calls = ladderCalls(state);
  const whole = state.source.kind === 'files' ? state.whole : [];
  return {
    type: 'ladder',
    encoding: state.encoding,
    fields: projectionOf(state.fields),
    formats: state.formats,
    ...(whole.length > 0 ? { whole } : {}),
    source: ladderSource(state),
    ...(calls ? { calls } : {}),
  };
}

// The counted ladder may still be the previous source's for a moment after new data is used: its
// data sets are not in the worker any more, so nothing is asked about them.
function inSource(state: AppState, label: string): boolean {
  if (state.source.kind === 'files') {
    // One loaded file is shown at its first-k scales too: each is in the source by its own label.
    const rows = ladderSource(state).rows ?? [];
    return state.source.datasets.some(
      (dataset) => dataset.label === label || rows.some((k) => firstRecordsLabel(dataset.label, k) === label),
    );
  }
  return state.scales.some((rows) => builtinDataFileName(rows) === label);
}

/**
 * Per-field costs, for the rung or format chosen to measure fields in (`fieldCostOf`) at the detail
 * scale: wanted once a ladder is counted, in every view, since the field tree beside every view
 * shows them (and the savings view charts them).
 */
export function fieldCostsRequest(state: AppState): Body<'field-costs'> | undefined {
  const scale = detailScale(state);
  if (!scale || state.result.status !== 'ready' || !inSource(state, scale.label)) return undefined;
  return {
    type: 'field-costs',
    encoding: state.encoding,
    fields: projectionOf(state.fields),
    source: ladderSource(state),
    representation: state.fieldCostOf,
    label: scale.label,
  };
}

/** The typed texts (session texts, pasted tool lists, the placeholder) not yet counted in this encoding. */
export function countRequest(state: AppState): Body<'count'> | undefined {
  const texts = uncountedTexts(state);
  return texts.length === 0 ? undefined : { type: 'count', encoding: state.encoding, texts };
}

/**
 * The request body the user asked to profile, in the current encoding: a new encoding profiles it
 * again. Undefined until the user asks.
 */
export function profileRequest(state: AppState): Body<'profile'> | undefined {
  const asked = state.profile.asked;
  return asked ? { type: 'profile', encoding: state.encoding, name: asked.name, text: asked.text } : undefined;
}

/**
 * The tokens of one rung's or format's text at one scale of a counted ladder (its encoding and
 * fields); undefined without a scale.
 */
export function tokensRequest(
  ladder: { encoding: EncodingName; fields: string[] },
  source: DataSource,
  representation: string,
  scale: Pick<LadderScale, 'rows' | 'label'> | undefined,
): Body<'tokens'> | undefined {
  if (!scale) return undefined;
  return {
    type: 'tokens',
    encoding: ladder.encoding,
    fields: ladder.fields,
    source: oneScale(source, scale),
    representation,
    label: scale.label,
  };
}

/** The source of one scale alone: the fixture at its rows, or the loaded file's data set by label. */
function oneScale(source: DataSource, scale: Pick<LadderScale, 'rows' | 'label'>): LadderSource {
  return source.kind === 'fixture'
    ? { kind: 'fixture', rows: [scale.rows] }
    : { kind: 'files', sourceId: source.sourceId, rows: [scale.rows], labels: [scale.label] };
}

/**
 * The source of one scale of the counted ladder (the Models view's), or undefined while the ladder
 * shown is still the previous source's.
 */
export function scaleSource(state: AppState, scale: Pick<LadderScale, 'rows' | 'label'>): LadderSource | undefined {
  return inSource(state, scale.label) ? oneScale(state.source, scale) : undefined;
}

/**
 * Whether two request bodies ask for the same thing. Text fields are compared as strings (a pasted
 * body can be megabytes: no copy is made), the rest as JSON.
 */
export function sameRequest(a: WorkerRequestBody | undefined, b: WorkerRequestBody | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const left = a as unknown as Record<string, unknown>;
  const right = b as unknown as Record<string, unknown>;
  for (const key of keys) {
    const x = left[key];
    const y = right[key];
    if (x === y) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || JSON.stringify(x) !== JSON.stringify(y)) return false;
  }
  return true;
}
