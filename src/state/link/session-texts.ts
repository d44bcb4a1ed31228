/**
 * The session texts (schema response, alias legend, custom text and the rungs that need it) in a
 * link: short edits in the plain link, each edited text as its own parameter; longer ones only
 * in a data link (`link/data.ts`), since a link over a few kilobytes breaks in chat tools and mail.
 */
import { RUNG_IDS } from '../../core/ladder/rungs.ts';
import type { RungId } from '../../core/ladder/rungs.ts';
import { encodeText } from './text.ts';
import type { AppStore } from '../store.ts';

/** The session texts as the store holds them: null = the generated text. */
export interface SessionTexts {
  schema: string | null;
  legend: string | null;
  custom: string;
  customNeededBy: RungId[];
}

/** No edit: the generated schema response and legend, no custom text. */
export const NO_SESSION_EDITS: SessionTexts = { schema: null, legend: null, custom: '', customNeededBy: [] };

/** The most characters the session texts may take in a plain link, percent-encoded (past it: a data link only). */
export const MAX_PLAIN_TEXT_CHARS = 1_500;

/** Whether anything differs from {@link NO_SESSION_EDITS}. */
export function hasSessionEdits(session: SessionTexts): boolean {
  return (
    session.schema !== null || session.legend !== null || session.custom !== '' || session.customNeededBy.length > 0
  );
}

/**
 * The plain link's parameters for the edited texts (`legend=…`, `schema=…`, `custom=…`,
 * `needs=L4,L5`; an emptied generated text is `legend=`), none without edits; or, when they
 * would take over {@link MAX_PLAIN_TEXT_CHARS}, how many characters they would take.
 */
export function sessionParams(session: SessionTexts): { params: string[] } | { tooLong: number } {
  const params = [
    ...(session.schema === null ? [] : [`schema=${encodeText(session.schema)}`]),
    ...(session.legend === null ? [] : [`legend=${encodeText(session.legend)}`]),
    ...(session.custom === '' ? [] : [`custom=${encodeText(session.custom)}`]),
    ...(session.customNeededBy.length === 0 ? [] : [`needs=${session.customNeededBy.join(',')}`]),
  ];
  const chars = params.reduce((n, p) => n + p.length + 1, 0);
  return chars > MAX_PLAIN_TEXT_CHARS ? { tooLong: chars } : { params };
}

/**
 * The session texts a plain link carries, or undefined when it carries none (the page keeps its
 * own). An unknown rung in `needs=` is left out and named in `warnings`.
 */
export function sessionFromParams(params: URLSearchParams, warnings: string[]): SessionTexts | undefined {
  if (!['schema', 'legend', 'custom', 'needs'].some((k) => params.has(k))) return undefined;
  const needs =
    params
      .get('needs')
      ?.split(',')
      .filter((id) => id !== '') ?? [];
  const unknown = needs.filter((id) => !(RUNG_IDS as readonly string[]).includes(id));
  if (unknown.length > 0) warnings.push(`rungs ${unknown.join(', ')} in the link are unknown and were left out`);
  return {
    schema: params.get('schema'),
    legend: params.get('legend'),
    custom: params.get('custom') ?? '',
    customNeededBy: RUNG_IDS.filter((id) => needs.includes(id)),
  };
}

/** Whether `value` has the shape of {@link SessionTexts} (from a data link: anything may be there). */
export function isSessionTexts(value: unknown): value is SessionTexts {
  const v = value as SessionTexts;
  const textOrNull = (t: unknown) => t === null || typeof t === 'string';
  return (
    typeof v === 'object' &&
    v !== null &&
    textOrNull(v.schema) &&
    textOrNull(v.legend) &&
    typeof v.custom === 'string' &&
    Array.isArray(v.customNeededBy) &&
    v.customNeededBy.every((id) => (RUNG_IDS as readonly string[]).includes(id))
  );
}

/**
 * Puts the session texts a link carries (plain or data link) into the store; when they replace
 * different edits kept in this browser, `warnings` says so (the page shows what the sender saw).
 */
export function applyLinkTexts(store: AppStore, session: SessionTexts, warnings: string[]): void {
  const kept = store.getState().session;
  if (hasSessionEdits(kept) && JSON.stringify(kept) !== JSON.stringify(session))
    warnings.push('the session texts in the link replace the ones kept in this browser');
  store.setState({ session });
}
