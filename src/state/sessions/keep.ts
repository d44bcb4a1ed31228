import type { AskedSession } from './logs.ts';
import type { StorageLike } from '../data/storage.ts';
import { browserStorage } from '../data/storage.ts';
import type { AppState, AppStore } from '../store.ts';

/**
 * Where a session log is kept between visits when the user asks ("Keep this session in this
 * browser", off by default): this browser's local storage only, never sent anywhere.
 */
export const KEPT_SESSION_KEY = 'context-cost-explorer:session:v1';

/**
 * The most UTF-16 characters of session logs kept (storage is about 5 MB per origin, shared with
 * the saved data, 2,000,000, and the drafts, 1,000,000).
 */
export const MAX_KEPT_SESSION_CHARS = 1_500_000;

/** The logs kept: run A (with its thread) and run B, when one was open. */
export interface KeptSession {
  a: AskedSession;
  b: AskedSession | null;
}

const isAsked = (v: unknown): v is AskedSession => {
  const a = v as AskedSession;
  return (
    typeof a === 'object' &&
    a !== null &&
    typeof a.name === 'string' &&
    typeof a.text === 'string' &&
    (a.thread === null || typeof a.thread === 'string')
  );
};

/** The logs kept by an earlier visit, or undefined when there are none or they are unreadable. Never throws. */
export function readKeptSession(storage: StorageLike | undefined = browserStorage()): KeptSession | undefined {
  try {
    const value = JSON.parse(storage?.getItem(KEPT_SESSION_KEY) ?? 'null') as Partial<KeptSession> | null;
    if (!value || !isAsked(value.a)) return undefined;
    return { a: value.a, b: isAsked(value.b) ? value.b : null };
  } catch {
    return undefined;
  }
}

/**
 * Keeps `kept` for the next visit (null: forgets what was kept). Returns why it was not kept (over
 * {@link MAX_KEPT_SESSION_CHARS}, storage full or unavailable), or undefined. Never throws.
 */
export function saveKeptSession(
  kept: KeptSession | null,
  storage: StorageLike | undefined = browserStorage(),
): string | undefined {
  try {
    if (kept === null) {
      storage?.removeItem(KEPT_SESSION_KEY);
      return undefined;
    }
    const chars = kept.a.text.length + (kept.b?.text.length ?? 0);
    if (chars > MAX_KEPT_SESSION_CHARS) {
      storage?.removeItem(KEPT_SESSION_KEY);
      return `not kept: ${chars.toLocaleString('en-US')} characters is over the ${MAX_KEPT_SESSION_CHARS.toLocaleString('en-US')}-character limit for a session kept in this browser; it stays in this page until you close it`;
    }
    if (!storage) return 'not kept: this browser does not allow local storage here';
    storage.setItem(KEPT_SESSION_KEY, JSON.stringify(kept));
    return undefined;
  } catch {
    return 'not kept: the browser refused to store it (storage full or blocked)';
  }
}

/** What is to be kept now: the asked logs while the toggle is on, else nothing. */
function wanted(state: AppState): KeptSession | null {
  const { keep, asked, compare } = state.sessions;
  return keep && asked ? { a: asked, b: compare.asked } : null;
}

/**
 * Mirrors the "Keep this session in this browser" toggle into storage: while on, the asked logs are written
 * on each change; off, closing or "Clear my data" forgets them; why a log was not kept goes to
 * `sessions.keepNotice`. Returns a function that stops the watching.
 */
export function keepSessionInBrowser(store: AppStore, storage: StorageLike | undefined = browserStorage()): () => void {
  let last = wanted(store.getState());
  return store.subscribe((state) => {
    const next = wanted(state);
    if (next === last || (next && last && next.a === last.a && next.b === last.b)) return;
    last = next;
    const notice = saveKeptSession(next, storage) ?? null;
    if (notice !== state.sessions.keepNotice) state.setSessions({ keepNotice: notice });
  });
}

/** Opens the logs kept by an earlier visit again, with the toggle on. Never throws. */
export function restoreKeptSession(store: AppStore, storage: StorageLike | undefined = browserStorage()): void {
  const kept = readKeptSession(storage);
  if (!kept) return;
  const state = store.getState();
  state.setSessions({ keep: true, asked: kept.a });
  if (kept.b) state.askCompare(kept.b.name, kept.b.text);
}
