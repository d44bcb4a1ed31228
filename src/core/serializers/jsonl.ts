import type { DataRecord } from '../json-value.ts';
import { isJsonObject, toJsonText } from '../json-value.ts';
import { projectInSourceOrder } from './json-source.ts';

/**
 * JSON Lines (jsonlines.org): one minified JSON object per record, keys in the record's own order
 * filtered to `fields` (see {@link projectInSourceOrder}), each line ended by `\n`, the last
 * included. Zero records give the empty text; a record with none of the fields is `{}`.
 * JSON text ({@link toJsonText}: `JSON.stringify`, JsonNumbers as their source digits) never holds
 * a raw LF inside a value, so lines split safely on `\n`.
 */
export function serializeJsonLines(records: readonly DataRecord[], fields: readonly string[]): string {
  return projectInSourceOrder(records, fields)
    .map((record) => toJsonText(record) + '\n')
    .join('');
}

/**
 * Reads JSON Lines back into records: one JSON object per `\n`-ended line (a CR before the LF is
 * whitespace to `JSON.parse`). The empty text is zero records.
 * @throws SyntaxError when the text does not end with `\n`, or a line is not valid JSON or not an
 *   object (with its 1-based line number).
 */
export function parseJsonLines(text: string): DataRecord[] {
  if (text === '') return [];
  if (!text.endsWith('\n')) throw new SyntaxError('JSON Lines: the last line does not end with \\n');
  return text
    .slice(0, -1)
    .split('\n')
    .map((line, i) => {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (error) {
        throw new SyntaxError(`JSON Lines line ${i + 1}: ${(error as Error).message}`, { cause: error });
      }
      if (!isJsonObject(value)) throw new SyntaxError(`JSON Lines line ${i + 1}: not a JSON object`);
      return value as DataRecord;
    });
}
