/** Test support for the Sessions view's component tests: a store rendered to HTML and its tables read back. */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RequestRoute } from '../../state/requests.ts';
import type { AppStore } from '../../state/store.ts';
import { AppContext } from '../shared/store-context.tsx';
import { SessionsView } from './SessionsView.tsx';

/** `node` (default the whole view) rendered with `store`; server rendering reads zustand's initial state, so it is handed the current one. */
export function render(store: AppStore, node: ReactNode = <SessionsView />): string {
  const current = { ...store, getInitialState: store.getState } as unknown as AppStore;
  return renderToStaticMarkup(
    <AppContext.Provider value={{ store: current, route: {} as RequestRoute }}>{node}</AppContext.Provider>,
  );
}

/** `text` as React escapes it in HTML. */
export const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;');

/** Every body row of the rendered tables, as its cells' texts (escaped as rendered). */
export const bodyRows = (html: string): string[] =>
  [...html.matchAll(/<tr><th scope="row">.*?<\/tr>/g)].map((m) =>
    [...m[0].matchAll(/<t[hd][^>]*>([^<]*)<\/t[hd]>/g)].map((c) => c[1]).join(' | '),
  );
