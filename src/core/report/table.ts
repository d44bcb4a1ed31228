/**
 * Tables as the page shows them, turned into Markdown and CSV. Each cell holds both the displayed
 * text (Markdown) and the raw values behind it (CSV, one column per quantity).
 * Nothing here computes a number.
 */
import Papa from 'papaparse';
import type { Percentage } from '../analysis/percent.ts';
import type { CellEstimate } from '../models/calibration-words.ts';
import { formatInt, formatSigned } from '../format/numbers.ts';

/** A column: its name and, when it has one, the unit of its numbers (`tokens`, `tokens per call`). */
export interface Column {
  name: string;
  unit?: string;
  /** Forces the column's alignment; without it a column is right-aligned when its cells are numbers. */
  align?: 'left' | 'right';
  /**
   * The quantities a cell of this column shows together: the CSV writes one column per quantity, in
   * the order of each cell's `values`. Without them, one column of `value`; with `[]` the column is
   * left out, its figures being another column's quantities.
   */
  quantities?: Quantity[];
}

/** One quantity of a column, a CSV column of its own: headed `5 rows saved (%)`, `Denominator`. */
export interface Quantity {
  name: string;
  /** `tokens`, `bytes`, `%`; none for a name (a denominator) or a yes/no. */
  unit?: string;
}

/** A raw value as the CSV writes it: a number, a name (`L1`), true or false, or nothing (an empty cell). */
export type RawValue = number | string | boolean | null;

/**
 * One cell: the raw number it stands for (tokens, queries, rows; null when it shows no number,
 * such as `never pays back`, `counting…` or `–`) and the text the page and every export show.
 */
export interface Cell {
  value: number | null;
  text: string;
  /**
   * The page's layout of the same figures, one line each, when it splits them (the savings cell
   * `225` / `67.37 % of L1` / `334 → 109`); exports use `text`.
   */
  lines?: string[];
  /** The raw values, one per quantity of the cell's column (see {@link Column.quantities}). */
  values?: RawValue[];
  /** A Claude or Gemini model's estimate of the count, shown beneath it (`cellEstimate`). */
  estimate?: CellEstimate;
}

/**
 * A view's table, built once in core (`core/report/tables/`) and shown by the page, copied as
 * Markdown or CSV, written into the review snapshot and printed by the command line.
 */
export interface ExportTable {
  title: string;
  columns: Column[];
  rows: Cell[][];
  /** Lines shown after the table (Markdown only): units, denominators, the scale. */
  notes?: string[];
}

/** A cell showing `text` for `value` (null: no number behind the text). */
export function cell(text: string, value: number | null = null): Cell {
  return { value, text };
}

/** A cell of the whole number `n` as the page writes it, thousands separated: `1,957`. */
export function intCell(n: number): Cell {
  return cell(formatInt(n), n);
}

/** A cell of the difference `n`, its sign always shown: `+179`, `−19`, `0`. */
export function signedCell(n: number): Cell {
  return cell(formatSigned(n), n);
}

/**
 * A percentage's raw values for its two CSV columns: the number (null when it has none: a
 * 0-token or missing denominator) and the denominator's name (`L1`).
 */
export function percentValues(p: Percentage): [number | null, string] {
  return [p.missing === undefined && Number.isFinite(p.value) ? p.value : null, p.denominator];
}

/** One column per name, in order, all in `unit` (`tokens`). */
export function columnsIn(unit: string, ...names: string[]): Column[] {
  return names.map((name) => ({ name, unit }));
}

/** A column's header as exports write it: `5 rows (tokens)`, or the bare name without a unit. */
export function columnHeader(column: Pick<Column, 'name' | 'unit'>): string {
  return column.unit ? `${column.name} (${column.unit})` : column.name;
}

/** The CSV columns of `column`: its quantities, or the column itself. */
function csvColumns(column: Column): Pick<Column, 'name' | 'unit'>[] {
  return column.quantities ?? [column];
}

// `1,957`, `-2`, `+179`, `−19` (U+2212), `0.0123`, `70.31 %`, `12%`: a number as the page writes it.
const NUMBER = /^[+\-\u2212]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s?%)?$/;
// Cells that stand for "no value" and say nothing about a column's alignment.
const PLACEHOLDERS = new Set(['', '-', '–', '—']);

/** True when `cell` is a number or a percentage as displayed (thousands separators, sign, `%`). */
export function isNumericCell(cell: string): boolean {
  return NUMBER.test(cell.trim());
}

/**
 * For each column, whether it is numeric (right-aligned): as its `align` says, else when every
 * cell is a number or percentage (placeholders such as `–` aside), and at least one is.
 */
export function numericColumns(table: Pick<ExportTable, 'columns' | 'rows'>): boolean[] {
  return table.columns.map((column, i) => {
    if (column.align) return column.align === 'right';
    const cells = table.rows.map((row) => (row[i]?.text ?? '').trim()).filter((text) => !PLACEHOLDERS.has(text));
    return cells.length > 0 && cells.every(isNumericCell);
  });
}

/** Text for one Markdown table cell: `|` and `\` escaped, line breaks as `<br>`. */
function markdownCell(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/\r\n|\r|\n/g, '<br>')
    .trim();
}

function markdownRow(cells: readonly string[]): string {
  return `| ${cells.map(markdownCell).join(' | ')} |`;
}

/** One line of running text: line breaks become spaces. */
function oneLine(text: string): string {
  return text.replace(/\s*(\r\n|\r|\n)\s*/g, ' ').trim();
}

/**
 * Text for one line of Markdown prose that must not be read as a table row: `|` escaped, line
 * breaks as spaces (`fields: a\|b`).
 */
export function inlineText(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n|\r/g, ' ');
}

/** Each row's texts, exactly one per column (short rows padded with empty cells). */
function padded(table: Pick<ExportTable, 'columns' | 'rows'>): string[][] {
  return table.rows.map((row) => table.columns.map((_, i) => row[i]?.text ?? ''));
}

/**
 * The table alone as GitHub Markdown, without title or notes: the header row, the alignment row
 * (numeric columns right-aligned with `---:`), one line per row.
 */
export function markdownGrid(table: Pick<ExportTable, 'columns' | 'rows'>): string[] {
  const numeric = numericColumns(table);
  return [
    markdownRow(table.columns.map(columnHeader)),
    `| ${numeric.map((n) => (n ? '---:' : '---')).join(' | ')} |`,
    ...padded(table).map(markdownRow),
  ];
}

/**
 * The table as GitHub Markdown: a `### title` line, the table (numeric columns right-aligned with
 * `---:`), then each note as its own paragraph. Ends with a line break.
 */
export function tableToMarkdown(table: ExportTable): string {
  const lines = [`### ${oneLine(table.title)}`, '', ...markdownGrid(table)];
  for (const note of table.notes ?? []) lines.push('', oneLine(note));
  return lines.join('\n') + '\n';
}

/**
 * A number as a spreadsheet reads it: plain digits, `.` decimals, `-` for negatives, no thousands
 * separator, no exponent (`1957`, `-19`, `67.36526946107784`, `0.0000001`); NaN and ±Infinity,
 * which have no number to write, an empty cell.
 */
export function csvNumber(n: number): string {
  if (!Number.isFinite(n)) return '';
  const text = String(n);
  if (!/e/i.test(text)) return text;
  // `1e-7`, `1e+21`: written out in full (20 decimals at most), trailing zeros dropped.
  const fixed = Math.abs(n) >= 1 ? BigInt(Math.round(n)).toString() : n.toFixed(20);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

function csvValue(value: RawValue | undefined): string {
  if (typeof value === 'number') return csvNumber(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return value ?? '';
}

/**
 * The CSV cells of one table cell under `column`: its `values`, one per quantity; else its
 * `value`, or, with no number behind it, its words (`never pays back`, `counting…`; a placeholder
 * such as `–` an empty cell) in the first quantity's column.
 */
function csvCells(column: Column, cell: Cell | undefined): string[] {
  const width = csvColumns(column).length;
  if (width === 0) return [];
  if (cell?.values) return Array.from({ length: width }, (_, k) => csvValue(cell.values![k]));
  const text = cell?.text.trim() ?? '';
  const first = cell?.value != null ? csvNumber(cell.value) : PLACEHOLDERS.has(text) ? '' : (cell?.text ?? '');
  return [first, ...Array.from({ length: width - 1 }, () => '')];
}

/**
 * The table as CSV (RFC 4180, via Papa Parse): a header row with units, then raw values (no
 * thousands separators, `.` decimals, no units); CRLF line breaks, the last record too; quoting
 * only when needed. The title and notes are not part of the CSV.
 */
export function tableToCsv(table: ExportTable): string {
  const csv = Papa.unparse(
    {
      fields: table.columns.flatMap((column) => csvColumns(column).map(columnHeader)),
      data: table.rows.map((row) => table.columns.flatMap((column, i) => csvCells(column, row[i]))),
    },
    { newline: '\r\n', quotes: false, header: true },
  );
  // Papa Parse ends a header-only table with a line break of its own; every other table without one.
  return csv.replace(/(\r\n)+$/, '') + '\r\n';
}

/**
 * A file name from a title: lower case, accents dropped, every run of other characters one `-`:
 * `Tokens per rung and format` + `csv` → `tokens-per-rung-and-format.csv`.
 */
export function exportFileName(title: string, extension: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'export'}.${extension}`;
}
