/**
 * Command-line arguments of `npm run ladder`, `npm run savings` and `npm run transport`, parsed
 * with `node:util` parseArgs and validated (encoding known, field list well formed, rows, rungs,
 * formats and transport valid) before any file is read.
 */
import { parseArgs } from 'node:util';
import type { FormatId } from '../core/formats.ts';
import { FORMAT_IDS, isFormatId } from '../core/formats.ts';
import type { RungId } from '../core/ladder/rungs.ts';
import { RUNG_IDS } from '../core/ladder/rungs.ts';
import type { Transport } from '../core/mcp/revisions.ts';
import { TRANSPORTS, isTransport } from '../core/mcp/revisions.ts';
import { DEFAULT_CALL } from '../core/mcp/call-form.ts';
import type { EncodingName } from '../core/tokenizer/tokenizer.ts';
import { DEFAULT_ENCODING, ENCODINGS, isEncodingName } from '../core/tokenizer/tokenizer.ts';

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
  /** `--path KEYS`: the dotted path of the records inside a top-level JSON object, if given. */
  path: string | undefined;
  /** `--flatten`: nested objects become dotted fields. */
  flatten: boolean;
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
  values: {
    fields?: string | undefined;
    encoding?: string | undefined;
    json?: boolean | undefined;
    help?: boolean | undefined;
  },
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
 *   empty or repeated name in `--fields`, an empty `--path` or one with an empty key
 *   (`data..children`), or no FILE (unless `--help`).
 */
export function parseLadderArgs(argv: readonly string[]): LadderArgs {
  const { values, positionals } = parseOrThrowUsage(() =>
    parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: { ...COMMON_OPTIONS, emit: { type: 'string' }, path: { type: 'string' }, flatten: { type: 'boolean' } },
    }),
  );
  const common = commonArgs(values, positionals);
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
    if (!/^\d+$/.test(values.at.trim()))
      throw new UsageError(`--at needs a row count (a whole number), got ${JSON.stringify(values.at)}`);
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

/** The transports `npm run transport` compares with the command line: every MCP one. */
export const MCP_TRANSPORTS = TRANSPORTS.filter((t): t is Exclude<Transport, 'cli'> => t !== 'cli');

/** The `--help` text of `npm run transport`. */
export const TRANSPORT_USAGE = `Usage: npm run -s transport -- [options] FILE...

What one call costs over MCP against the same call as a command line, as the dashboard's
Transport view shows it: each FILE is a JSON array of records and becomes one scale (rows = its
record count), in the order given. For every rung (and added format) at every scale, prints the
tokens of the tools/call request and result, of the command line and the payload it prints, the
overhead (request + result) - (command line + payload) and the " characters in the payload;
then the tools/list results a host loads for the tool (minimal and structured profiles, 2025 and
2026-07-28 shapes, generated from the largest FILE) against the schema response.

Options:
  --fields a,b,c       fields the call asks for (and the rungs L2-L5 keep), in this order
                       (default: every field of the data, in order of first appearance)
  --encoding NAME      ${ENCODINGS.join(' or ')} (default ${DEFAULT_ENCODING})
  --formats LIST       also cost these formats as calls: ${FORMAT_IDS.join(', ')}
  --transport NAME     ${MCP_TRANSPORTS.join(', ')} (default mcp-2025, the article's)
  --tool NAME          the list tool called (default ${DEFAULT_CALL.tool}); the generated tools/list
                       names its tools after it (tasks_list, tasks_distinct, tasks_schema)
  --id N               the JSON-RPC id of the call (default ${DEFAULT_CALL.id})
  --command TEMPLATE   the command line making the same call; {fields} stands for the fields,
                       space-separated (default: ${DEFAULT_CALL.commandTemplate})
  --utf8               leave non-ASCII as UTF-8 in MCP messages (default: \\uXXXX escapes)
  --schema FILE        the schema response the tool lists are compared with
                       (default: generated from the largest FILE)
  --tools-list FILE    a real tools/list result to count beside the generated ones
  --json               print one JSON object instead of Markdown
  -h, --help           print this help

Exit status: 0 on success, 2 on a usage, input or output error.
`;

/** What `npm run transport` was asked to do. */
export interface TransportArgs extends CommonArgs {
  /** `--formats`: the added formats, in the page's order (empty by default). */
  formats: FormatId[];
  /** `--transport`: an MCP transport, mcp-2025 by default. */
  transport: Exclude<Transport, 'cli'>;
  /** `--tool`: the list tool's name. */
  tool: string;
  /** `--id`: the JSON-RPC id. */
  id: number;
  /** `--command`: the command line template (`{fields}` for the fields). */
  commandTemplate: string;
  /** Escape non-ASCII as `\uXXXX` (the default; `--utf8` turns it off). */
  ascii: boolean;
  /** `--schema FILE`: the schema response's file; undefined for the generated one. */
  schema: string | undefined;
  /** `--tools-list FILE`: a real tools/list result's file, if any. */
  toolsList: string | undefined;
}

/**
 * Parse the arguments after `npm run transport --` (i.e. `process.argv.slice(2)`).
 * @throws UsageError for what {@link parseLadderArgs} refuses (but `--emit`), an unknown or
 *   repeated format in `--formats`, a `--transport` that is not an MCP transport, an empty
 *   `--tool`, `--command`, `--schema` or `--tools-list`, or an `--id` that is not a whole number.
 */
export function parseTransportArgs(argv: readonly string[]): TransportArgs {
  const { values, positionals } = parseOrThrowUsage(() =>
    parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        ...COMMON_OPTIONS,
        formats: { type: 'string' },
        transport: { type: 'string' },
        tool: { type: 'string' },
        id: { type: 'string' },
        command: { type: 'string' },
        utf8: { type: 'boolean' },
        schema: { type: 'string' },
        'tools-list': { type: 'string' },
      },
    }),
  );
  const common = commonArgs(values, positionals);
  const formats = values.formats === undefined ? [] : parseFormatList(values.formats);
  const transport = values.transport ?? 'mcp-2025';
  if (!isTransport(transport) || transport === 'cli') {
    const hint = transport === 'cli' ? ' (every call is compared with the command line already)' : '';
    throw new UsageError(
      `--transport ${JSON.stringify(transport)} is not an MCP transport${hint}; use ${MCP_TRANSPORTS.join(', ')}`,
    );
  }
  const tool = values.tool ?? DEFAULT_CALL.tool;
  if (tool.trim() === '') throw new UsageError('--tool needs a tool name');
  let id = DEFAULT_CALL.id;
  if (values.id !== undefined) {
    if (!/^\d+$/.test(values.id.trim()))
      throw new UsageError(`--id needs a whole number, got ${JSON.stringify(values.id)}`);
    id = Number(values.id.trim());
    if (!Number.isSafeInteger(id)) throw new UsageError(`--id ${values.id.trim()} is too large`);
  }
  const commandTemplate = values.command ?? DEFAULT_CALL.commandTemplate;
  if (commandTemplate.trim() === '') throw new UsageError('--command needs a command line template');
  if (values.schema === '') throw new UsageError('--schema needs a file');
  if (values['tools-list'] === '') throw new UsageError('--tools-list needs a file');
  requireFiles(common);
  return {
    ...common,
    formats,
    transport,
    tool,
    id,
    commandTemplate,
    ascii: !(values.utf8 ?? false),
    schema: values.schema,
    toolsList: values['tools-list'],
  };
}

/** `toon, CSV` → `['csv', 'toon']`: format ids (any case), in the page's order; none unknown, none twice. */
function parseFormatList(list: string): FormatId[] {
  const names = list.split(',').map((name) => name.trim().toLowerCase());
  if (names.some((name) => name === '')) {
    throw new UsageError(`--formats has an empty name in ${JSON.stringify(list)}; separate formats with single commas`);
  }
  const unknown = names.find((name) => !isFormatId(name));
  if (unknown !== undefined)
    throw new UsageError(`--formats: unknown format ${JSON.stringify(unknown)}; use ${FORMAT_IDS.join(', ')}`);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice !== undefined) throw new UsageError(`--formats names ${twice} twice`);
  return FORMAT_IDS.filter((id) => names.includes(id));
}

/** `L5, l4` → `['L4', 'L5']`: rung ids (any case), in rung order; none unknown, none twice. */
function parseRungList(list: string): RungId[] {
  const names = list.split(',').map((name) => name.trim().toUpperCase());
  if (names.some((name) => name === '')) {
    throw new UsageError(
      `--custom-rungs has an empty name in ${JSON.stringify(list)}; separate rungs with single commas`,
    );
  }
  const unknown = names.filter((name) => !(RUNG_IDS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new UsageError(`--custom-rungs: unknown rung ${JSON.stringify(unknown[0])}; use ${RUNG_IDS.join(', ')}`);
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

/** The `--help` text of `npm run simulate`. */
export const SIMULATE_USAGE = `Usage: npm run -s simulate -- --config FILE [options]

Conversation growth, as the dashboard's Conversation growth view shows it: the input tokens of
every request of an agent loop with and without compaction (and, if chosen, compaction with the
tool response linked to a second rung). FILE is a JSON object with any of the simulator's
settings; the others take the page's defaults (the second seed article's turn one over 25 steps):
  system, tools, user, modelResponse, toolRequest, toolResponse   tokens
  steps (1-5000), keepLast, notes, limit, price, cachedPrice, breakdownStep
  placeholder ("..." text, counted in the encoding)
  mode ({"kind": "every-step"} or {"kind": "trigger", "inputTokens": N})
  link, compare ({"id": "L0", "rows": 100}: a rung or format of the ladder of --data)
  viaTransport (true: linked responses costed as MCP calls), useProfile (needs --request)
Prints the inputs, the totals per series (total, mean, median, saved, first step over the limit,
cost) and the input tokens of every step.

Options:
  --config FILE        the simulator settings (a JSON object); required
  --data FILE...       data files for the ladder that link and compare point at: each a JSON array
                       of records, one scale each (rows = its record count)
  --fields a,b,c       fields kept by the projected rungs L2-L5 and asked for by the call
                       (default: every field of the data, in order of first appearance)
  --formats LIST       also put these formats on the ladder: ${FORMAT_IDS.join(', ')}
  --transport NAME     with viaTransport: ${MCP_TRANSPORTS.join(', ')} (default mcp-2025)
  --request FILE       a real request body (OpenAI Chat Completions or Anthropic Messages):
                       print its profile and replay it (useProfile defaults to true)
  --encoding NAME      ${ENCODINGS.join(' or ')} (default ${DEFAULT_ENCODING})
  --json               print one JSON object instead of Markdown
  -h, --help           print this help

Exit status: 0 on success, 2 on a usage, input or output error.
`;

/** What `npm run simulate` was asked to do. */
export interface SimulateArgs {
  /** `--config FILE` (empty only with {@link help}). */
  config: string;
  /** `--data` files (repeatable, and any FILE after it), in the order given; empty without a ladder. */
  data: string[];
  /** `--fields`, in the order given; undefined for every field of the data. */
  fields: string[] | undefined;
  /** `--formats`: the added formats, in the page's order (empty by default). */
  formats: FormatId[];
  /** `--transport`: the MCP transport linked responses travel over with viaTransport. */
  transport: Exclude<Transport, 'cli'>;
  /** `--request FILE`: a request body to profile and replay, if any. */
  request: string | undefined;
  encoding: EncodingName;
  json: boolean;
  help: boolean;
}

/**
 * Parse the arguments after `npm run simulate --` (i.e. `process.argv.slice(2)`).
 * @throws UsageError for an unknown option, a missing option value, an unknown encoding, format or
 *   transport, a malformed `--fields`, no `--config` (unless `--help`), an empty path, a FILE
 *   without `--data`, or `--fields`/`--formats` without `--data`.
 */
export function parseSimulateArgs(argv: readonly string[]): SimulateArgs {
  const { values, positionals, tokens } = parseOrThrowUsage(() =>
    parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      tokens: true,
      options: {
        ...COMMON_OPTIONS,
        config: { type: 'string' },
        data: { type: 'string', multiple: true },
        formats: { type: 'string' },
        transport: { type: 'string' },
        request: { type: 'string' },
      },
    }),
  );
  const common = commonArgs(values, []);
  if (positionals.length > 0 && values.data === undefined) {
    throw new UsageError(`unexpected argument ${JSON.stringify(positionals[0])}: data files go after --data`);
  }
  // The --data values and the FILEs after them, in the order of the command line.
  const data = tokens.flatMap((token) => {
    if (token.kind === 'positional') return [token.value];
    return token.kind === 'option' && token.name === 'data' ? [token.value ?? ''] : [];
  });
  if (data.some((file) => file === '')) throw new UsageError('--data needs a file');
  if (values.config === '') throw new UsageError('--config needs a file');
  if (values.request === '') throw new UsageError('--request needs a file');
  const formats = values.formats === undefined ? [] : parseFormatList(values.formats);
  const transport = values.transport ?? 'mcp-2025';
  if (!isTransport(transport) || transport === 'cli') {
    throw new UsageError(
      `--transport ${JSON.stringify(transport)} is not an MCP transport; use ${MCP_TRANSPORTS.join(', ')}`,
    );
  }
  if (data.length === 0) {
    if (common.fields !== undefined) throw new UsageError('--fields needs --data FILE...');
    if (formats.length > 0) throw new UsageError('--formats needs --data FILE...');
  }
  if (values.config === undefined && !common.help) throw new UsageError('no --config FILE given');
  return {
    config: values.config ?? '',
    data,
    fields: common.fields,
    formats,
    transport,
    request: values.request,
    encoding: common.encoding,
    json: common.json,
    help: common.help,
  };
}
