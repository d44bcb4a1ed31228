/** The part of the Web Storage API this module uses (a fake one in tests). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where the user's loaded data is kept between visits: this browser only, never sent anywhere. */
export const SAVED_DATA_KEY = 'context-cost-explorer:data:v1';

/** The most UTF-16 characters of data kept across a reload (browsers allow about 5 MB per origin). */
export const MAX_SAVED_CHARS = 2_000_000;

/** Files as the user gave them (text unchanged) and how they were read. */
export interface SavedData {
  files: { name: string; text: string }[];
  path: string | null;
  flatten: boolean;
}

// Storage can be missing (private mode, sandboxed frames) or throw on access: never let it break the page.
function storage(): StorageLike | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function isSavedData(value: unknown): value is SavedData {
  const v = value as SavedData;
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray(v.files) &&
    v.files.every((f) => typeof f?.name === 'string' && typeof f?.text === 'string') &&
    (v.path === null || typeof v.path === 'string') &&
    typeof v.flatten === 'boolean'
  );
}

/** The data saved by an earlier visit, or undefined when there is none or it is unreadable. Never throws. */
export function readSavedData(store: StorageLike | undefined = storage()): SavedData | undefined {
  try {
    const text = store?.getItem(SAVED_DATA_KEY);
    if (!text) return undefined;
    const value: unknown = JSON.parse(text);
    return isSavedData(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps `data` for the next visit. Returns why it was not kept (too large, storage full or
 * unavailable), or undefined when it was. Never throws.
 */
export function saveData(data: SavedData, store: StorageLike | undefined = storage()): string | undefined {
  const chars = data.files.reduce((n, f) => n + f.text.length, 0);
  if (chars > MAX_SAVED_CHARS) {
    clearSavedData(store);
    return `not kept for the next visit: ${chars.toLocaleString('en-US')} characters is over the ${MAX_SAVED_CHARS.toLocaleString('en-US')}-character limit for saved data`;
  }
  if (!store) return 'not kept for the next visit: this browser does not allow local storage here';
  try {
    store.setItem(SAVED_DATA_KEY, JSON.stringify(data));
    return undefined;
  } catch {
    return 'not kept for the next visit: the browser refused to store it (storage full or blocked)';
  }
}

/** Forgets the saved data. Never throws. */
export function clearSavedData(store: StorageLike | undefined = storage()): void {
  try {
    store?.removeItem(SAVED_DATA_KEY);
  } catch {
    // Nothing to do: there is nothing we could have stored either.
  }
}
