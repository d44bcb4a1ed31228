/** `npm run ladder -- --emit DIR`: every text the ladder counted, written byte for byte. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LadderDataset } from '../../core/ladder/ladder.ts';
import { buildRungTexts, buildText } from '../../core/ladder/ladder.ts';
import { RUNG_IDS } from '../../core/ladder/rungs.ts';
import { wholeTexts } from '../../core/ladder/whole-sizes.ts';
import type { Representation } from '../../core/representation.ts';
import type { WholeFormatId } from '../../core/whole/formats.ts';
import { CliError, fsReason } from '../cli-error.ts';

/** What else to write beside the rungs: the added formats and the whole-response formats counted. */
export interface EmitExtras {
  formats: readonly Representation[];
  whole: readonly WholeFormatId[];
}

/** Each data set's texts by file name: the rungs, the text as received, the formats, the whole formats. */
function textsOf(dataset: LadderDataset, fields: readonly string[], extras: EmitExtras): [string, string][] {
  const rungs = buildRungTexts(dataset.records, fields);
  const files: [string, string][] = RUNG_IDS.map((id) => [`${id}.txt`, rungs[id]]);
  if (dataset.whole?.text !== undefined) files.push(['as-received.txt', dataset.whole.text]);
  for (const format of extras.formats) files.push([`${format.id}.txt`, buildText(format, dataset.records, fields)]);
  if (dataset.whole && extras.whole.length > 0) {
    const { texts } = wholeTexts(dataset.whole, dataset.records, fields, extras.whole);
    for (const id of extras.whole) if (texts[id] !== undefined) files.push([`whole-${id}.txt`, texts[id]]);
  }
  return files;
}

/**
 * Write each data set's texts to `dir/<rows>/` (`L0.txt` … `L5.txt`, `as-received.txt`, `<format>.txt`,
 * `whole-<format>.txt`; overwriting), returning a progress line per data set.
 * @throws CliError for two data sets of one row count (named by `paths`, before any write), a failed write.
 */
export function emitTexts(
  dir: string,
  datasets: readonly LadderDataset[],
  fields: readonly string[],
  paths: readonly string[],
  extras: EmitExtras = { formats: [], whole: [] },
): string[] {
  const byRows = new Map<number, string>();
  datasets.forEach(({ records }, i) => {
    const other = byRows.get(records.length);
    if (other !== undefined) {
      throw new CliError(
        `--emit: ${other} and ${paths[i]} both have ${records.length} rows; emit needs distinct row counts`,
      );
    }
    byRows.set(records.length, paths[i]!);
  });
  return datasets.map((dataset) => {
    const folder = join(dir, String(dataset.records.length));
    const files = textsOf(dataset, fields, extras);
    try {
      mkdirSync(folder, { recursive: true });
      for (const [name, text] of files) writeFileSync(join(folder, name), text, 'utf8');
    } catch (error) {
      throw new CliError(`cannot write ${folder}: ${fsReason(error)}`);
    }
    const more = files.length > RUNG_IDS.length ? ` and ${files.length - RUNG_IDS.length} more` : '';
    return `wrote ${join(folder, 'L0.txt')} … L5.txt${more}`;
  });
}
