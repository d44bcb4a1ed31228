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
 * RFC 4180 CSV of `records` under `fields` (caller's order): a header row, then one row per record, every
 * row ending with CRLF (uniform per-record cost, as the L4 rule). Cells are {@link cellText}, quoted by
 * Papa Parse's rule (which also quotes edge spaces and U+FEFF); no formula escaping: cells are unaltered.
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
 * Reads RFC 4180 CSV (as {@link serializeCsv} writes it) back into text cells, nothing guessed: `,` and
 * CRLF only, one final CRLF ends the last row, a leading U+FEFF is dropped, empty text is no rows.
 * @throws SyntaxError for a malformed quote or a row whose cell count differs from the header's.
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
