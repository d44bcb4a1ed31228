/** `npm run mcp`: its `--help` text and its arguments. */
import { wrapHelp } from '../args/help.ts';
import type { JsonObject } from '../../core/json-value.ts';
import { isJsonObject } from '../../core/json-value.ts';
import { DEFAULT_ENCODING, ENCODINGS } from '../../core/tokenizer/tokenizer.ts';
import type { HostSpec } from '../../core/mcp/host-texts.ts';
import { hostIds } from '../../core/mcp/host-texts.ts';
import { PLACEHOLDER_NAMES } from '../../core/hosts/template.ts';
import { parseHost } from '../transport/args.ts';
import type { CommonArgs } from '../args/parse.ts';
import { parseCommandLine, parseWholeNumber, stringOptions } from '../args/parse.ts';
import { UsageError } from '../args/usage-error.ts';
import type { ReviewArgs } from './review-args.ts';
import { REVIEW_HELP, REVIEW_HOST, REVIEW_OPTIONS, parseReviewArgs, reviewWanted } from './review-args.ts';

/** Seconds a request may take by default (a server that does not answer in 30 s). */
export const DEFAULT_TIMEOUT_SECONDS = 30;
/** The largest result read by default, in MiB: the page's input limit (50 MB), which opens the capture. */
export const DEFAULT_MAX_RESULT_MB = 50;

/** The `--help` text of `npm run mcp`. */
export const MCP_USAGE = wrapHelp(`Usage: npm run -s mcp -- [options] -- COMMAND [ARGS...]
       npm run -s mcp -- [options] --url URL [--header 'Name: value']...
       npm run -s mcp -- [options] --builtin
       npm run -s mcp -- [options] --capture FILE
       npm run -s mcp -- diff A B [options]   (two versions compared: npm run -s mcp -- diff --help)

Connects to your MCP server with the official TypeScript SDK (over stdio: COMMAND is started and
spoken to on stdin/stdout; over HTTP: Streamable HTTP, and SSE when the URL refuses it) and
reports: the server's name and version; the tokens of its instructions; its tools/list as the
host injects it, per tool (largest first, each a share of the whole list's tokens); its
resources and prompts lists where it offers them; each --call's result under every host
profile; and deferred tools (names and a tool-search tool up front, definitions fetched on
demand) against every definition up front. --builtin does the last for the article's contract,
without a server.

Options:
  --host ID            the host whose tools/list is reported: ${hostIds().join(', ')}
                       (default wire: the JSON-RPC messages, the article's; with --anatomy, --budget
                       or --baseline: ${REVIEW_HOST}; calls are counted under every host)
  --host-template T    the custom host's text of a result (with --host custom; default {text});
                       placeholders ${PLACEHOLDER_NAMES}
  --call NAME          call the tool NAME (repeatable, in order)
  --args JSON          the arguments of the --call before it, a JSON object (default {})
  --ladder             also put each call's records through the ladder, as the page would
  --limits             the calls' results per tool (p50, p95, largest; --call a tool again for more)
                       against Claude Code's limits, and the rung or format that would fit; text,
                       or --markdown, or --json
  --fields a,b         the fields the ladder keeps (default: every field)
  --deferred N         deferred tools with N definitions fetched per session (default: the table)
  --save FILE          write a capture (server, lists, calls, results, times) as JSON
  --header 'N: v'      an HTTP header for --url (repeatable); values are never printed or saved
  --env NAME=VALUE     an environment variable for COMMAND (repeatable); values never printed or saved
  --timeout SECONDS    how long one request may take (default ${DEFAULT_TIMEOUT_SECONDS})
  --max-result-mb N    refuse a result (over stdio: a message) over N MiB (default ${DEFAULT_MAX_RESULT_MB})
  --model ID           count in that model's encoding; --encoding NAME: ${ENCODINGS.join(' or ')}
                       (default ${DEFAULT_ENCODING})
${REVIEW_HELP}
  --json               print one JSON object instead of Markdown
  -h, --help           print this help

Example:
  npm run -s mcp -- --call echo --args '{"message":"hi"}' -- npx -y @modelcontextprotocol/server-everything
  npm run -s mcp -- --anatomy --budget 2000 -- npx -y @modelcontextprotocol/server-everything
  npm run -s mcp -- --limits --call echo --args '{"message":"hi"}' --call get-sum --args '{"a":1,"b":2}' -- npx -y @modelcontextprotocol/server-everything

Exit status: 0 on success (also when a call returns isError: it is counted like any result, and
with --budget or --max-increase when within them), 1 when the tools list is over --budget or
grew past --max-increase (a line on stderr names the tools and parts that grew), 2 on a usage
error, an unreadable capture, a server that cannot be reached, exits, writes garbage, does not
answer in time or sends a result over the limit, or a --call of a tool the server does not list
and refuses (its error quoted).
`);

/** What `npm run mcp` was asked to do. */
export interface McpArgs extends Omit<CommonArgs, 'files'> {
  /** The server: a command and its arguments, a URL, or none (`--builtin`). */
  server:
    | { kind: 'stdio'; command: string; args: string[]; env: Record<string, string> }
    | { kind: 'http'; url: string; headers: Record<string, string> }
    | { kind: 'capture'; file: string }
    | { kind: 'builtin' };
  host: HostSpec;
  calls: { name: string; arguments: JsonObject }[];
  ladder: boolean;
  /** `--limits`: the calls' results against Claude Code's limits instead of the report. */
  limits: boolean;
  deferred: number | undefined;
  save: string | undefined;
  timeoutMs: number;
  maxResultBytes: number;
  review: ReviewArgs;
}

/** `Name: value` → [name, value]. */
function header(text: string): [string, string] {
  const colon = text.indexOf(':');
  const name = colon === -1 ? '' : text.slice(0, colon).trim();
  if (name === '' || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
    throw new UsageError(`--header needs 'Name: value', got a text without a header name before ':'`);
  return [name, text.slice(colon + 1).trim()];
}

/** `NAME=VALUE` → [name, value]. */
function envVar(text: string): [string, string] {
  const eq = text.indexOf('=');
  if (eq <= 0) throw new UsageError('--env needs NAME=VALUE');
  return [text.slice(0, eq), text.slice(eq + 1)];
}

/** `--args`' JSON object; the message never repeats the text (it may hold a secret). */
function callArguments(text: string, tool: string): JsonObject {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UsageError(`--args of --call ${tool} is not valid JSON`);
  }
  if (!isJsonObject(value)) throw new UsageError(`--args of --call ${tool} must be a JSON object`);
  return value;
}

/** A positive number of `--option` (decimals allowed). */
function positive(option: string, value: string): number {
  const n = Number(value.trim());
  if (value.trim() === '' || !Number.isFinite(n) || n <= 0)
    throw new UsageError(`--${option} needs a positive number, got ${JSON.stringify(value)}`);
  return n;
}

/**
 * Parse the arguments after `npm run mcp --`: options, then `--` and the server's command.
 * @throws UsageError for what `parseCommandLine` refuses, no server or two, a misplaced or non-object
 * `--args`, a bad option value, or `--header` without `--url` (`--env` without a command).
 */
export function parseMcpArgs(argv: readonly string[]): McpArgs {
  const { values, tokens, common } = parseCommandLine(argv, {
    ...stringOptions('host', 'host-template', 'url', 'save', 'timeout', 'max-result-mb', 'deferred', 'capture'),
    ...REVIEW_OPTIONS,
    header: { type: 'string', multiple: true },
    env: { type: 'string', multiple: true },
    call: { type: 'string', multiple: true },
    args: { type: 'string', multiple: true },
    ladder: { type: 'boolean' },
    limits: { type: 'boolean' },
    builtin: { type: 'boolean' },
  });
  const { files: positionals, ...rest } = common;
  const calls: McpArgs['calls'] = [];
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    if (token.name === 'call') {
      if (!token.value?.trim()) throw new UsageError('--call needs a tool name');
      calls.push({ name: token.value, arguments: {} });
    } else if (token.name === 'args') {
      const last = calls.at(-1);
      if (!last) throw new UsageError('--args must follow the --call it is for');
      last.arguments = callArguments(token.value ?? '', last.name);
    }
  }
  const review = parseReviewArgs(values);
  const host = parseHost(values.host ?? (reviewWanted(review) ? REVIEW_HOST : undefined), values['host-template']);
  const headers = Object.fromEntries((values.header ?? []).map(header));
  const env = Object.fromEntries((values.env ?? []).map(envVar));
  const given = [
    positionals.length > 0,
    values.url !== undefined,
    values.builtin === true,
    values.capture !== undefined,
  ];
  const count = given.filter(Boolean).length;
  if (count !== 1 && !common.help)
    throw new UsageError(
      count === 0
        ? 'no server: give -- COMMAND ARGS..., --url URL, --capture FILE or --builtin'
        : 'give one server only',
    );
  if (values.capture !== undefined && (calls.length > 0 || values.save !== undefined))
    throw new UsageError('--capture reads a saved server: --call and --save need a live one');
  if (values.builtin && reviewWanted(review)) throw new UsageError('--anatomy, --budget and --baseline need a server');
  if (values.header && values.url === undefined) throw new UsageError('--header needs --url');
  if (values.env && positionals.length === 0) throw new UsageError('--env needs a COMMAND after --');
  if (values.builtin && calls.length > 0) throw new UsageError('--call needs a server, not --builtin');
  if (values.builtin && values.limits)
    throw new UsageError('--limits needs the results of --call on a server or in --capture');
  let server: McpArgs['server'] = { kind: 'builtin' };
  if (values.capture !== undefined) {
    server = { kind: 'capture', file: values.capture };
  } else if (values.url !== undefined) {
    if (!URL.canParse(values.url) || !/^https?:$/.test(new URL(values.url).protocol))
      throw new UsageError('--url needs an http:// or https:// URL');
    server = { kind: 'http', url: values.url, headers };
  } else if (positionals.length > 0) {
    server = { kind: 'stdio', command: positionals[0]!, args: positionals.slice(1), env };
  }
  const deferred =
    values.deferred === undefined ? undefined : parseWholeNumber('deferred', values.deferred, 'a whole number');
  return {
    ...rest,
    server,
    host,
    calls,
    ladder: values.ladder ?? false,
    limits: values.limits ?? false,
    deferred,
    save: values.save === '' ? failEmptySave() : values.save,
    timeoutMs: Math.round(positive('timeout', values.timeout ?? String(DEFAULT_TIMEOUT_SECONDS)) * 1000),
    maxResultBytes: Math.round(
      positive('max-result-mb', values['max-result-mb'] ?? String(DEFAULT_MAX_RESULT_MB)) * 1024 * 1024,
    ),
    review,
  };
}

function failEmptySave(): never {
  throw new UsageError('--save needs a file');
}
