import type { DataRecord, JsonValue } from '../json-value.ts';
import { isJsonObject } from '../json-value.ts';
import { describeValue } from '../describe-value.ts';
import { InputError } from './input-error.ts';

/**
 * `array` as records: every element must be an object.
 * @throws InputError `tasks.json: record 3 is a string, expected an object` (numbered from 1), with
 *   `of data.children` after the number when the array was found at `path`.
 */
export function checkRecords(array: readonly JsonValue[], source: string, path: string | null): DataRecord[] {
  array.forEach((element, index) => {
    if (!isJsonObject(element)) {
      const where = path === null ? '' : ` of ${path}`;
      throw new InputError(`${source}: record ${index + 1}${where} is ${describeValue(element)}, expected an object`, {
        source,
      });
    }
  });
  return array as DataRecord[];
}
