import { describe, expect, test } from 'vitest';
import { connectWorkerClient } from '../worker/client.ts';
import { settle, TestWorker } from '../worker/test-worker.ts';
import { forgetData } from './data/load.ts';
import { createRequestRoute } from './requests.ts';
import { createAppStore } from './store.ts';
import { startSync } from './sync.ts';

// The page's wiring with a worker the test answers by hand.
function page() {
  const worker = new TestWorker();
  const route = createRequestRoute(connectWorkerClient(worker, () => undefined));
  const store = createAppStore();
  startSync(store, route, () => undefined);
  return { worker, route, store };
}

const FILE = { label: 'big.json', rows: 3, format: 'json-array' as const, path: null, candidates: [], notices: [] };

describe('startSync: progress of a long ladder', () => {
  test('should show the running ladder’s progress and drop it at once when the ladder is replaced', async () => {
    const { worker, store } = page();
    worker.answer({ id: 1, type: 'progress', done: 2.5, total: 24, unit: 'texts' });
    await settle();
    expect(store.getState().result).toEqual({ status: 'counting', progress: { done: 2.5, total: 24, unit: 'texts' } });
    store.getState().setField('priority', false);
    expect(store.getState().result).toEqual({ status: 'counting', progress: undefined });
    // Sent before the worker read the cancel: not shown.
    worker.answer({ id: 1, type: 'progress', done: 3, total: 24, unit: 'texts' });
    await settle();
    expect(store.getState().result.progress).toBeUndefined();
    expect(worker.cancelled()).toEqual([1]);
  });

  test('Clear my data should cancel the data’s ladder and a running load, and drop their progress', async () => {
    const { worker, route, store } = page();
    store.getState().useFiles(4, [FILE], ['id']);
    const filesLadder = worker.last('ladder').id;
    worker.answer({ id: filesLadder, type: 'progress', done: 1, total: 6, unit: 'texts' });
    await settle();
    expect(store.getState().result.progress).toEqual({ done: 1, total: 6, unit: 'texts' });
    void route.send('data', { type: 'load', files: [], options: { path: null, flatten: false } }, () => {
      throw new Error('a load cleared away must not apply');
    });
    const load = worker.last('load').id;
    forgetData(store, route);
    expect(store.getState().source).toEqual({ kind: 'fixture' });
    expect(store.getState().result.progress).toBeUndefined();
    expect(worker.cancelled()).toEqual(expect.arrayContaining([filesLadder, load]));
    worker.answer({ id: load, type: 'loaded', sourceId: 5, datasets: [FILE], fields: ['id'] });
    await settle();
    expect(store.getState().source).toEqual({ kind: 'fixture' });
  });
});
