import { carryFields } from '../fields/fields.ts';
import type { AppStore } from '../store.ts';
import { createAppStore } from '../store.ts';
import { plainQuery, settingsFromQuery } from './url.ts';
import type { LinkSettings } from '../settings.ts';

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
 * Puts the views into the browser's history: a view change pushes an entry, a settings change replaces
 * the current one, so Back is not an undo of every keystroke; each entry's address is that view's plain
 * link as left, and Back or Forward shows it as the link would.
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
 * Applies the settings of a history entry's query, a left-out setting going back to its default; field
 * choices come from it only for the built-in data (the user's are never in a link). Nothing is warned
 * about: the page wrote these entries itself.
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
