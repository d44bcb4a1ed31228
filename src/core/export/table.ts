/**
 * Tables as the page shows them, turned into Markdown (for a review or a chat) and CSV (for a
 * spreadsheet). Pure formatting: every cell is the text the page displays (`1,957`, `+179`,
 * `70.31 % of L1`); nothing here computes a number.
 */
import Papa from 'papaparse';

/** A table to export: its title, column headers, rows of displayed cells, and notes under it. */
export interface ExportTable {
  title: string;
  columns: string[];
  rows: string[][];
  /** Lines shown after the table (Markdown only): units, denominators, the scale. */
  notes?: string[];
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
 * For each column, whether it is numeric: every cell is a number or percentage (placeholders such
 * as `–` aside), and at least one is.
 */
export function numericColumns(table: Pick<ExportTable, 'columns' | 'rows'>): boolean[] {
  return table.columns.map((_, i) => {
    const cells = table.rows.map((row) => (row[i] ?? '').trim()).filter((cell) => !PLACEHOLDERS.has(cell));
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

/** Each row with exactly one cell per column (short rows padded with empty cells). */
function padded(table: Pick<ExportTable, 'columns' | 'rows'>): string[][] {
  return table.rows.map((row) => table.columns.map((_, i) => row[i] ?? ''));
}

/**
 * The table as GitHub Markdown: a `### title` line, the table (numeric columns right-aligned with
 * `---:`), then each note as its own paragraph. Ends with a line break.
 */
export function tableToMarkdown(table: ExportTable): string {
  const numeric = numericColumns(table);
  const lines = [
    `### ${oneLine(table.title)}`,
    '',
    markdownRow(table.columns),
    `| ${numeric.map((n) => (n ? '---:' : '---')).join(' | ')} |`,
    ...padded(table).map(markdownRow),
  ];
  for (const note of table.notes ?? []) lines.push('', oneLine(note));
  return lines.join('\n') + '\n';
}

/**
 * The table as CSV (RFC 4180, via Papa Parse): a header row of the column names, then one record
 * per row, CRLF line breaks (the last record too); a cell is quoted only when it holds a comma, a
 * quote or a line break. Cells stay text exactly as displayed, so `1,957` is written `"1,957"`.
 * The title and notes are not part of the CSV.
 */
export function tableToCsv(table: ExportTable): string {
  const csv = Papa.unparse(
    { fields: table.columns, data: padded(table) },
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
