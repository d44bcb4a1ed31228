import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppStore } from '../state/store.ts';
import { createRequestRoute } from '../state/requests.ts';
import { restoreData } from '../state/data/load.ts';
import { readSavedData } from '../state/data/storage.ts';
import { applyLink, startSync } from '../state/sync.ts';
import { applyDrafts, readDrafts } from '../state/data/drafts.ts';
import { browserHistory } from '../state/link/address-history.ts';
import { keepInBrowser } from '../state/data/keep.ts';
import { keepSessionInBrowser, restoreKeptSession } from '../state/sessions/keep.ts';
import { keepServerInBrowser } from '../state/mcp/capture-keep.ts';
import { createWorkerClient } from '../worker/client.ts';
import { FIRST_SCREEN_ID, firstScreenState, parseFirstScreen, showsFirstScreen } from '../state/first-screen.ts';
import { PAGE_INTERACTIVE_MARK, Page } from './Page.tsx';
import './styles.css';
import './form/forms.css';

// The build's first screen (docs/performance.md): its counts start the store, so React adopts the
// HTML as it stands, unless the link, drafts or kept data show something else.
const container = document.getElementById('root')!;
const shown = parseFirstScreen(document.getElementById(FIRST_SCREEN_ID)?.textContent);
const store = createAppStore(shown ? firstScreenState(shown) : {});
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
// Read once: whether the first screen is the build's, and what restoreData loads.
const saved = readSavedData();
const fromBuild = shown !== undefined && showsFirstScreen(store.getState(), shown, openedWith, saved !== undefined);
if (shown && !fromBuild) {
  store.setState({ result: { status: 'idle' }, fieldCosts: { status: 'idle' } });
  container.replaceChildren();
}
startSync(store, route, history.write, fromBuild);
void restoreData(store, route, openedWith, saved);
keepSessionInBrowser(store);
restoreKeptSession(store);
keepServerInBrowser(store);

// The build's first screen is inert (seen, not yet answering) until React has taken it over.
const interactive = () => {
  container.removeAttribute('inert');
  performance.mark(PAGE_INTERACTIVE_MARK);
};
const page = <Page store={store} route={route} onInteractive={interactive} />;
if (fromBuild) {
  hydrateRoot(container, page);
} else {
  // A transition: React renders the first page in slices of ~5 ms, so no long task keeps the
  // worker's first answer (or a keypress) waiting.
  startTransition(() => createRoot(container).render(page));
}
