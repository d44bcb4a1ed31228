/**
 * `npm run -s simulate -- --config FILE …`: the Conversation growth view in a terminal, by the page's own
 * `computeGrowth` fed what the page would hold (config over `DEFAULT_SIM`, `--data`'s ladder, `--request`'s
 * profile); this file only reads, checks, counts and prints (docs/cli.md, "simulate").
 */
import { basename } from 'node:path';
import { formatById, isFormatId } from '../../core/formats.ts';
import type { CurrencyCode } from '../../core/models/catalogue.ts';
import type { Component } from '../../core/conversation/model.ts';
import type { TraceProfile } from '../../core/conversation/profile.ts';
import { profileTrace } from '../../core/conversation/profile.ts';
import { parseRequestBody } from '../../core/conversation/request-body.ts';
import type { StepInput } from '../../core/conversation/simulate.ts';
import type { SeriesSummary } from '../../core/conversation/summary.ts';
import { parseJsonLocated } from '../../core/input/json-syntax.ts';
import { describeValue } from '../../core/describe-value.ts';
import { isJsonObject } from '../../core/json-value.ts';
import type { Ladder } from '../../core/ladder/ladder.ts';
import { computeLadder } from '../../core/ladder/ladder.ts';
import { RUNG_IDS } from '../../core/ladder/rungs.ts';
import type { EncodingName } from '../../core/tokenizer/tokenizer.ts';
import { nodeCounter } from '../../node/counter.ts';
import { DEFAULT_CALL, callSettingsOf } from '../../core/mcp/call-form.ts';
import { computeGrowth } from '../../core/conversation/growth.ts';
import { inputPrices } from '../../core/money/choice.ts';
import { modelInfo } from '../../core/models/model-match.ts';
import { modelPrice } from '../../core/money/prices.ts';
import type { GrowthSeries } from '../../core/conversation/growth.ts';
import type { ResponseLink, SimForm } from '../../core/conversation/sim-form.ts';
import { DEFAULT_SIM } from '../../core/conversation/sim-form.ts';
import { SIM_RULES, isSimField } from '../../core/conversation/sim-validate.ts';
import type { SimulateArgs } from './args.ts';
import { SIMULATE_USAGE, parseSimulateArgs } from './args.ts';
import type { CliOutput } from '../runner.ts';
import { CliError } from '../cli-error.ts';
import { chooseFields, readDatasets, readText } from '../read-files.ts';
import { processOutput, runCli, runIfMain } from '../runner.ts';
import type { ProfileReport, SimulateReport } from './markdown.ts';
import { simulateMarkdown } from './markdown.ts';

/** `an object`, `an array`, a number as written, …, a short string quoted. */
const describe = (value: unknown) => describeValue(value, { quoteStrings: true, showNumbers: true });

/**
 * The simulator settings in the config `text` (read from `source`) over {@link DEFAULT_SIM}.
 * @throws InputError for empty text or invalid JSON; CliError for a config that is not an object, an
 * unknown setting, or a value its setting does not take.
 */
export function readSimConfig(text: string, source: string): Partial<SimForm> {
  const parsed = parseJsonLocated(text, source);
  if (!isJsonObject(parsed))
    throw new CliError(`${source}: expected a JSON object of simulator settings, found ${describe(parsed)}`);
  const config: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!isSimField(key)) {
      throw new CliError(
        `${source}: unknown setting ${JSON.stringify(key)}; the settings are ${Object.keys(SIM_RULES).join(', ')}`,
      );
    }
    const rule = SIM_RULES[key];
    if (!rule.check(value))
      throw new CliError(`${source}: ${JSON.stringify(key)} must be ${rule.expected}, found ${describe(value)}`);
    config[key] = value;
  }
  return config as Partial<SimForm>;
}

/** The links of `form` that point at the ladder, named by their setting. */
function linksOf(form: SimForm): { setting: 'link' | 'compare'; link: ResponseLink }[] {
  return (['link', 'compare'] as const).flatMap((setting) => (form[setting] ? [{ setting, link: form[setting] }] : []));
}

/**
 * Checks each link against what the ladder will hold, before anything is counted.
 * @throws CliError naming the setting: no `--data`, an unknown id, a format not in `--formats`, or
 * rows no data file has.
 */
function checkLinks(form: SimForm, args: SimulateArgs, rowsOf: readonly number[], config: string): void {
  for (const { setting, link } of linksOf(form)) {
    const what = `${config}: ${setting} ${JSON.stringify(link.id)} at ${link.rows} rows`;
    if (args.data.length === 0)
      throw new CliError(`${what} needs a ladder: give --data FILE... (JSON arrays of records, one scale each)`);
    const isRung = (RUNG_IDS as readonly string[]).includes(link.id);
    if (!isRung && !isFormatId(link.id))
      throw new CliError(`${what}: ${JSON.stringify(link.id)} is not a rung (${RUNG_IDS.join(', ')}) or a format id`);
    if (!isRung && !(args.formats as readonly string[]).includes(link.id))
      throw new CliError(`${what}: add the format with --formats ${link.id}`);
    if (!rowsOf.includes(link.rows)) {
      const have = [...new Set(rowsOf)].join(', ');
      throw new CliError(`${what}: no --data file has ${link.rows} rows (the files have ${have})`);
    }
  }
}

/** The profile of a request body as the report shows it. */
function profileReport(name: string, profile: TraceProfile): ProfileReport {
  return {
    name,
    format: profile.format,
    byComponent: profile.byComponent,
    total: profile.total,
    toolCalls: profile.conversation.steps.length,
    warnings: profile.warnings,
  };
}

/** The `--json` object of `npm run simulate`. A percentage of a 0-token baseline (NaN) prints as null. */
export interface SimulateJson {
  encoding: EncodingName;
  inputs: SimForm;
  /** The window limit in tokens: `inputs.limit`, or with it null `--model`'s context window (128,000 without one). */
  limit: number;
  placeholderTokens: number;
  /**
   * The input prices every `cost` is at, per million tokens: `--model`'s list prices in their currency,
   * else the config's (`price`, `cachedPrice`; currency null: their own units); null for none.
   */
  prices: SimulatePrices | null;
  /** The currency of every series' `cost` (null: the config's own units, or no price). */
  currency: CurrencyCode | null;
  /** With `--request`: the profiled request body. */
  profile?: {
    source: string;
    format: string;
    total: number;
    byComponent: Record<Component, number>;
    toolCalls: number;
    warnings: string[];
  };
  /** computeGrowth's warnings (empty when every link was found). */
  warnings: string[];
  series: {
    id: GrowthSeries['id'];
    name: string;
    summary: SeriesSummary;
    /** Tokens saved against no compaction, and the percentage of it; null for the baseline. */
    saving: { saved: number; percent: { value: number; denominator: string } } | null;
    /** First step over the limit; null for never. */
    crossesLimitAt: number | null;
    /** Input cost of one session, in the price's currency; null without a price (an open `--model`, none in the config). */
    cost: number | null;
    /** What rewrites of the window cost the prompt cache (computeGrowth's `cacheBreak`). */
    cacheBreak: GrowthSeries['cacheBreak'];
    steps: StepInput[];
  }[];
}

/** The prices a simulation's costs are at: whose, in which currency, per million tokens. */
export interface SimulatePrices {
  from: 'model' | 'config';
  /** `--model`'s catalogue id, or null. */
  model: string | null;
  currency: CurrencyCode | null;
  perMillion: number;
  cachedPerMillion: number;
  /** Written to the prompt cache, where the model's vendor charges for it apart. */
  writePerMillion?: number;
}

/** The report as the plain object `--json` prints, with the `prices` it was costed at. */
export function simulateJson(report: SimulateReport, prices: SimulatePrices | null = null): SimulateJson {
  return {
    encoding: report.encoding,
    inputs: report.inputs,
    limit: report.limit.tokens,
    placeholderTokens: report.placeholderTokens,
    prices,
    currency: prices?.currency ?? null,
    ...(report.profile
      ? {
          profile: {
            source: report.profile.name,
            format: report.profile.format,
            total: report.profile.total,
            byComponent: report.profile.byComponent,
            toolCalls: report.profile.toolCalls,
            warnings: report.profile.warnings,
          },
        }
      : {}),
    warnings: report.warnings,
    series: report.series.map((s) => ({
      id: s.id,
      name: s.name,
      summary: s.summary,
      saving: s.saving
        ? {
            saved: s.saving.saved,
            percent: { value: s.saving.percent.value, denominator: s.saving.percent.denominator },
          }
        : null,
      crossesLimitAt: s.crossesLimitAt ?? null,
      cost: s.cost,
      cacheBreak: s.cacheBreak,
      steps: s.steps.map(({ step, total, byComponent, cachedPrefix, reread, compacted }) => ({
        step,
        total,
        byComponent,
        cachedPrefix,
        reread,
        compacted,
      })),
    })),
  };
}

/**
 * Run `npm run simulate` with `argv` (the arguments after `--`), returning the exit status: 0 (also for
 * `--help`), or 2 after one `simulate: …` line on stderr (usage, file, JSON, setting, link, field, body or
 * a replay without tool calls). Files are read relative to the current directory.
 */
export function runSimulateCli(argv: readonly string[], output: CliOutput = processOutput): number {
  return runCli('simulate', argv, output, parseSimulateArgs, SIMULATE_USAGE, (args) => {
    const config = readSimConfig(readText(args.config), args.config);
    if (config.useProfile === true && args.request === undefined) {
      throw new CliError(`${args.config}: useProfile replays a real request: give --request BODY.json`);
    }
    // A request given is replayed unless the config says not to (the page's toggle).
    const form: SimForm = { ...DEFAULT_SIM, useProfile: args.request !== undefined, ...config };

    const datasets = readDatasets(args.data);
    const fields = datasets.length > 0 ? chooseFields(datasets, args.fields) : [];
    checkLinks(
      form,
      args,
      datasets.map((d) => d.records.length),
      args.config,
    );

    const counter = nodeCounter(args.encoding);
    let ladder: Ladder | undefined;
    if (linksOf(form).length > 0) {
      const calls = form.viaTransport
        ? { transport: args.transport, settings: callSettingsOf(DEFAULT_CALL, fields) }
        : undefined;
      ladder = computeLadder(datasets, fields, counter, args.formats.map(formatById), calls);
    }

    let profile: ProfileReport | undefined;
    let profiled: { name: string; conversation: TraceProfile['conversation'] } | undefined;
    if (args.request !== undefined) {
      const name = basename(args.request);
      const traced = profileTrace(parseRequestBody(readText(args.request), args.request), counter);
      profile = profileReport(name, traced);
      profiled = { name, conversation: traced.conversation };
    }

    const counts = { [form.placeholder]: counter.count(form.placeholder) };
    const price = args.model === undefined ? undefined : modelPrice(args.model);
    // An open --model has no list price: the config's prices when it types both, else none (no
    // figure from the simulator's defaults).
    const unpriced =
      args.model !== undefined && !price && (config.price === undefined || config.cachedPrice === undefined);
    if (unpriced)
      output.stderr(
        `simulate: ${modelInfo(args.model!)?.name ?? args.model} is open-weight: no price: give price and cachedPrice in the config\n`,
      );
    const growth = computeGrowth(
      form,
      ladder,
      counts,
      profiled,
      price ? inputPrices(price) : unpriced ? null : undefined,
      args.model,
    );
    if (!growth.ready) throw new CliError(growth.reason);

    const report: SimulateReport = {
      encoding: args.encoding,
      inputs: form,
      limit: growth.limit,
      ...(price ? { price } : {}),
      placeholderTokens: growth.placeholderTokens,
      series: growth.series,
      warnings: growth.warnings,
      ...(profile ? { profile } : {}),
      ...(ladder?.transport !== undefined ? { transport: ladder.transport } : {}),
    };
    // Core says a price is missing; the command says how to give one, once.
    const markdown = () =>
      simulateMarkdown(report) + (price ? '' : '\nMoney: no price: give price and cachedPrice in the config.\n');
    const prices: SimulatePrices | null = price
      ? { from: 'model', model: price.id, currency: price.currency, ...inputPrices(price) }
      : unpriced
        ? null
        : {
            from: 'config',
            model: args.model ?? null,
            currency: null,
            perMillion: form.price,
            cachedPerMillion: form.cachedPrice,
          };
    output.stdout(args.json ? `${JSON.stringify(simulateJson(report, prices), null, 2)}\n` : markdown());
    return 0;
  });
}

runIfMain(import.meta.url, runSimulateCli);
