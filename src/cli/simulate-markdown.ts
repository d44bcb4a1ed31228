/**
 * The Markdown report of `npm run simulate`: pure formatting of a computed {@link SimulateReport}
 * (every number in it comes from `computeGrowth` over `src/core/conversation`, as on the page).
 */
import { formatPercentage, percentOf } from '../core/analysis/percent.ts';
import type { Component } from '../core/conversation/model.ts';
import { COMPONENTS, COMPONENT_NAMES } from '../core/conversation/model.ts';
import type { RequestFormat } from '../core/conversation/request-trace.ts';
import type { EncodingName } from '../core/tokenizer/tokenizer.ts';
import type { GrowthSeries } from '../core/conversation/growth.ts';
import type { SimForm } from '../core/conversation/sim-form.ts';
import { formatCount } from './markdown.ts';
import { codeSpan } from './transport-markdown.ts';

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

/** Money as the page writes it: at least 2 and at most 4 decimals, no currency. */
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** A price or cost: `0.0383`, `38.25`, `3.00`. */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

/** Text for one Markdown line or table cell: `|` escaped, line breaks as spaces. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n|\r/g, ' ');
}

function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

/** A table's header and alignment rows; `align` has one letter per column, `l` or `r`. */
function head(cells: readonly string[], align: string): string[] {
  return [row(cells), row(cells.map((_, i) => (align[i] === 'r' ? '---:' : '---')))];
}

/** `1 token`, `5,000 tokens`. */
function tokens(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'token' : 'tokens'}`;
}

/** `none`, `the newest tool result`, `the newest 3 tool results`. */
function keptRaw(keepLast: number): string {
  if (keepLast === 0) return 'none';
  return keepLast === 1 ? 'the newest tool result' : `the newest ${formatCount(keepLast)} tool results`;
}

/** `OpenAI Chat Completions` / `Anthropic Messages`. */
export function formatName(format: RequestFormat): string {
  return format === 'openai-chat' ? 'OpenAI Chat Completions' : 'Anthropic Messages';
}

/** The profiled request as the Profile panel's table: one row per component but placeholders and notes, with its share of the window. */
function profileLines(profile: ProfileReport, encoding: EncodingName): string[] {
  const calls = `${formatCount(profile.toolCalls)} tool ${profile.toolCalls === 1 ? 'call' : 'calls'}`;
  const lines = [
    `Request ${cell(profile.name)}: ${formatName(profile.format)}, ${calls}, ${tokens(profile.total)} in all ` +
      `(${encoding} tokens of the texts the model reads, without the API's message framing).`,
    '',
    ...head(['component', 'tokens', 'share'], 'lrr'),
  ];
  for (const c of COMPONENTS.filter((c) => c !== 'placeholders' && c !== 'notes')) {
    lines.push(
      row([
        COMPONENT_NAMES[c],
        formatCount(profile.byComponent[c]),
        formatPercentage(percentOf(profile.byComponent[c], profile.total, 'the window')),
      ]),
    );
  }
  if (profile.warnings.length > 0) lines.push('', ...profile.warnings.map((w) => `- ${cell(w)}`));
  lines.push('');
  return lines;
}

/** `L0 at 100 rows`, with ` over mcp-2025` when the response is costed as a call. */
function linkText(link: { id: string; rows: number }, report: SimulateReport): string {
  const via = report.inputs.viaTransport && report.transport !== undefined ? ` over ${report.transport}` : '';
  return `${cell(link.id)} at ${formatCount(link.rows)} ${link.rows === 1 ? 'row' : 'rows'}${via}`;
}

/** The inputs table's rows: what was simulated (typed sizes and links, or the replayed request), then compaction, limit and prices. */
function inputRows(report: SimulateReport): string[][] {
  const { inputs } = report;
  const rows: string[][] = [];
  if (inputs.useProfile && report.profile) {
    const steps = report.series[0]?.steps.length ?? 0;
    rows.push([
      'replayed request',
      `${cell(report.profile.name)}: ${formatCount(steps)} ${steps === 1 ? 'step' : 'steps'}`,
    ]);
  } else {
    const called = inputs.link !== null && inputs.viaTransport;
    rows.push(
      ['system prompt', tokens(inputs.system)],
      ['tool definitions', tokens(inputs.tools)],
      ['user message', tokens(inputs.user)],
      ['steps', formatCount(inputs.steps)],
      ['model response', `${tokens(inputs.modelResponse)} per step`],
      [
        'tool request',
        called ? `the call's request (${linkText(inputs.link!, report)})` : `${tokens(inputs.toolRequest)} per step`,
      ],
      [
        'tool response',
        inputs.link === null ? `${tokens(inputs.toolResponse)} per step` : `linked: ${linkText(inputs.link, report)}`,
      ],
    );
    if (inputs.compare !== null)
      rows.push(['second strategy', `compaction, tool response linked: ${linkText(inputs.compare, report)}`]);
  }
  const placeholder = inputs.placeholder === '' ? '(empty)' : codeSpan(inputs.placeholder);
  const mode =
    inputs.mode.kind === 'every-step' ? 'every step' : `when a request would exceed ${tokens(inputs.mode.inputTokens)}`;
  rows.push(
    ['placeholder', `${cell(placeholder)} (${tokens(report.placeholderTokens)})`],
    ['notes', `${tokens(inputs.notes)} per compacted result`],
    ['kept raw', keptRaw(inputs.keepLast)],
    ['compaction runs', mode],
    ['context limit', tokens(inputs.limit)],
    ['price', `${formatMoney(inputs.price)} per million input tokens, ${formatMoney(inputs.cachedPrice)} cached`],
  );
  return rows;
}

/**
 * The report as Markdown, in the order of the page: a line naming the encoding; the profiled
 * request's table (with `--request`); computeGrowth's warnings; the inputs in one table; the
 * totals per series (`| series | total | mean | median | saved | over LIMIT from step | cost per
 * session | per 1,000 sessions |`: mean and median rounded, saved with its percentage of no
 * compaction, `never` when no step is over the limit); then the input tokens of every step,
 * one column per series, compaction steps marked `*` and explained. Sections are separated by
 * blank lines; the text ends with one `\n`.
 */
export function simulateMarkdown(report: SimulateReport): string {
  const { series } = report;
  const lines: string[] = [`${report.encoding} tokens`, ''];
  if (report.profile) lines.push(...profileLines(report.profile, report.encoding));
  if (report.warnings.length > 0) lines.push(...report.warnings.map((w) => `Warning: ${cell(w)}`), '');

  lines.push('Inputs:', '', ...head(['input', 'value'], 'll'));
  for (const r of inputRows(report)) lines.push(row(r));
  lines.push('');

  const steps = series[0]?.summary.steps ?? 0;
  lines.push(
    `Totals over ${formatCount(steps)} ${steps === 1 ? 'step' : 'steps'}: input tokens summed over every request of one session. ` +
      "Cost counts each request's prefix identical to the previous request at the cached price.",
    '',
  );
  lines.push(
    ...head(
      [
        'series',
        'total',
        'mean',
        'median',
        'saved',
        `over ${formatCount(report.inputs.limit)} from step`,
        'cost per session',
        'per 1,000 sessions',
      ],
      'lrrrrrrr',
    ),
  );
  for (const s of series) {
    lines.push(
      row([
        cell(s.name),
        formatCount(s.summary.total),
        formatCount(Math.round(s.summary.mean)),
        formatCount(Math.round(s.summary.median)),
        s.saving ? `${formatCount(s.saving.saved)} (${formatPercentage(s.saving.percent)})` : '–',
        s.crossesLimitAt !== undefined ? formatCount(s.crossesLimitAt) : 'never',
        formatMoney(s.cost),
        formatMoney(s.cost * 1000),
      ]),
    );
  }
  lines.push('');

  lines.push('Input tokens of each request:', '');
  lines.push(...head(['step', ...series.map((s) => cell(s.name))], 'r'.repeat(series.length + 1)));
  for (let i = 0; i < steps; i++) {
    const step = series[0]!.steps[i]!.step;
    lines.push(
      row([
        formatCount(step),
        ...series.map((s) => `${formatCount(s.steps[i]!.total)}${s.steps[i]!.compacted ? '*' : ''}`),
      ]),
    );
  }
  if (series.some((s) => s.steps.some((p) => p.compacted))) lines.push('', COMPACTION_NOTE);

  return lines.join('\n') + '\n';
}
