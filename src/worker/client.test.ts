import { afterEach, describe, expect, test, vi } from 'vitest';
import { connectWorkerClient, createWorkerClient } from './client.ts';
import { startTokenizerWorker } from './early-worker.ts';
import type { WorkerRequestBody } from './client.ts';
import type { WorkerResponse } from './protocol.ts';
import { TestWorker } from './test-worker.ts';

const COUNT: WorkerRequestBody = { type: 'count', encoding: 'cl100k_base', texts: ['a'] };
const PROFILE: WorkerRequestBody = { type: 'profile', encoding: 'o200k_base', name: 'body', text: '{}' };

function connect() {
  const worker = new TestWorker();
  const progress: WorkerResponse[] = [];
  const client = connectWorkerClient(worker, (message) => progress.push(message));
  return { worker, client, progress };
}

describe('connectWorkerClient', () => {
  test('should post each request with a new id and resolve it with the answer carrying that id', async () => {
    const { worker, client } = connect();
    const first = client.request(COUNT);
    const second = client.request(PROFILE);
    expect(worker.posted).toEqual([
      { ...COUNT, id: 1 },
      { ...PROFILE, id: 2 },
    ]);
    worker.answer({ id: 2, type: 'error', message: 'body could not be profiled', problems: [] });
    worker.answer({ id: 1, type: 'counts', counts: [1] });
    expect(await first).toEqual({ id: 1, type: 'counts', counts: [1] });
    expect(await second).toEqual({ id: 2, type: 'error', message: 'body could not be profiled', problems: [] });
  });

  test('should hand progress to the listener without settling the request', async () => {
    const { worker, client, progress } = connect();
    let settled = false;
    const answer = client.request(PROFILE).then((a) => ((settled = true), a));
    worker.answer({ id: 1, type: 'encoding-loading', encoding: 'o200k_base' });
    await Promise.resolve();
    expect(progress).toEqual([{ id: 1, type: 'encoding-loading', encoding: 'o200k_base' }]);
    expect(settled).toBe(false);
    worker.answer({ id: 1, type: 'counts', counts: [] });
    expect((await answer).type).toBe('counts');
  });

  test('should cancel the running request a new one on the same channel replaces, and no other', async () => {
    const { worker, client } = connect();
    const replaced = client.request(COUNT, 'count/session');
    void client.request(PROFILE, 'profile/growth');
    void client.request(COUNT, 'count/session');
    void client.request(COUNT);
    expect(worker.cancelled()).toEqual([1]);
    // The cancel goes before the request that replaces it, so the worker stops first.
    expect(worker.posted.map((m) => `${m.type} ${m.id}`)).toEqual([
      'count 1',
      'profile 2',
      'cancel 1',
      'count 3',
      'count 4',
    ]);
    worker.answer({ id: 1, type: 'cancelled' });
    expect(await replaced).toEqual({ id: 1, type: 'cancelled' });
  });

  test('should not cancel a request that has already answered', async () => {
    const { worker, client } = connect();
    const first = client.request(COUNT, 'count/session');
    worker.answer({ id: 1, type: 'counts', counts: [1] });
    await first;
    void client.request(COUNT, 'count/session');
    expect(worker.cancelled()).toEqual([]);
  });

  test('should cancel the running request of a channel on demand, once', () => {
    const { worker, client } = connect();
    void client.request(COUNT, 'tokens/tokens-view');
    client.cancel('tokens/tokens-view');
    client.cancel('tokens/tokens-view');
    client.cancel('tokens/other');
    void client.request(COUNT, 'tokens/tokens-view');
    expect(worker.cancelled()).toEqual([1]);
  });

  test('should reject every pending request and every later one once the worker fails', async () => {
    const { worker, client } = connect();
    const pending = client.request(COUNT);
    worker.fail('WASM blocked');
    await expect(pending).rejects.toThrow('the tokenizer worker failed to start: WASM blocked');
    await expect(client.request(PROFILE)).rejects.toThrow('the tokenizer worker failed to start: WASM blocked');
    expect(worker.requests()).toHaveLength(1);
  });

  test('should name an unknown failure', async () => {
    const { worker, client } = connect();
    worker.fail('');
    await expect(client.request(COUNT)).rejects.toThrow('the tokenizer worker failed to start: unknown error');
  });

  test('should fail requests with an error reported before the client existed', async () => {
    const worker = new TestWorker();
    const client = connectWorkerClient(worker, () => undefined, 'script blocked');
    await expect(client.request(COUNT)).rejects.toThrow('the tokenizer worker failed to start: script blocked');
    expect(worker.posted).toEqual([]);
  });
});

describe('startTokenizerWorker / createWorkerClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  // A Worker class that keeps what it was made with and lets the test raise its error event.
  function stubWorker() {
    const made: { url: string; options: WorkerOptions; worker: TestWorker & { fire(message: string): void } }[] = [];
    class FakeWorker extends TestWorker {
      private listeners: ((event: ErrorEvent) => void)[] = [];
      constructor(url: URL, options: WorkerOptions) {
        super();
        made.push({ url: url.pathname, options, worker: this });
      }
      addEventListener(_type: 'error', listener: (event: ErrorEvent) => void) {
        this.listeners.push(listener);
      }
      fire(message: string) {
        for (const listener of this.listeners) listener({ message } as ErrorEvent);
        this.fail(message);
      }
    }
    vi.stubGlobal('Worker', FakeWorker);
    return made;
  }

  test('should take over the worker started early, with the error it reported meanwhile', async () => {
    const made = stubWorker();
    startTokenizerWorker();
    startTokenizerWorker();
    expect(made).toHaveLength(1);
    expect(made[0]!.url.endsWith('/tokenizer.worker.ts')).toBe(true);
    expect(made[0]!.options).toEqual({ type: 'module', name: 'tokenizer' });
    made[0]!.worker.fire('bad script');
    const client = createWorkerClient(() => undefined);
    expect(made).toHaveLength(1);
    await expect(client.request(COUNT)).rejects.toThrow('the tokenizer worker failed to start: bad script');
  });

  test('should start its own worker when none was started early', () => {
    const made = stubWorker();
    const client = createWorkerClient(() => undefined);
    void client.request(COUNT);
    expect(made).toHaveLength(1);
    expect(made[0]!.worker.posted).toEqual([{ ...COUNT, id: 1 }]);
  });

  test('should start no second worker when the boot script runs after the page made its client', () => {
    const made = stubWorker();
    createWorkerClient(() => undefined);
    startTokenizerWorker();
    expect(made).toHaveLength(1);
  });

  test('should hand progress to the request it belongs to, without settling it, and none once it is replaced', async () => {
    const { worker, client } = connect();
    const seen: unknown[] = [];
    let settled = false;
    const first = client.request(COUNT, 'count/session', (p) => seen.push(p)).then((a) => ((settled = true), a));
    worker.answer({ id: 1, type: 'progress', done: 3, total: 12, unit: 'texts' });
    await Promise.resolve();
    expect(seen).toEqual([{ done: 3, total: 12, unit: 'texts' }]);
    expect(settled).toBe(false);
    void client.request(COUNT, 'count/session');
    worker.answer({ id: 1, type: 'progress', done: 4, total: 12, unit: 'texts' });
    worker.answer({ id: 1, type: 'cancelled' });
    expect(await first).toEqual({ id: 1, type: 'cancelled' });
    expect(seen).toEqual([{ done: 3, total: 12, unit: 'texts' }]);
  });
});
