import type { FieldState } from '../fields/fields.ts';

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

/**
 * The field choices of the saved data (order, switched off), kept under their own key: a toggle
 * rewrites a few names, not megabytes of data.
 */
export const SAVED_FIELDS_KEY = 'context-cost-explorer:data-fields:v1';

/** Files as the user gave them (text unchanged), how they were read, and the field choices made on them. */
export interface SavedData {
  files: { name: string; text: string }[];
  path: string | null;
  flatten: boolean;
  /** Every field in the user's order and those switched off; absent: every field, as read. */
  fields?: FieldState;
}

/** Storage can be missing (private mode, sandboxed frames) or throw on access: never let it break the page. */
export function browserStorage(): StorageLike | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((s) => typeof s === 'string');

/** Whether `value` is a field state: two lists of names, no name twice in the order, every switched-off one in it. */
export function isFieldState(value: unknown): value is FieldState {
  const v = value as FieldState;
  return (
    typeof v === 'object' &&
    v !== null &&
    isStrings(v.order) &&
    isStrings(v.excluded) &&
    new Set(v.order).size === v.order.length &&
    v.excluded.every((f) => v.order.includes(f))
  );
}

/** Whether `value` has the shape of {@link SavedData} (from storage or a link: anything may be there). */
export function isSavedData(value: unknown): value is SavedData {
  const v = value as SavedData;
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray(v.files) &&
    v.files.every((f) => typeof f?.name === 'string' && typeof f?.text === 'string') &&
    (v.path === null || typeof v.path === 'string') &&
    typeof v.flatten === 'boolean' &&
    (v.fields === undefined || isFieldState(v.fields))
  );
}

function readJson(store: StorageLike | undefined, key: string): unknown {
  try {
    const text = store?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The data saved by an earlier visit with its field choices (left out when unreadable), or
 * undefined when there is none or it is unreadable. Never throws.
 */
export function readSavedData(store: StorageLike | undefined = browserStorage()): SavedData | undefined {
  const value = readJson(store, SAVED_DATA_KEY);
  if (!isSavedData(value)) return undefined;
  const { files, path, flatten } = value;
  const fields = readSavedFields(store);
  return fields ? { files, path, flatten, fields } : { files, path, flatten };
}

/**
 * The field choices kept with the saved data (`saveFields`), or undefined when there are none or
 * they are unreadable. A new load asks for them: they come back when it is the same data
 * (`sameFieldSet`, state/fields/fields.ts). Never throws.
 */
export function readSavedFields(store: StorageLike | undefined = browserStorage()): FieldState | undefined {
  const fields = readJson(store, SAVED_FIELDS_KEY);
  return isFieldState(fields) ? fields : undefined;
}

/**
 * Keeps the field choices made on the saved data. JSON escapes a lone surrogate in a name
 * (`"\udc00k"`), so any name is kept. Never throws: a refused write keeps the previous choices.
 */
export function saveFields(fields: FieldState, store: StorageLike | undefined = browserStorage()): void {
  try {
    store?.setItem(SAVED_FIELDS_KEY, JSON.stringify(fields));
  } catch {
    // Storage full or blocked: the data itself says so (saveData); the choices live on in the page.
  }
}

/**
 * Keeps `data` for the next visit. Returns why it was not kept (too large, storage full or
 * unavailable), or undefined when it was. Never throws.
 */
export function saveData(data: SavedData, store: StorageLike | undefined = browserStorage()): string | undefined {
  const chars = data.files.reduce((n, f) => n + f.text.length, 0);
  if (chars > MAX_SAVED_CHARS) {
    clearSavedData(store);
    return `not kept for the next visit: ${chars.toLocaleString('en-US')} characters is over the ${MAX_SAVED_CHARS.toLocaleString('en-US')}-character limit for saved data`;
  }
  if (!store) return 'not kept for the next visit: this browser does not allow local storage here';
  try {
    const { fields, ...files } = data;
    store.setItem(SAVED_DATA_KEY, JSON.stringify(files));
    if (fields) saveFields(fields, store);
    else store.removeItem(SAVED_FIELDS_KEY);
    return undefined;
  } catch {
    return 'not kept for the next visit: the browser refused to store it (storage full or blocked)';
  }
}

/** Forgets the saved data and its field choices. Never throws. */
export function clearSavedData(store: StorageLike | undefined = browserStorage()): void {
  try {
    store?.removeItem(SAVED_DATA_KEY);
    store?.removeItem(SAVED_FIELDS_KEY);
  } catch {
    // Nothing to do: there is nothing we could have stored either.
  }
}
