import { expect, test } from 'vitest';
import { askSessionFile } from './file.ts';
import { createAppStore } from '../store.ts';

const file = (name: string, size: number, text = '', bytes = new TextEncoder().encode(text)) => ({
  name,
  size,
  arrayBuffer: async () => bytes.buffer as ArrayBuffer,
});

test('a log within the limit is asked for with its name and text', async () => {
  const store = createAppStore();
  await askSessionFile(store, file('rollout.jsonl', 12, '{"a":1}\n'));
  expect(store.getState().sessions.asked).toEqual({ name: 'rollout.jsonl', text: '{"a":1}\n', thread: null });
});

test('a UTF-16 log is decoded by its byte-order mark, as a data file is', async () => {
  const store = createAppStore();
  const utf16 = Uint8Array.from([0xff, 0xfe, ...[...'{"a":1}\n'].flatMap((c) => [c.charCodeAt(0), 0])]);
  await askSessionFile(store, file('rollout.jsonl', utf16.length, '', utf16));
  expect(store.getState().sessions.asked).toEqual({ name: 'rollout.jsonl', text: '{"a":1}\n', thread: null });
});

test('a log over 50 MB is not read, and the view says why', async () => {
  const store = createAppStore();
  await askSessionFile(store, file('huge.jsonl', 60 * 2 ** 20));
  const { sessions } = store.getState();
  expect(sessions.asked).toBeNull();
  expect(sessions.status).toBe('error');
  expect(sessions.error).toBe('huge.jsonl could not be read as a session');
  expect(sessions.problems).toEqual([{ source: 'huge.jsonl', message: 'huge.jsonl is 60.0 MiB; the limit is 50 MiB' }]);
});

test('run B: a second log is asked as the run compared with A; over the limit, only B says why', async () => {
  const store = createAppStore();
  await askSessionFile(store, file('a.jsonl', 8, '{"a":1}\n'));
  await askSessionFile(store, file('b.jsonl', 8, '{"b":2}\n'), 'b');
  expect(store.getState().sessions.compare.asked).toEqual({ name: 'b.jsonl', text: '{"b":2}\n', thread: null });
  await askSessionFile(store, file('huge.jsonl', 60 * 2 ** 20), 'b');
  const { sessions } = store.getState();
  expect(sessions.asked?.name).toBe('a.jsonl');
  expect(sessions.compare).toMatchObject({
    asked: null,
    status: 'error',
    error: 'huge.jsonl could not be read as a session',
  });
});

test('over the limit with a session open: it stays open, and the view says why', async () => {
  const store = createAppStore();
  const opened = { name: 'a.jsonl' } as never;
  store.getState().askSession('a.jsonl', '{"a":1}\n');
  store.getState().setSessions({ status: 'ready', opened });
  await askSessionFile(store, file('huge.jsonl', 60 * 2 ** 20));
  const { sessions } = store.getState();
  expect([sessions.opened, sessions.asked?.name, sessions.status]).toEqual([opened, 'a.jsonl', 'ready']);
  expect(sessions.error).toBe('huge.jsonl could not be read as a session');
});
