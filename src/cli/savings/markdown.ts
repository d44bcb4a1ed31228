/**
 * The Markdown report of `npm run savings`: the savings and break-even views' tables
 * (`core/report/tables/`, the ones the page shows and exports) with the session texts between
 * them. Every number in it comes from `src/core/analysis`, as on the page.
 */
import { neededByWords } from '../../core/report/session-text-roles.ts';
import type { ScalingSeries } from '../../core/analysis/current.ts';
import type { Baseline, MoveSaving, OrderingPath } from '../../core/analysis/moves.ts';
import type { Crossing } from '../../core/analysis/scaling.ts';
import type { MoveBreakEven, SessionText } from '../../core/analysis/session-texts.ts';
import { formatRows } from '../../core/format/numbers.ts';
import { cell, inlineText, intCell, markdownGrid, tableToCsv, tableToMarkdown } from '../../core/report/table.ts';
import { breakEvenTable } from '../../core/report/tables/break-even.ts';
import { canFit, fitTable, orderingTable, savingsTable } from '../../core/report/tables/savings.ts';
import type { Ladder } from '../../core/ladder/ladder.ts';
import type { EncodingName } from '../../core/tokenizer/tokenizer.ts';
import type { SavingsCsvTable } from './args.ts';
import type { EstimateContext } from '../../core/models/calibration-words.ts';

/** A session text as the report lists it: the counted text and where it came from. */
export interface ReportedSessionText extends SessionText {
  /** The file it was read from; undefined when generated (schema response, alias legend). */
  file: string | undefined;
}

/** What the savings and break-even views show, computed for one ladder. */
export interface SavingsReport {
  /** The ladder the numbers come from (its scales head the savings table's columns). */
  ladder: Ladder;
  encoding: EncodingName;
  fields: string[];
  /** The detail scale's row count: the ordering comparison and the break-even table are at it. */
  at: number;
  /** What every percentage is of (`--base`; the page's "Percentages of"). */
  baseline: Baseline;
  /** Every move of MOVES at every scale, scale by scale in the ladder's order (savingsTable). */
  savings: MoveSaving[][];
  /** `currentScaling`: each rung's fitted line and the crossings (printed when two or more row counts are given). */
  scaling: { series: ScalingSeries[]; crossings: { a: string; b: string; crossing: Crossing }[] };
  /** Minify-then-project and project-then-minify at the detail scale (orderingComparison). */
  ordering: [OrderingPath, OrderingPath];
  /** The session texts the break-even counts, with their token counts. */
  sessionTexts: ReportedSessionText[];
  /** Every move's break-even at the detail scale, in MOVES order (moveBreakEven). */
  breakEvens: MoveBreakEven[];
  /**
   * With `--model`, its estimate words (`modelEstimate`, no log: the CLI has none to calibrate
   * with): a Claude or Gemini model's tables say their counts are estimates, as the page's do.
   */
  estimate?: EstimateContext;
}

/** The page's three tables of the report (savings, ordering, break-even), with its estimate words. */
function reportTables(report: SavingsReport) {
  const { ladder, estimate } = report;
  const scale = ladder.scales.find((s) => s.rows === report.at);
  if (!scale) throw new RangeError(`no scale has ${report.at} rows`);
  return {
    savings: () => savingsTable(ladder, report.savings, false, report.baseline, undefined, [], estimate),
    ordering: () =>
      orderingTable(report.ordering, report.at, false, estimate && { encoding: report.encoding, estimate }),
    breakEven: () => breakEvenTable(scale, report.encoding, report.breakEvens, undefined, undefined, estimate),
  };
}

/** The session texts: name, source file (or `generated`), tokens, the rungs that need it. */
function sessionTextsGrid(texts: readonly ReportedSessionText[]): string[] {
  return markdownGrid({
    columns: [{ name: 'text' }, { name: 'source' }, { name: 'tokens' }, { name: 'needed by' }],
    rows: texts.map((text) => [
      cell(text.name),
      cell(text.file ?? 'generated'),
      intCell(text.tokens),
      cell(neededByWords(text.neededBy)),
    ]),
  });
}

/**
 * The report as Markdown, in the page's order: encoding and fields, savings, ordering, scaling fits
 * (two or more row counts), session texts, break-even; blank lines between, one `\n` at the end.
 * @throws RangeError when the ladder has no scale of `report.at` rows.
 */
export function savingsMarkdown(report: SavingsReport): string {
  const { ladder } = report;
  const tables = reportTables(report);
  return [
    `${report.encoding} tokens; fields: ${inlineText(report.fields.join(', '))}`,
    '',
    tableToMarkdown(tables.savings()),
    tableToMarkdown(tables.ordering()),
    ...(canFit(ladder) ? [tableToMarkdown(fitTable(report.scaling.series, report.scaling.crossings))] : []),
    'Session texts, read once per session:',
    '',
    ...sessionTextsGrid(report.sessionTexts),
    '',
    `Break-even at ${formatRows(report.at)}: a move's one-time cost is the session texts its destination rung needs and its source rung does not.`,
    '',
    tableToMarkdown(tables.breakEven()),
  ].join('\n');
}

/**
 * One table of the report as CSV, the same text the page's Download CSV writes (`tableToCsv`).
 * @throws RangeError when the ladder has no scale of `report.at` rows, or `fits` is asked of one row count.
 */
export function savingsCsv(report: SavingsReport, table: SavingsCsvTable): string {
  if (table === 'fits') {
    if (!canFit(report.ladder)) throw new RangeError('--csv fits needs files of two or more row counts');
    return tableToCsv(fitTable(report.scaling.series, report.scaling.crossings));
  }
  const tables = reportTables(report);
  if (table === 'savings') return tableToCsv(tables.savings());
  return tableToCsv(table === 'ordering' ? tables.ordering() : tables.breakEven());
}
