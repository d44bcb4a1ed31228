import { describe, expect, test } from 'vitest';
import { SMALL_CAPTURE } from '../../core/mcp/capture.fixture.ts';
import { connectWorkerClient } from '../../worker/client.ts';
import { TestWorker } from '../../worker/test-worker.ts';
import { openCaptureFile } from './capture-file.ts';
import { loadGiven } from '../data/load.ts';
import { createRequestRoute } from '../requests.ts';
import { createAppStore } from '../store.ts';

function page() {
  const worker = new TestWorker();
  const route = createRequestRoute(connectWorkerClient(worker, () => undefined));
  return { worker, route, store: createAppStore() };
}

const CAPTURE_TEXT = `${JSON.stringify(SMALL_CAPTURE, null, 2)}\n`;
const DATA = { name: 'a.json', text: '[{"x": 1}]' };
const OPTIONS = { path: null, flatten: false };

describe('texts given as data', () => {
  test('a capture among them opens as the server Transport shows; the rest is read as data', async () => {
    const { worker, route, store } = page();
    const done = loadGiven(store, route, [{ name: 'everything.json', text: CAPTURE_TEXT }, DATA], OPTIONS);
    expect(store.getState().mcp.open).toEqual({
      name: 'everything.json',
      from: 'file',
      capture: SMALL_CAPTURE,
      viaData: true,
    });
    expect(store.getState().view).toBe('transport');
    const load = worker.last('load');
    expect(load.files).toEqual([DATA]);
    worker.answer({ id: load.id, type: 'error', message: 'stop', problems: [] });
    await done;
  });

  test('a capture alone: nothing is read as data and the section is not left reading', async () => {
    const { worker, route, store } = page();
    store.getState().setLoading();
    await loadGiven(store, route, [{ name: 'pasted.json', text: CAPTURE_TEXT }], OPTIONS);
    expect(store.getState().mcp.open?.name).toBe('pasted.json');
    expect(store.getState().load).toEqual({ status: 'idle', problems: [] });
    expect(worker.requests().filter((r) => r.type === 'load')).toEqual([]);
  });

  test('a capture that is malformed: the Data section says what and where, and nothing is read', async () => {
    const { worker, route, store } = page();
    const broken = CAPTURE_TEXT.replace('"stdio"', '"stdio",,');
    await loadGiven(store, route, [{ name: 'broken.json', text: broken }, DATA], OPTIONS);
    expect(store.getState().load).toEqual({
      status: 'error',
      message:
        'broken.json looks like an MCP capture (npm run mcp -- --save) but could not be opened; nothing was loaded',
      problems: [
        {
          source: 'broken.json',
          message: 'broken.json: invalid JSON at line 6, column 26: Expected double-quoted property name',
          line: 6,
          column: 26,
          excerpt: expect.any(String),
        },
      ],
    });
    expect(store.getState().mcp.open).toBeNull();
    expect(worker.requests().filter((r) => r.type === 'load')).toEqual([]);
  });

  test('data that only mentions the capture type is data', async () => {
    const { worker, route, store } = page();
    const data = { name: 'notes.json', text: '[{"type": "cce-mcp-capture"}]' };
    void loadGiven(store, route, [data], OPTIONS);
    expect(worker.last('load').files).toEqual([data]);
    expect(store.getState().mcp.open).toBeNull();
  });
});

describe('openCaptureFile (the Transport view picker)', () => {
  const file = (name: string, text: string) => {
    const bytes = new TextEncoder().encode(text);
    return { name, size: bytes.length, arrayBuffer: async () => bytes.buffer };
  };

  test('a capture opens, not marked as given in the Data section', async () => {
    const { store } = page();
    await openCaptureFile(store, file('c.json', CAPTURE_TEXT));
    expect(store.getState().mcp.open).toEqual({ name: 'c.json', from: 'file', capture: SMALL_CAPTURE });
    expect(store.getState().view).toBe('ladder');
  });

  test('data dropped there is refused as a capture, naming the key', async () => {
    const { store } = page();
    await openCaptureFile(store, file('a.json', DATA.text));
    expect(store.getState().mcp.readError).toEqual({
      message: 'a.json could not be opened as an MCP capture',
      problems: [{ source: 'a.json', message: 'a.json: not an MCP capture: the document must be an object' }],
    });
  });
});
