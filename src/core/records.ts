import type { DataRecord, JsonObject, JsonValue } from './json-value.ts';
import { isJsonObject } from './json-value.ts';
import { isOneKey, projectRecord, selectionOf, stepsOf, valueAtSteps } from './fields/path-value.ts';

/**
 * The union of the records' fields, in order of first appearance (record by record, key by key).
 * Records with different field sets contribute every field they have.
 */
export function fieldsOf(records: readonly DataRecord[]): string[] {
  const seen = new Set<string>();
  for (const record of records) for (const key of Object.keys(record)) seen.add(key);
  return [...seen];
}

/**
 * Where the dotted `path` leads in `object`, following objects only: at each level the longest run
 * of remaining segments that is a key (so keys holding dots are found); `head` is the top-level key.
 * Undefined when a step is missing or not an object.
 */
export function resolveDottedPath(object: JsonObject, path: string): { value: JsonValue; head: string } | undefined {
  const segments = path.split('.');
  let current: JsonValue = object;
  let head: string | undefined;
  let at = 0;
  while (at < segments.length) {
    if (!isJsonObject(current)) return undefined;
    let found = false;
    for (let end = segments.length; end > at; end--) {
      const key = segments.slice(at, end).join('.');
      if (Object.hasOwn(current, key)) {
        current = current[key]!;
        head ??= key;
        at = end;
        found = true;
        break;
      }
    }
    if (!found) return undefined;
  }
  return head === undefined ? undefined : { value: current, head };
}

/**
 * The value of `field` (a field path, `core/fields/field-path.ts`) in `record`: `user.login` nested
 * or flattened; `labels[].name` an array of each element's `name` (`null` where missing).
 * Undefined when the record has no such value.
 */
export function fieldValue(record: DataRecord, field: string): JsonValue | undefined {
  return valueAtSteps(record, stepsOf(field));
}

/**
 * Projection: each record reduced to `fields` (field paths), keys in first-named order at every
 * depth; a missing field stays absent, never null. When nothing would change
 * ({@link projectionIsIdentity}) the records themselves are returned: never mutate the result.
 */
export function projectRecords(records: readonly DataRecord[], fields: readonly string[]): DataRecord[] {
  if (projectionIsIdentity(records, fields)) return [...records];
  const selection = selectionOf(fields);
  return records.map((record) => projectRecord(record, selection));
}

/**
 * True when projecting `fields` gives every record back as it is: each field one plain key, named
 * once, and each record's keys all among them in that order. Then {@link projectRecords} returns
 * the records themselves (and L2's text is L0's).
 */
export function projectionIsIdentity(records: readonly DataRecord[], fields: readonly string[]): boolean {
  const position = new Map<string, number>();
  for (const [i, field] of fields.entries()) {
    if (!isOneKey(field) || position.has(field)) return false;
    position.set(field, i);
  }
  for (const record of records) {
    let last = -1;
    for (const key of Object.keys(record)) {
      const at = position.get(key);
      if (at === undefined || at < last) return false;
      last = at;
    }
  }
  return true;
}

/** A dotted field name that flattening wrote twice in one record. */
export interface FlattenClash {
  /** 0-based index of the record. */
  record: number;
  /** The dotted name written twice. */
  field: string;
}

/**
 * Each record with nested objects turned into dotted fields at every depth (`{"user": {"login":
 * "a"}}` → `{"user.login": "a"}`); arrays and empty objects stay values. A name that comes out
 * twice keeps the later value in the earlier place, as a repeated JSON key does, and is listed.
 */
export function flattenRecords(records: readonly DataRecord[]): { records: DataRecord[]; clashes: FlattenClash[] } {
  const clashes: FlattenClash[] = [];
  const flat = records.map((record, index) => {
    const out = new Map<string, JsonValue>();
    const visit = (object: JsonObject, prefix: string): void => {
      for (const key of Object.keys(object)) {
        const value = object[key]!;
        const name = prefix + key;
        if (isJsonObject(value) && Object.keys(value).length > 0) {
          visit(value, `${name}.`);
        } else {
          if (out.has(name)) clashes.push({ record: index, field: name });
          out.set(name, value);
        }
      }
    };
    visit(record, '');
    return Object.fromEntries(out) as DataRecord;
  });
  return { records: flat, clashes };
}
