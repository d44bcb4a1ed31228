/**
 * The Markdown report of `npm run simulate`: the growth view's summary table (the one the page shows and
 * exports) with the inputs, the profiled request and every step; every number from `computeGrowth`.
 */
import type { GrowthLimit } from '../../core/conversation/window-limit.ts';
import { growthLimitSource } from '../../core/conversation/window-limit.ts';
import { formatPercentage } from '../../core/analysis/percent.ts';
import type { Component } from '../../core/conversation/model.ts';
import { COMPONENTS, COMPONENT_NAMES } from '../../core/conversation/model.ts';
import type { RequestFormat } from '../../core/conversation/request-trace.ts';
import { REQUEST_FORMAT_NAMES } from '../../core/conversation/request-trace.ts';
import { shareOfRequest } from '../../core/conversation/profile.ts';
import type { EncodingName } from '../../core/tokenizer/tokenizer.ts';
import type { GrowthSeries } from '../../core/conversation/growth.ts';
import type { SimForm } from '../../core/conversation/sim-form.ts';
import {
  formatCount,
  formatInt,
  formatPriceFigure,
  formatRows,
  formatSteps,
  formatTokens,
} from '../../core/format/numbers.ts';
import type { Cell } from '../../core/report/table.ts';
import { cell, inlineText, markdownGrid, tableToMarkdown } from '../../core/report/table.ts';
import { growthTable } from '../../core/report/tables/growth.ts';
import type { ModelPrice } from '../../core/money/prices.ts';
import { priceSourceLine } from '../../core/money/prices.ts';
import { codeSpan } from '../transport/markdown.ts';

/** A profiled request body, as the Profile panel shows it. */
export interface ProfileReport {
  /** The request's name: its file's base name. */
  name: string;
  format: RequestFormat;
  /** Tokens of the whole window by component. */
  byComponent: Record<Component, number>;
  /** Tokens of the whole window. */
  total: number;
  /** Tool calls found (each one a step of the replay). */
  toolCalls: number;
  warnings: string[];
}

/** What the Conversation growth view shows for one set of inputs. */
export interface SimulateReport {
  encoding: EncodingName;
  /** The simulator's inputs: the config's settings over the page's defaults. */
  inputs: SimForm;
  /** The window limit in effect: the config's `limit`, else `--model`'s context window (computeGrowth's). */
  limit: GrowthLimit;
  /** `--model`: the catalogue row the costs use (with its currency); absent: the config's typed prices. */
  price?: ModelPrice;
  /** Tokens of `inputs.placeholder` in {@link encoding}. */
  placeholderTokens: number;
  /** No compaction, compaction, and the second strategy if any (computeGrowth's series). */
  series: GrowthSeries[];
  /** computeGrowth's warnings (a link that fell back on the typed size, …). */
  warnings: string[];
  /** The request body given with `--request`, if any. */
  profile?: ProfileReport;
  /** The MCP transport linked responses travel over, when `inputs.viaTransport` applies. */
  transport?: string;
}

/** What a compaction step's `*` means, under the per-step table. */
export const COMPACTION_NOTE =
  '\\* compaction ran at this step: the tool results older than those kept raw were replaced by the placeholder (and notes), so this request re-reads the window from the first changed part at the full price.';

/**
 * A table of texts without title or notes. `align` has one letter per column, `l` (left) or `r`
 * (right), as the old report laid them out.
 */
function grid(headers: readonly string[], align: string, rows: readonly (readonly string[])[]): string[] {
  return markdownGrid({
    columns: headers.map((name, i) => ({ name, align: align[i] === 'r' ? 'right' : 'left' })),
    rows: rows.map((row) => row.map((text): Cell => cell(text))),
  });
}

/** `none`, `the newest tool result`, `the newest 3 tool results`. */
function keptRaw(keepLast: number): string {
  if (keepLast === 0) return 'none';
  return keepLast === 1 ? 'the newest tool result' : `the newest ${formatInt(keepLast)} tool results`;
}

/** `OpenAI Chat Completions` / `Anthropic Messages`. */
export function formatName(format: RequestFormat): string {
  return REQUEST_FORMAT_NAMES[format];
}

/** The profiled request as the Profile panel's table: one row per component but placeholders and notes, with its share of that request. */
function profileLines(profile: ProfileReport, encoding: EncodingName): string[] {
  const calls = formatCount(profile.toolCalls, 'tool call');
  const lines = [
    `Request ${inlineText(profile.name)}: ${formatName(profile.format)}, ${calls}, ${formatTokens(profile.total)} in all ` +
      `(${encoding} tokens of the texts the model reads, without the API's message framing).`,
    '',
    ...grid(
      ['component', 'tokens', 'share'],
      'lrr',
      COMPONENTS.filter((c) => c !== 'placeholders' && c !== 'notes').map((c) => [
        COMPONENT_NAMES[c],
        formatInt(profile.byComponent[c]),
        formatPercentage(shareOfRequest(profile, c)),
      ]),
    ),
  ];
  if (profile.warnings.length > 0) lines.push('', ...profile.warnings.map((w) => `- ${inlineText(w)}`));
  lines.push('');
  return lines;
}

/** `L0 at 100 rows`, with ` over mcp-2025` when the response is costed as a call. */
function linkText(link: { id: string; rows: number }, report: SimulateReport): string {
  const via = report.inputs.viaTransport && report.transport !== undefined ? ` over ${report.transport}` : '';
  return `${link.id} at ${formatRows(link.rows)}${via}`;
}

/** The inputs table's rows: what was simulated (typed sizes and links, or the replayed request), then compaction, limit and prices. */
function inputRows(report: SimulateReport): string[][] {
  const { inputs } = report;
  const rows: string[][] = [];
  if (inputs.useProfile && report.profile) {
    const steps = report.series[0]?.steps.length ?? 0;
    rows.push(['replayed request', `${report.profile.name}: ${formatSteps(steps)}`]);
  } else {
    const called = inputs.link !== null && inputs.viaTransport;
    rows.push(
      ['system prompt', formatTokens(inputs.system)],
      ['tool definitions', formatTokens(inputs.tools)],
      ['user message', formatTokens(inputs.user)],
      ['steps', formatInt(inputs.steps)],
      ['model response', `${formatTokens(inputs.modelResponse)} per step`],
      [
        'tool request',
        called
          ? `the call's request (${linkText(inputs.link!, report)})`
          : `${formatTokens(inputs.toolRequest)} per step`,
      ],
      [
        'tool response',
        inputs.link === null
          ? `${formatTokens(inputs.toolResponse)} per step`
          : `linked: ${linkText(inputs.link, report)}`,
      ],
    );
    if (inputs.compare !== null)
      rows.push(['second strategy', `compaction, tool response linked: ${linkText(inputs.compare, report)}`]);
  }
  const placeholder = inputs.placeholder === '' ? '(empty)' : codeSpan(inputs.placeholder);
  const mode =
    inputs.mode.kind === 'every-step'
      ? 'every step'
      : `when a request would exceed ${formatTokens(inputs.mode.inputTokens)}`;
  rows.push(
    ['placeholder', `${placeholder} (${formatTokens(report.placeholderTokens)})`],
    ['notes', `${formatTokens(inputs.notes)} per compacted result`],
    ['kept raw', keptRaw(inputs.keepLast)],
    ['compaction runs', mode],
    [
      'context limit',
      report.limit.source.kind === 'typed'
        ? formatTokens(report.limit.tokens)
        : `${formatTokens(report.limit.tokens)} (${growthLimitSource(report.limit)})`,
    ],
    report.price
      ? ['price', priceSourceLine(report.price)]
      : [
          'price',
          `${formatPriceFigure(inputs.price)} per million input tokens, ${formatPriceFigure(inputs.cachedPrice)} cached`,
        ],
  );
  return rows;
}

/**
 * The report as Markdown in the page's order, ending with one `\n`: encoding, the profiled request, the
 * warnings, the inputs, the growth summary per series, then every step's input per series (compaction
 * steps marked `*` and explained).
 */
export function simulateMarkdown(report: SimulateReport): string {
  const { series } = report;
  const lines: string[] = [`${report.encoding} tokens`, ''];
  if (report.profile) lines.push(...profileLines(report.profile, report.encoding));
  if (report.warnings.length > 0) lines.push(...report.warnings.map((w) => `Warning: ${inlineText(w)}`), '');

  lines.push('Inputs:', '', ...grid(['input', 'value'], 'll', inputRows(report)), '');
  lines.push(tableToMarkdown(growthTable(series, report.limit.tokens, report.price?.currency)));

  const steps = series[0]?.summary.steps ?? 0;
  lines.push('Input tokens of each request:', '');
  lines.push(
    ...grid(
      ['step', ...series.map((s) => s.name)],
      'r'.repeat(series.length + 1),
      Array.from({ length: steps }, (_, i) => [
        formatInt(series[0]!.steps[i]!.step),
        ...series.map((s) => `${formatInt(s.steps[i]!.total)}${s.steps[i]!.compacted ? '*' : ''}`),
      ]),
    ),
  );
  if (series.some((s) => s.steps.some((p) => p.compacted))) lines.push('', COMPACTION_NOTE);

  return lines.join('\n') + '\n';
}
