import type { DataRecord } from '../json-value.ts';
import { firstOfSource } from '../whole/document.ts';
import type { WholeSource } from '../whole/document.ts';
import { writeInStyle } from '../whole/style.ts';
import type { LadderDataset } from './ladder.ts';

/** The label of a data set's scale of its first `k` records (`tasks.json, first 20`). */
export function firstRecordsLabel(label: string, k: number): string {
  return `${label}, first ${k}`;
}

/**
 * The first `k` records' source with their text as received: written in the file's own style (JSON
 * indent, compact, JSON Lines), so its moves start where the whole file's do; none for CSV, TSV, YAML.
 */
function firstWithText(source: WholeSource, records: readonly DataRecord[], k: number): WholeSource {
  const first = firstOfSource(source, records, k);
  if (!source.style) return first;
  return { ...first, style: source.style, text: writeInStyle(first.document, records.slice(0, k), source.style) };
}

/**
 * The scales taken from one data set: for each `k` of `rows`, in order, its first `k` records (their
 * text as received written in the file's style); a `k` equal to the record count is the data set itself.
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
    if (k === n) return dataset;
    const records = dataset.records.slice(0, k);
    return {
      label: firstRecordsLabel(dataset.label, k),
      records,
      firstOf: n,
      ...(dataset.whole ? { whole: firstWithText(dataset.whole, dataset.records, k) } : {}),
    };
  });
}
