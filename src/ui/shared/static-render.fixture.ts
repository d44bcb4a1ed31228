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

/** The span with `data-testid` in `html`: its title attribute and its text (nested spans walked, tags stripped). */
export function spanWithTestId(html: string, testId: string): { title: string | undefined; text: string } {
  const open = new RegExp(`<span ([^>]*)data-testid="${testId}"[^>]*>`).exec(html);
  if (!open) throw new Error(`no ${testId}`);
  const tags = /<(\/?)span[^>]*>/g;
  tags.lastIndex = open.index + open[0].length;
  let depth = 1;
  let end = tags.lastIndex;
  for (let tag = tags.exec(html); tag && depth > 0; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    end = tag.index;
  }
  const text = html.slice(open.index + open[0].length, end).replace(/<[^>]+>/g, '');
  return { title: /title="([^"]*)"/.exec(open[1]!)?.[1], text };
}
