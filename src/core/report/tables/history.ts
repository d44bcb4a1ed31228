/**
 * The history tables, built once from a `HistoryReport` for `npm run history` and a History view.
 * Project names, paths and whole call targets appear only when `names` is true (`--include-names`),
 * since a target is often a path; otherwise a target shows its last name only.
 */
import { formatPercentage, percentOf } from '../../analysis/percent.ts';
import type { HistoryReport } from '../../history/history-model.ts';
import type { BillFigures } from '../../history/bill-model.ts';
import { moneyTotal } from '../../history/bill-model.ts';
import { ALL_INPUT, HISTORY_PART_NAMES, allInput, cheapestRepresentation } from '../../history/verdict.ts';
import { quantiles } from '../../history/what-if.ts';
import { formatAmount } from '../../money/currency.ts';
import type { CurrencyCode } from '../../money/prices.ts';
import { REPRESENTATIONS, representationLabel } from '../../representation-list.ts';
import { REASONING_RECORDED } from '../../sessions/model.ts';
import { formatCount, formatInt } from '../../format/numbers.ts';
import type { Cell, Column, ExportTable } from '../table.ts';
import { cell, percentValues } from '../table.ts';

const int = (n: number): Cell => cell(formatInt(n), n);
const text = (t: string | null): Cell => cell(t ?? '–');
const money = (n: number | null, currency: string | null): Cell =>
  n === null ? cell('–') : cell(formatAmount(n, (currency ?? undefined) as CurrencyCode | undefined), n);

/** A share of all input as a cell: `12.34 % of all input`, with its raw values for the CSV. */
function shareCell(n: number, total: number): Cell {
  const p = percentOf(n, total, 'all input');
  return { ...cell(formatPercentage(p), p.value), values: percentValues(p) };
}

// Right-aligned as the numbers beside it, though its cells also name their denominator.
const SHARE: Column = {
  name: 'Share',
  align: 'right',
  quantities: [{ name: 'Share', unit: '%' }, { name: 'Denominator' }],
};
/** The bill as logged (input and output), a figure with its currency sign, right-aligned as every number. */
const billColumn = (report: HistoryReport): Column => ({
  name: 'Bill as logged',
  unit: report.bill.currency ?? 'no price',
  align: 'right',
});

/** A group's bill as logged: its priced requests' input and output, or – where none is priced. */
const billCell = (report: HistoryReport, figures: BillFigures | undefined) =>
  money(figures?.cost ? moneyTotal(figures.cost) : null, report.bill.currency);

/** A call target without its folders (`/home/a/shop/app.ts` → `…/app.ts`) unless names are shown. */
export function shownTarget(target: string | null, names: boolean): string | null {
  if (target === null || names) return target;
  const cut = target.lastIndexOf('/');
  return cut > 0 ? `…${target.slice(cut)}` : target;
}

/** Per session: date, project (with names), host, model, requests, peak window, recorded input and its bill as logged. */
export function historySessionsTable(report: HistoryReport, names: boolean): ExportTable {
  const bills = new Map(report.bill.sessions.map((b) => [b.key, b]));
  return {
    title: `Sessions (${formatInt(report.sessions.length)}; days in ${report.zone})`,
    columns: [
      { name: 'Date' },
      { name: 'Session' },
      ...(names ? [{ name: 'Project' }] : []),
      { name: 'Host' },
      { name: 'Model' },
      { name: 'Steps', unit: 'requests' },
      { name: 'Subagent steps', unit: 'requests' },
      { name: 'Peak window', unit: 'tokens' },
      { name: 'Recorded input', unit: 'tokens' },
      billColumn(report),
    ],
    rows: report.sessions.map((s) => [
      text(s.date),
      text(s.sessionId ?? s.key),
      ...(names ? [text(s.project)] : []),
      text(s.host),
      text(s.model),
      int(s.steps),
      int(s.subagentSteps),
      int(s.peak),
      int(s.recorded),
      billCell(report, bills.get(s.key)),
    ]),
    notes: [
      'Steps: requests counted once (a request a resumed session logs again is counted in the session that made it). Subagents: their files (subagents/agent-*.jsonl) and in-file threads, attached to the session by its id.',
      "Peak window: the largest request's recorded input (else its counted window). Recorded input: Σ of the log's own input sizes. Bill as logged: what its requests' usage records, input and output, each at its model's list price; a request without a price left out, – where none has one.",
    ],
  };
}

/** Per tool: results counted once, their tokens, the provider's count, what later requests carried, and its share of all input. */
export function historyToolsTable(report: HistoryReport): ExportTable {
  const total = allInput(report);
  return {
    title: 'Tools across sessions',
    columns: [
      { name: 'Tool' },
      { name: 'Calls', unit: 'results' },
      { name: 'Result tokens', unit: 'counted' },
      { name: 'Provider tokens', unit: 'from usage', align: 'right' },
      { name: 'Carried', unit: 'input tokens' },
      SHARE,
    ],
    rows: report.tools.map((t) => [
      text(t.tool),
      int(t.calls),
      int(t.tokens),
      t.providerResults === 0
        ? cell('not recovered')
        : cell(
            `${formatInt(t.providerTokens)} (${formatInt(t.providerResults)} of ${formatCount(t.calls, 'result')})`,
            t.providerTokens,
          ),
      int(t.carried),
      shareCell(t.carried, total),
    ]),
    notes: [
      "Result tokens: each result once, counted with its session's model's encoding (o200k_base for GPT-5; cl100k_base for Claude and Gemini, an estimate of their own tokenizers).",
      "Carried: Σ over the counted requests of the tool's results in each window.",
      "Provider tokens: the provider's own count, recovered from the log's usage (input of the next request − input − output of the one before) for each result a request added alone, less the framing estimated from the same log; in brackets, how many results have one. Not recovered: the log's usage allows none.",
      `Share: carried tokens of ${ALL_INPUT}, ${formatInt(total)} tokens.`,
    ],
  };
}

/** The largest results: tokens, tool, session, step and target. */
export function historyLargestTable(report: HistoryReport, names: boolean): ExportTable {
  return {
    title: 'The largest tool results',
    columns: [
      { name: 'Tokens', unit: 'counted' },
      { name: 'Tool' },
      { name: 'Session' },
      { name: 'Step', align: 'right' },
      { name: 'Target' },
    ],
    rows: report.largest.map((r) => [
      int(r.tokens),
      text(r.tool),
      text(r.session),
      r.step === null ? cell('not read') : int(r.step),
      text(shownTarget(r.target, names)),
    ]),
  };
}

/** Per part of the window: tokens over every counted request, and the share of all input. */
export function historyPartsTable(report: HistoryReport): ExportTable {
  const total = allInput(report);
  const rows = (Object.entries(report.parts) as [keyof typeof HISTORY_PART_NAMES, number][]).filter(([, n]) => n > 0);
  return {
    title: 'Where the window goes, by part',
    columns: [{ name: 'Part' }, { name: 'Input', unit: 'tokens' }, SHARE],
    rows: rows.map(([p, n]) => [text(HISTORY_PART_NAMES[p]), int(n), shareCell(n, total)]),
    notes: [
      `Σ over the counted requests of each window's part. Share: of ${ALL_INPUT}, ${formatInt(total)} tokens.`,
      `${REASONING_RECORDED}: the reasoning_output_tokens a Codex log records for a turn's earlier requests, which stay in the window; not in the log: recorded − counted − that reasoning.`,
    ],
  };
}

/** Per day (in the history's zone): sessions, requests, recorded input, input and the bill as logged. */
export function historyDaysTable(report: HistoryReport): ExportTable {
  const bills = new Map(report.bill.byDay.map((b) => [b.day, b]));
  return {
    title: `Per day (${report.zone})`,
    columns: [
      { name: 'Day' },
      { name: 'Sessions' },
      { name: 'Requests' },
      { name: 'Recorded input', unit: 'tokens' },
      { name: 'Input', unit: 'tokens' },
      billColumn(report),
    ],
    rows: report.days.map((d) => [
      text(d.day),
      int(d.sessions),
      int(d.requests),
      int(d.recorded),
      int(d.input),
      billCell(report, bills.get(d.day)),
    ]),
    notes: [
      `A request's day is the date of its timestamp in ${report.zone}. Bill as logged: its requests' usage, input and output, each at its model's list price.`,
    ],
  };
}

/** Each strategy over every session: input after, saved, share, and the distribution of the per-session savings. */
export function historyStrategiesTable(report: HistoryReport): ExportTable {
  const total = allInput(report);
  return {
    title: 'What-if: each strategy applied to every session',
    columns: [
      { name: 'Strategy' },
      { name: 'Input after', unit: 'tokens' },
      { name: 'Saved', unit: 'tokens' },
      SHARE,
      { name: 'Per session: median / p90 / max saved', unit: "% of the session's input", align: 'right' },
    ],
    rows: report.strategies.map((s) => {
      const after = report.sessions.reduce((t, row) => t + (row.replayed[s.id] ?? 0), 0);
      const perSession = report.sessions
        .filter((row) => row.input > 0)
        .map((row) => ((row.input - (row.replayed[s.id] ?? 0)) / row.input) * 100);
      const q = quantiles(perSession);
      return [
        text(s.name),
        int(after),
        int(total - after),
        shareCell(total - after, total),
        cell(q ? `${q.median.toFixed(2)} / ${q.p90.toFixed(2)} / ${q.max.toFixed(2)}` : '–'),
      ];
    }),
    notes: [
      `Share: saved tokens of ${ALL_INPUT}, ${formatInt(total)} tokens. Each request keeps what the log does not show.`,
    ],
  };
}

/** Per tool with JSON-record results: the cheapest rung or format over all of them, and what it saves. */
export function historyRerepresentTable(report: HistoryReport): ExportTable {
  const tools = report.tools.filter((t) => t.jsonResults > 0);
  return {
    title: 'What-if: JSON results in their cheapest rung or format, by tool',
    columns: [
      { name: 'Tool' },
      { name: 'JSON results', unit: 'of all its results', align: 'right' },
      { name: 'As logged', unit: 'tokens' },
      { name: 'Cheapest' },
      { name: 'Written so', unit: 'tokens' },
      { name: 'Saved over requests', unit: 'input tokens' },
    ],
    rows: tools.map((t) => {
      const best = cheapestRepresentation(t)!;
      return [
        text(t.tool),
        cell(`${formatInt(t.jsonResults)} of ${formatInt(t.calls)}`, t.jsonResults),
        int(t.jsonTokens),
        text(representationLabel(REPRESENTATIONS[best.index]!)),
        int(best.tokens),
        int(t.jsonCarried - best.carried),
      ];
    }),
    notes: [
      ...(tools.length === 0
        ? [
            report.rerepresented
              ? 'No JSON-record result: no tool returned JSON records to write in other rungs and formats.'
              : 'Not measured: the re-representation was skipped (--skip-rerepresent).',
          ]
        : []),
      "Every JSON-record result written in each of the ladder's rungs and formats and counted; the cheapest over all of a tool's results. A projected rung (L2–L5) keeps every field here. Saved over requests: the tokens saved × the requests that carried each result.",
    ],
  };
}

/** Files skipped and warnings, with the file (a path only with names shown). */
export function historyProblemsTable(report: HistoryReport, shownFile: (f: string) => string): ExportTable {
  return {
    title: `Skipped files and warnings (${formatInt(report.files)} files read)`,
    columns: [{ name: 'File' }, { name: 'What' }],
    rows: [
      ...report.skipped.map((s) => [text(shownFile(s.file)), text(`skipped: ${s.reason}`)]),
      ...report.warnings.map((w) => [text(shownFile(w.file)), text(w.message)]),
    ],
    notes: [
      `Duplicates counted once (by the logs' own ids: Claude Code message.id + requestId, Codex token_count time + totals, Gemini message id; results by call id): ${formatInt(report.duplicateSteps)} requests, ${formatInt(report.duplicateResults)} results.`,
    ],
  };
}

/**
 * Every history table in the order the CLI prints them and the History view shows them:
 * sessions, tools, the largest results, parts, days, strategies, re-representation, problems.
 * `shownFile` writes a file's name in the problems table (its whole path only when `names`).
 */
export function historyTables(report: HistoryReport, names: boolean, shownFile: (f: string) => string): ExportTable[] {
  return [
    historySessionsTable(report, names),
    historyToolsTable(report),
    historyLargestTable(report, names),
    historyPartsTable(report),
    historyDaysTable(report),
    historyStrategiesTable(report),
    historyRerepresentTable(report),
    historyProblemsTable(report, shownFile),
  ];
}
