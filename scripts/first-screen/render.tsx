import { renderToString } from 'react-dom/server';
import { createAppStore, type AppStore } from '../../src/state/store.ts';
import { createRequestRoute, type RequestRoute } from '../../src/state/requests.ts';
import { applyLink, startSync } from '../../src/state/sync.ts';
import { FIRST_SCREEN_ID, firstScreenOf, firstScreenState } from '../../src/state/first-screen.ts';
import { connectWorkerClient, type WorkerPort } from '../../src/worker/client.ts';
import { createEngine } from '../../src/worker/engine.ts';
import type { WorkerResponse } from '../../src/worker/protocol.ts';
import { nodeCountingCounter } from '../../src/node/counter.ts';
import { Page } from '../../src/ui/Page.tsx';

/** The page's route to the worker's engine run in this process, with the counters `cce` uses. */
function engineRoute(): RequestRoute {
  const engine = createEngine(async (encoding) => nodeCountingCounter(encoding), undefined, { now: () => 0 });
  const port: WorkerPort = {
    onmessage: null,
    onerror: null,
    postMessage(request) {
      const post = (data: WorkerResponse) => port.onmessage?.({ data } as MessageEvent<WorkerResponse>);
      if (request.type === 'cancel') engine.cancel(request.id);
      else void engine.handle(request, post).then(post);
    },
  };
  return createRequestRoute(connectWorkerClient(port, () => {}));
}

/** Resolves once the store holds the ladder and the field costs (or rejects with what failed). */
function counted(store: AppStore): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const { result, fieldCosts } = store.getState();
      if (result.status === 'error' || fieldCosts.status === 'error')
        reject(new Error(`the first screen could not be counted: ${result.error ?? fieldCosts.error}`));
      else if (result.status === 'ready' && fieldCosts.status === 'ready') resolve();
      else return;
      unsubscribe();
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

/**
 * The page's first screen with no settings in its link, as index.html's root element and the counts'
 * JSON beside it: the store and sync the page runs count the built-in example here, then the page's
 * own components render it from a store that starts with those counts, as the page's store does
 * when it takes the HTML over (`src/ui/main.tsx`).
 */
export async function renderFirstScreen(): Promise<string> {
  const counting = createAppStore();
  applyLink(counting, '');
  const route = engineRoute();
  const stop = startSync(counting, route, () => {});
  try {
    await counted(counting);
  } finally {
    stop();
  }
  const shown = firstScreenOf(counting.getState());
  const html = renderToString(<Page store={createAppStore(firstScreenState(shown))} route={route} />);
  // Inside a script element, "<" escaped: no text can close it.
  const json = JSON.stringify(shown).replaceAll('<', '\\u003c');
  return `<div id="root" inert>${html}</div>\n    <script type="application/json" id="${FIRST_SCREEN_ID}">${json}</script>`;
}
