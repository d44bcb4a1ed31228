import { formatCount, formatInt, formatRowList } from '../format/numbers.ts';

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
 */
export function fileScales(records: number, asked: readonly number[], presets: readonly number[]): FileScales {
  const below = (k: number) => Number.isSafeInteger(k) && k >= 1 && k < records;
  const offered = [...new Set([...presets, ...asked].filter(below))].sort((a, b) => a - b);
  const chosen = [...new Set(asked.filter(below))].sort((a, b) => a - b);
  const refused = [...new Set([...presets, ...asked].filter((k) => k > records))].sort((a, b) => a - b);
  const why =
    refused.length === 0
      ? undefined
      : `${formatRowList(refused)} ${refused.length === 1 ? 'is' : 'are'} not offered: the file has ${formatCount(records, 'record')}, and a scale takes its first k records (k up to ${formatInt(records)})`;
  return { offered, chosen, why };
}
