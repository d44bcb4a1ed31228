import { decode, DELIMITERS, encode, rawString } from '@toon-format/toon';
import type { DataRecord, JsonValue } from '../json-value.ts';
import { holdsJsonNumber, isJsonNumber, isJsonObject } from '../json-value.ts';
import { projectRecords } from '../records.ts';
import type { PathStep } from '../input/exact-json.ts';
import { pathText } from '../input/input-notices.ts';
import { toonPlain } from './toon-plain.ts';
import { UnwritableError, findLoneSurrogate } from './unwritable.ts';

/**
 * The encoder's options, spelled out although they are the library's defaults (comma delimiter,
 * two spaces per indent level) so a changed default cannot change the text. Exported for
 * `toon-plain.test.ts`, which checks the fast writer against the library with them.
 */
export const TOON_OPTIONS = { delimiter: DELIMITERS.comma, indentSize: 2 } as const;

/**
 * TOON (spec v4, `@toon-format/toon`'s `encode`) of the projection `fields` (caller's order): the library
 * picks the tabular or list form; no trailing newline; JsonNumbers written as their digits, unquoted.
 * @throws UnwritableError for a key or string holding a lone surrogate, which TOON cannot write.
 */
export function serializeToon(records: readonly DataRecord[], fields: readonly string[]): string {
  const projected = projectRecords(records, fields);
  const lone = findLoneSurrogate(projected);
  if (lone !== undefined) {
    const [record, ...inside] = lone.path as [number, ...PathStep[]];
    const where = lone.inKey
      ? `in a key of record ${record + 1}${inside.length > 1 ? `, field ${pathText(inside.slice(0, -1))}` : ''}`
      : `in record ${record + 1}, field ${pathText(inside)}`;
    throw new UnwritableError(`TOON cannot write a lone surrogate (${lone.unit} ${where})`);
  }
  if (holdsJsonNumber(projected)) return encode(projected.map(withRawNumbers), TOON_OPTIONS);
  // The fast writer's text is the library's, byte for byte, where it gives one (toon-plain.ts).
  return toonPlain(projected) ?? encode(projected, TOON_OPTIONS);
}

/**
 * `value` with every JsonNumber replaced by a `rawString` of its digits (the library would
 * otherwise write a class instance as null); values without one are returned as they are.
 * The whole-response TOON uses it too.
 */
export function withRawNumbers(value: JsonValue): JsonValue {
  if (isJsonNumber(value)) return rawString(value.toString()) as unknown as JsonValue;
  if (Array.isArray(value)) return value.map(withRawNumbers);
  if (isJsonObject(value)) {
    // fromEntries, not assignment: a key named `__proto__` must stay a key.
    return Object.fromEntries(Object.keys(value).map((key) => [key, withRawNumbers(value[key]!)]));
  }
  return value;
}

/**
 * Reads TOON (as {@link serializeToon} writes it) back into records with the library's strict `decode`.
 * @throws ToonDecodeError for malformed TOON; TypeError when the value is not an array of objects.
 */
export function parseToon(text: string): DataRecord[] {
  const value: unknown = decode(text, { indentSize: TOON_OPTIONS.indentSize, strict: true });
  if (!Array.isArray(value) || !value.every(isJsonObject)) throw new TypeError('TOON value is not an array of objects');
  return value as DataRecord[];
}
