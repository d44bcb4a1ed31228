import type { DataRecord, JsonValue } from '../json-value.ts';
import { textSize } from '../text-stats.ts';
import { stripBom } from './bom.ts';
import { parseExactJson } from './exact-json.ts';
import { InputError } from './input-error.ts';
import { jsonSyntaxError } from './json-syntax.ts';
import { checkRecords } from './check-records.ts';
import { describeValue } from '../describe-value.ts';
import { MAX_INPUT_BYTES, checkInputSize } from './read-input.ts';

/**
 * The strict form of `readInput`: `text` as a JSON array of records, values as parsed (key order kept,
 * inexact numbers as JsonNumbers, a repeated key's last value wins); `source` names the input in messages.
 * @throws InputError when too large, empty, not JSON, not an array, or an element is not an object.
 */
export function parseRecordsJson(text: string, source: string): DataRecord[] {
  if (text.length * 3 > MAX_INPUT_BYTES) checkInputSize(textSize(text).bytes, source);
  const body = stripBom(text);
  if (body.trim() === '') throw new InputError(`${source} is empty`, { source });

  let value: JsonValue;
  try {
    value = parseExactJson(body).value;
  } catch (error) {
    if (error instanceof SyntaxError) throw jsonSyntaxError(body, source, error.message);
    throw error;
  }

  if (!Array.isArray(value)) {
    throw new InputError(`${source}: expected a JSON array of records, found ${describeValue(value)}`, { source });
  }
  return checkRecords(value, source, null);
}
