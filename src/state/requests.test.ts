import { describe, expect, test } from 'vitest';
import { connectWorkerClient } from '../worker/client.ts';
import type { WorkerAnswer, WorkerClient, WorkerRequestBody } from '../worker/client.ts';
import { settle, TestWorker } from '../worker/test-worker.ts';
import { createRequestRoute, requestKey } from './requests.ts';
import type { Outcome, RequestKind } from './requests.ts';

const COUNT_A: WorkerRequestBody = { type: 'count', encoding: 'cl100k_base', texts: ['a'] };
const COUNT_B: WorkerRequestBody = { type: 'count', encoding: 'o200k_base', texts: ['a'] };
const PROFILE: WorkerRequestBody = { type: 'profile', encoding: 'cl100k_base', name: 'body', text: '{}' };

// A client whose answers the test gives by hand, noting each request's channel and each cancel.
function fakeClient() {
  const sent: { body: WorkerRequestBody; channel: string | undefined; settle: (a: WorkerAnswer | Error) => void }[] =
    [];
  const cancels: string[] = [];
  const client: Pick<WorkerClient, 'request' | 'cancel'> = {
    request: (body, channel) =>
      new Promise((resolve, reject) =>
        sent.push({ body, channel, settle: (a) => (a instanceof Error ? reject(a) : resolve(a)) }),
      ),
    cancel: (channel) => void cancels.push(channel),
  };
  return { client, sent, cancels };
}

// Every outcome applied, by the label the test gave its request.
function recorder() {
  const applied: [string, Outcome<RequestKind>][] = [];
  const into = (label: string) => (outcome: Outcome<RequestKind>) => void applied.push([label, outcome]);
  return { applied, into };
}

describe('createRequestRoute', () => {
  test('should key a request by its kind and slot and send it on that channel', () => {
    const { client, sent } = fakeClient();
    void createRequestRoute(client).send('session', COUNT_A, () => undefined);
    expect(requestKey('count', 'session')).toBe('count/session');
    expect(sent.map((s) => [s.body, s.channel])).toEqual([[COUNT_A, 'count/session']]);
  });

  test('should apply the answer of the latest request under a key', async () => {
    const { client, sent } = fakeClient();
    const { applied, into } = recorder();
    const done = createRequestRoute(client).send('session', COUNT_A, into('a'));
    sent[0]!.settle({ id: 1, type: 'counts', counts: [1] });
    await done;
    expect(applied).toEqual([['a', { ok: true, answer: { id: 1, type: 'counts', counts: [1] } }]]);
  });

  test('should drop the answer of a replaced request, even when it comes last', async () => {
    const { client, sent } = fakeClient();
    const { applied, into } = recorder();
    const route = createRequestRoute(client);
    const old = route.send('session', COUNT_A, into('old'));
    const latest = route.send('session', COUNT_B, into('new'));
    sent[1]!.settle({ id: 2, type: 'counts', counts: [2] });
    sent[0]!.settle({ id: 1, type: 'counts', counts: [1] });
    await Promise.all([old, latest]);
    expect(applied).toEqual([['new', { ok: true, answer: { id: 2, type: 'counts', counts: [2] } }]]);
  });

  test('should drop an error or failure of a replaced request too', async () => {
    const { client, sent } = fakeClient();
    const { applied, into } = recorder();
    const route = createRequestRoute(client);
    const first = route.send('growth', PROFILE, into('first'));
    const second = route.send('growth', PROFILE, into('second'));
    const third = route.send('growth', PROFILE, into('third'));
    sent[0]!.settle({ id: 1, type: 'error', message: 'body could not be profiled', problems: [] });
    sent[1]!.settle(new Error('the tokenizer worker failed to start: x'));
    sent[2]!.settle({ id: 3, type: 'cancelled' });
    await Promise.all([first, second, third]);
    expect(applied).toEqual([]);
  });

  test('should surface an error answer with its message and problems', async () => {
    const { client, sent } = fakeClient();
    const { applied, into } = recorder();
    const done = createRequestRoute(client).send('growth', PROFILE, into('p'));
    const problems = [{ source: 'body', message: 'Unexpected token', line: 1, column: 15 }];
    sent[0]!.settle({ id: 1, type: 'error', message: 'body could not be profiled', problems });
    await done;
    expect(applied).toEqual([['p', { ok: false, message: 'body could not be profiled', problems }]]);
  });

  test('should surface a failed worker as an error without problems', async () => {
    const { client, sent } = fakeClient();
    const { applied, into } = recorder();
    const done = createRequestRoute(client).send('page', { ...COUNT_A }, into('c'));
    sent[0]!.settle(new Error('the tokenizer worker failed to start: WASM blocked'));
    await done;
    expect(applied).toEqual([
      ['c', { ok: false, message: 'the tokenizer worker failed to start: WASM blocked', problems: [] }],
    ]);
  });

  test('should not let requests under other keys replace each other', async () => {
    const { client, sent } = fakeClient();
    const { applied, into } = recorder();
    const route = createRequestRoute(client);
    const left = route.send('compare-left', COUNT_A, into('left'));
    const right = route.send('compare-right', COUNT_A, into('right'));
    const profile = route.send('compare-left', PROFILE, into('profile'));
    expect(sent.map((s) => s.channel)).toEqual(['count/compare-left', 'count/compare-right', 'profile/compare-left']);
    sent[0]!.settle({ id: 1, type: 'counts', counts: [1] });
    sent[1]!.settle({ id: 2, type: 'counts', counts: [2] });
    sent[2]!.settle({ id: 3, type: 'error', message: 'm', problems: [] });
    await Promise.all([left, right, profile]);
    expect(applied.map(([label]) => label)).toEqual(['left', 'right', 'profile']);
  });

  test('should drop the answer of a request cancelled by key and tell the client', async () => {
    const { client, sent, cancels } = fakeClient();
    const { applied, into } = recorder();
    const route = createRequestRoute(client);
    const done = route.send('tokens-view', COUNT_A, into('x'));
    route.cancel('count', 'tokens-view');
    expect(cancels).toEqual(['count/tokens-view']);
    sent[0]!.settle({ id: 1, type: 'counts', counts: [1] });
    await done;
    expect(applied).toEqual([]);
  });

  test('should drop an answer of a kind the request does not expect', async () => {
    const { client, sent } = fakeClient();
    const { applied, into } = recorder();
    const done = createRequestRoute(client).send('session', COUNT_A, into('x'));
    sent[0]!.settle({ id: 1, type: 'cancelled' });
    await done;
    expect(applied).toEqual([]);
  });

  test('over the real client: a replacement posts cancel for the running request and only the new answer applies', async () => {
    const worker = new TestWorker();
    const route = createRequestRoute(connectWorkerClient(worker, () => undefined));
    const { applied, into } = recorder();
    void route.send('session', COUNT_A, into('old'));
    void route.send('session', COUNT_B, into('new'));
    void route.send('growth', PROFILE, into('profile'));
    expect(worker.posted.map((m) => `${m.type} ${m.id}`)).toEqual(['count 1', 'cancel 1', 'count 2', 'profile 3']);
    worker.answer({ id: 1, type: 'cancelled' });
    worker.answer({ id: 2, type: 'counts', counts: [7] });
    await settle();
    expect(applied).toEqual([['new', { ok: true, answer: { id: 2, type: 'counts', counts: [7] } }]]);
  });

  test('over the real client: progress reaches only the latest request under a key, until it is cancelled', async () => {
    const worker = new TestWorker();
    const route = createRequestRoute(connectWorkerClient(worker, () => undefined));
    const seen: string[] = [];
    const note = (label: string) => (p: { done: number; total: number }) =>
      void seen.push(`${label} ${p.done}/${p.total}`);
    void route.send('session', COUNT_A, () => undefined, note('old'));
    worker.answer({ id: 1, type: 'progress', done: 10, total: 40, unit: 'characters' });
    void route.send('session', COUNT_B, () => undefined, note('new'));
    // Sent by the worker before it read the cancel: dropped.
    worker.answer({ id: 1, type: 'progress', done: 20, total: 40, unit: 'characters' });
    worker.answer({ id: 2, type: 'progress', done: 5, total: 40, unit: 'characters' });
    route.cancel('count', 'session');
    worker.answer({ id: 2, type: 'progress', done: 9, total: 40, unit: 'characters' });
    await settle();
    expect(seen).toEqual(['old 10/40', 'new 5/40']);
  });
});
