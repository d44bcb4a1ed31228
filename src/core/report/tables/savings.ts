/**
 * The savings view's tables, built once: the savings table, the ordering comparison and the
 * scaling fits, as the page shows and exports them, the review snapshot writes them and
 * `npm run savings` prints them.
 */
import type { ScalingSeries } from '../../analysis/current.ts';
import { MOVES } from '../../analysis/moves.ts';
import { AS_RECEIVED_ID } from '../../ladder-rows.ts';
import type { Baseline, MoveSaving, OrderingPath, ShownMove } from '../../analysis/moves.ts';
import { formatPercentage } from '../../analysis/percent.ts';
import type { Crossing } from '../../analysis/scaling.ts';
import { describeFit } from '../../analysis/scaling.ts';
import type { Ladder } from '../../ladder/ladder.ts';
import { representationById, representationLabel } from '../../representation-list.ts';
import type { EstimateContext } from '../../models/calibration-words.ts';
import { estimatedQuantities, estimateNotes, withEstimate } from '../estimated-cells.ts';
import { formatInt, formatRowList, formatRows, formatSigned } from '../../format/numbers.ts';
import { moveTitle, perResponseWords } from '../../format/names.ts';
import type { Transport } from '../../mcp/revisions.ts';
import type { Cell, ExportTable, Quantity, RawValue } from '../table.ts';
import type { LosingMove } from '../../analysis/losing-moves.ts';
import { losingNote, losingWords } from '../../verdict/losing-words.ts';
import { cell, percentValues } from '../table.ts';

export const SAVINGS_TITLE = 'Savings of each move';
export const ORDERING_TITLE = 'Why one operation has two percentages';
export const SCALING_TITLE = 'How each rung grows with rows';

/** `0` digits when the user rounds percentages to whole points, else `2`. */
const digitsOf = (whole: boolean) => (whole ? 0 : 2);

/**
 * The quantities of one saving, each a CSV column: tokens saved, the saving as a percentage, its
 * denominator, the move's source and target sizes, and with a calibrated estimate the chosen
 * model's tokens saved; after the scale when given (`5 rows saved (tokens)`, else `Saved (tokens)`).
 */
function savingQuantities(scale?: string, estimate?: EstimateContext): Quantity[] {
  const name = (what: string) => (scale ? `${scale} ${what}` : what[0]!.toUpperCase() + what.slice(1));
  return [
    { name: name('saved'), unit: 'tokens' },
    { name: name('saved'), unit: '%' },
    { name: name('denominator') },
    { name: name('from'), unit: 'tokens' },
    { name: name('to'), unit: 'tokens' },
    ...estimatedQuantities(name('saved'), estimate),
  ];
}

/** `c`, a saving of `s.saved` tokens, with the chosen model's estimate of it (`withEstimate`). */
const estimatedSaving = (c: Cell, s: MoveSaving, estimate: EstimateContext | undefined) =>
  withEstimate(c, s.saved, estimate);

/** A saving's raw values, in the order of {@link savingQuantities}. */
function savingValues(s: MoveSaving): RawValue[] {
  const known = (n: number) => (Number.isNaN(n) ? null : n);
  return [known(s.saved), ...percentValues(s.percent), known(s.before), known(s.after)];
}

/** One saving: tokens saved, its percentage of the named denominator, before → after; a losing move says so. */
function savingCell(s: MoveSaving, whole: boolean, losing?: LosingMove): Cell {
  const lines = [
    formatInt(s.saved),
    formatPercentage(s.percent, digitsOf(whole)),
    `${formatInt(s.before)} → ${formatInt(s.after)}`,
    ...(losing ? [losingNote(losing)] : []),
    ...(s.move.from === AS_RECEIVED_ID && s.saved < 0 ? [`loses: ${formatInt(-s.saved)} more than as received`] : []),
  ];
  return { value: s.saved, text: `${lines[0]} (${lines.slice(1).join('; ')})`, lines, values: savingValues(s) };
}

/** A move with no figure at its scale (no text as received there): n/a and why, every CSV column empty. */
function noSavingCell(s: MoveSaving, estimate: EstimateContext | undefined): Cell {
  const padding = estimatedQuantities('saved', estimate).map(() => null);
  return { ...cell(formatPercentage(s.percent)), values: [...savingValues(s), ...padding] };
}

/** What the percentages of a savings table are of, in words, for its note. */
export function baselineWords(baseline: Baseline): string {
  if (baseline === 'move') return "the move's source rung";
  if (baseline === 'L0') return 'L0, the full pretty JSON';
  return 'the text as received (JSON and JSON Lines files, whole or their first records)';
}

/**
 * Why the percentages of `as received` are n/a at some scales, once for the table (its cells say
 * only `n/a (no text as received)`): `n/a at 5 and 20 rows: …`; undefined when every scale has
 * its text as received or the baseline is another.
 */
export function asReceivedMissingNote(ladder: Ladder, baseline: Baseline): string | undefined {
  if (baseline !== AS_RECEIVED_ID) return undefined;
  const cut = ladder.scales.filter((s) => s.asReceived === undefined).map((s) => s.rows);
  if (cut.length === 0) return undefined;
  if (cut.length === ladder.scales.length)
    return 'n/a at every scale: none is a whole file as received (the records were cut from one or built here).';
  return `n/a at ${formatRowList(cut)}: the first records of a CSV, TSV or YAML file, which have no text as received; only the whole file has one.`;
}

/** The rows of a savings table (`savingsTable` in analysis/moves.ts): its first scale's moves, else the article's. */
export function movesOf(savings: readonly (readonly MoveSaving[])[]): readonly ShownMove[] {
  return savings[0]?.map((s) => s.move) ?? MOVES;
}

/**
 * The savings table: one row per move, one column per scale, each cell tokens saved, the
 * percentage of `baseline` and the sizes before → after. `losing` marks losing moves; `estimate`
 * adds the model's estimate, but percentages stay as counted in one encoding.
 */
export function savingsTable(
  ladder: Ladder,
  savings: MoveSaving[][],
  whole: boolean,
  baseline: Baseline = 'move',
  callsOver?: Transport,
  losing: readonly LosingMove[] = [],
  estimate?: EstimateContext,
): ExportTable {
  const losingAt = (move: string, rows: number) => losing.find((l) => l.move.id === move && l.rows === rows);
  const missing = asReceivedMissingNote(ladder, baseline);
  return {
    title: SAVINGS_TITLE,
    columns: [
      { name: 'Move' },
      ...ladder.scales.map((s) => ({
        name: formatRows(s.rows),
        unit: 'tokens saved',
        quantities: savingQuantities(formatRows(s.rows), estimate),
      })),
    ],
    rows: movesOf(savings).map((move, m) => [
      cell(moveTitle(move)),
      ...savings.map((row) =>
        Number.isNaN(row[m]!.saved)
          ? noSavingCell(row[m]!, estimate)
          : estimatedSaving(savingCell(row[m]!, whole, losingAt(move.id, row[m]!.rows)), row[m]!, estimate),
      ),
    ]),
    notes: [
      `Each cell: ${ladder.encoding} tokens saved ${perResponseWords(callsOver, ladder.host)} (the saving as a percentage of ${baselineWords(baseline)}, its denominator; the sizes before → after).`,
      ...(missing ? [missing] : []),
      ...estimateNotes(estimate, ladder.encoding),
      ...losing.map((l) => `Loses: ${losingWords(l)}.`),
    ],
  };
}

/** One step of an ordering path (or the cumulative saving): its order, step, tokens (and their estimate) and percentage. */
function orderingRow(order: string, step: string, s: MoveSaving, whole: boolean, estimate?: EstimateContext): Cell[] {
  return [
    cell(order),
    cell(step),
    estimatedSaving({ ...cell(`${formatInt(s.saved)} tokens`, s.saved), values: savingValues(s) }, s, estimate),
    cell(formatPercentage(s.percent, digitsOf(whole)), percentValues(s.percent)[0]),
  ];
}

/**
 * The ordering comparison at the detail scale of `rows` rows: minify-then-project and
 * project-then-minify, each with its two steps, then the cumulative saving both share.
 * @param counted the encoding and the model's estimate, as `savingsTable` takes it.
 */
export function orderingTable(
  paths: [OrderingPath, OrderingPath],
  rows: number,
  whole: boolean,
  counted?: { encoding: string; estimate: EstimateContext },
): ExportTable {
  const estimate = counted?.estimate;
  const total = paths[0].total;
  return {
    title: ORDERING_TITLE,
    columns: [
      { name: 'Order' },
      { name: 'Step' },
      // The CSV writes the percentage and its denominator among the saving's quantities.
      { name: 'Tokens saved', quantities: savingQuantities(undefined, estimate) },
      { name: 'Percentage', quantities: [] },
    ],
    rows: [
      ...paths.flatMap((path) => path.steps.map((s) => orderingRow(path.name, moveTitle(s.move), s, whole, estimate))),
      orderingRow('either order', moveTitle({ ...total.move, name: 'cumulative' }), total, whole, estimate),
    ],
    notes: [
      `At ${formatRows(rows)}: each step's percentage is of what the step before it left; the cumulative saving is the same either way.`,
      ...(counted ? estimateNotes(estimate, counted.encoding) : []),
    ],
  };
}

/** True when the ladder has two or more distinct row counts: only then can a line be fitted (the page shows the scaling chart). */
export function canFit(ladder: Pick<Ladder, 'scales'>): boolean {
  return new Set(ladder.scales.map((s) => s.rows)).size >= 2;
}

/** `L0 Pretty JSON, full` / `CSV`: a series' name in the scaling chart and its fit table. */
export function seriesLabel(id: string): string {
  return representationLabel(representationById(id));
}

/**
 * Where rungs or formats change order between the scales shown, as one sentence:
 * `L0 Pretty JSON, full and CSV cross between 5 and 20 rows (≈ 12 rows; circled).`
 */
export function crossingsText(crossings: readonly { a: string; b: string; crossing: Crossing }[]): string {
  if (crossings.length === 0) return 'No two rungs or formats change order between the scales shown.';
  return (
    crossings
      .map(
        ({ a, b, crossing }) =>
          `${seriesLabel(a)} and ${seriesLabel(b)} cross between ${formatInt(crossing.between[0])} and ${formatInt(crossing.between[1])} rows (≈ ${formatInt(Math.round(crossing.rows))} rows; circled)`,
      )
      .join('; ') + '.'
  );
}

/**
 * What a fit's fixed part means, in words: positive, the tokens that do not grow with rows;
 * negative, only the line's intercept, with why when the measured points show it. `–` without a
 * fit.
 */
export function fixedPartText(s: Pick<ScalingSeries, 'points' | 'fit'>): string {
  if (!s.fit) return '–';
  const fixed = Math.round(s.fit.fixed);
  const tokens = `${formatSigned(fixed)} ${Math.abs(fixed) === 1 ? 'token' : 'tokens'}`;
  if (fixed > 0) return `${tokens} at 0 rows: what does not grow with rows`;
  if (fixed === 0) return '0 tokens: nothing but the rows';
  const first = [...s.points].sort((a, b) => a.rows - b.rows)[0]!;
  const perRow = s.fit.perRow.toFixed(1);
  const firstRate = (first.tokens / first.rows).toFixed(1);
  const why =
    Number(firstRate) < Number(perRow)
      ? `, below zero because later rows cost more each (${firstRate} tokens per row at ${formatRows(first.rows)}, ${perRow} in the fit)`
      : ', below zero because the straight line does not follow the smallest responses exactly';
  return `${tokens} at 0 rows: not a cost but where the fitted line meets 0 rows${why}; no response costs less than nothing`;
}

/** The fit table: each rung's and format's least-squares line (`–` without one), its fixed part in words, the crossings as a note. */
export function fitTable(
  series: readonly ScalingSeries[],
  crossings: readonly { a: string; b: string; crossing: Crossing }[],
): ExportTable {
  return {
    title: `${SCALING_TITLE}: fitted lines`,
    columns: [
      { name: 'Rung or format' },
      { name: 'Fit', quantities: [{ name: 'Per row', unit: 'tokens per row' }] },
      { name: 'Fixed part', unit: 'tokens', quantities: [{ name: 'Fixed', unit: 'tokens' }] },
    ],
    rows: series.map((s) => [
      cell(seriesLabel(s.id)),
      s.fit ? { ...cell(describeFit(s.fit), s.fit.perRow), values: [s.fit.perRow] } : cell('–'),
      s.fit ? { ...cell(fixedPartText(s), s.fit.fixed), values: [s.fit.fixed] } : cell('–'),
    ]),
    notes: ['Least-squares line through the measured tokens at each scale.', crossingsText(crossings)],
  };
}
