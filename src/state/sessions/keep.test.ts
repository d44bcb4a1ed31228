import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { memoryStorage } from '../data/memory-storage.fixture.ts';
import {
  KEPT_SESSION_KEY,
  MAX_KEPT_SESSION_CHARS,
  keepSessionInBrowser,
  readKeptSession,
  restoreKeptSession,
} from './keep.ts';
import { createAppStore } from '../store.ts';

const LOG = readFileSync('fixtures/sessions/claude-code.jsonl', 'utf8');
const B = readFileSync('fixtures/sessions/claude-code-minified.jsonl', 'utf8');

test('off by default: an open session is never written until the user asks', () => {
  const storage = memoryStorage();
  const store = createAppStore();
  keepSessionInBrowser(store, storage);
  store.getState().askSession('claude-code.jsonl', LOG);
  expect(store.getState().sessions.keep).toBe(false);
  expect(storage.data.size).toBe(0);
});

test('kept when asked (with its thread and run B), restored on the next visit, forgotten when turned off', () => {
  const storage = memoryStorage();
  const store = createAppStore();
  keepSessionInBrowser(store, storage);
  store.getState().askSession('claude-code.jsonl', LOG);
  store.getState().setSessions({ keep: true });
  store.getState().openThread('agent-a1');
  store.getState().askCompare('claude-code-minified.jsonl', B);
  expect(readKeptSession(storage)).toEqual({
    a: { name: 'claude-code.jsonl', text: LOG, thread: 'agent-a1' },
    b: { name: 'claude-code-minified.jsonl', text: B, thread: null },
  });
  expect(store.getState().sessions.keepNotice).toBeNull();

  // The next visit: a new page opens the same logs, text for text, with the toggle on.
  const next = createAppStore();
  restoreKeptSession(next, storage);
  const { sessions } = next.getState();
  expect(sessions.keep).toBe(true);
  expect(sessions.asked).toEqual({ name: 'claude-code.jsonl', text: LOG, thread: 'agent-a1' });
  expect(sessions.compare.asked).toEqual({ name: 'claude-code-minified.jsonl', text: B, thread: null });

  store.getState().setSessions({ keep: false });
  expect(storage.data.has(KEPT_SESSION_KEY)).toBe(false);
  const after = createAppStore();
  restoreKeptSession(after, storage);
  expect(after.getState().sessions.asked).toBeNull();
});

test('closing the session forgets the kept copy', () => {
  const storage = memoryStorage();
  const store = createAppStore();
  keepSessionInBrowser(store, storage);
  store.getState().askSession('claude-code.jsonl', LOG);
  store.getState().setSessions({ keep: true });
  expect(storage.data.has(KEPT_SESSION_KEY)).toBe(true);
  store.getState().closeSession();
  expect(storage.data.has(KEPT_SESSION_KEY)).toBe(false);
});

test('a log over the limit is not kept and says why; a refused write says so; unreadable storage restores nothing', () => {
  const storage = memoryStorage();
  const store = createAppStore();
  keepSessionInBrowser(store, storage);
  const big = 'x'.repeat(MAX_KEPT_SESSION_CHARS + 1);
  store.getState().askSession('big.jsonl', big);
  store.getState().setSessions({ keep: true });
  expect(storage.data.size).toBe(0);
  expect(store.getState().sessions.keepNotice).toBe(
    'not kept: 1,500,001 characters is over the 1,500,000-character limit for a session kept in this browser; it stays in this page until you close it',
  );
  expect(store.getState().sessions.asked?.text).toBe(big);

  const full = {
    ...memoryStorage(),
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };
  const other = createAppStore();
  keepSessionInBrowser(other, full);
  other.getState().askSession('claude-code.jsonl', LOG);
  other.getState().setSessions({ keep: true });
  expect(other.getState().sessions.keepNotice).toBe(
    'not kept: the browser refused to store it (storage full or blocked)',
  );

  const broken = memoryStorage();
  broken.setItem(KEPT_SESSION_KEY, '{"a": {"name": 1}}');
  const fresh = createAppStore();
  restoreKeptSession(fresh, broken);
  expect(fresh.getState().sessions.asked).toBeNull();
});
