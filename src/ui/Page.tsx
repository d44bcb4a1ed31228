import { StrictMode, useEffect } from 'react';
import type { RequestRoute } from '../state/requests.ts';
import type { AppStore } from '../state/store.ts';
import { App } from './App.tsx';
import { ErrorBoundary } from './shared/ErrorBoundary.tsx';
import { AppContext } from './shared/store-context.tsx';

/** The performance mark set when the page's controls first answer (`npm run bench:browser` reads it). */
export const PAGE_INTERACTIVE_MARK = 'cce:interactive';

/**
 * The whole page over a store and its route: what the browser renders and what the build prerenders.
 * `onInteractive` runs once React has committed it (the page's controls answer from then on).
 */
export function Page({ store, route, onInteractive }: PageProps) {
  return (
    <StrictMode>
      <AppContext.Provider value={{ store, route }}>
        <ErrorBoundary where="the page" wholePage>
          <App />
        </ErrorBoundary>
      </AppContext.Provider>
      {onInteractive && <Committed then={onInteractive} />}
    </StrictMode>
  );
}

interface PageProps {
  store: AppStore;
  route: RequestRoute;
  onInteractive?: () => void;
}

function Committed({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}
