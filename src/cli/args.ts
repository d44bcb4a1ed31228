/**
 * Command-line arguments of `npm run ladder` and `npm run savings`, parsed with `node:util`
 * parseArgs and validated (encoding known, field list well formed, rows and rungs valid) before
 * any file is read.
 */
import { parseArgs } from 'node:util';
import type { RungId } from '../core/ladder/rungs.ts';
import { RUNG_IDS } from '../core/ladder/rungs.ts';
import type { EncodingName } from '../core/tokenizer/tokenizer.ts';
import { DEFAULT_ENCODING, ENCODINGS, isEncodingName } from '../core/tokenizer/tokenizer.ts';

/** The `--help` text of `npm run ladder`. */
export const LADDER_USAGE = `Usage: npm run -s ladder -- [options] FILE...

Token ladder of data files: each FILE is a JSON array of records and becomes one
scale of the ladder (rows = its record count), in the order given. Prints the six
rungs' token counts as a Markdown table, the rung rules and the L5 alias legend.

Options:
  --fields a,b,c   fields kept by the projected rungs L2-L5, in this order
                   (default: every field of the data, in order of first appearance)
  --encoding NAME  ${ENCODINGS.join(' or ')} (default ${DEFAULT_ENCODING})
  --json           print the ladder as one JSON object instead of Markdown
  --emit DIR       also write each rung's exact text to DIR/<rows>/L0.txt ... L5.txt
  -h, --help       print this help

Exit status: 0 on success, 2 on a usage, input or output error.
`;

/** What `npm run ladder` was asked to do. */
export interface LadderArgs {
  /** The data files, in the order given (at least one unless {@link help}). */
  files: string[];
  /** The projection from `--fields`, in the order given; undefined for every field of the data. */
  fields: string[] | undefined;
  /** The encoding from `--encoding`, else cl100k_base. */
  encoding: EncodingName;
  /** `--json`: print the Ladder as JSON instead of Markdown. */
  json: boolean;
  /** `--emit DIR`: where to write the rung texts, if anywhere. */
  emit: string | undefined;
  /** `--help` / `-h`: print {@link LADDER_USAGE} and do nothing else. */
  help: boolean;
}

/** A command line that cannot be run: unknown option, bad value, no file. The message is one line. */
export class UsageError extends Error {
  /** An error whose `message` says what is wrong with the command line. */
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The options both commands take, as parseArgs declares them. */
const COMMON_OPTIONS = {
  fields: { type: 'string' },
  encoding: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** What both commands take: the files, the projection, the encoding, `--json` and `--help`. */
interface CommonArgs {
  files: string[];
  fields: string[] | undefined;
  encoding: EncodingName;
  json: boolean;
  help: boolean;
}

/** Run parseArgs; its TypeErrors (ERR_PARSE_ARGS_*) become UsageErrors naming the option. */
function parseOrThrowUsage<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new UsageError(error instanceof Error ? firstSentence(error.message) : String(error));
  }
}

/** The common options checked: a known encoding and a well-formed `--fields` (files are not checked here). */
function commonArgs(
  values: { fields?: string | undefined; encoding?: string | undefined; json?: boolean | undefined; help?: boolean | undefined },
  positionals: string[],
): CommonArgs {
  const encoding = values.encoding ?? DEFAULT_ENCODING;
  if (!isEncodingName(encoding)) {
    throw new UsageError(`unknown encoding ${JSON.stringify(encoding)}; use ${ENCODINGS.join(' or ')}`);
  }
  const fields = values.fields === undefined ? undefined : parseFieldList(values.fields);
  return { files: positionals, fields, encoding, json: values.json ?? false, help: values.help ?? false };
}

/** At least one FILE, unless `--help`. */
function requireFiles(args: CommonArgs): void {
  if (args.files.length === 0 && !args.help) throw new UsageError('no FILE given');
}

/**
 * Parse the arguments after `npm run ladder --` (i.e. `process.argv.slice(2)`).
 * @throws UsageError for an unknown option, a missing option value, an unknown encoding, an
 *   empty or repeated name in `--fields`, or no FILE (unless `--help`).
 */
export function parseLadderArgs(argv: readonly string[]): LadderArgs {
  const { values, positionals } = parseOrThrowUsage(() =>
    parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: { ...COMMON_OPTIONS, emit: { type: 'string' } },
    }),
  );
  const common = commonArgs(values, positionals);
  if (values.emit === '') throw new UsageError('--emit needs a directory');
  requireFiles(common);
  return { ...common, emit: values.emit };
}

/** The `--help` text of `npm run savings`. */
export const SAVINGS_USAGE = `Usage: npm run -s savings -- [options] FILE...

Savings and break-even of data files, as the dashboard's Savings and Break-even views show
them: each FILE is a JSON array of records and becomes one scale (rows = its record count), in
the order given. Prints the tokens each move between rungs saves at every scale (with the
percentage and its denominator), the minify/project ordering comparison and the break-even
table at the detail scale, and the session texts the break-even counts.

Options:
  --fields a,b,c       fields kept by the projected rungs L2-L5, in this order
                       (default: every field of the data, in order of first appearance)
  --encoding NAME      ${ENCODINGS.join(' or ')} (default ${DEFAULT_ENCODING})
  --json               print one JSON object instead of Markdown
  --at ROWS            the detail scale: the FILE with ROWS records
                       (default: 100 rows if given, else the largest FILE)
  --schema FILE        the schema response, needed by every rung L0-L5
                       (default: generated from the largest data set)
  --legend FILE        the alias legend, needed by L5 (default: generated from the fields)
  --custom FILE        a custom one-time text (e.g. instructions for reading a format),
  --custom-rungs LIST  needed by the rungs in LIST, e.g. L4,L5 (the two go together)
  -h, --help           print this help

Exit status: 0 on success, 2 on a usage, input or output error.
`;

/** What `npm run savings` was asked to do. */
export interface SavingsArgs extends CommonArgs {
  /** `--at ROWS`: the detail scale's row count; undefined for the default (100, else the largest). */
  at: number | undefined;
  /** `--schema FILE`: the schema response's file; undefined for the generated one. */
  schema: string | undefined;
  /** `--legend FILE`: the alias legend's file; undefined for the generated one. */
  legend: string | undefined;
  /** `--custom FILE`: a custom one-time text's file, if any. */
  custom: string | undefined;
  /** `--custom-rungs`: the rungs that need the custom text, in rung order (empty without `--custom`). */
  customRungs: RungId[];
}

/**
 * Parse the arguments after `npm run savings --` (i.e. `process.argv.slice(2)`).
 * @throws UsageError for what {@link parseLadderArgs} refuses (but `--emit`), a `--at` that is not
 *   a whole number, an empty `--schema`/`--legend`/`--custom` path, an unknown or repeated rung in
 *   `--custom-rungs`, or `--custom` and `--custom-rungs` without each other.
 */
export function parseSavingsArgs(argv: readonly string[]): SavingsArgs {
  const { values, positionals } = parseOrThrowUsage(() =>
    parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        ...COMMON_OPTIONS,
        at: { type: 'string' },
        schema: { type: 'string' },
        legend: { type: 'string' },
        custom: { type: 'string' },
        'custom-rungs': { type: 'string' },
      },
    }),
  );
  const common = commonArgs(values, positionals);
  let at: number | undefined;
  if (values.at !== undefined) {
    if (!/^\d+$/.test(values.at.trim())) throw new UsageError(`--at needs a row count (a whole number), got ${JSON.stringify(values.at)}`);
    at = Number(values.at.trim());
  }
  for (const option of ['schema', 'legend', 'custom'] as const) {
    if (values[option] === '') throw new UsageError(`--${option} needs a file`);
  }
  const customRungs = values['custom-rungs'] === undefined ? [] : parseRungList(values['custom-rungs']);
  if (values.custom !== undefined && values['custom-rungs'] === undefined) {
    throw new UsageError('--custom needs --custom-rungs: the rungs whose responses need the text, e.g. L4,L5');
  }
  if (values.custom === undefined && values['custom-rungs'] !== undefined) {
    throw new UsageError('--custom-rungs needs --custom FILE');
  }
  requireFiles(common);
  return { ...common, at, schema: values.schema, legend: values.legend, custom: values.custom, customRungs };
}

/** `L5, l4` → `['L4', 'L5']`: rung ids (any case), in rung order; none unknown, none twice. */
function parseRungList(list: string): RungId[] {
  const names = list.split(',').map((name) => name.trim().toUpperCase());
  if (names.some((name) => name === '')) {
    throw new UsageError(`--custom-rungs has an empty name in ${JSON.stringify(list)}; separate rungs with single commas`);
  }
  const unknown = names.filter((name) => !(RUNG_IDS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new UsageError(`--custom-rungs: unknown rung ${JSON.stringify(unknown[0])}; use ${RUNG_IDS.join(', ')}`);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice !== undefined) throw new UsageError(`--custom-rungs names ${twice} twice`);
  return RUNG_IDS.filter((id) => names.includes(id));
}

/** `id, status,assignee` → `['id', 'status', 'assignee']`; names are trimmed. */
function parseFieldList(list: string): string[] {
  const fields = list.split(',').map((field) => field.trim());
  if (fields.some((field) => field === '')) {
    throw new UsageError(`--fields has an empty name in ${JSON.stringify(list)}; separate names with single commas`);
  }
  const seen = new Set<string>();
  for (const field of fields) {
    if (seen.has(field)) throw new UsageError(`--fields names ${JSON.stringify(field)} twice`);
    seen.add(field);
  }
  return fields;
}

/** Node's parseArgs messages carry a second sentence of advice; the first says what is wrong. */
function firstSentence(message: string): string {
  const end = message.indexOf('. ');
  return end === -1 ? message : message.slice(0, end);
}
