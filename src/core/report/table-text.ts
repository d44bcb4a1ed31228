/** Tables as a terminal shows them: columns padded to their widest cell, numbers right-aligned. */
import type { ExportTable } from './table.ts';
import { columnHeader, numericColumns } from './table.ts';

/** The table as plain text: its title, the header, a rule, one line per row, then its notes. Ends with a line break. */
export function tableToText(table: ExportTable): string {
  const numeric = numericColumns(table);
  const grid = [
    table.columns.map(columnHeader),
    ...table.rows.map((row) => table.columns.map((_, i) => row[i]?.text ?? '')),
  ];
  const widths = table.columns.map((_, i) => Math.max(...grid.map((line) => line[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((text, i) => (numeric[i] ? text.padStart(widths[i]!) : text.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const [header, ...rows] = grid;
  const lines = [table.title, '', line(header!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
  for (const note of table.notes ?? []) lines.push('', note);
  return `${lines.join('\n')}\n`;
}
