/** Data files read as the page reads a dropped file, and the fields counted in them. */
import { basename } from 'node:path';
import type { DecodedText } from '../core/input/decode.ts';
import type { ReadInputOptions } from '../core/input/read-input.ts';
import { readInput } from '../core/input/read-input.ts';
import type { LadderDataset } from '../core/ladder/ladder.ts';
import { wholeSourceOf } from '../core/whole/source.ts';
import { fieldPathsOf } from '../core/fields/field-tree.ts';
import { matchFieldList } from '../core/fields/field-list.ts';
import { readDecodedFile } from '../node/read-file.ts';
import { CliError, fsReason } from './cli-error.ts';

/**
 * Each file's records labelled with its base name, in order, read as the page reads a dropped file
 * (`decodeBytes`, then `readInput` with `options`); notices go to `onNotice` as `FILE: notice`, and each
 * data set carries its whole source (the text as received and the document).
 */
export function readDatasets(
  paths: readonly string[],
  options: ReadInputOptions = {},
  onNotice: (line: string) => void = () => {},
): LadderDataset[] {
  return paths.map((path) => {
    const { text, ...decoded } = readDecoded(path);
    const input = readInput(text, path, { ...options, decoded });
    for (const notice of input.notices) onNotice(`${path}: ${notice}`);
    return { label: basename(path), records: input.records, whole: wholeSourceOf(text, input) };
  });
}

/** The file's text decoded as the page decodes a file (byte-order mark stripped), or a CliError saying why it cannot be read. */
export function readText(path: string): string {
  return readDecoded(path).text;
}

/** The file decoded (see `readDecodedFile`), or a CliError saying why it cannot be read. */
function readDecoded(path: string): DecodedText {
  let decoded: DecodedText;
  try {
    decoded = readDecodedFile(path);
  } catch (error) {
    throw new CliError(`cannot read ${path}: ${fsReason(error)}`);
  }
  // A PNG or other binary file is named as what it is, never counted as text.
  if (decoded.binary) throw new CliError(`${path}: looks like ${decoded.binary}, not text`);
  return decoded;
}

/**
 * `--fields` checked against the data (a top-level key, or a path reaching a value in some record), else
 * every field path of every file in first-seen order, as the page's "All fields".
 */
export function chooseFields(datasets: readonly LadderDataset[], requested: readonly string[] | undefined): string[] {
  const records = datasets.flatMap((dataset) => dataset.records);
  const available = fieldPathsOf(records);
  if (requested === undefined) {
    if (available.length === 0) throw new CliError('the records have no fields; nothing to count');
    return available;
  }
  // The page's field box reads the same list the same way: a group's name keeps its members.
  const { fields, unknown } = matchFieldList(requested, available);
  if (unknown.length > 0) {
    const names = unknown.map((field) => JSON.stringify(field)).join(', ');
    const known = available.length > 0 ? available.join(', ') : '(none)';
    throw new CliError(`unknown field${unknown.length > 1 ? 's' : ''} ${names} in --fields; the data has: ${known}`);
  }
  return fields;
}
