/**
 * The history's bill as logged and its cache misses, built once from a `HistoryReport` for
 * `npm run history` and the History view. Projects are named only when `names` is true.
 */
import { PRICES_NOTE, USAGE_COLUMNS } from './bill.ts';
import { formatPercentage, percentOf } from '../../analysis/percent.ts';
import { MISS_CAUSE_NAMES } from '../../bill/words.ts';
import type { BillFigures, HistoryBill, MissFigures } from '../../history/bill-model.ts';
import { moneyInput, moneyTotal } from '../../history/bill-model.ts';
import { INPUT_BILL } from '../../history/bill-words.ts';
import { SESSIONS_LOST_MOST, projectLabels, sessionsLostMost } from '../../history/bill-rank.ts';
import type { HistoryReport } from '../../history/history-model.ts';
import { formatAmount } from '../../money/currency.ts';
import { formatInt } from '../../format/numbers.ts';
import type { Cell, Column, ExportTable } from '../table.ts';
import { cell, intCell, percentValues } from '../table.ts';

const dash = cell('–');
const moneyCell = (bill: HistoryBill, n: number | null): Cell =>
  n === null ? dash : cell(formatAmount(n, bill.currency ?? undefined), n);
const costColumn = (bill: HistoryBill, name: string): Column => ({
  name,
  unit: bill.currency ?? 'no price',
  align: 'right',
});

/** A share of an input bill as a cell, its denominator named; – without one. */
function shareCell(cost: number | null, input: number | null, denominator: string): Cell {
  if (cost === null || !input) return dash;
  const p = percentOf(cost, input, denominator);
  return { ...cell(formatPercentage(p), p.value), values: percentValues(p) };
}

const SHARE = (denominator: string): Column => ({
  name: 'Share',
  unit: `% of ${denominator}`,
  align: 'right',
  quantities: [{ name: 'Share', unit: '%' }, { name: 'Denominator' }],
});

/** The columns and cells of a group's figures: requests, tokens by how billed, money. */
function figureColumns(bill: HistoryBill): Column[] {
  return [
    { name: 'Requests' },
    { name: 'Unpriced', unit: 'requests' },
    ...USAGE_COLUMNS,
    costColumn(bill, 'Input cost'),
    costColumn(bill, 'Output cost'),
    costColumn(bill, 'Total cost'),
  ];
}

function figureCells(bill: HistoryBill, f: BillFigures): Cell[] {
  const { tokens, cost } = f;
  return [
    intCell(f.requests),
    intCell(f.unpriced),
    intCell(tokens.read),
    intCell(tokens.write5m),
    intCell(tokens.write1h),
    intCell(tokens.uncached),
    intCell(tokens.output),
    moneyCell(bill, cost && moneyInput(cost)),
    moneyCell(bill, cost && cost.output),
    moneyCell(bill, cost && moneyTotal(cost)),
  ];
}

/** The whole bill by how each token was billed: tokens and money. */
export function historyBillTable(report: HistoryReport): ExportTable {
  const { bill } = report;
  const { tokens, cost } = bill.total;
  const rows: [string, number, number | null][] = [
    ['Read from the cache', tokens.read, cost && cost.read],
    ['Written to the cache, 5 min', tokens.write5m, cost && cost.write5m],
    ['Written to the cache, 1 h', tokens.write1h, cost && cost.write1h],
    ['Uncached', tokens.uncached, cost && cost.uncached],
    ['Input', tokens.read + tokens.write5m + tokens.write1h + tokens.uncached, cost && moneyInput(cost)],
    ['Output', tokens.output, cost && cost.output],
    [
      'Total',
      tokens.read + tokens.write5m + tokens.write1h + tokens.uncached + tokens.output,
      cost && moneyTotal(cost),
    ],
  ];
  return {
    title: `The bill as logged: ${formatInt(bill.total.requests)} requests over ${formatInt(bill.sessions.length)} sessions`,
    columns: [{ name: 'Billed as' }, { name: 'Tokens', unit: "each model's own" }, costColumn(bill, 'Cost')],
    rows:
      bill.total.requests === 0 ? [] : rows.map(([name, n, money]) => [cell(name), intCell(n), moneyCell(bill, money)]),
    notes: [
      `Each request counted once (one a resumed session logs again, by its id), with its usage record as logged. Unpriced requests: ${formatInt(bill.total.unpriced)}.`,
      PRICES_NOTE,
      ...(bill.unsplit > 0
        ? [
            `${formatInt(bill.unsplit)} requests give their writes without the 5-minute / 1-hour split: all under 5 min, priced at that rate.`,
          ]
        : []),
    ],
  };
}

/** The bill per day, in the history's zone. */
export function historyBillDaysTable(report: HistoryReport): ExportTable {
  const { bill } = report;
  return {
    title: `The bill as logged per day (${report.zone})`,
    columns: [{ name: 'Day' }, ...figureColumns(bill)],
    rows: bill.byDay.map((d) => [cell(d.day ?? 'no time in the log'), ...figureCells(bill, d)]),
    notes: [`A request's day is the date of its timestamp in ${report.zone}.`, PRICES_NOTE],
  };
}

/** The bill per project, largest first; projects numbered unless `names`. */
export function historyBillProjectsTable(report: HistoryReport, names: boolean): ExportTable {
  const { bill } = report;
  const labels = projectLabels(bill, names);
  return {
    title: 'The bill as logged per project',
    columns: [{ name: 'Project' }, ...figureColumns(bill)],
    rows: bill.byProject.map((p, i) => [cell(labels[i]!), ...figureCells(bill, p)]),
    notes: [
      ...(names
        ? []
        : ['Projects are numbered by their bill: their names only with file paths and project names included.']),
      PRICES_NOTE,
    ],
  };
}

/** The bill per model as the logs name it, with the catalogue's row that priced it. */
export function historyBillModelsTable(report: HistoryReport): ExportTable {
  const { bill } = report;
  return {
    title: 'The bill as logged per model',
    columns: [{ name: 'Model', align: 'left' }, { name: 'Priced as', align: 'left' }, ...figureColumns(bill)],
    rows: bill.byModel.map((m) => [
      cell(m.model ?? 'no model named'),
      m.priced === null ? dash : cell(m.priced),
      ...figureCells(bill, m),
    ]),
    notes: [PRICES_NOTE],
  };
}

const missCells = (bill: HistoryBill, m: MissFigures, input: number | null, denominator: string): Cell[] => [
  intCell(m.misses),
  intCell(m.missed),
  moneyCell(bill, m.cost),
  shareCell(m.cost, input, denominator),
];

/** Each cause of the history's misses: how many, the tokens written again, their cost and share of the input bill. */
export function historyMissesTable(report: HistoryReport): ExportTable {
  const { bill } = report;
  const input = bill.total.cost && moneyInput(bill.total.cost);
  return {
    title: `Cache misses by cause: ${formatInt(bill.misses.misses)}`,
    columns: [
      { name: 'Cause', align: 'left' },
      { name: 'Misses' },
      { name: 'Missed', unit: 'tokens' },
      costColumn(bill, 'Cost of the misses'),
      SHARE(INPUT_BILL),
    ],
    rows: bill.byCause.map((c) => [cell(MISS_CAUSE_NAMES[c.cause]), ...missCells(bill, c, input, INPUT_BILL)]),
    notes: [
      "Misses are found within each thread (a subagent's requests apart from its parent's), each counted with the request it happened at.",
      "Missed: min(input of the previous request, input of this one) − read from the cache; under the model's shortest cacheable prompt it is no miss. Cause, the first that applies: the log's compaction, another model, an idle gap past the cache's lifetime (5 minutes, or 1 hour after 1-hour writes), else earlier text changed.",
      `Cost of the misses: the missed tokens at the rate paid for them less the read rate. Share: of ${INPUT_BILL}, ${input === null ? 'no price' : formatAmount(input, bill.currency ?? undefined)}.`,
    ],
  };
}

/** The sessions whose misses cost most (top {@link SESSIONS_LOST_MOST}), with the share of each one's input bill. */
export function historySessionsLostMostTable(report: HistoryReport, shownFile: (f: string) => string): ExportTable {
  const { bill } = report;
  const byKey = new Map(report.sessions.map((s) => [s.key, s]));
  const top = sessionsLostMost(bill);
  const denominator = "the session's input bill";
  return {
    title: `Sessions that lost most to cache misses (top ${formatInt(SESSIONS_LOST_MOST)} by cost)`,
    columns: [
      { name: 'Session' },
      { name: 'File' },
      { name: 'Misses' },
      { name: 'Missed', unit: 'tokens' },
      costColumn(bill, 'Cost of the misses'),
      SHARE(denominator),
    ],
    rows: top.map((s) => {
      const session = byKey.get(s.key);
      const file = session?.files[0];
      return [
        cell(session?.sessionId ?? s.key),
        file === undefined ? dash : cell(shownFile(file)),
        ...missCells(bill, s.missed, s.cost && moneyInput(s.cost), denominator),
      ];
    }),
    notes: [`Share: the misses' cost of ${denominator} (its subagents' requests included).`],
  };
}

/** Every bill table in the order the CLI prints them and the History view shows them. */
export function historyBillTables(
  report: HistoryReport,
  names: boolean,
  shownFile: (f: string) => string,
): ExportTable[] {
  return [
    historyBillTable(report),
    historyBillDaysTable(report),
    historyBillProjectsTable(report, names),
    historyBillModelsTable(report),
    historyMissesTable(report),
    historySessionsLostMostTable(report, shownFile),
  ];
}
