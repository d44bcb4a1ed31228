import { describe, expect, test } from 'vitest';
import { connectWorkerClient } from '../worker/client.ts';
import { TestWorker } from '../worker/test-worker.ts';
import { loadTexts } from './load-data.ts';
import { createRequestRoute } from './requests.ts';
import { createAppStore } from './store.ts';

function page() {
  const worker = new TestWorker();
  const route = createRequestRoute(connectWorkerClient(worker, () => undefined));
  return { worker, route, store: createAppStore() };
}

describe('loadTexts', () => {
  const FILE = { name: 'a.json', text: '[{"x": 1}]' };
  const DATASET = {
    label: 'a.json',
    rows: 1,
    format: 'json-array' as const,
    path: null,
    candidates: [],
    notices: [],
  };

  test('should use the newest load and drop the answer of the one it replaced', async () => {
    const { worker, route, store } = page();
    const first = loadTexts(store, route, [FILE], { path: null, flatten: false });
    const second = loadTexts(store, route, [{ ...FILE, name: 'b.json' }], { path: null, flatten: true });
    const [older, newer] = worker.requests().filter((r) => r.type === 'load');
    worker.answer({
      id: newer!.id,
      type: 'loaded',
      sourceId: 2,
      datasets: [{ ...DATASET, label: 'b.json' }],
      fields: ['x'],
    });
    worker.answer({ id: older!.id, type: 'loaded', sourceId: 1, datasets: [DATASET], fields: ['x'] });
    await Promise.all([first, second]);
    expect(store.getState().source).toEqual({
      kind: 'files',
      sourceId: 2,
      datasets: [{ ...DATASET, label: 'b.json' }],
    });
    expect(store.getState().loaded).toEqual({ files: [{ ...FILE, name: 'b.json' }], path: null, flatten: true });
    expect(store.getState().load).toEqual({ status: 'idle', problems: [] });
  });

  test('should show the problems of a load that failed, keep the data before loaded and clear its counts', async () => {
    const { worker, route, store } = page();
    const done = loadTexts(store, route, [FILE], { path: null, flatten: false });
    expect(store.getState().load.status).toBe('reading');
    const problems = [{ source: 'a.json', message: 'Unexpected end', line: 1, column: 10 }];
    worker.answer({ id: worker.last('load').id, type: 'error', message: 'a.json could not be read', problems });
    await done;
    expect(store.getState().load).toEqual({ status: 'error', message: 'a.json could not be read', problems });
    expect(store.getState().source).toEqual({ kind: 'fixture' });
    expect(store.getState().result).toEqual({ status: 'error', error: 'a.json could not be read; see Data' });
  });
});
