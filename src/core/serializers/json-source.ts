import type { DataRecord, JsonValue } from '../json-value.ts';
import { toJsonText } from '../json-value.ts';
import { resolveDottedPath } from '../records.ts';

/**
 * Projection that keeps each record's own key order: `record`'s keys, in the order the record has
 * them, that appear in `fields` (the caller's order is ignored; duplicates in `fields` do not
 * matter). A field the record lacks stays absent. A dotted field (`user.login`) that is not a key
 * of the record takes the nested value (see `fieldValue`) and stands where its top-level key
 * (`user`) stands, after that key if it is kept too. Keys are copied with `Object.fromEntries`,
 * so a field named `__proto__` stays an ordinary key.
 */
export function projectInSourceOrder(records: readonly DataRecord[], fields: readonly string[]): DataRecord[] {
  const wanted = new Set(fields);
  const dotted = [...wanted].filter((field) => field.includes('.'));
  return records.map((record) => {
    if (dotted.length === 0) return Object.fromEntries(Object.entries(record).filter(([key]) => wanted.has(key)));
    // Nested values by the top-level key they sit under, in the order of `fields`.
    const nested = new Map<string, [string, JsonValue][]>();
    for (const field of dotted) {
      if (Object.hasOwn(record, field)) continue;
      const found = resolveDottedPath(record, field);
      if (found === undefined) continue;
      const list = nested.get(found.head) ?? [];
      list.push([field, found.value]);
      nested.set(found.head, list);
    }
    const entries: [string, JsonValue][] = [];
    for (const [key, value] of Object.entries(record)) {
      if (wanted.has(key)) entries.push([key, value]);
      const under = nested.get(key);
      if (under) entries.push(...under);
    }
    return Object.fromEntries(entries);
  });
}

/**
 * Pretty JSON of the projection `fields` with keys in each record's source order (not sorted, not
 * the caller's order): `JSON.stringify(…, null, 2)` ({@link toJsonText}: JsonNumbers as their
 * source digits), so 2-space indent, `": "` after keys, `{}` for a record with none of the fields,
 * `[]` for zero records, and no trailing newline. Read it back with `JSON.parse`. Contrast rung
 * L2, which sorts keys.
 */
export function serializeJsonPrettySource(records: readonly DataRecord[], fields: readonly string[]): string {
  return toJsonText(projectInSourceOrder(records, fields), 2);
}
