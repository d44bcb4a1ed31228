import { carryFields } from './fields.ts';
import type { AppStore } from './store.ts';
import { createAppStore } from './store.ts';
import { plainQuery, settingsFromQuery } from './url.ts';
import type { LinkSettings } from './url.ts';

/** The two calls of `window.history` the page makes (tests pass a recorder). */
export interface HistoryWriter {
  pushState(data: null, unused: string, url: string): void;
  replaceState(data: null, unused: string, url: string): void;
}

/** What {@link browserHistory} gives the page: the address-bar writer for `startSync`, and the `popstate` handler. */
export interface BrowserHistory {
  /** Writes `query` to the address bar: a new history entry when the view changed, else the current entry. */
  write(query: string): void;
  /** Shows the view and settings of the history entry the browser went to (`location.search`). */
  restore(search: string): void;
}

/**
 * Puts the views into the browser's history. Choosing another view pushes an entry, so Back
 * returns to the view before and Forward comes back; a change of settings replaces the current
 * entry instead, so Back is not an undo of every toggle or keystroke (typing 5000 into a number
 * box would otherwise leave four entries to step through). Each entry's address is the plain link
 * of that view as it was left, and Back or Forward shows it as the link would.
 */
export function browserHistory(store: AppStore, history: HistoryWriter): BrowserHistory {
  let shownView = store.getState().view;
  let restoring = false;
  return {
    write(query) {
      const { view } = store.getState();
      // A view restored from an entry is that entry's view: it must not push another one.
      if (view !== shownView && !restoring) history.pushState(null, '', `?${query}`);
      else history.replaceState(null, '', `?${query}`);
      shownView = view;
    },
    restore(search) {
      restoring = true;
      try {
        restoreSettings(store, search);
      } finally {
        restoring = false;
      }
      shownView = store.getState().view;
    },
  };
}

/**
 * Applies the settings of a history entry's query. A setting the entry leaves out (a link omits
 * those at their default: no whole-response formats, the move baseline, default simulator inputs)
 * goes back to its default. Field choices come from the entry only for the built-in data: on the
 * user's data they are never in a link, and stay as they are. Nothing is warned about: the page
 * wrote these entries itself.
 */
export function restoreSettings(store: AppStore, search: string): void {
  const state = store.getState();
  const { fields, ...entry } = settingsFromQuery(search).settings;
  const shown = settingsFromQuery(plainQuery(state)).settings;
  const defaults = createAppStore().getState();
  const reset: Partial<LinkSettings> = {};
  for (const key of Object.keys(shown) as (keyof LinkSettings)[]) {
    if (key !== 'fields' && !(key in entry)) Object.assign(reset, { [key]: defaults[key] });
  }
  store.setState({
    ...reset,
    ...entry,
    ...(fields && state.source.kind === 'fixture' ? { fields: carryFields(fields, state.availableFields) } : {}),
  });
}
