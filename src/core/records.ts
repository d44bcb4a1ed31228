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
 * of the remaining `.`-separated segments that is a key of the object (so keys holding dots are
 * found too). `head` is the top-level key the path went through. Undefined when some step is
 * missing or is not an object. The whole `path` as a key of `object` is found too.
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
 * The value of `field` in `record`. `field` is a field path (`core/fields/field-path.ts`):
 * `user.login` takes the nested value (or a flattened key `user.login`, see `valueAtSteps`), and
 * `labels[].name` takes an array holding each element's `name` (`null` for an element without
 * one), which is what the compact rungs L4/L5, CSV and Markdown write in that column as minified
 * JSON (`["bug","ui"]`). Undefined when the record has no such value.
 */
export function fieldValue(record: DataRecord, field: string): JsonValue | undefined {
  return valueAtSteps(record, stepsOf(field));
}

/**
 * Projection: each record reduced to `fields` (field paths), keys in the order the caller first
 * names them, at every depth. A field a record lacks stays absent (it is not invented as null);
 * duplicate names are kept once. `user.login` keeps `{"user": {"login": …}}`; `labels[].name`
 * keeps only `name` in each element of `labels` (see `projectRecord` for elements without it).
 * Projecting every path of `fieldPathsOf` (`core/fields/field-tree.ts`) gives each record back unchanged.
 * When nothing would change ({@link projectionIsIdentity}) the records themselves are returned, not
 * copies: read what it returns, never change it.
 */
export function projectRecords(records: readonly DataRecord[], fields: readonly string[]): DataRecord[] {
  if (projectionIsIdentity(records, fields)) return [...records];
  const selection = selectionOf(fields);
  return records.map((record) => projectRecord(record, selection));
}

/**
 * True when projecting `fields` gives every record back as it is: every field is one key (`isOneKey`: no path
 * syntax), named once, and each record's keys are all among them, in the fields' order. Then
 * {@link projectRecords} keeps each record's keys in that order and every value whole, so the
 * projection is the records themselves (and a projected rung's text is its full rung's: L2 is L0).
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
 * Each record with its nested objects turned into dotted fields: `{"user": {"login": "a"}}`
 * becomes `{"user.login": "a"}`, at every depth, in key order. Arrays, empty objects and every
 * other value stay values. When a name comes out twice (a key `user.login` beside a nested
 * `user` → `login`), the later one wins in the earlier one's place, as with a repeated key in
 * JSON, and the clash is listed.
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
