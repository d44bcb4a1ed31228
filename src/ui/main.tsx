import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore } from '../state/store.ts';
import { createRequestRoute } from '../state/requests.ts';
import { restoreData } from '../state/data/load.ts';
import { applyLink, startSync } from '../state/sync.ts';
import { applyDrafts, readDrafts } from '../state/data/drafts.ts';
import { browserHistory } from '../state/link/address-history.ts';
import { keepInBrowser } from '../state/data/keep.ts';
import { keepSessionInBrowser, restoreKeptSession } from '../state/sessions/keep.ts';
import { keepServerInBrowser } from '../state/mcp/capture-keep.ts';
import { createWorkerClient } from '../worker/client.ts';
import { App } from './App.tsx';
import { ErrorBoundary } from './shared/ErrorBoundary.tsx';
import { AppContext } from './shared/store-context.tsx';
import './styles.css';
import './form/forms.css';

const store = createAppStore();
const client = createWorkerClient((message) => {
  // Progress only while counting: it must never hide an answer (an error) that arrived first.
  const { result } = store.getState();
  if (result.status === 'counting' || result.status === 'idle') {
    store.getState().setResult({ ...result, status: 'loading-encoding', loadingEncoding: message.encoding });
  }
});
// Read before startSync rewrites the address bar with the settings.
const openedWith = window.location.search;
// Drafts first: session texts the link carries then replace the kept ones (and say so).
applyDrafts(store, readDrafts());
applyLink(store, openedWith);
const kept = keepInBrowser(store);
window.addEventListener('pagehide', kept.flush);
const route = createRequestRoute(client);
// Each view chosen is a history entry (Back returns to the view before); settings replace the entry.
const history = browserHistory(store, window.history);
window.addEventListener('popstate', () => history.restore(window.location.search));
startSync(store, route, history.write);
void restoreData(store, route, openedWith);
keepSessionInBrowser(store);
restoreKeptSession(store);
keepServerInBrowser(store);

// A transition: React renders the first page in slices of ~5 ms, so no long task keeps the
// worker's first answer (or a keypress) waiting.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <AppContext.Provider value={{ store, route }}>
        <ErrorBoundary where="the page" wholePage>
          <App />
        </ErrorBoundary>
      </AppContext.Provider>
    </StrictMode>,
  ),
);
