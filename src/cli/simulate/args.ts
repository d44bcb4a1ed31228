/** `npm run simulate`: its `--help` text and its arguments. */
import { wrapHelp } from '../args/help.ts';
import type { FormatId } from '../../core/formats.ts';
import { FORMAT_IDS } from '../../core/formats.ts';
import type { Transport } from '../../core/mcp/revisions.ts';
import type { EncodingName } from '../../core/tokenizer/tokenizer.ts';
import { parseFormatList } from '../args/lists.ts';
import {
  MCP_TRANSPORTS,
  parseCommandLine,
  parseMcpTransport,
  requireFileValues,
  stringOptions,
  tokenizerHelp,
} from '../args/parse.ts';
import { UsageError } from '../args/usage-error.ts';

/** The `--help` text of `npm run simulate`. */
export const SIMULATE_USAGE = wrapHelp(`Usage: npm run -s simulate -- --config FILE [options]

Conversation growth, as the dashboard's Conversation growth view shows it: the input tokens of
every request of an agent loop with and without compaction (and, if chosen, compaction with the
tool response linked to a second rung). FILE is a JSON object with any of the simulator's
settings; the others take the page's defaults (the second seed article's turn one over 25 steps):
  system, tools, user, modelResponse, toolRequest, toolResponse   tokens
  steps (1-5000), keepLast, notes, limit, price, cachedPrice, breakdownStep
  placeholder ("..." text, counted in the encoding)
  limit (tokens; null, the default: --model's context window, 128000 without --model)
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
                       (default: the config's price and cachedPrice, in their own units)
${tokenizerHelp(19, "cost at this model's list prices, with its currency (an open model: its\n                       tokenizer only, the config's prices)")}
  --json               print one JSON object instead of Markdown
  -h, --help           print this help

Example:
  echo '{"steps": 40}' | npm run -s simulate -- --config - --model gpt-5

Exit status: 0 on success, 2 on a usage, input or output error.
`);

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
  /** `--model ID`: a catalogue row whose prices cost the session; undefined for the config's prices. */
  model: string | undefined;
  /** `--encoding`, else `--model`'s, else cl100k_base. */
  encoding: EncodingName;
  /** A caveat when the counts are not exact for `--model`'s model (`CommonArgs.encodingNote`). */
  encodingNote: string | null;
  json: boolean;
  help: boolean;
}

/**
 * Parse the arguments after `npm run simulate --` (i.e. `process.argv.slice(2)`).
 * @throws UsageError for an unknown or incomplete option or value, no `--config` (unless `--help`), an
 * empty path, a FILE or `--fields`/`--formats` without `--data`, or a `--model` not in the price list.
 */
export function parseSimulateArgs(argv: readonly string[]): SimulateArgs {
  const { values, positionals, tokens, common } = parseCommandLine(argv, {
    ...stringOptions('config', 'formats', 'transport', 'request', 'model'),
    data: { type: 'string', multiple: true },
  });
  if (positionals.length > 0 && values.data === undefined) {
    throw new UsageError(`unexpected argument ${JSON.stringify(positionals[0])}: data files go after --data`);
  }
  // The --data values and the FILEs after them, in the order of the command line.
  const data = tokens.flatMap((token) => {
    if (token.kind === 'positional') return [token.value];
    return token.kind === 'option' && token.name === 'data' ? [token.value ?? ''] : [];
  });
  if (data.some((file) => file === '')) throw new UsageError('--data needs a file');
  requireFileValues(values, ['config', 'request']);
  const formats = values.formats === undefined ? [] : parseFormatList(values.formats);
  const transport = parseMcpTransport(values.transport);
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
    model: common.model,
    encoding: common.encoding,
    encodingNote: common.encodingNote,
    json: common.json,
    help: common.help,
  };
}
