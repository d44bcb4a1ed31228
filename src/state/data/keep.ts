import { draftsOf, saveDrafts } from './drafts.ts';
import { saveFields } from './storage.ts';
import type { AppState, AppStore } from '../store.ts';

/** How long typing must pause before drafts are written to storage (milliseconds). */
export const DRAFT_DELAY_MS = 300;

/**
 * Keeps in this browser what the next visit restores: field choices on the user's data (at once) and
 * drafts (after typing stops: they can be megabytes); `flush` writes pending drafts now, `stop` ends the
 * watching. Session logs are kept by `sessions/keep.ts`, only when asked.
 */
export function keepInBrowser(store: AppStore): { flush(): void; stop(): void } {
  let lastFields = store.getState().fields;
  let lastDrafts = draftParts(store.getState());
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    const notice = saveDrafts(draftsOf(store.getState())) ?? null;
    if (notice !== store.getState().draftsNotice) store.setState({ draftsNotice: notice });
  }

  const unsubscribe = store.subscribe((state) => {
    if (state.fields !== lastFields) {
      lastFields = state.fields;
      if (state.source.kind === 'files') saveFields(state.fields);
    }
    const parts = draftParts(state);
    if (parts.some((p, i) => p !== lastDrafts[i])) {
      lastDrafts = parts;
      clearTimeout(timer);
      timer = setTimeout(flush, DRAFT_DELAY_MS);
    }
  });
  return {
    flush,
    stop: () => {
      unsubscribe();
      clearTimeout(timer);
    },
  };
}

// The store values the drafts are made of, compared by reference (no copy of a long text).
function draftParts(state: AppState): unknown[] {
  return [state.pasteText, state.loaded, state.session, state.pasted, state.profile.text, state.profile.name];
}
