import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { AppState, AppStore } from '../../state/store.ts';
import type { RequestRoute } from '../../state/requests.ts';

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

/**
 * A store value and its setter as a control's `value` and `onChange` props, each re-rendering
 * only when it changes: `<SingleChoice {...useSetting((s) => s.encoding, (s) => s.setEncoding)} />`.
 */
export function useSetting<T>(
  value: (state: AppState) => T,
  setter: (state: AppState) => (next: T) => void,
): { value: T; onChange: (next: T) => void } {
  return { value: useApp(value), onChange: useApp(setter) };
}

/** The store and the route to the worker, for event handlers and request hooks. */
export function useAppHandles(): AppContextValue {
  return useAppContext();
}
