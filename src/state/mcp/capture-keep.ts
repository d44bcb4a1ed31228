import type { StorageLike } from '../data/storage.ts';
import { browserStorage } from '../data/storage.ts';
import type { AppState, AppStore } from '../store.ts';

/**
 * Where the server's URL and headers are kept between visits when the user ticks "Keep the URL
 * and headers in this browser" (off by default: a header often holds a credential): this
 * browser's local storage only. Never in a link.
 */
export const KEPT_SERVER_KEY = 'context-cost-explorer:mcp-server:v1';

/** The URL and headers kept by an earlier visit, or undefined. Never throws. */
export function readKeptServer(
  storage: StorageLike | undefined = browserStorage(),
): { url: string; headers: string } | undefined {
  try {
    const value = JSON.parse(storage?.getItem(KEPT_SERVER_KEY) ?? 'null') as {
      url?: unknown;
      headers?: unknown;
    } | null;
    if (!value || typeof value.url !== 'string' || typeof value.headers !== 'string') return undefined;
    return { url: value.url, headers: value.headers };
  } catch {
    return undefined;
  }
}

/** Forgets the kept URL and headers ("Clear my data", the box unticked). Never throws. */
export function forgetKeptServer(storage: StorageLike | undefined = browserStorage()): void {
  try {
    storage?.removeItem(KEPT_SERVER_KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

/** What is to be kept now: the URL and headers while the box is ticked, else nothing. */
function wanted(state: AppState): string | null {
  const { keep, form } = state.mcp;
  return keep ? JSON.stringify({ url: form.url, headers: form.headers }) : null;
}

/**
 * Mirrors the box into storage: while ticked, the URL and headers are written as they change;
 * unticked, they are forgotten. Opens the ones kept by an earlier visit first, box ticked.
 * @returns a function that stops the watching.
 */
export function keepServerInBrowser(store: AppStore, storage: StorageLike | undefined = browserStorage()): () => void {
  const kept = readKeptServer(storage);
  if (kept) {
    store.getState().setLiveForm(kept);
    store.getState().setMcp({ keep: true });
  }
  let last = wanted(store.getState());
  return store.subscribe((state) => {
    const next = wanted(state);
    if (next === last) return;
    last = next;
    try {
      if (next === null) storage?.removeItem(KEPT_SERVER_KEY);
      else storage?.setItem(KEPT_SERVER_KEY, next);
    } catch {
      // Storage full or blocked: the form stays in this page.
    }
  });
}
