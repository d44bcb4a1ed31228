import { LosslessNumber, isLosslessNumber, stringify as losslessStringify } from 'lossless-json';

/**
 * A JSON number kept as its source text (`lossless-json`'s LosslessNumber). Parsing uses it only for
 * numbers a JavaScript number would not give back (`12345678901234567890`, `1.0`, `1e400`, `-0`);
 * every other number stays a `number`. See {@link jsonNumberOf}.
 */
export type JsonNumber = LosslessNumber;

/** A JSON value as parsed from a tool response; numbers that would not round-trip are {@link JsonNumber}s. */
export type JsonValue = string | number | JsonNumber | boolean | null | JsonValue[] | JsonObject;

/** A JSON object; a record is one of these. */
export interface JsonObject {
  [key: string]: JsonValue;
}

/** One row of a tool response: an object whose keys are the record's fields. */
export type DataRecord = JsonObject;

/** True for a {@link JsonNumber} (a number kept as its source text). */
export function isJsonNumber(value: unknown): value is JsonNumber {
  return isLosslessNumber(value);
}

/** True for a plain JSON object (not an array, not null, not a {@link JsonNumber}). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isLosslessNumber(value);
}

/**
 * The value of the JSON number token `text` (as `lossless-json`'s parser hands it over): a plain
 * number when writing that number back gives `text` again (`JSON.stringify(Number(text)) ===
 * text`), else a {@link JsonNumber} holding `text` digit for digit.
 */
export function jsonNumberOf(text: string): number | JsonNumber {
  const n = Number(text);
  return String(n) === text ? n : new LosslessNumber(text);
}

/** The JSON type of a value as a schema names it: a {@link JsonNumber} is a `number`. */
export function jsonTypeOf(value: JsonValue): 'null' | 'array' | 'object' | 'string' | 'number' | 'boolean' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (isLosslessNumber(value)) return 'number';
  return typeof value as 'object' | 'string' | 'number' | 'boolean';
}

/** True when `value` is or holds (at any depth) a {@link JsonNumber}. Iterative: no depth limit. */
export function holdsJsonNumber(value: JsonValue): boolean {
  if (value === null || typeof value !== 'object') return false;
  const stack: JsonValue[] = [value];
  while (stack.length > 0) {
    const v = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (isLosslessNumber(v)) return true;
    if (Array.isArray(v)) {
      for (const item of v) if (item !== null && typeof item === 'object') stack.push(item);
    } else {
      for (const key in v) {
        if (!Object.hasOwn(v, key)) continue;
        const item = v[key]!;
        if (item !== null && typeof item === 'object') stack.push(item);
      }
    }
  }
  return false;
}

/**
 * The one place a JsonValue becomes JSON text: exactly `JSON.stringify(value, null, indent)`, but
 * a {@link JsonNumber} is written as its source text. Values without one take the fast native path.
 * `indent` is spaces per level; 0 or none gives minified JSON.
 */
export function toJsonText(value: JsonValue, indent = 0): string {
  if (!holdsJsonNumber(value)) return indent > 0 ? JSON.stringify(value, null, indent) : JSON.stringify(value);
  return losslessStringify(value, undefined, indent > 0 ? indent : undefined)!;
}

/** JSON's number grammar (RFC 8259 §6). */
const JSON_NUMBER_TEXT = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** True when `text` is a number as JSON writes one (`-0.5e3`; not `+1`, `.5`, `0x1F` or `007`): what CSV and YAML input keep digit for digit. */
export function isJsonNumberText(text: string): boolean {
  return JSON_NUMBER_TEXT.test(text);
}
