import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { AppState, AppStore } from '../state/store.ts';
import type { RequestRoute } from '../state/requests.ts';

/** The page's store and its one route to the worker, provided once at the root. */
export interface AppContextValue {
  store: AppStore;
  route: RequestRoute;
}

export const AppContext = createContext<AppContextValue | null>(null);

function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('AppContext is missing: render inside <AppContext.Provider>');
  return value;
}

/** One value of the store, re-rendering only when it changes. */
export function useApp<T>(selector: (state: AppState) => T): T {
  return useStore(useAppContext().store, selector);
}

/** The store and the route to the worker, for event handlers and request hooks. */
export function useAppHandles(): AppContextValue {
  return useAppContext();
}
