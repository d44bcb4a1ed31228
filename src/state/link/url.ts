import { isFormatId } from '../../core/formats.ts';
import { isWholeFormatId } from '../../core/whole/formats.ts';
import { isBaseline } from '../../core/analysis/moves.ts';
import { REPRESENTATIONS } from '../../core/representation-list.ts';
import { readTransportAndHost, transportParams } from './host.ts';
import { isDefaultCall } from '../../core/mcp/call-form.ts';
import { callParams, readCall } from './call.ts';
import { decodeFields, encodeFields, encodeText, rawParam } from './text.ts';
import type { SimForm } from '../../core/conversation/sim-form.ts';
import { DEFAULT_SIM } from '../../core/conversation/sim-form.ts';
import { readSimObject } from '../../core/conversation/sim-validate.ts';
import { VIEWS } from '../views.ts';
import type { ViewId } from '../views.ts';
import { MAX_CUSTOM_ROWS } from '../fields/presets.ts';
import { presentQuery, readPresent } from '../presentation.ts';
import type { PresentationSettings } from '../presentation.ts';
import { deferredQuery, readDeferred } from '../mcp/deferred.ts';
import type { DeferredSettings } from '../mcp/deferred.ts';
import type { SessionTexts } from './session-texts.ts';
import { sessionFromParams, sessionParams } from './session-texts.ts';
import type { LinkSettings } from '../settings.ts';
import { encodingParams, pricingFromSim, pricingParams, readEncoding, readPricing } from './pricing.ts';

/** Settings read from a link, the session texts it carries (absent: none), and what could not be read (each part falls back on its own). */
export interface ParsedLink {
  settings: Partial<LinkSettings & PresentationSettings & DeferredSettings>;
  warnings: string[];
  session?: SessionTexts;
}

// Commas separate list items and read fine in a link, so they stay literal at the query level
// (URLSearchParams reads them back as commas).
function param(key: string, value: string): string {
  return `${key}=${encodeText(value).replaceAll('%2C', ',')}`;
}

/**
 * The query string (without `?`) for `settings`, e.g. `fields=id,status,-name&scales=5,20&enc=cl100k_base&y=linear`.
 * `withFields: false` leaves the field choices out (the link then falls back to every field).
 */
export function settingsToQuery(settings: LinkSettings, withFields = true): string {
  return [
    param('view', settings.view),
    ...(withFields ? [`fields=${encodeFields(settings.fields)}`] : []),
    param('scales', settings.scales.join(',')),
    param('formats', settings.formats.join(',')),
    ...(settings.whole.length > 0 ? [param('whole', settings.whole.join(','))] : []),
    ...(settings.baseline !== null ? [param('base', settings.baseline)] : []),
    ...encodingParams(settings).map(([key, value]) => param(key, value)),
    param('y', settings.chartScale),
    param('pct', settings.wholePoints ? 'whole' : '2dp'),
    ...(settings.detailRows === null ? [] : [param('at', String(settings.detailRows))]),
    param('cost', settings.fieldCostOf),
    param('queries', settings.breakEvenLogX ? 'log' : 'linear'),
    ...transportParams(settings).map(([key, value]) => param(key, value)),
    // The untouched example call is left out: the page opening the link works out the same call for its data.
    ...(isDefaultCall(settings.call) ? [] : callParams(settings.call)).map(([key, value]) => param(key, value)),
    ...(simDiff(settings.sim) ? [param('sim', simDiff(settings.sim)!)] : []),
    ...pricingParams(settings.pricing),
  ].join('&');
}

/**
 * The page's plain link: every setting, the presentation flag (not in {@link plainLink}'s snapshot) and
 * the built-in data's short session edits ({@link plainSessionParams}), never the user's data: with
 * loaded data shown its field names are left out.
 */
export function plainQuery(
  state: LinkSettings &
    Partial<PresentationSettings & DeferredSettings> & {
      source: { kind: 'fixture' | 'files' };
      session?: SessionTexts;
    },
): string {
  return (
    [settingsToQuery(state, state.source.kind === 'fixture'), ...plainSessionParams(state)].join('&') +
    deferredQuery(state.deferred) +
    presentQuery(state.present)
  );
}
/**
 * The session texts' parameters of the plain link: the edits, when the built-in data is shown and
 * they fit (`sessionParams`); none with loaded data (a generated schema response or legend, and an
 * edit of one, names the data's fields) nor when too long: those travel in a data link only.
 */
export function plainSessionParams(state: { source: { kind: 'fixture' | 'files' }; session?: SessionTexts }): string[] {
  if (!state.session || state.source.kind !== 'fixture') return [];
  const fitted = sessionParams(state.session);
  return 'params' in fitted ? fitted.params : [];
}

/**
 * `address` (the page's own) with the {@link plainQuery} as its query: the link the review snapshot
 * prints. It leaves presentation mode out: the snapshot is read in a document, not on the wall.
 */
export function plainLink(state: Parameters<typeof plainQuery>[0], address: string): string {
  const url = new URL(address);
  return `${url.origin}${url.pathname}?${plainQuery({ ...state, present: false })}`;
}

// Only the simulator inputs that differ from the defaults go into the link, as one JSON object.
function simDiff(sim: SimForm): string | undefined {
  const diff = Object.fromEntries(
    Object.entries(sim).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(DEFAULT_SIM[k as keyof SimForm])),
  );
  return Object.keys(diff).length > 0 ? JSON.stringify(diff) : undefined;
}

// Each simulator input is checked on its own: a bad one keeps its default and is named.
function readSim(text: string, warnings: string[]): SimForm | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    warnings.push('the simulator settings in the link could not be read; using the defaults');
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    warnings.push('the simulator settings in the link could not be read; using the defaults');
    return undefined;
  }
  return readSimObject(parsed as Record<string, unknown>, warnings);
}

/**
 * Settings from a query string. Never throws: a part that is malformed, truncated or from an
 * older version is left out and named in `warnings`, so the page falls back to its default.
 */
export function settingsFromQuery(search: string): ParsedLink {
  const params = new URLSearchParams(search);
  const settings: Partial<LinkSettings & PresentationSettings & DeferredSettings> = {};
  const warnings: string[] = [];
  const present = readPresent(params, warnings);
  if (present !== undefined) settings.present = present;
  const deferred = readDeferred(params, warnings);
  if (deferred) settings.deferred = deferred;
  const fields = rawParam(search, 'fields');
  if (fields !== null) {
    try {
      settings.fields = decodeFields(fields);
    } catch (error) {
      warnings.push(`fields in the link could not be read (${(error as Error).message}); using the default fields`);
    }
  }
  const scales = params.get('scales');
  if (scales !== null) {
    const rows = scales.split(',').map(Number);
    if (rows.length > 0 && rows.every((n) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_CUSTOM_ROWS)) {
      settings.scales = [...new Set(rows)].sort((a, b) => a - b);
    } else
      warnings.push(
        `scales "${scales}" in the link are not row counts from 1 to ${MAX_CUSTOM_ROWS}; using the default scales`,
      );
  }
  const view = params.get('view');
  if (view !== null) {
    // The Tokens view's id was `inspector`; links shared before the rename carry it, so it still opens the Tokens view.
    if (view === 'inspector') settings.view = 'tokens';
    else if ((VIEWS as readonly string[]).includes(view)) settings.view = view as ViewId;
    else warnings.push(`view "${view}" in the link is unknown; showing the ladder`);
  }
  const formats = params.get('formats');
  if (formats !== null && formats !== '') {
    const ids = formats.split(',');
    const known = ids.filter(isFormatId);
    settings.formats = known;
    if (known.length < ids.length)
      warnings.push(
        `formats ${ids.filter((id) => !isFormatId(id)).join(', ')} in the link are unknown and were left out`,
      );
  }
  readWholeAndBaseline(params, settings, warnings);
  const pct = params.get('pct');
  if (pct !== null) {
    if (pct === 'whole' || pct === '2dp') settings.wholePoints = pct === 'whole';
    else warnings.push(`percentage style "${pct}" in the link is unknown; using two decimals`);
  }
  const at = params.get('at');
  if (at !== null) {
    const rows = Number(at);
    if (Number.isSafeInteger(rows) && rows >= 1) settings.detailRows = rows;
    else warnings.push(`detail scale "${at}" in the link is not a row count; using the default`);
  }
  const cost = params.get('cost');
  if (cost !== null) {
    if (REPRESENTATIONS.some((r) => r.id === cost)) settings.fieldCostOf = cost;
    else warnings.push(`"${cost}" in the link is not a rung or format; per-field costs use L4`);
  }
  const queries = params.get('queries');
  if (queries !== null) {
    if (queries === 'log' || queries === 'linear') settings.breakEvenLogX = queries === 'log';
    else warnings.push(`query axis "${queries}" in the link is unknown; using linear`);
  }
  readTransportAndHost(params, settings, warnings);
  const sim = params.get('sim');
  if (sim !== null) {
    const read = readSim(sim, warnings);
    if (read) settings.sim = read;
  }
  const call = readCall(params, warnings);
  if (call) settings.call = call;
  const session = sessionFromParams(params, warnings);
  const pricing = readPricing(params, warnings) ?? (settings.sim && pricingFromSim(settings.sim));
  if (pricing) settings.pricing = pricing;
  readEncoding(params, settings, warnings);
  const y = params.get('y');
  if (y !== null) {
    if (y === 'linear' || y === 'log') settings.chartScale = y;
    else warnings.push(`chart scale "${y}" in the link is unknown; using linear`);
  }
  return session ? { settings, warnings, session } : { settings, warnings };
}

// The whole-response formats (a list of ids) and the savings baseline; unknown ones are named.
function readWholeAndBaseline(params: URLSearchParams, settings: Partial<LinkSettings>, warnings: string[]): void {
  const whole = params.get('whole');
  if (whole !== null && whole !== '') {
    const ids = whole.split(',');
    settings.whole = ids.filter(isWholeFormatId);
    const unknown = ids.filter((id) => !isWholeFormatId(id));
    if (unknown.length > 0)
      warnings.push(`whole-response formats ${unknown.join(', ')} in the link are unknown and were left out`);
  }
  const base = params.get('base');
  if (base !== null) {
    if (isBaseline(base)) settings.baseline = base;
    else warnings.push(`savings baseline "${base}" in the link is unknown; using the data's default`);
  }
}
