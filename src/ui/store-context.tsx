import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { AppState, AppStore } from '../state/store.ts';
import type { WorkerClient } from '../worker/client.ts';

/** The page's store and worker client, provided once at the root. */
export interface AppContextValue {
  store: AppStore;
  client: WorkerClient;
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

/** The store and client, for event handlers. */
export function useAppHandles(): AppContextValue {
  return useAppContext();
}
