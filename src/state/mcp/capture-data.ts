import { recordsTextOf, resultDataName } from '../../core/mcp/result-data.ts';
import { loadTexts } from '../data/load.ts';
import type { RequestRoute } from '../requests.ts';
import type { AppStore } from '../store.ts';

/**
 * "Use this result as the data": call `index` of the open capture becomes the data source, as if its
 * result's text (`recordsTextOf`) were a file named `<tool> result.json`, kept like any loaded data,
 * without the URL or headers. A call without a result does nothing.
 */
export async function takeCallAsData(store: AppStore, route: RequestRoute, index: number): Promise<void> {
  const call = store.getState().mcp.open?.capture.calls[index];
  if (!call?.result) return;
  await loadTexts(store, route, [{ name: resultDataName(call.name), text: recordsTextOf(call.result) }], {
    path: null,
    flatten: false,
  });
}
