import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  applyDrafts,
  clearDrafts,
  DRAFTS_KEY,
  draftsOf,
  hasDrafts,
  MAX_DRAFT_CHARS,
  readDrafts,
  saveDrafts,
} from './drafts.ts';
import { DRAFT_DELAY_MS, keepInBrowser } from './keep.ts';
import { memoryStorage } from './memory-storage.fixture.ts';
import { createAppStore } from '../store.ts';

const memory = memoryStorage;

// Typed in every box that keeps a draft; a lone surrogate in one of them.
function typed() {
  const store = createAppStore();
  const s = store.getState();
  s.setPasteText('[{"id": 1, "half": "\ud800"}');
  s.setSessionText('schema', 'my schema');
  s.setCustomText('notes');
  s.setCustomNeededBy(['L5']);
  s.setPasted('toolsList', '{"tools":[]}');
  s.setProfile({ text: '{"model":"gpt"}', name: 'pasted request' });
  return store;
}

describe('drafts', () => {
  test('should round-trip every draft through storage, exactly as typed', () => {
    const storage = memory();
    const drafts = draftsOf(typed().getState());
    expect(saveDrafts(drafts, storage)).toBeUndefined();
    expect(readDrafts(storage)).toEqual(drafts);
    const fresh = createAppStore();
    applyDrafts(fresh, readDrafts(storage));
    expect(fresh.getState().pasteText).toBe('[{"id": 1, "half": "\ud800"}');
    expect(fresh.getState().session).toEqual({
      schema: 'my schema',
      legend: null,
      custom: 'notes',
      customNeededBy: ['L5'],
    });
    expect(fresh.getState().pasted).toEqual({ toolsList: '{"tools":[]}', schema: '' });
    expect(fresh.getState().profile).toMatchObject({ text: '{"model":"gpt"}', asked: null, status: 'idle' });
  });

  test('should keep nothing when nothing is typed, and read a damaged part as empty', () => {
    const storage = memory();
    const store = createAppStore();
    expect(hasDrafts(store.getState())).toBe(false);
    expect(saveDrafts(draftsOf(store.getState()), storage)).toBeUndefined();
    expect(storage.data.size).toBe(0);
    storage.setItem(DRAFTS_KEY, JSON.stringify({ paste: 'kept', session: { schema: 3 }, request: null }));
    expect(readDrafts(storage)).toEqual({ ...draftsOf(store.getState()), paste: 'kept' });
    storage.setItem(DRAFTS_KEY, '{broken');
    expect(readDrafts(storage)).toEqual(draftsOf(store.getState()));
  });

  test('should not keep a paste twice once it is the loaded data', () => {
    const store = typed();
    const text = store.getState().pasteText;
    store.getState().setLoaded({ files: [{ name: 'pasted.json', text }], path: null, flatten: false }, null);
    expect(draftsOf(store.getState()).paste).toBe('');
  });

  test('should say why drafts over the limit are not kept', () => {
    const storage = memory();
    const store = createAppStore();
    store.getState().setPasteText('x'.repeat(MAX_DRAFT_CHARS + 1));
    expect(saveDrafts(draftsOf(store.getState()), storage)).toBe(
      '1,000,001 characters is over the 1,000,000-character limit for drafts',
    );
    expect(storage.data.size).toBe(0);
  });

  test('should empty every draft on "Clear my data"', () => {
    const storage = memory();
    const store = typed();
    saveDrafts(draftsOf(store.getState()), storage);
    clearDrafts(store, storage);
    expect(hasDrafts(store.getState())).toBe(false);
    expect(storage.data.size).toBe(0);
  });
});

describe('keepInBrowser', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('should write drafts once typing pauses, or at once on flush; never a session log', () => {
    vi.useFakeTimers();
    const storage = memory();
    vi.stubGlobal('localStorage', storage);
    const store = createAppStore();
    const kept = keepInBrowser(store);
    store.getState().setPasteText('[1');
    store.getState().setLogText('{"type":"session log"}');
    store.getState().askSession('log.jsonl', '{"type":"session log"}');
    expect(storage.data.size).toBe(0);
    vi.advanceTimersByTime(DRAFT_DELAY_MS);
    expect(JSON.parse(storage.data.get(DRAFTS_KEY)!)).toMatchObject({ paste: '[1' });
    store.getState().setCustomText('typed');
    kept.flush();
    expect(JSON.parse(storage.data.get(DRAFTS_KEY)!)).toMatchObject({ paste: '[1', session: { custom: 'typed' } });
    expect([...storage.data.values()].join('')).not.toContain('session log');
    kept.stop();
  });
});
