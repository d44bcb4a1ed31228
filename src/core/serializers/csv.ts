import Papa from 'papaparse';
import type { DataRecord } from '../json-value.ts';
import { fieldValue } from '../records.ts';
import { cellText } from './compact-cell.ts';
import { headerName } from '../fields/field-path.ts';

/** RFC 4180's structural characters: comma, double quote, and CRLF as the line break. */
const CSV = { delimiter: ',', quote: '"', lineEnd: '\r\n' } as const;

/** A CSV text read back: the header cells and the value rows, every cell as text. */
export interface CsvTable {
  header: string[];
  rows: string[][];
}

/**
 * RFC 4180 CSV of `records` under the projection `fields` (caller's order): a header row naming
 * `fields`, then one row per record. Every row, the last included, ends with CRLF (RFC 4180 §2.2
 * lets the last record go without one; ending every line alike keeps the per-record cost uniform
 * and matches the ladder's L4 rule).
 *
 * Cells are {@link cellText}: strings as they are, numbers and booleans in their JSON spelling,
 * null as the empty cell, arrays and objects as minified JSON; a field the record lacks is an
 * empty cell too; a dotted field (`user.login`) that is not a key takes the nested value. Quoting is Papa Parse's `unparse`: a cell is quoted, with inner quotes doubled,
 * when it holds `,` `"` CR or LF — and also, by Papa's rule that no option switches off, when it
 * begins or ends with a space or holds U+FEFF. RFC 4180 allows any field to be quoted, and quoting
 * those keeps the spaces safe from readers that trim, so that rule is kept. Papa's spreadsheet
 * formula escaping (a `'` before `=`, `+`, `-`, `@`) is off: cells are written unaltered.
 */
export function serializeCsv(records: readonly DataRecord[], fields: readonly string[]): string {
  // Rows go in as arrays of text, not objects: Papa collapses a keyless object ({}) to an empty
  // line without its commas, and would spell values its own way.
  const rows = records.map((record) =>
    fields.map((field) => {
      const value = fieldValue(record, field);
      return value === undefined ? '' : cellText(value);
    }),
  );
  // Papa writes line breaks only between rows; the final CRLF is ours.
  return (
    Papa.unparse([fields.map(headerName), ...rows], {
      delimiter: CSV.delimiter,
      newline: CSV.lineEnd,
      quoteChar: CSV.quote,
      escapeChar: CSV.quote,
      quotes: false,
      escapeFormulae: false,
      skipEmptyLines: false,
    }) + CSV.lineEnd
  );
}

/**
 * Reads RFC 4180 CSV (as {@link serializeCsv} writes it) back into text cells with Papa Parse:
 * quoted cells lose their quotes, doubled inner quotes become one. One final CRLF, if present,
 * ends the last row rather than starting an empty one. Nothing is guessed: the delimiter is `,`,
 * the line break CRLF (a bare CR or LF is cell text). Papa drops a leading U+FEFF byte order mark.
 * The empty text reads as no header and no rows.
 * @throws SyntaxError when a quote is malformed or a row has a different number of cells than the
 *   header (row numbers are 1-based, row 1 being the header).
 */
export function parseCsv(text: string): CsvTable {
  const body = text.endsWith(CSV.lineEnd) ? text.slice(0, -CSV.lineEnd.length) : text;
  const parsed = Papa.parse<string[]>(body, {
    delimiter: CSV.delimiter,
    newline: CSV.lineEnd,
    quoteChar: CSV.quote,
    escapeChar: CSV.quote,
    header: false,
    dynamicTyping: false,
    skipEmptyLines: false,
  });
  const firstError = parsed.errors[0];
  if (firstError) throw new SyntaxError(`CSV row ${(firstError.row ?? 0) + 1}: ${firstError.message}`);
  const [header = [], ...rows] = parsed.data;
  rows.forEach((row, i) => {
    if (row.length !== header.length) {
      throw new SyntaxError(`CSV row ${i + 2}: ${row.length} cells, the header has ${header.length}`);
    }
  });
  return { header, rows };
}
