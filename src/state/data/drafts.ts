import { RUNG_IDS } from '../../core/ladder/rungs.ts';
import type { RungId } from '../../core/ladder/rungs.ts';
import type { StorageLike } from './storage.ts';
import { browserStorage } from './storage.ts';
import type { AppState, AppStore } from '../store.ts';

/**
 * Where typed text not yet used is kept between visits: this browser only, until "Clear my data".
 * Session logs (the sessions view) are never drafts: they are stored only when the user asks (`sessions/keep.ts`).
 */
export const DRAFTS_KEY = 'context-cost-explorer:drafts:v1';

/** The most UTF-16 characters of drafts kept (storage is about 5 MB per origin, shared with saved data). */
export const MAX_DRAFT_CHARS = 1_000_000;

/** Text the user typed: the data paste box, the edited session texts, pasted tool lists, the growth request body. */
export interface Drafts {
  paste: string;
  session: { schema: string | null; legend: string | null; custom: string; customNeededBy: RungId[] };
  pasted: { toolsList: string; schema: string };
  request: { name: string; text: string };
}

/** The drafts of the page as it is now. A paste already loaded as the data is kept with the data, not twice. */
export function draftsOf(state: AppState): Drafts {
  const loadedPaste = state.loaded?.files.some((f) => f.text === state.pasteText) ?? false;
  return {
    paste: loadedPaste ? '' : state.pasteText,
    session: state.session,
    pasted: state.pasted,
    request: { name: state.profile.name, text: state.profile.text },
  };
}

const EMPTY: Drafts = {
  paste: '',
  session: { schema: null, legend: null, custom: '', customNeededBy: [] },
  pasted: { toolsList: '', schema: '' },
  request: { name: 'pasted request', text: '' },
};

// The parts that hold text, by name (the session part's rungs go with its custom text).
function texts(d: Drafts): string[] {
  return [
    d.paste,
    d.session.schema ?? '',
    d.session.legend ?? '',
    d.session.custom,
    d.pasted.toolsList,
    d.pasted.schema,
    d.request.text,
  ];
}

/** Whether anything has been typed (so there is something for "Clear my data" to clear). */
export function hasDrafts(state: AppState): boolean {
  const d = draftsOf(state);
  return texts(d).some((t) => t !== '') || d.session.schema !== null || d.session.legend !== null;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isTextOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

/** The drafts kept by an earlier visit; each part that is missing or unreadable is empty. Never throws. */
export function readDrafts(store: StorageLike | undefined = browserStorage()): Drafts {
  let value: Partial<Record<keyof Drafts, Record<string, unknown>>> & { paste?: unknown };
  try {
    value = JSON.parse(store?.getItem(DRAFTS_KEY) ?? '{}') as typeof value;
    if (typeof value !== 'object' || value === null) return EMPTY;
  } catch {
    return EMPTY;
  }
  const { session: s, pasted: p, request: r } = value;
  const rungs = s?.customNeededBy;
  return {
    paste: isString(value.paste) ? value.paste : '',
    session:
      s && isTextOrNull(s.schema) && isTextOrNull(s.legend) && isString(s.custom) && Array.isArray(rungs)
        ? {
            schema: s.schema,
            legend: s.legend,
            custom: s.custom,
            customNeededBy: RUNG_IDS.filter((id) => rungs.includes(id)),
          }
        : EMPTY.session,
    pasted:
      p && isString(p.toolsList) && isString(p.schema) ? { toolsList: p.toolsList, schema: p.schema } : EMPTY.pasted,
    request: r && isString(r.name) && isString(r.text) ? { name: r.name, text: r.text } : EMPTY.request,
  };
}

/**
 * Keeps `drafts` for the next visit (removes the key when there are none). Returns why they were
 * not kept (over {@link MAX_DRAFT_CHARS}, storage full or unavailable), or undefined. Never throws.
 */
export function saveDrafts(drafts: Drafts, store: StorageLike | undefined = browserStorage()): string | undefined {
  const chars = texts(drafts).reduce((n, t) => n + t.length, 0);
  try {
    if (JSON.stringify(drafts) === JSON.stringify(EMPTY)) {
      store?.removeItem(DRAFTS_KEY);
      return undefined;
    }
    if (chars > MAX_DRAFT_CHARS) {
      store?.removeItem(DRAFTS_KEY);
      return `${chars.toLocaleString('en-US')} characters is over the ${MAX_DRAFT_CHARS.toLocaleString('en-US')}-character limit for drafts`;
    }
    if (!store) return 'this browser does not allow local storage here';
    // JSON escapes a lone surrogate (`"\udc00"`), so any typed text is kept as typed.
    store.setItem(DRAFTS_KEY, JSON.stringify(drafts));
    return undefined;
  } catch {
    return 'the browser refused to store them (storage full or blocked)';
  }
}

/** Puts kept drafts back into the page (its boxes show them again). */
export function applyDrafts(store: AppStore, drafts: Drafts): void {
  const { profile } = store.getState();
  store.setState({
    pasteText: drafts.paste,
    session: drafts.session,
    pasted: drafts.pasted,
    profile: { ...profile, name: drafts.request.name, text: drafts.request.text },
  });
}

/** Empties every draft in the page and forgets the kept ones ("Clear my data"). */
export function clearDrafts(store: AppStore, storage: StorageLike | undefined = browserStorage()): void {
  applyDrafts(store, EMPTY);
  const { profile } = store.getState();
  store.setState({ profile: { ...profile, status: 'idle', result: undefined, error: undefined, asked: null } });
  try {
    storage?.removeItem(DRAFTS_KEY);
  } catch {
    // Nothing was kept either.
  }
}
