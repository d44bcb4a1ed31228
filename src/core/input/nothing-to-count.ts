import type { DataRecord } from '../json-value.ts';
import { InputError } from './input-error.ts';
import { WHOLE_OBJECT } from './locate-records.ts';

/**
 * Refuse records that give nothing to count, the same on the page and the command line.
 * @throws InputError when there are no records, or the records have no fields.
 */
export function checkSomethingToCount(
  records: readonly DataRecord[],
  source: string,
  { path, format }: { path: string | null; format: string },
): void {
  if (records.length === 0) {
    const where =
      format === 'csv' || format === 'tsv'
        ? 'a header row but no rows'
        : path === null || path === WHOLE_OBJECT
          ? 'an empty array'
          : `an empty array at ${path}`;
    throw new InputError(`${source} holds no records (${where}); nothing to count`, { source });
  }
  if (records.every((record) => Object.keys(record).length === 0)) {
    const n = records.length;
    throw new InputError(
      `${source}: its records have no fields (${n === 1 ? '1 empty object' : `${n} empty objects`}); nothing to count`,
      { source },
    );
  }
}
