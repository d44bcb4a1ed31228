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
 * Reads header-plus-rows text (rungs L4 and L5) back into cells. Quoted cells lose their quotes and
 * doubled inner quotes become one; an empty quoted cell (null) and an empty unquoted cell (missing
 * field, or the empty string) both read as ''. CSV parsing is Papa Parse's (RFC 4180), fixed to
 * `,` and `\n` so nothing is guessed.
 * @throws CompactDecodeError when the text does not end with `\n`, a quote is unclosed, or a row
 *   has a different number of cells than the header.
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
