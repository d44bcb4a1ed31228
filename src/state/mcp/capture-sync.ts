import type { McpCapture } from '../../core/mcp/capture.ts';
import type { HostSpec } from '../../core/hosts/index.ts';
import type { EncodingName } from '../../core/tokenizer/tokenizer.ts';
import type { RequestRoute } from '../requests.ts';
import type { AppState, AppStore } from '../store.ts';

/** The route's slot of the capture's counts. */
const SLOT = 'mcp';

/**
 * The capture's watcher for `sync.ts`: once a capture is open, asks the worker for its counts when the
 * capture, host or encoding changed; closing cancels. Compared by reference: a capture may hold megabytes.
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
