/**
 * `npm run -s ladder -- … FILE...`: the token ladder of data files, or of one file's first k records, as
 * Markdown, `--json` or `--csv`, `--emit DIR` writing every text counted; usage and errors: docs/cli.md,
 * "ladder". Also exports the plumbing every command shares (output, errors, files, fields).
 */
import { realpathSync } from 'node:fs';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { InputError } from '../core/input/input-error.ts';
import type { DecodedText } from '../core/input/decode.ts';
import type { ReadInputOptions } from '../core/input/read-input.ts';
import { readInput } from '../core/input/read-input.ts';
import type { LadderDataset } from '../core/ladder/ladder.ts';
import { computeLadder } from '../core/ladder/ladder.ts';
import { firstRecordScales } from '../core/ladder/first-records.ts';
import { formatById } from '../core/formats.ts';
import { WHOLE_FORMAT_IDS } from '../core/whole/formats.ts';
import { wholeSourceOf } from '../core/whole/source.ts';
import { fieldPathsOf } from '../core/fields/field-tree.ts';
import { matchFieldList } from '../core/fields/field-list.ts';
import { aliasLegend, assignAliases } from '../core/serializers/aliases.ts';
import { nodeCounter } from '../node/counter.ts';
import { readDecodedFile } from '../node/read-file.ts';
import { IN_BUNDLE } from '../node/package-files.ts';
import { LADDER_USAGE, parseLadderArgs } from './args/ladder.ts';
import { UsageError } from './args/usage-error.ts';
import { CliError, fsReason } from './cli-error.ts';
import { emitTexts } from './emit.ts';
import { ladderMarkdown } from './markdown.ts';
import { tableToCsv } from '../core/report/table.ts';
import { ladderTable } from '../core/report/tables/ladder.ts';
import { modelEstimate } from '../core/sessions/model-calibration.ts';

/** Where the command writes: whole chunks of text for stdout and stderr. */
export interface CliOutput {
  stdout(text: string): void;
  stderr(text: string): void;
}

// The commands that share this runner take CliError from here (it lives in cli-error.ts).
export { CliError };

/** The process's own stdout and stderr. */
export const processOutput: CliOutput = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

/**
 * Run a command's `body` and return its exit status; a UsageError, an InputError or a CliError
 * becomes one `<command>: …` line on stderr (usage errors pointing to `--help`) and status 2.
 * Any other error is a bug and is rethrown.
 */
export function runCommand(command: string, output: CliOutput, body: () => number): number {
  try {
    return body();
  } catch (error) {
    if (error instanceof UsageError) {
      output.stderr(`${command}: ${error.message} (see --help)\n`);
      return 2;
    }
    if (error instanceof InputError || error instanceof CliError) {
      output.stderr(`${command}: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

/**
 * Run the command `name` with `argv` under {@link runCommand}: the arguments parsed by `parse`
 * (its UsageErrors become status 2); with `--help` print `usage` and return 0, else return what
 * `body` returns for the parsed arguments.
 */
export function runCli<A extends { help: boolean }>(
  name: string,
  argv: readonly string[],
  output: CliOutput,
  parse: (argv: readonly string[]) => A,
  usage: string,
  body: (args: A) => number,
): number {
  return runCommand(name, output, () => {
    const args = parse(argv);
    if (args.help) {
      output.stdout(usage);
      return 0;
    }
    // `--model` with counts that are not exact for it: said once, on stderr (stdout stays the table).
    const note = (args as { encodingNote?: string | null }).encodingNote;
    if (note) output.stderr(`${name}: ${note}\n`);
    return body(args);
  });
}

/**
 * Run `npm run ladder` with `argv` (the arguments after `--`), returning the exit status: 0 (also for
 * `--help`), or 2 after one `ladder: …` line on stderr. Files are read relative to the current directory.
 */
export function runLadderCli(argv: readonly string[], output: CliOutput = processOutput): number {
  return runCli('ladder', argv, output, parseLadderArgs, LADDER_USAGE, (args) => {
    const readOptions: ReadInputOptions = {
      flatten: args.flatten,
      ...(args.path === undefined ? {} : { path: args.path }),
    };
    const read = readDatasets(args.files, readOptions, (line) => output.stderr(`ladder: ${line}\n`));
    const datasets = args.scales === undefined ? read : scalesOf(read[0]!, args.scales);
    const fields = chooseFields(datasets, args.fields);
    const counter = nodeCounter(args.encoding);
    const formats = args.formats.map(formatById);
    const whole = args.whole ? WHOLE_FORMAT_IDS : [];
    const ladder = computeLadder(datasets, fields, counter, formats, undefined, whole);
    // `--model` Claude or Gemini: each count says it is an estimate, as on the page without a log.
    const estimate = args.model === undefined ? undefined : modelEstimate([], args.model, ladder.encoding);

    if (args.emit !== undefined) {
      const paths = args.scales === undefined ? args.files : datasets.map((d) => d.label);
      for (const line of emitTexts(args.emit, datasets, fields, paths, { formats, whole })) output.stderr(`${line}\n`);
    }
    if (args.json) {
      output.stdout(`${JSON.stringify(ladder, null, 2)}\n`);
    } else if (args.csv) {
      // As the page downloads it with these files loaded: each scale named by its file.
      output.stdout(tableToCsv(ladderTable(ladder, false, true, [], estimate)));
    } else {
      const legendTokens = counter.count(aliasLegend(fields, assignAliases(fields)));
      output.stdout(ladderMarkdown(ladder, legendTokens, estimate));
    }
    return 0;
  });
}

/** `--scales`: the first k records of `dataset` for each k (core's `firstRecordScales`), its RangeError as a CliError. */
function scalesOf(dataset: LadderDataset, rows: readonly number[]): LadderDataset[] {
  try {
    return firstRecordScales(dataset, rows);
  } catch (error) {
    if (error instanceof RangeError) throw new CliError(`--scales: ${error.message}`);
    throw error;
  }
}

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

/**
 * True when the module at `moduleUrl` (its `import.meta.url`) is the program being run
 * (`tsx src/cli/ladder.ts`), not an import.
 */
function isMain(moduleUrl: string): boolean {
  // In the built `cce` every module shares the bundle's URL: there only its dispatcher runs.
  if (IN_BUNDLE) return false;
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return pathToFileURL(realpathSync(script)).href === moduleUrl;
  } catch {
    return false;
  }
}

/**
 * When the module at `moduleUrl` (its `import.meta.url`) is the program being run, run `run` with
 * the command line's arguments (after node and the script) and exit with the status it returns.
 */
export function runIfMain(moduleUrl: string, run: (argv: readonly string[]) => number): void {
  if (isMain(moduleUrl)) process.exitCode = run(process.argv.slice(2));
}

/**
 * {@link runIfMain} for a command that resolves to its status: the process exits once stdout is
 * flushed, so that nothing a command started (a server's child process) can keep it alive.
 */
export function runIfMainAsync(moduleUrl: string, run: (argv: readonly string[]) => Promise<number>): void {
  if (isMain(moduleUrl)) exitWhenDone(run(process.argv.slice(2)));
}

/** Exits with the status `status` resolves to, once stdout is flushed. */
export function exitWhenDone(status: Promise<number>): void {
  void status.then((code) => process.stdout.write('', () => process.exit(code)));
}

runIfMain(import.meta.url, runLadderCli);
