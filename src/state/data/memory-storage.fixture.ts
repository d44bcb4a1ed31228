import type { StorageLike } from './storage.ts';

/** A `localStorage` stand-in for tests: a Map, exposed as `data` to look into. */
export function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}
