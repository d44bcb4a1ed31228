/**
 * `npm run -s savings`: the Savings and Break-even views' numbers, and with `--verdict` the
 * verdict, from the page's own functions (`core/analysis/current.ts`, `core/verdict/verdict.ts`)
 * fed the state the page would hold; this file only reads, counts and prints. Options: `--help`.
 */
import type { BreakEven } from '../../core/analysis/break-even.ts';
import type { Baseline, MoveSaving } from '../../core/analysis/moves.ts';
import { computeLadder, largestDataset } from '../../core/ladder/ladder.ts';
import type { Ladder } from '../../core/ladder/ladder.ts';
import type { RungId } from '../../core/ladder/rungs.ts';
import { stripBom } from '../../core/input/bom.ts';
import { aliasLegend, assignAliases } from '../../core/serializers/aliases.ts';
import { defaultSchemaResponse } from '../../core/analysis/schema-response.ts';
import type { EncodingName, TokenCounter } from '../../core/tokenizer/tokenizer.ts';
import { nodeCounter } from '../../node/counter.ts';
import { currentSavingsViews } from '../../core/analysis/current.ts';
import { SAVINGS_USAGE, parseSavingsArgs } from './args.ts';
import type { CountedSessionText, SessionInputs } from './verdict.ts';
import { verdictJson, verdictOf, verdictText } from './verdict.ts';
import type { CliOutput } from '../runner.ts';
import { CliError } from '../cli-error.ts';
import { chooseFields, readDatasets, readText } from '../read-files.ts';
import { processOutput, runCli, runIfMain } from '../runner.ts';
import type { SavingsReport } from './markdown.ts';
import { savingsCsv, savingsMarkdown } from './markdown.ts';
import { canFit } from '../../core/report/tables/savings.ts';
import { formatRows } from '../../core/format/numbers.ts';
import { fieldPathsOf } from '../../core/fields/field-tree.ts';
import type { EstimateContext } from '../../core/models/calibration-words.ts';
import { modelEstimate } from '../../core/sessions/model-calibration.ts';
import { callFor, callSettingsOf, DEFAULT_CALL } from '../../core/mcp/call-form.ts';

export type { CountedSessionText, SessionInputs } from './verdict.ts';

/**
 * The savings report of `ladder` exactly as the page computes it, from the state the page would
 * hold; without `at`, core's `detailScale`. A FILE is own data, so the default baseline is as received.
 * @throws RangeError when the ladder has no scale, or none with `at` rows.
 */
export function buildSavingsReport(
  ladder: Ladder,
  texts: SessionInputs,
  at: number | undefined,
  baseline: Baseline,
  estimate?: EstimateContext,
): SavingsReport {
  if (at !== undefined && !ladder.scales.some((scale) => scale.rows === at))
    throw new RangeError(`no scale has ${at} rows`);
  const { schema, legend, custom } = texts;
  const state = {
    result: {
      status: 'ready' as const,
      ladder,
      schema: { text: schema.text, tokens: schema.tokens },
      legend: { text: legend.text, tokens: legend.tokens },
    },
    detailRows: at ?? null,
    session: { schema: null, legend: null, custom: custom?.text ?? '', customNeededBy: custom?.neededBy ?? [] },
    sessionCounts: custom ? { [custom.text]: custom.tokens } : {},
    baseline,
  };
  const { savings, scaling, ordering, detailRows, sessionTexts: counted, breakEvens } = currentSavingsViews(state);
  if (detailRows === undefined || !ordering || !counted || !breakEvens) throw new RangeError('the ladder has no scale');
  const files: Record<string, string | undefined> = { schema: schema.file, legend: legend.file, custom: custom?.file };
  return {
    ladder,
    encoding: ladder.encoding,
    fields: [...ladder.fields],
    at: detailRows,
    baseline,
    savings,
    scaling,
    ordering,
    // The page always lists a custom text (0 tokens while empty); the report only when one was given.
    sessionTexts: counted
      .filter((text) => text.id !== 'custom' || custom)
      .map((text) => ({ ...text, file: files[text.id] })),
    breakEvens,
    ...(estimate ? { estimate } : {}),
  };
}

/** A move's saving as `--json` prints it. */
function savingJson(saving: MoveSaving) {
  const { move, before, after, saved, percent } = saving;
  return {
    id: move.id,
    from: move.from,
    to: move.to,
    before,
    after,
    saved,
    percent: { value: percent.value, denominator: percent.denominator },
  };
}

/** The `--json` object of `npm run savings`. A percentage of a 0-token rung (NaN) prints as null. */
export interface SavingsJson {
  encoding: EncodingName;
  fields: string[];
  at: number;
  /** What every percentage is of (`--base`): `move`, `L0` or `as-received`. */
  baseline: Baseline;
  savings: { rows: number; moves: ReturnType<typeof savingJson>[] }[];
  ordering: {
    name: string;
    steps: (ReturnType<typeof savingJson> & { name: string })[];
    total: ReturnType<typeof savingJson>;
  }[];
  sessionTexts: { id: string; name: string; tokens: number; neededBy: string[] }[];
  breakEven: {
    id: string;
    from: RungId;
    to: RungId;
    oneTime: number;
    savingPerQuery: number;
    breakEven: BreakEven;
    net: { queries: number; tokens: number }[];
  }[];
}

/** The report as the plain object `--json` prints. */
export function savingsJson(report: SavingsReport): SavingsJson {
  return {
    encoding: report.encoding,
    fields: report.fields,
    at: report.at,
    baseline: report.baseline,
    savings: report.savings.map((scale) => ({ rows: scale[0]?.rows ?? 0, moves: scale.map(savingJson) })),
    ordering: report.ordering.map((path) => ({
      name: path.name,
      steps: path.steps.map((step) => ({ ...savingJson(step), name: step.move.name })),
      total: savingJson(path.total),
    })),
    sessionTexts: report.sessionTexts.map(({ id, name, tokens, neededBy }) => ({
      id,
      name,
      tokens,
      neededBy: [...neededBy],
    })),
    breakEven: report.breakEvens.map(({ move, oneTime, savingPerQuery, breakEven, net }) => ({
      id: move.id,
      from: move.from,
      to: move.to,
      oneTime,
      savingPerQuery,
      breakEven,
      net: net.map(({ queries, tokens }) => ({ queries, tokens })),
    })),
  };
}

/** A session text read from `file` (a leading byte-order mark dropped, as a pasted text has none) and counted. */
function readSessionText(file: string, counter: TokenCounter): CountedSessionText {
  const text = stripBom(readText(file));
  return { text, tokens: counter.count(text), file };
}

/** `text` counted, generated rather than read. */
function generated(text: string, counter: TokenCounter): CountedSessionText {
  return { text, tokens: counter.count(text) };
}

/**
 * Run `npm run savings` with `argv` (after `--`), files relative to the current directory: 0 on
 * success or `--help`, 2 after one `savings: …` line on stderr for a usage, file or input error.
 */
export function runSavingsCli(argv: readonly string[], output: CliOutput = processOutput): number {
  return runCli('savings', argv, output, parseSavingsArgs, SAVINGS_USAGE, (args) => {
    // The array each FILE's records come from is named on stderr (`using data.items`), as ladder does.
    const readOptions = args.path === undefined ? {} : { path: args.path };
    const datasets = readDatasets(args.files, readOptions, (line) => output.stderr(`savings: ${line}\n`));
    const fields = chooseFields(datasets, args.fields);
    if (args.at !== undefined && !datasets.some((dataset) => dataset.records.length === args.at)) {
      const rows = [...new Set(datasets.map((dataset) => dataset.records.length))].map(formatRows).join(', ');
      throw new CliError(`--at ${args.at}: no FILE has ${formatRows(args.at)}; the files have ${rows}`);
    }
    const counter = nodeCounter(args.encoding);
    const available = fieldPathsOf(datasets.flatMap((d) => d.records));
    // With --transport, every row is also costed as one call, as the page's ladder is over MCP.
    const calls = args.transport && {
      transport: args.transport,
      settings: {
        ...callSettingsOf(callFor(DEFAULT_CALL, available), fields),
        ...(args.host && args.host.id !== 'wire' ? { host: args.host } : {}),
      },
    };
    const ladder = computeLadder(datasets, fields, counter, [], calls || undefined);
    const texts: SessionInputs = {
      schema:
        args.schema === undefined
          ? generated(defaultSchemaResponse(largestDataset(datasets).records), counter)
          : readSessionText(args.schema, counter),
      legend:
        args.legend === undefined
          ? generated(aliasLegend(fields, assignAliases(fields)), counter)
          : readSessionText(args.legend, counter),
      ...(args.custom === undefined
        ? {}
        : { custom: { ...readSessionText(args.custom, counter), neededBy: args.customRungs } }),
    };
    if (args.verdict) {
      const verdict = verdictOf(ladder, texts, args, available);
      output.stdout(args.json ? `${JSON.stringify(verdictJson(verdict, args), null, 2)}\n` : verdictText(verdict));
      return 0;
    }
    // `--model` Claude or Gemini: each count says it is an estimate, as on the page without a log.
    const estimate = args.estimateFor === undefined ? undefined : modelEstimate([], args.estimateFor, ladder.encoding);
    const report = buildSavingsReport(ladder, texts, args.at, args.base, estimate);

    if (args.csv === 'fits' && !canFit(ladder))
      throw new CliError('--csv fits needs files of two or more row counts: a line needs two points');
    if (args.json) output.stdout(`${JSON.stringify(savingsJson(report), null, 2)}\n`);
    else output.stdout(args.csv === undefined ? savingsMarkdown(report) : savingsCsv(report, args.csv));
    return 0;
  });
}

runIfMain(import.meta.url, runSavingsCli);
