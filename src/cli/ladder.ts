/**
 * `npm run -s ladder -- [--fields a,b] [--encoding NAME] [--json] [--emit DIR] [--path KEYS] [--flatten] FILE...`
 *
 * The token ladder of one or more data files (each one scale: a JSON array of records, a JSON
 * object holding one, or JSON Lines; see `readInput`): a Markdown table of the six rungs' token
 * counts, or with `--json` the {@link Ladder} object. `--emit DIR` also writes every rung's exact
 * text to `DIR/<rows>/L0.txt` … `L5.txt`. Notices about the input (the array used, repeated keys,
 * …) go to stderr as `ladder: FILE: …` lines. Any error prints one line to stderr and exits 2.
 * Run `--help` for the options.
 *
 * The plumbing every command shares (output, errors, reading files, choosing fields) lives here
 * too and is exported for `npm run savings`.
 */
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { InputError } from '../core/input/input-error.ts';
import { parseRecordsJson } from '../core/input/parse-records.ts';
import type { ReadInputOptions } from '../core/input/read-input.ts';
import { readInput } from '../core/input/read-input.ts';
import type { LadderDataset } from '../core/ladder/ladder.ts';
import { buildRungTexts, computeLadder } from '../core/ladder/ladder.ts';
import { RUNG_IDS } from '../core/ladder/rungs.ts';
import { fieldPathsOf } from '../core/fields/field-tree.ts';
import { fieldValue, fieldsOf } from '../core/records.ts';
import { aliasLegend, assignAliases } from '../core/serializers/aliases.ts';
import { nodeCounter } from '../node/counter.ts';
import { LADDER_USAGE, parseLadderArgs } from './args/ladder.ts';
import { UsageError } from './args/usage-error.ts';
import { ladderMarkdown } from './markdown.ts';

/** Where the command writes: whole chunks of text for stdout and stderr. */
export interface CliOutput {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** An error that ends the run with one line on stderr and exit status 2. */
export class CliError extends Error {}

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
 * Run `npm run ladder` with `argv` (the arguments after `--`) and return the exit status:
 * 0 on success (also for `--help`), 2 after printing one `ladder: …` line to stderr for a usage
 * error, an unreadable file, an InputError, an unknown field in `--fields`, or a failed write.
 * Files are read relative to the current directory.
 */
export function runLadderCli(argv: readonly string[], output: CliOutput = processOutput): number {
  return runCommand('ladder', output, () => {
    const args = parseLadderArgs(argv);
    if (args.help) {
      output.stdout(LADDER_USAGE);
      return 0;
    }

    const readOptions: ReadInputOptions = {
      flatten: args.flatten,
      ...(args.path === undefined ? {} : { path: args.path }),
    };
    const datasets = readDatasets(args.files, readOptions, (line) => output.stderr(`ladder: ${line}\n`));
    const fields = chooseFields(datasets, args.fields);
    const counter = nodeCounter(args.encoding);
    const ladder = computeLadder(datasets, fields, counter);

    if (args.emit !== undefined) {
      for (const line of emitRungTexts(args.emit, datasets, fields, args.files)) output.stderr(`${line}\n`);
    }
    if (args.json) {
      output.stdout(`${JSON.stringify(ladder, null, 2)}\n`);
    } else {
      const legendTokens = counter.count(aliasLegend(fields, assignAliases(fields)));
      output.stdout(ladderMarkdown(ladder, legendTokens));
    }
    return 0;
  });
}

/**
 * Each file's records, labelled with its base name, in the order given. Without `options`, each
 * file must be a JSON array of records (`parseRecordsJson`); with them (`{}` for the defaults),
 * it is read by `readInput`: an array, an object holding one (`options.path`, else the largest),
 * or JSON Lines, optionally flattened, and each notice is passed to `onNotice` as `FILE: notice`.
 */
export function readDatasets(
  paths: readonly string[],
  options?: ReadInputOptions,
  onNotice: (line: string) => void = () => {},
): LadderDataset[] {
  return paths.map((path) => {
    const text = readText(path);
    if (options === undefined) return { label: basename(path), records: parseRecordsJson(text, path) };
    const input = readInput(text, path, options);
    for (const notice of input.notices) onNotice(`${path}: ${notice}`);
    return { label: basename(path), records: input.records };
  });
}

/** The file's text (UTF-8), or a CliError saying why it cannot be read. */
export function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new CliError(`cannot read ${path}: ${fsReason(error)}`);
  }
}

/**
 * `--fields` checked against the data, else every field path of every file in first-seen order
 * (`fieldPathsOf`, as the page's "All fields": nested members such as `user.login` and
 * `labels[].name` included). A top-level key, or a path that leads to a value in some record, is
 * known.
 */
export function chooseFields(datasets: readonly LadderDataset[], requested: readonly string[] | undefined): string[] {
  const records = datasets.flatMap((dataset) => dataset.records);
  const available = fieldPathsOf(records);
  if (requested === undefined) {
    if (available.length === 0) throw new CliError('the records have no fields; nothing to count');
    return available;
  }
  const isKnown = (field: string): boolean =>
    available.includes(field) ||
    fieldsOf(records).includes(field) ||
    records.some((record) => fieldValue(record, field) !== undefined);
  const unknown = requested.filter((field) => !isKnown(field));
  if (unknown.length > 0) {
    const names = unknown.map((field) => JSON.stringify(field)).join(', ');
    const known = available.length > 0 ? available.join(', ') : '(none)';
    throw new CliError(`unknown field${unknown.length > 1 ? 's' : ''} ${names} in --fields; the data has: ${known}`);
  }
  return [...requested];
}

/**
 * Write each data set's rung texts to `dir/<rows>/L0.txt` … `L5.txt` (directories created,
 * files overwritten) and return one progress line per data set. Two data sets with the same row
 * count would write the same folder, so that is refused before anything is written; `paths`
 * (the files, parallel to `datasets`) name them in that message.
 */
function emitRungTexts(
  dir: string,
  datasets: readonly LadderDataset[],
  fields: readonly string[],
  paths: readonly string[],
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
  return datasets.map(({ records }) => {
    const folder = join(dir, String(records.length));
    const texts = buildRungTexts(records, fields);
    try {
      mkdirSync(folder, { recursive: true });
      for (const id of RUNG_IDS) writeFileSync(join(folder, `${id}.txt`), texts[id], 'utf8');
    } catch (error) {
      throw new CliError(`cannot write ${folder}: ${fsReason(error)}`);
    }
    return `wrote ${join(folder, 'L0.txt')} … L5.txt`;
  });
}

/** A short reason for a file-system error: `no such file or directory`, else Node's message. */
function fsReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file or directory';
    case 'EISDIR':
      return 'is a directory';
    case 'ENOTDIR':
      return 'a parent is not a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

/**
 * True when the module at `moduleUrl` (its `import.meta.url`) is the program being run
 * (`tsx src/cli/ladder.ts`), not an import.
 */
export function isMain(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return pathToFileURL(realpathSync(script)).href === moduleUrl;
  } catch {
    return false;
  }
}

if (isMain(import.meta.url)) process.exitCode = runLadderCli(process.argv.slice(2));
