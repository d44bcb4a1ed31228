import { formatInt, formatRowList } from '../export/format.ts';
import type { LadderDataset } from './ladder.ts';

/** The scales one file offers: first-k row counts below its record count, and those it cannot. */
export interface FileScales {
  /** Row counts offered (each below the file's record count), ascending; the whole file is always a scale too. */
  offered: number[];
  /** The asked row counts that are shown: offered ones, ascending. */
  chosen: number[];
  /** Why the other asked or preset row counts are not offered, or undefined when all are. */
  why: string | undefined;
}

/**
 * Which scales one file of `records` records offers: every preset and asked row count k with
 * k < records takes the file's first k records; the whole file (k = records) is always shown, so
 * it is not listed. A larger k would repeat the whole file, so it is refused, and `why` says so.
 * Rule of issue 13 ("scales from one file"): only k ≤ N is offered.
 */
export function fileScales(records: number, asked: readonly number[], presets: readonly number[]): FileScales {
  const below = (k: number) => Number.isSafeInteger(k) && k >= 1 && k < records;
  const offered = [...new Set([...presets, ...asked].filter(below))].sort((a, b) => a - b);
  const chosen = [...new Set(asked.filter(below))].sort((a, b) => a - b);
  const refused = [...new Set([...presets, ...asked].filter((k) => k > records))].sort((a, b) => a - b);
  const why =
    refused.length === 0
      ? undefined
      : `${formatRowList(refused)} ${refused.length === 1 ? 'is' : 'are'} not offered: the file has ${formatInt(records)} ${records === 1 ? 'record' : 'records'}, and a scale takes its first k records (k up to ${formatInt(records)})`;
  return { offered, chosen, why };
}

/** `first 5 of items.json`: the label of the scale made of a file's first `rows` records. */
export function firstRecordsLabel(label: string, rows: number): string {
  return `first ${formatInt(rows)} of ${label}`;
}

/**
 * The scales of one file: a data set of its first k records for each `rows` below its record
 * count (ascending, labelled by {@link firstRecordsLabel}), then the whole file under its own
 * label. Row counts at or over the record count are left out (the whole file is already there).
 */
export function firstRecordScales(dataset: LadderDataset, rows: readonly number[]): LadderDataset[] {
  const n = dataset.records.length;
  const ks = [...new Set(rows)].filter((k) => Number.isSafeInteger(k) && k >= 1 && k < n).sort((a, b) => a - b);
  return [
    ...ks.map((k) => ({ label: firstRecordsLabel(dataset.label, k), records: dataset.records.slice(0, k) })),
    dataset,
  ];
}
