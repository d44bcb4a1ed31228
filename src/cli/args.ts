/**
 * Command-line arguments of `npm run ladder`, parsed with `node:util` parseArgs and validated
 * (encoding known, field list well formed) before any file is read.
 */
import { parseArgs } from 'node:util';
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

/**
 * Parse the arguments after `npm run ladder --` (i.e. `process.argv.slice(2)`).
 * @throws UsageError for an unknown option, a missing option value, an unknown encoding, an
 *   empty or repeated name in `--fields`, or no FILE (unless `--help`).
 */
export function parseLadderArgs(argv: readonly string[]): LadderArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        fields: { type: 'string' },
        encoding: { type: 'string' },
        json: { type: 'boolean' },
        emit: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    // parseArgs throws TypeErrors (ERR_PARSE_ARGS_*) whose messages name the option.
    throw new UsageError(error instanceof Error ? firstSentence(error.message) : String(error));
  }
  const { values, positionals } = parsed;
  const help = values.help ?? false;

  const encoding = values.encoding ?? DEFAULT_ENCODING;
  if (!isEncodingName(encoding)) {
    throw new UsageError(`unknown encoding ${JSON.stringify(encoding)}; use ${ENCODINGS.join(' or ')}`);
  }
  const fields = values.fields === undefined ? undefined : parseFieldList(values.fields);
  if (values.emit === '') throw new UsageError('--emit needs a directory');
  if (positionals.length === 0 && !help) throw new UsageError('no FILE given');

  return { files: positionals, fields, encoding, json: values.json ?? false, emit: values.emit, help };
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
