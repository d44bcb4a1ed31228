import type { DataRecord } from '../json-value.ts';
import { isJsonObject, toJsonText } from '../json-value.ts';
import { projectInSourceOrder } from './json-source.ts';

/**
 * JSON Lines: one minified object per record, keys in the record's own order filtered to `fields`, each
 * line ended by `\n`; zero records give the empty text. JSON never holds a raw LF in a value, so lines
 * split safely on `\n`.
 */
export function serializeJsonLines(records: readonly DataRecord[], fields: readonly string[]): string {
  return projectInSourceOrder(records, fields)
    .map((record) => toJsonText(record) + '\n')
    .join('');
}

/**
 * Reads JSON Lines back into records, one object per `\n`-ended line; the empty text is zero records.
 * @throws SyntaxError for a missing final `\n`, or a line that is not a JSON object (1-based line number).
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
