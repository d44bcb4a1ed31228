/**
 * Server-renders a component over a store as the page has it, for component tests: zustand's
 * server snapshot is its initial state, so the store is handed over with its current state as that.
 */
import { createElement } from 'react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RequestRoute } from '../../state/requests.ts';
import type { AppStore } from '../../state/store.ts';
import { AppContext } from './store-context.tsx';

/** The static HTML of `element` inside the app's context over `store` (no route: nothing is sent). */
export function renderWithStore(store: AppStore, element: ReactElement): string {
  const current = { ...store, getInitialState: store.getState } as unknown as AppStore;
  return renderToStaticMarkup(
    createElement(AppContext.Provider, { value: { store: current, route: {} as RequestRoute } }, element),
  );
}
