/** `npm run ladder`: its `--help` text and its arguments. */
import { DEFAULT_ENCODING, ENCODINGS } from '../../core/tokenizer/tokenizer.ts';
import type { CommonArgs } from './parse.ts';
import { parseCommandLine, requireFiles } from './parse.ts';
import { UsageError } from './usage-error.ts';

/** The `--help` text of `npm run ladder`. */
export const LADDER_USAGE = `Usage: npm run -s ladder -- [options] FILE...

Token ladder of data files: each FILE becomes one scale of the ladder (rows = its
record count), in the order given. Prints the six rungs' token counts as a Markdown
table, the rung rules and the L5 alias legend.

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
  --encoding NAME  ${ENCODINGS.join(' or ')} (default ${DEFAULT_ENCODING})
  --json           print the ladder as one JSON object instead of Markdown
  --emit DIR       also write each rung's exact text to DIR/<rows>/L0.txt ... L5.txt
  -h, --help       print this help

Exit status: 0 on success, 2 on a usage, input or output error.
`;

/** What `npm run ladder` was asked to do. */
export interface LadderArgs extends CommonArgs {
  /** `--emit DIR`: where to write the rung texts, if anywhere. */
  emit: string | undefined;
  /** `--path KEYS`: the dotted path of the records inside a top-level JSON object, if given. */
  path: string | undefined;
  /** `--flatten`: nested objects become dotted fields. */
  flatten: boolean;
}

/**
 * Parse the arguments after `npm run ladder --` (i.e. `process.argv.slice(2)`).
 * @throws UsageError for an unknown option, a missing option value, an unknown encoding, an
 *   empty or repeated name in `--fields`, an empty `--path` or one with an empty key
 *   (`data..children`), or no FILE (unless `--help`).
 */
export function parseLadderArgs(argv: readonly string[]): LadderArgs {
  const { values, common } = parseCommandLine(argv, {
    emit: { type: 'string' },
    path: { type: 'string' },
    flatten: { type: 'boolean' },
  });
  if (values.emit === '') throw new UsageError('--emit needs a directory');
  let path: string | undefined;
  if (values.path !== undefined) {
    path = values.path.trim();
    if (path === '') throw new UsageError('--path needs dotted keys, e.g. data.children');
    if (path.split('.').some((key) => key === '')) {
      throw new UsageError(`--path has an empty key in ${JSON.stringify(values.path)}; separate keys with single dots`);
    }
  }
  requireFiles(common);
  return { ...common, emit: values.emit, path, flatten: values.flatten ?? false };
}
