/** `npm run ladder`: its `--help` text and its arguments. */
import { wrapHelp } from '../args/help.ts';
import type { FormatId } from '../../core/formats.ts';
import { FORMAT_IDS } from '../../core/formats.ts';
import { WHOLE_FORMAT_IDS } from '../../core/whole/formats.ts';
import { parseFormatList } from '../args/lists.ts';
import type { CommonArgs } from '../args/parse.ts';
import { parseCommandLine, parseRecordsPath, parseWholeNumber, requireFiles, tokenizerHelp } from '../args/parse.ts';
import { UsageError } from '../args/usage-error.ts';

/** The `--help` text of `npm run ladder`. */
export const LADDER_USAGE = wrapHelp(`Usage: npm run -s ladder -- [options] FILE...

Token ladder of data files: each FILE becomes one scale of the ladder (rows = its
record count), in the order given. Prints the six rungs' token counts as a Markdown
table, the rung rules and the L5 alias legend. A scale that is a whole file also
has an "As received" row: the file's exact text (a byte-order mark stripped).

A FILE is a JSON array of records (objects); or a JSON object holding such an array
(a tool response such as {"data": {"children": [...]}}): --path names it, else the
largest array of objects is used and named on stderr; or JSON Lines (one object per
line). Nested objects and arrays stay values (a compact cell holds their minified
JSON) unless --flatten; numbers are kept digit for digit as written.

Options:
  --fields a,b,c   fields kept by the projected rungs L2-L5, in this order
                   (default: every field of the data, in order of first appearance);
                   a dotted name such as user.login takes a nested value
  --path KEYS      where the records are inside a JSON object, as dotted keys,
                   e.g. data.children or items (the same for every FILE)
  --flatten        turn nested objects into dotted fields (user.login); arrays stay values
${tokenizerHelp(15, "count with this model's tokenizer")}
  --formats LIST   also count these formats beside the rungs: ${FORMAT_IDS.join(', ')}
  --whole          also count the whole response (wrapper included, the kept fields
                   applied to the records in place) as ${WHOLE_FORMAT_IDS.join(', ')}
  --scales 5,20    scales from one FILE: its first 5, then first 20 records
                   (each from 1 to the record count; the count itself is the whole file)
  --json           print the ladder as one JSON object instead of Markdown
  --csv            print the ladder table as CSV instead (the page's Download CSV with
                   the same files loaded: tokens, bytes and characters per scale, raw numbers)
  --emit DIR       also write each rung's exact text to DIR/<rows>/L0.txt ... L5.txt,
                   with as-received.txt, <format>.txt and whole-<format>.txt beside them
  -h, --help       print this help

Example:
  npm run -s ladder -- --fields id,status,assignee,priority fixtures/tasks-5.json fixtures/tasks-500.json

Exit status: 0 on success, 2 on a usage, input or output error.
`);

/** What `npm run ladder` was asked to do. */
export interface LadderArgs extends CommonArgs {
  /** `--emit DIR`: where to write the rung texts, if anywhere. */
  emit: string | undefined;
  /** `--path KEYS`: the dotted path of the records inside a top-level JSON object, if given. */
  path: string | undefined;
  /** `--flatten`: nested objects become dotted fields. */
  flatten: boolean;
  /** `--formats`: the added formats, in the page's order (empty by default). */
  formats: FormatId[];
  /** `--whole`: count the whole-response formats too. */
  whole: boolean;
  /** `--csv`: print the ladder table as the page's CSV instead of Markdown. */
  csv: boolean;
  /** `--scales`: row counts taken as the first k records of the one FILE, in the order given; undefined: one scale per FILE. */
  scales: number[] | undefined;
}

/**
 * Parse the arguments after `npm run ladder --` (i.e. `process.argv.slice(2)`).
 * @throws UsageError for an unknown or incomplete option, a bad `--encoding`, `--fields`, `--path`,
 * `--formats` or `--scales`, `--scales` with several files, `--csv` with `--json`, or no FILE.
 */
export function parseLadderArgs(argv: readonly string[]): LadderArgs {
  const { values, common } = parseCommandLine(argv, {
    emit: { type: 'string' },
    path: { type: 'string' },
    flatten: { type: 'boolean' },
    formats: { type: 'string' },
    whole: { type: 'boolean' },
    scales: { type: 'string' },
    csv: { type: 'boolean' },
  });
  if (values.csv && common.json) throw new UsageError('--csv and --json each choose the output; give one');
  if (values.emit === '') throw new UsageError('--emit needs a directory');
  const path = parseRecordsPath(values.path);
  requireFiles(common);
  const formats = values.formats === undefined ? [] : parseFormatList(values.formats);
  let scales: number[] | undefined;
  if (values.scales !== undefined) {
    scales = values.scales.split(',').map((entry) => parseWholeNumber('scales', entry, 'row counts (whole numbers)'));
    if (scales.some((k) => k < 1)) throw new UsageError('--scales needs row counts of at least 1');
    if (common.files.length > 1) throw new UsageError('--scales takes the first records of one FILE; give one');
  }
  return {
    ...common,
    emit: values.emit,
    path,
    flatten: values.flatten ?? false,
    formats,
    whole: values.whole ?? false,
    scales,
    csv: values.csv ?? false,
  };
}
