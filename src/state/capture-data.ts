import { recordsTextOf, resultDataName } from '../core/mcp/result-data.ts';
import { loadTexts } from './load-data.ts';
import type { RequestRoute } from './requests.ts';
import type { AppStore } from './store.ts';

/**
 * "Use this result as the data": call `index` of the open capture becomes the page's data source,
 * as if its result's text (core's `recordsTextOf`: the text blocks, else structuredContent) were
 * a file named `<tool> result.json` (`resultDataName`): the ladder, fields and savings then work
 * on its records, and it is kept in this browser like any loaded data. The URL and headers are not
 * part of it. A call without a result does nothing.
 */
export async function takeCallAsData(store: AppStore, route: RequestRoute, index: number): Promise<void> {
  const call = store.getState().mcp.open?.capture.calls[index];
  if (!call?.result) return;
  await loadTexts(store, route, [{ name: resultDataName(call.name), text: recordsTextOf(call.result) }], {
    path: null,
    flatten: false,
  });
}
