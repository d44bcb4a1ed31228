import type { DataRecord } from '../json-value.ts';
import { toJsonText } from '../json-value.ts';
import { projectRecords } from '../records.ts';

/**
 * Projection keeping each record's own key order (the caller's is ignored): a nested field takes the
 * place of the source key it starts with, unknown ones go last, a missing field stays absent.
 */
export function projectInSourceOrder(records: readonly DataRecord[], fields: readonly string[]): DataRecord[] {
  // A record projected as it is (projectRecords gives it back) is in its source order already.
  return projectRecords(records, fields).map((projected, i) =>
    projected === records[i] ? projected : inSourceOrder(projected, records[i]!),
  );
}

/** `projected`'s entries sorted (stably) by the position of the source key each comes from. */
function inSourceOrder(projected: DataRecord, source: DataRecord): DataRecord {
  const order = Object.keys(source);
  const rank = (key: string): number => {
    const own = order.indexOf(key);
    if (own !== -1) return own;
    let best = -1;
    order.forEach((k, i) => {
      const next = key[k.length];
      if (key.startsWith(k) && (next === '.' || next === '[') && (best === -1 || k.length > order[best]!.length))
        best = i;
    });
    return best === -1 ? order.length : best;
  };
  const entries = Object.entries(projected).map(([key, value], i) => ({ key, value, rank: rank(key), i }));
  entries.sort((a, b) => a.rank - b.rank || a.i - b.i);
  // fromEntries, not assignment: a field named `__proto__` stays a field.
  return Object.fromEntries(entries.map((e) => [e.key, e.value]));
}

/**
 * Pretty JSON (`JSON.stringify(…, null, 2)`, JsonNumbers as digits) of the projection `fields` with keys
 * in each record's source order, unlike L2, which sorts them; no trailing newline.
 */
export function serializeJsonPrettySource(records: readonly DataRecord[], fields: readonly string[]): string {
  return toJsonText(projectInSourceOrder(records, fields), 2);
}
