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
 * Parse `text` as a JSON array of records (objects), as read from a data file or pasted: the
 * strict form of `readInput` (no object holding the array, no JSON Lines, no notices). A leading
 * UTF-8 byte-order mark is ignored. Records are returned as parsed: fields keep the file's key
 * order, nothing is added or coerced, and numbers a JavaScript number cannot write back are
 * JsonNumbers holding their digits; a repeated key keeps its last value, as with JSON.parse.
 * @param source the input's name for messages, e.g. `tasks.json`.
 * @throws InputError when `text` is over `MAX_INPUT_BYTES` (`tasks.json is 61.2 MB; the limit is
 *   50 MB`), empty or only whitespace (`tasks.json is empty`), not valid JSON (with 1-based line,
 *   column and an excerpt of the line; `NaN at line 3, column 12 is not JSON: …` for NaN and
 *   Infinity tokens), not an array (`expected a JSON array of records, found an object`), or has
 *   an element that is not an object (`record 3 is a number, expected an object`; records are
 *   numbered from 1).
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
