import { describe, expect, test } from 'vitest';
import { MAX_SAVED_CHARS, SAVED_DATA_KEY, clearSavedData, readSavedData, saveData } from './storage.ts';
import type { StorageLike } from './storage.ts';

function memory(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}
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
});
