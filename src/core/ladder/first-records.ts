import type { LadderDataset } from './ladder.ts';

/**
 * The scales taken from one data set: for each row count `k` of `rows` (in the order given), its
 * first `k` records, labelled `tasks.json, first 5`; a `k` equal to the record count is the data
 * set itself. Which `k` a file offers is `fileScales` (`file-scales.ts`).
 * @throws RangeError for a `k` that is not a whole number from 1 to the record count, or one given twice.
 */
export function firstRecordScales(dataset: LadderDataset, rows: readonly number[]): LadderDataset[] {
  const n = dataset.records.length;
  const seen = new Set<number>();
  return rows.map((k) => {
    if (!Number.isInteger(k) || k < 1 || k > n) {
      throw new RangeError(`${dataset.label} has ${n} record${n === 1 ? '' : 's'}; a scale takes 1 to ${n}, not ${k}`);
    }
    if (seen.has(k)) throw new RangeError(`the scale of ${k} records is given twice`);
    seen.add(k);
    return k === n ? dataset : { label: `${dataset.label}, first ${k}`, records: dataset.records.slice(0, k) };
  });
}
