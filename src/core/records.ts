import type { DataRecord } from './json-value.ts';

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
 * Projection: each record reduced to `fields`, in the order the caller names them. A field a
 * record lacks stays absent (it is not invented as null). Duplicate names in `fields` are kept once.
 */
export function projectRecords(records: readonly DataRecord[], fields: readonly string[]): DataRecord[] {
  const unique = [...new Set(fields)];
  // fromEntries defines own keys, so a field named `__proto__` stays a field (assignment would set
  // the prototype and drop it).
  return records.map((record) => Object.fromEntries(unique.filter((f) => Object.hasOwn(record, f)).map((f) => [f, record[f]!])));
}
