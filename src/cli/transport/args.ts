/** `npm run transport`: its `--help` text and its arguments. */
import { wrapHelp } from '../args/help.ts';
import type { FormatId } from '../../core/formats.ts';
import { FORMAT_IDS } from '../../core/formats.ts';
import { DEFAULT_CALL, OWN_DATA_CALL } from '../../core/mcp/call-form.ts';
import { ROLL_CALL_FIELDS } from '../../core/builtin-data/article-shape.ts';
import type { Transport } from '../../core/mcp/revisions.ts';
import { HOST_IDS } from '../../core/hosts/types.ts';
import type { HostSpec } from '../../core/hosts/types.ts';
import { isHostId } from '../../core/hosts/profiles.ts';
import { PLACEHOLDER_NAMES, templateProblems } from '../../core/hosts/template.ts';
import { parseFormatList } from '../args/lists.ts';
import type { CommonArgs } from '../args/parse.ts';
import {
  MCP_TRANSPORTS,
  parseCommandLine,
  parseMcpTransport,
  parseWholeNumber,
  requireFileValues,
  requireFiles,
  stringOptions,
  tokenizerHelp,
} from '../args/parse.ts';
import { UsageError } from '../args/usage-error.ts';

/** The `--help` text of `npm run transport`. */
export const TRANSPORT_USAGE = wrapHelp(`Usage: npm run -s transport -- [options] FILE...

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
${tokenizerHelp(19, "count with this model's tokenizer")}
  --formats LIST       also cost these formats as calls: ${FORMAT_IDS.join(', ')}
  --transport NAME     ${MCP_TRANSPORTS.join(', ')} (default mcp-2025, the article's)
  --host ID            whose text of each call is counted: ${HOST_IDS.join(', ')}
                       (default wire: the JSON-RPC messages, the article's; a host counts what it
                       hands the model, e.g. codex's "Wall time: … Output:" and compact JSON)
  --host-template T    the custom host's text of a result (with --host custom; default {text});
                       placeholders ${PLACEHOLDER_NAMES}
  --tool NAME          the list tool called (default ${DEFAULT_CALL.tool} for data shaped like the article's,
                       with its fields ${ROLL_CALL_FIELDS.join(', ')}; else ${OWN_DATA_CALL.tool});
                       the generated tools/list names its tools after it (tasks_list, tasks_distinct, tasks_schema)
  --id N               the JSON-RPC id of the call (default ${DEFAULT_CALL.id})
  --command TEMPLATE   the command line making the same call; {fields} stands for the fields,
                       space-separated (default: ${DEFAULT_CALL.commandTemplate})
  --utf8               leave non-ASCII as UTF-8 in MCP messages (default: \\uXXXX escapes)
  --schema FILE        the schema response the tool lists are compared with
                       (default: generated from the largest FILE)
  --tools-list FILE    a real tools/list result to count beside the generated ones: the JSON-RPC
                       response or its {"tools": [...]}, counted as written, or an mcp --save
                       capture, its tools counted as the wire's tools/list; other JSON is refused
  --json               print one JSON object instead of Markdown
  -h, --help           print this help

Example:
  npm run -s transport -- --fields id,status --transport mcp-2025 --host claude-code fixtures/tasks-20.json

Exit status: 0 on success, 2 on a usage, input or output error.
`);

/** What `npm run transport` was asked to do. */
export interface TransportArgs extends CommonArgs {
  /** `--formats`: the added formats, in the page's order (empty by default). */
  formats: FormatId[];
  /** `--transport`: an MCP transport, mcp-2025 by default. */
  transport: Exclude<Transport, 'cli'>;
  /** `--host` (and `--host-template`): the host whose forwarding is counted; the wire by default. */
  host: HostSpec;
  /** `--tool`: the list tool's name; undefined for the default (the article's, or own data's neutral one: `callFor`). */
  tool: string | undefined;
  /** `--id`: the JSON-RPC id. */
  id: number;
  /** `--command`: the command line template (`{fields}` for the fields); undefined for the default, as `tool`. */
  commandTemplate: string | undefined;
  /** Escape non-ASCII as `\uXXXX` (the default; `--utf8` turns it off). */
  ascii: boolean;
  /** `--schema FILE`: the schema response's file; undefined for the generated one. */
  schema: string | undefined;
  /** `--tools-list FILE`: a real tools/list result's file, if any. */
  toolsList: string | undefined;
}

/**
 * Parse the arguments after `npm run transport --` (i.e. `process.argv.slice(2)`).
 * @throws UsageError for what `parseLadderArgs` refuses (but `--emit`), a bad `--formats`, `--transport`,
 * `--host` or `--id`, an empty name or path option, or `--host-template` without `--host custom`.
 */
export function parseTransportArgs(argv: readonly string[]): TransportArgs {
  const { values, common } = parseCommandLine(argv, {
    ...stringOptions('formats', 'transport', 'host', 'host-template', 'tool', 'id', 'command', 'schema', 'tools-list'),
    utf8: { type: 'boolean' },
  });
  const formats = values.formats === undefined ? [] : parseFormatList(values.formats);
  const transport = parseMcpTransport(values.transport, ' (every call is compared with the command line already)');
  const host = parseHost(values.host, values['host-template']);
  const tool = values.tool;
  if (tool !== undefined && tool.trim() === '') throw new UsageError('--tool needs a tool name');
  let id = DEFAULT_CALL.id;
  if (values.id !== undefined) {
    id = parseWholeNumber('id', values.id, 'a whole number');
    if (!Number.isSafeInteger(id)) throw new UsageError(`--id ${values.id.trim()} is too large`);
  }
  const commandTemplate = values.command;
  if (commandTemplate !== undefined && commandTemplate.trim() === '')
    throw new UsageError('--command needs a command line template');
  requireFileValues(values, ['schema', 'tools-list']);
  requireFiles(common);
  return {
    ...common,
    formats,
    transport,
    host,
    tool,
    id,
    commandTemplate,
    ascii: !(values.utf8 ?? false),
    schema: values.schema,
    toolsList: values['tools-list'],
  };
}

/**
 * `--host ID` and `--host-template TEXT` as a host spec (the wire without `--host`).
 * @throws UsageError for an unknown host, a template without `--host custom`, or one with a
 *   placeholder that is not one (core's `templateProblems`).
 */
export function parseHost(id: string | undefined, template: string | undefined): HostSpec {
  const name = id?.trim() ?? 'wire';
  if (!isHostId(name)) throw new UsageError(`--host ${name} is not one of ${HOST_IDS.join(', ')}`);
  if (template !== undefined && name !== 'custom') throw new UsageError('--host-template needs --host custom');
  const [problem] = templateProblems(template ?? '');
  if (problem) throw new UsageError(`--host-template: ${problem}`);
  return template === undefined ? { id: name } : { id: name, template };
}
