/** CSV and TSV as input: a header row naming the fields, then one record per row (Papa Parse). */
import Papa from 'papaparse';
import type { DataRecord, JsonValue } from '../json-value.ts';
import { isJsonNumberText, jsonNumberOf } from '../json-value.ts';
import { InputError } from './input-error.ts';

/** The delimiters a delimited text may use; `,` is CSV, a tab TSV. */
export const DELIMITERS_GUESSED = [',', '\t', ';', '|'] as const;

/** A delimited text split into rows of cells (blank lines left out). */
export interface DelimitedTable {
  delimiter: string;
  rows: string[][];
  /** Papa Parse's first quoting error, if any (`row 3: Quoted field unterminated`). */
  quoteError?: string;
}

/** `CSV` for `,`, `TSV` for a tab, else `text separated by ;`. */
export function delimitedName(delimiter: string): string {
  if (delimiter === ',') return 'CSV';
  if (delimiter === '\t') return 'TSV';
  return `text separated by ${delimiter}`;
}

/** `body` split by Papa Parse (RFC 4180 quoting), with `delimiter` or, without one, the one it guesses of {@link DELIMITERS_GUESSED}. */
export function splitDelimited(body: string, delimiter?: string): DelimitedTable {
  const parsed = Papa.parse<string[]>(body, {
    ...(delimiter === undefined ? { delimitersToGuess: [...DELIMITERS_GUESSED] } : { delimiter }),
    skipEmptyLines: 'greedy',
    dynamicTyping: false,
    header: false,
  });
  const quote = parsed.errors.find((e) => e.code === 'MissingQuotes' || e.code === 'InvalidQuotes');
  return {
    delimiter: parsed.meta.delimiter,
    rows: parsed.data,
    ...(quote ? { quoteError: `row ${(quote.row ?? 0) + 1}: ${quote.message}` } : {}),
  };
}

/**
 * True when `table` reads as delimited records: a header of at least two cells, at least one
 * row below it, every row as wide as the header, no quoting error. Used to recognise unnamed
 * text (a paste) as CSV or TSV.
 */
export function looksDelimited(table: DelimitedTable): boolean {
  const width = table.rows[0]?.length ?? 0;
  return (
    table.quoteError === undefined &&
    width >= 2 &&
    table.rows.length >= 2 &&
    table.rows.every((r) => r.length === width)
  );
}

/** A cell's value: a number when written in JSON's grammar (kept exact), `true`/`false` as booleans, else the text. */
function cellValue(cell: string): JsonValue {
  if (isJsonNumberText(cell)) return jsonNumberOf(cell);
  if (cell === 'true') return true;
  if (cell === 'false') return false;
  return cell;
}

/** A number or a boolean: a cell a header naming fields rarely holds. */
function isTyped(cell: string): boolean {
  return isJsonNumberText(cell) || cell === 'true' || cell === 'false';
}

/**
 * Why the first row of `rows` reads as data rather than a header, or undefined; kept strict so a real
 * header is not refused (the rule: docs/input.md, "How the reading works").
 */
function dataLikeHeader(rows: readonly string[][]): string | undefined {
  const [header, ...body] = rows as [string[], ...string[][]];
  let against: number | undefined;
  let forHeader = false;
  header.forEach((name, column) => {
    const values = body.slice(0, 50).map((row) => row[column] ?? '');
    if (values.every(isTyped)) {
      if (isTyped(name)) against ??= column;
      else forHeader = true;
    } else if (
      values.length >= 2 &&
      values.every((v) => v.length === values[0]!.length) &&
      name.length !== values[0]!.length
    ) {
      forHeader = true;
    }
  });
  if (against === undefined || forHeader) return undefined;
  return `a ${isJsonNumberText(header[against]!) ? 'number' : 'boolean'} in column ${against + 1}, as in every row below`;
}

/**
 * The records of a delimited `table`: the first row names the fields, each other row is a record of
 * numbers (JSON's grammar, digit for digit), booleans or strings.
 * @throws InputError for a missing header, an empty or repeated name, a ragged row or a quoting error.
 */
export function delimitedRecords(table: DelimitedTable, source: string): DataRecord[] {
  const name = delimitedName(table.delimiter);
  if (table.quoteError !== undefined)
    throw new InputError(`${source}: invalid ${name} at ${table.quoteError}`, { source });
  const header = table.rows[0] ?? [];
  const dataLike = table.rows.length > 1 ? dataLikeHeader(table.rows) : undefined;
  if (dataLike !== undefined) {
    throw new InputError(
      `${source}: this looks like ${name} without a header row: its first row (${header.join(', ')}) holds ${dataLike}; add a header row naming the fields`,
      { source, line: 1 },
    );
  }
  const empty = header.findIndex((cell) => cell.trim() === '');
  if (empty >= 0) {
    throw new InputError(
      `${source}: the ${name} header row has an empty name in column ${empty + 1}; every column needs a field name`,
      { source, line: 1 },
    );
  }
  const seen = new Map<string, number>();
  header.forEach((cell, column) => {
    const first = seen.get(cell);
    if (first !== undefined) {
      throw new InputError(
        `${source}: the ${name} header row names the field ${JSON.stringify(cell)} twice (columns ${first + 1} and ${column + 1})`,
        { source, line: 1 },
      );
    }
    seen.set(cell, column);
  });
  return table.rows.slice(1).map((row, i) => {
    if (row.length !== header.length) {
      throw new InputError(
        `${source}: ${name} row ${i + 2} has ${row.length} cell${row.length === 1 ? '' : 's'}; the header row has ${header.length}`,
        { source },
      );
    }
    // fromEntries, not assignment: a header cell `__proto__` must stay a field.
    return Object.fromEntries(header.map((field, k) => [field, cellValue(row[k]!)])) as DataRecord;
  });
}
