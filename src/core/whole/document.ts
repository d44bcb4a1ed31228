/**
 * The whole document a tool returned, and the records put back into it in place: the input the
 * whole-response formats and the "As received" row are built from.
 */
import type { DataRecord, JsonValue } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';
import { fieldsOf } from '../records.ts';
import { projectInSourceOrder } from '../serializers/json-source.ts';
import type { ReceivedStyle } from './style.ts';

/**
 * One data set's source: the exact text as received (byte-order mark stripped), the parsed
 * document, and where its records sit in it.
 */
export interface WholeSource {
  /** The text given (a file's or a paste's), without a leading byte-order mark; for the first k records, theirs in its style (none for CSV, TSV, YAML). */
  text?: string;
  /** The parsed document (exact numbers as JsonNumbers): an array, an object holding the records, or the one record. */
  document: JsonValue;
  /**
   * The keys from the document's root to the array of records (`['data', 'children']`, `[]` when
   * the document is the array); null when the document itself is the one record.
   */
  recordsAt: readonly string[] | null;
  /** How the text as received is laid out (JSON and JSON Lines only), to write it again with fields dropped. */
  style?: ReceivedStyle;
}

/**
 * `records` under the projection `fields`, each record's keys in source order; with every field kept they
 * are returned as given, so the whole formats equal the library call on the parsed document.
 */
export function recordsInPlace(records: readonly DataRecord[], fields: readonly string[]): DataRecord[] {
  const kept = new Set(fields);
  const all = fieldsOf(records);
  if (all.length === kept.size && all.every((field) => kept.has(field))) return [...records];
  return projectInSourceOrder(records, fields);
}

/**
 * The document with `records` in place of its records, copying only the objects on the way (nothing mutated).
 * @throws TypeError when `recordsAt` does not lead through objects (a source not built by the reader).
 */
export function documentWith(
  source: Pick<WholeSource, 'document' | 'recordsAt'>,
  records: readonly DataRecord[],
): JsonValue {
  if (source.recordsAt === null) {
    if (records.length !== 1) throw new TypeError(`a one-record document takes 1 record, got ${records.length}`);
    return records[0]!;
  }
  const replace = (value: JsonValue, depth: number): JsonValue => {
    if (depth === source.recordsAt!.length) return [...records];
    const key = source.recordsAt![depth]!;
    if (!isJsonObject(value) || !Object.hasOwn(value, key))
      throw new TypeError(`no key ${JSON.stringify(key)} on the way to the records`);
    return Object.fromEntries(
      Object.keys(value).map((k) => [k, k === key ? replace(value[k]!, depth + 1) : value[k]!]),
    );
  };
  return replace(source.document, 0);
}

/**
 * The source holding only the first `k` records (the scales taken from one file): the records
 * array cut in the document, and no as-received text unless `k` covers every record (then it is
 * the whole file and `source` is returned as it is).
 */
export function firstOfSource(source: WholeSource, records: readonly DataRecord[], k: number): WholeSource {
  if (k >= records.length) return source;
  return { document: documentWith(source, records.slice(0, k)), recordsAt: source.recordsAt };
}
