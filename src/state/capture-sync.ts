import type { McpCapture } from '../core/mcp/capture.ts';
import type { HostSpec } from '../core/hosts/index.ts';
import type { EncodingName } from '../core/tokenizer/tokenizer.ts';
import type { RequestRoute } from './requests.ts';
import type { AppState, AppStore } from './store.ts';

/** The route's slot of the capture's counts. */
const SLOT = 'mcp';

/**
 * The capture's watcher for `sync.ts`: on each store change, once a capture is open, asks the
 * worker for its counts (tools/list under the sidebar's host, calls under every host) when the
 * capture, the host or the encoding changed; closing it cancels the request. Compared by
 * reference, not by content: a capture may hold megabytes of results.
 */
export function watchCapture(store: AppStore, route: RequestRoute): (state: AppState) => void {
  let last: { capture: McpCapture; host: HostSpec; encoding: EncodingName } | undefined;
  return (state) => {
    const capture = state.mcp.open?.capture;
    if (!capture) {
      if (last) route.cancel('mcp-capture', SLOT);
      last = undefined;
      return;
    }
    const { host, encoding } = state;
    if (last && last.capture === capture && last.host === host && last.encoding === encoding) return;
    last = { capture, host, encoding };
    store.getState().setMcp({ counts: { ...state.mcp.counts, status: 'counting' } });
    void route.send(SLOT, { type: 'mcp-capture', encoding, capture, host }, (outcome) =>
      store.getState().setMcp({
        counts: outcome.ok ? { status: 'ready', answer: outcome.answer } : { status: 'error', error: outcome.message },
      }),
    );
  };
}
