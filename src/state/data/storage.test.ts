import { describe, expect, test } from 'vitest';
import {
  MAX_SAVED_CHARS,
  SAVED_DATA_KEY,
  SAVED_FIELDS_KEY,
  clearSavedData,
  readSavedData,
  saveData,
  saveFields,
} from './storage.ts';
import { memoryStorage } from './memory-storage.fixture.ts';
import type { StorageLike } from './storage.ts';

const memory = memoryStorage;
const DATA = { files: [{ name: 'a.json', text: '[{"id":1}]' }], path: null, flatten: false };

describe('saved data', () => {
  test('should round-trip what was saved, text unchanged', () => {
    const store = memory();
    expect(saveData(DATA, store)).toBeUndefined();
    expect(readSavedData(store)).toEqual(DATA);
    clearSavedData(store);
    expect(readSavedData(store)).toBeUndefined();
  });
  test('should ignore garbage and a wrong shape', () => {
    const store = memory();
    store.setItem(SAVED_DATA_KEY, '{not json');
    expect(readSavedData(store)).toBeUndefined();
    store.setItem(SAVED_DATA_KEY, JSON.stringify({ files: [{ name: 1 }], path: null, flatten: false }));
    expect(readSavedData(store)).toBeUndefined();
  });
  test('should refuse data over the limit and say why, forgetting the older data', () => {
    const store = memory();
    saveData(DATA, store);
    const big = { ...DATA, files: [{ name: 'big.json', text: 'x'.repeat(MAX_SAVED_CHARS + 1) }] };
    expect(saveData(big, store)).toBe(
      'not kept for the next visit: 2,000,001 characters is over the 2,000,000-character limit for saved data',
    );
    expect(readSavedData(store)).toBeUndefined();
  });
  test('should survive a storage that throws, and no storage at all', () => {
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readSavedData(throwing)).toBeUndefined();
    expect(saveData(DATA, throwing)).toBe(
      'not kept for the next visit: the browser refused to store it (storage full or blocked)',
    );
    expect(() => clearSavedData(throwing)).not.toThrow();
    expect(saveData(DATA, undefined)).toBe(
      'not kept for the next visit: this browser does not allow local storage here',
    );
  });

  // Fields the built-in fixture does not have, `reactions.+1`, and a lone surrogate in a key and a value.
  const NESTED = {
    files: [{ name: 'pasted.json', text: '{"title":"x","reactions":{"+1":2},"\\udc00k":"\\ud800","raw":"\ud800"}' }],
    path: null,
    flatten: true,
    fields: { order: ['reactions.+1', '\udc00k', 'title'], excluded: ['title'] },
  };

  test('should round-trip the data with its field choices and order, any name (reactions.+1, a lone surrogate)', () => {
    const store = memory();
    expect(saveData(NESTED, store)).toBeUndefined();
    expect(readSavedData(store)).toEqual(NESTED);
    // JSON escapes the lone surrogate: what is stored is valid UTF-16 text.
    expect(store.data.get(SAVED_FIELDS_KEY)).toBe('{"order":["reactions.+1","\\udc00k","title"],"excluded":["title"]}');
    const moved = { order: ['title', '\udc00k', 'reactions.+1'], excluded: [] };
    saveFields(moved, store);
    expect(readSavedData(store)).toEqual({ ...NESTED, fields: moved });
    clearSavedData(store);
    expect(store.data.size).toBe(0);
  });

  test('should read the data without field choices when they are missing or malformed', () => {
    const store = memory();
    const { fields: _, ...plain } = NESTED;
    saveData(NESTED, store);
    saveData(plain, store);
    expect(store.data.has(SAVED_FIELDS_KEY)).toBe(false);
    expect(readSavedData(store)).toEqual(plain);
    for (const bad of ['{"order":["a","a"],"excluded":[]}', '{"order":["a"],"excluded":["b"]}', '[1]', '{x']) {
      store.setItem(SAVED_FIELDS_KEY, bad);
      expect(readSavedData(store)).toEqual(plain);
    }
  });
});
