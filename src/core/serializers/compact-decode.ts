import Papa from 'papaparse';
import { COMPACT } from './compact-cell.ts';

/** The compact format read back: header cells and value rows, each cell as text. */
export interface CompactTable {
  header: string[];
  rows: string[][];
}

/** A decoding failure, with the 1-based table row where it was found (row 1 is the header). */
export class CompactDecodeError extends Error {
  constructor(
    message: string,
    readonly row: number,
  ) {
    super(`row ${row}: ${message}`);
    this.name = 'CompactDecodeError';
  }
}

/**
 * Reads header-plus-rows text (L4, L5) back into cells with Papa Parse fixed to `,` and `\n`; null and a
 * missing field both read as ''.
 * @throws CompactDecodeError for text not ending in `\n`, an unclosed quote or a ragged row.
 */
export function decodeCompact(text: string): CompactTable {
  const complete = text.endsWith(COMPACT.lineEnd);
  const parsed = Papa.parse<string[]>(complete ? text.slice(0, -1) : text, {
    delimiter: COMPACT.delimiter,
    newline: COMPACT.lineEnd,
    quoteChar: COMPACT.quote,
    escapeChar: COMPACT.quote,
    skipEmptyLines: false,
    dynamicTyping: false,
  });
  // Counted in table rows (a quoted cell may span lines), as every other error is.
  if (!complete) throw new CompactDecodeError('the last line does not end with \\n', Math.max(parsed.data.length, 1));
  const firstError = parsed.errors[0];
  if (firstError) throw new CompactDecodeError(firstError.message, (firstError.row ?? 0) + 1);
  const [header = [], ...rows] = parsed.data;
  // Papa Parse drops a leading U+FEFF (byte order mark); here it is the first header cell's own.
  if (text.startsWith('\uFEFF')) header[0] = '\uFEFF' + (header[0] ?? '');
  rows.forEach((row, i) => {
    if (row.length !== header.length) {
      throw new CompactDecodeError(`row has ${row.length} cells, the header has ${header.length}`, i + 2);
    }
  });
  return { header, rows };
}

/** The decoded rows as records keyed by `fields` (the header's own names, or the unaliased names). */
export function compactRowsToRecords(
  table: CompactTable,
  fields: readonly string[] = table.header,
): Record<string, string>[] {
  return table.rows.map((row) => Object.fromEntries(fields.map((field, i) => [field, row[i] ?? ''])));
}
