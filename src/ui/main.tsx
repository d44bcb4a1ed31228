import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore } from '../state/store.ts';
import { createRequestRoute } from '../state/requests.ts';
import { restoreData } from '../state/load-data.ts';
import { applyLink, startSync } from '../state/sync.ts';
import { applyDrafts, readDrafts } from '../state/drafts.ts';
import { keepInBrowser } from '../state/keep.ts';
import { createWorkerClient } from '../worker/client.ts';
import { App } from './App.tsx';
import { AppContext } from './store-context.tsx';
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
startSync(store, route, (query) => window.history.replaceState(null, '', `?${query}`));
void restoreData(store, route, openedWith);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppContext.Provider value={{ store, route }}>
      <App />
    </AppContext.Provider>
  </StrictMode>,
);
