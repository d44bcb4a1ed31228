import { describe, expect, test, vi } from 'vitest';
import { connectWorkerClient } from '../../worker/client.ts';
import { TestWorker } from '../../worker/test-worker.ts';
import { packLinkData } from '../link/data.ts';
import { loadTexts, restoreData } from './load.ts';
import { startSync } from '../sync.ts';
import { createRequestRoute } from '../requests.ts';
import { createAppStore } from '../store.ts';

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

  test('should start from the field choices kept with the data, or every field when none were kept', async () => {
    const { worker, route, store } = page();
    const kept = { order: ['title', 'reactions.+1'], excluded: ['title'] };
    const fields = ['reactions.+1', 'title', 'user.login'];
    const done = loadTexts(store, route, [FILE], { path: null, flatten: true }, kept);
    worker.answer({ id: worker.last('load').id, type: 'loaded', sourceId: 1, datasets: [DATASET], fields });
    await done;
    // A field the choices do not name (read since) comes last, kept: the user's data keeps every field by default.
    expect(store.getState().fields).toEqual({
      order: ['title', 'reactions.+1', 'user.login'],
      excluded: ['title'],
    });
    const all = loadTexts(store, route, [FILE], { path: null, flatten: true }, 'all');
    worker.answer({ id: worker.last('load').id, type: 'loaded', sourceId: 2, datasets: [DATASET], fields });
    await all;
    expect(store.getState().fields).toEqual({ order: fields, excluded: [] });
  });

  test('should finish loading a key with a lone surrogate, and write no field name into the address bar', async () => {
    const { worker, route, store } = page();
    const queries: string[] = [];
    const stop = startSync(store, route, (query) => queries.push(query));
    const text = '[{"\\udc00k":1,"secret_name":2}]';
    const done = loadTexts(store, route, [{ name: 'pasted.json', text }], { path: null, flatten: false });
    const fields = ['\udc00k', 'secret_name'];
    worker.answer({ id: worker.last('load').id, type: 'loaded', sourceId: 1, datasets: [DATASET], fields });
    await done;
    stop();
    expect(store.getState().load).toEqual({ status: 'idle', problems: [] });
    expect(store.getState().fields).toEqual({ order: fields, excluded: [] });
    expect(queries.at(-1)).not.toContain('fields=');
    expect(queries.join('\n')).not.toContain('secret_name');
  });

  test('should load the data a link carries with its field choices and order', async () => {
    const { worker, route, store } = page();
    const fields = { order: ['\udc00k', 'reactions.+1'], excluded: ['\udc00k'] };
    const packed = await packLinkData({ files: [FILE], path: null, flatten: true, fields });
    if (!('packed' in packed)) throw new Error(packed.refused);
    const done = restoreData(store, route, `?view=ladder&data=${packed.packed}`);
    const request = await vi.waitFor(() => worker.last('load'));
    expect(request).toMatchObject({ files: [FILE], options: { path: null, flatten: true } });
    worker.answer({
      id: request.id,
      type: 'loaded',
      sourceId: 1,
      datasets: [DATASET],
      fields: ['reactions.+1', '\udc00k'],
    });
    await done;
    expect(store.getState().fields).toEqual(fields);
    expect(store.getState().linkData).toBe(packed.packed);
  });
});
