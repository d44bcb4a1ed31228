/** A JSON value as parsed from a tool response. */
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;

/** A JSON object; a record is one of these. */
export interface JsonObject {
  [key: string]: JsonValue;
}

/** One row of a tool response: an object whose keys are the record's fields. */
export type DataRecord = JsonObject;

/** True for a plain JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
