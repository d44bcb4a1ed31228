/** `npm run savings`: its `--help` text and its arguments. */
import { wrapHelp } from '../args/help.ts';
import type { RungId } from '../../core/ladder/rungs.ts';
import { RUNG_IDS } from '../../core/ladder/rungs.ts';
import { parseIdList } from '../args/lists.ts';
import type { CommonArgs } from '../args/parse.ts';
import {
  parseCommandLine,
  parseMcpTransport,
  parseRecordsPath,
  parseWholeNumber,
  requireFileValues,
  requireFiles,
  stringOptions,
  tokenizerHelp,
} from '../args/parse.ts';
import { UsageError } from '../args/usage-error.ts';
import { parseHost } from '../transport/args.ts';
import type { HostSpec } from '../../core/hosts/types.ts';
import type { Transport } from '../../core/mcp/revisions.ts';
import { DEFAULT_SIM } from '../../core/conversation/sim-form.ts';
import { DEFAULT_MODEL_ID } from '../../core/money/choice.ts';
import { BASELINES, isBaseline } from '../../core/analysis/moves.ts';
import type { Baseline } from '../../core/analysis/moves.ts';
import { defaultBaseline } from '../../core/analysis/default-baseline.ts';

/** The tables `--csv` can print: the savings, the ordering comparison, the fitted lines, the break-even. */
export const SAVINGS_CSV_TABLES = ['savings', 'ordering', 'fits', 'break-even'] as const;

/** A table `--csv` can print. */
export type SavingsCsvTable = (typeof SAVINGS_CSV_TABLES)[number];

/** The `--help` text of `npm run savings`. */
export const SAVINGS_USAGE = wrapHelp(`Usage: npm run -s savings -- [options] FILE...

Savings and break-even of data files, as the dashboard's Savings and Break-even views show
them: each FILE is a JSON array of records and becomes one scale (rows = its record count), in
the order given. Prints the tokens each move between rungs saves at every scale (with the
percentage and its denominator), the minify/project ordering comparison and the break-even
table at the detail scale, and the session texts the break-even counts.

Options:
  --fields a,b,c       fields kept by the projected rungs L2-L5, in this order
                       (default: every field of the data, in order of first appearance)
${tokenizerHelp(
  21,
  `the verdict's input price (default ${DEFAULT_MODEL_ID}) and the tokenizer; given a
                       Claude or Gemini model, every token figure says it is an estimate (no
                       log calibrates it here); an open model has no list price: the verdict
                       then gives tokens and no money`,
)}
  --json               print one JSON object instead of Markdown
  --csv TABLE          print one table as CSV instead, as the page's Download CSV writes it
                       (raw numbers, one column per quantity): ${SAVINGS_CSV_TABLES.join(', ')}
  --path KEYS          where the records are inside a JSON object, as dotted keys
                       (data.children); without it the one array found is used, named on stderr
  --at ROWS            the detail scale: the FILE with ROWS records
                       (default: 100 rows if given, else the largest FILE)
  --schema FILE        the schema response, needed by every rung L0-L5
                       (default: generated from the largest data set)
  --legend FILE        the alias legend, needed by L5 (default: generated from the fields)
  --custom FILE        a custom one-time text (e.g. instructions for reading a format),
  --custom-rungs LIST  needed by the rungs in LIST, e.g. L4,L5 (the two go together)
  --base BASE          what every percentage is of, as the page's "Percentages of":
                       as-received (the FILE's text as received, the default: a FILE
                       is your own data), L0 (the full pretty JSON) or move (each
                       move's source rung, the seed article's rule; the verdict then
                       compares with L0)
  --verdict            print only the dashboard's verdict card, one line each
  --transport NAME     with --verdict: judge each response as one MCP call (mcp-2025,
                       mcp-2026, mcp-2026-structured), as the page does with an MCP transport
  --host ID            with --transport: whose text of each call is counted (default wire)
  --host-template T    with --host custom: the custom host's text of a result
  --steps N            calls per session in the verdict's per-1,000-sessions cost (default 25)
  -h, --help           print this help

Example:
  npm run -s savings -- --verdict --fields id,status,assignee,priority fixtures/tasks-100.json

Exit status: 0 on success, 2 on a usage, input or output error.
`);

/** What `npm run savings` was asked to do. */
export interface SavingsArgs extends CommonArgs {
  /** `--transport` (with `--verdict`): each response judged as one MCP call; undefined: the payload. */
  transport?: Exclude<Transport, 'cli'>;
  /** `--host` with `--transport`: whose text of each call is counted. */
  host?: HostSpec;
  /** `--path KEYS`: the dotted path of the records inside a top-level JSON object, if given. */
  path: string | undefined;
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
  /** `--csv TABLE`: the table to print as CSV instead of the Markdown report; undefined for the report. */
  csv: SavingsCsvTable | undefined;
  /** `--base`: what the percentages (savings table and verdict) are of; default the text as received. */
  base: Baseline;
  /** `--verdict`: print only the verdict's lines. */
  verdict: boolean;
  /** `--model ID`: the catalogue row the verdict prices input tokens at (default {@link DEFAULT_MODEL_ID}). */
  model: string;
  /**
   * `--model ID` as given, without the verdict's default: the model whose estimate words the
   * tables carry (as `npm run ladder --model`); undefined without `--model`.
   */
  estimateFor: string | undefined;
  /** `--steps N`: calls per session for the verdict. */
  steps: number;
}

/**
 * Parse the arguments after `npm run savings --` (i.e. `process.argv.slice(2)`).
 * @throws UsageError for what `parseLadderArgs` refuses (but `--emit`), or a missing, malformed,
 *   unknown or conflicting savings option (`--at`, `--custom*`, `--csv`, `--model`, `--steps`, `--base`).
 */
export function parseSavingsArgs(argv: readonly string[]): SavingsArgs {
  const { values, common } = parseCommandLine(argv, {
    ...stringOptions(
      'at',
      'schema',
      'legend',
      'custom',
      'custom-rungs',
      'csv',
      'model',
      'steps',
      'base',
      'transport',
      'host',
      'host-template',
      'path',
    ),
    verdict: { type: 'boolean' },
  });
  const csv = values.csv as SavingsCsvTable | undefined;
  if (csv !== undefined && !SAVINGS_CSV_TABLES.includes(csv))
    throw new UsageError(`--csv: unknown table ${JSON.stringify(values.csv)}; use ${SAVINGS_CSV_TABLES.join(', ')}`);
  if (csv !== undefined && common.json) throw new UsageError('--csv and --json each choose the output; give one');
  const model = common.model ?? DEFAULT_MODEL_ID;
  const base = values.base ?? defaultBaseline('own');
  if (!isBaseline(base))
    throw new UsageError(`--base: unknown baseline ${JSON.stringify(values.base)}; use ${BASELINES.join(', ')}`);
  const steps =
    values.steps === undefined ? DEFAULT_SIM.steps : parseWholeNumber('steps', values.steps, 'a number of calls');
  const at = values.at === undefined ? undefined : parseWholeNumber('at', values.at, 'a row count (a whole number)');
  requireFileValues(values, ['schema', 'legend', 'custom']);
  const customRungs =
    values['custom-rungs'] === undefined
      ? []
      : parseIdList(values['custom-rungs'], {
          option: 'custom-rungs',
          noun: 'rung',
          ids: RUNG_IDS,
          normalize: (name) => name.toUpperCase(),
        });
  if (values.custom !== undefined && values['custom-rungs'] === undefined) {
    throw new UsageError('--custom needs --custom-rungs: the rungs whose responses need the text, e.g. L4,L5');
  }
  if (values.custom === undefined && values['custom-rungs'] !== undefined) {
    throw new UsageError('--custom-rungs needs --custom FILE');
  }
  if (values.transport !== undefined && !values.verdict)
    throw new UsageError('--transport applies to --verdict; npm run transport prints every call table');
  if (values.host !== undefined && values.transport === undefined) throw new UsageError('--host needs --transport');
  const transport = values.transport === undefined ? undefined : parseMcpTransport(values.transport);
  const host = parseHost(values.host, values['host-template']);
  requireFiles(common);
  return {
    ...common,
    ...(transport ? { transport, host } : {}),
    at,
    path: parseRecordsPath(values.path),
    schema: values.schema,
    legend: values.legend,
    custom: values.custom,
    customRungs,
    csv,
    base,
    verdict: values.verdict ?? false,
    model,
    estimateFor: common.model,
    steps,
  };
}
