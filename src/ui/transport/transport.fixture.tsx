/** Test support for the Transport view's component tests: a three-tool capture, and cells read back from the HTML. */
import type { McpCapture } from '../../core/mcp/capture.ts';
import { SMALL_CAPTURE } from '../../core/mcp/capture.fixture.ts';
import { captureCounts } from '../../core/mcp/capture-counts.ts';
import type { TokenCounter } from '../../core/tokenizer/tokenizer.ts';
import type { AppStore } from '../../state/store.ts';
import { createAppStore } from '../../state/store.ts';

/** A capture of server `everything` 2.0.0 listing three tools of growing size. */
export const THREE_TOOLS: McpCapture = {
  ...SMALL_CAPTURE,
  server: { ...SMALL_CAPTURE.server, name: 'everything', version: '2.0.0' },
  tools: [
    {
      name: 'echo',
      description: 'Echoes back the input',
      inputSchema: { type: 'object', properties: { message: { type: 'string' } } },
    },
    { name: 'add', inputSchema: { type: 'object' } },
    {
      name: 'get-weather',
      description: 'The weather at a place, as structured content: temperature, conditions and humidity.',
      inputSchema: {
        type: 'object',
        properties: { location: { type: 'string', description: 'City name or zip code' } },
        required: ['location'],
      },
    },
  ],
};

/** A store with `capture` open (from file `name`) and counted by `counter` as the worker would. */
export function storeWithCapture(capture: McpCapture, counter: TokenCounter, name = 'everything.json'): AppStore {
  const store = createAppStore();
  store.getState().openCapture({ name, from: 'file', capture });
  store.getState().setMcp({
    counts: { status: 'ready', answer: captureCounts(capture, store.getState().host, counter) },
  });
  return store;
}

/** The text of the element with `data-testid` (the first, tags stripped, entities as rendered). */
export function textOf(html: string, testId: string): string {
  const match = new RegExp(`data-testid="${testId}"[^>]*>(.*?)</(td|th|p|strong|h3)>`).exec(html);
  if (!match) throw new Error(`no ${testId}`);
  return match[1]!.replace(/<[^>]+>/g, '');
}
