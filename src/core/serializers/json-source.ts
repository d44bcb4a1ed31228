import type { DataRecord } from '../json-value.ts';

/**
 * Projection that keeps each record's own key order: `record`'s keys, in the order the record has
 * them, that appear in `fields` (the caller's order is ignored; duplicates in `fields` do not
 * matter). A field the record lacks stays absent. Keys are copied with `Object.fromEntries`, so a
 * field named `__proto__` stays an ordinary key.
 */
export function projectInSourceOrder(records: readonly DataRecord[], fields: readonly string[]): DataRecord[] {
  const wanted = new Set(fields);
  return records.map((record) => Object.fromEntries(Object.entries(record).filter(([key]) => wanted.has(key))));
}

/**
 * Pretty JSON of the projection `fields` with keys in each record's source order (not sorted, not
 * the caller's order): `JSON.stringify(…, null, 2)`, so 2-space indent, `": "` after keys, `{}` for
 * a record with none of the fields, `[]` for zero records, and no trailing newline. Read it back
 * with `JSON.parse`. Contrast rung L2, which sorts keys.
 */
export function serializeJsonPrettySource(records: readonly DataRecord[], fields: readonly string[]): string {
  return JSON.stringify(projectInSourceOrder(records, fields), null, 2);
}
