/**
 * Which reader a text goes to: by its name's extension when it has one of ours, else by its
 * content; and the message for text that is none of JSON, JSON Lines, CSV, TSV or YAML records.
 */
import type { DataRecord, JsonValue } from '../json-value.ts';
import type { DelimitedTable } from './delimited.ts';
import { delimitedName, delimitedRecords, looksDelimited, splitDelimited } from './delimited.ts';
import { InputError } from './input-error.ts';
import { parseYaml } from './yaml-input.ts';

/** What a file's name says it holds. */
export type NamedFormat = 'json' | 'csv' | 'tsv' | 'yaml';

const EXTENSIONS: Record<string, NamedFormat> = {
  json: 'json',
  jsonl: 'json',
  ndjson: 'json',
  csv: 'csv',
  tsv: 'tsv',
  tab: 'tsv',
  yaml: 'yaml',
  yml: 'yaml',
};

/** The format `source`'s extension names (`tasks.CSV` → `csv`), or undefined (a paste, `.txt`, none). */
export function formatOfName(source: string): NamedFormat | undefined {
  const match = /\.([A-Za-z]+)$/.exec(source);
  return match ? EXTENSIONS[match[1]!.toLowerCase()] : undefined;
}

/** True when `body` starts (after white space) as a JSON document or JSON Lines would: `{`, `[` or `"`. */
export function startsLikeJson(body: string): boolean {
  return /^\s*[[{"]/.test(body);
}

/** Text read by the CSV/TSV or YAML reader: records, or a value to find the records in. */
export type TextRead =
  | { kind: 'delimited'; format: 'csv' | 'tsv'; records: DataRecord[]; notice: string }
  | { kind: 'yaml'; value: JsonValue; notice?: string };

/** The records of a delimited table, with the notice that says how they were read. */
export function readTable(table: DelimitedTable, source: string): TextRead {
  const records = delimitedRecords(table, source);
  const header = table.rows[0] ?? [];
  return {
    kind: 'delimited',
    format: table.delimiter === '\t' ? 'tsv' : 'csv',
    records,
    notice: `read as ${delimitedName(table.delimiter)} with a header row (${header.length} field${header.length === 1 ? '' : 's'}); cells written as JSON numbers or true/false are numbers and booleans, the rest strings`,
  };
}

/**
 * Text that is not JSON and whose name names no format, read by its content: a YAML mapping or sequence,
 * else CSV or TSV (or `;`, `|`) with a header row, every row as wide as it, at least two columns.
 * @throws InputError naming what the text looks like (CSV without a header, ragged CSV, YAML, HTML, prose).
 */
export function readUnnamedText(body: string, source: string): TextRead {
  // Text that starts as YAML does (`- `, `---`, `#`, `key:`) is tried as YAML first; other text as
  // CSV/TSV first, so a large table is not parsed as one long YAML scalar before it is split.
  const yamlFirst = YAML_START.test(body);
  const early = yamlFirst ? undefined : splitDelimited(body);
  if (early !== undefined && looksDelimited(early)) return readTable(early, source);
  const yaml = parseYaml(body, source);
  if (yaml.ok && yaml.collection)
    return { kind: 'yaml', value: yaml.value, notice: 'read as YAML: the text is not JSON' };
  const table = early ?? splitDelimited(body);
  if (looksDelimited(table)) return readTable(table, source);
  const yamlError = yaml.ok ? undefined : yaml.error.message.slice(source.length + 2);
  throw new InputError(`${source}: ${whatItLooksLike(body, table, yamlError)}`, { source });
}

/** How YAML text starts: a sequence item, a document marker, a comment, or a key before `:`. */
const YAML_START = /^\s*(?:-(?:\s|$)|---|#|[^,\t\n"]*:(?:\s|$))/;

/** What accepted kinds there are, for the end of a refusal. */
const ACCEPTED = 'give JSON (an array of records, or an object), JSON Lines, CSV or TSV with a header row, or YAML';

/** The words for text none of the readers took. */
function whatItLooksLike(body: string, table: DelimitedTable, yamlError: string | undefined): string {
  const trimmed = body.trim();
  if (trimmed.startsWith('<')) return `this looks like HTML or XML, not data; ${ACCEPTED}`;
  const widths = table.rows.map((row) => row.length);
  if (table.rows.length >= 2 && widths[0]! >= 2) {
    const odd = widths.findIndex((w) => w !== widths[0]);
    const name = delimitedName(table.delimiter);
    if (table.quoteError !== undefined) return `this looks like ${name}, but: ${table.quoteError}`;
    if (odd > 0)
      return `this looks like ${name}, but its rows have different numbers of cells (row 1: ${widths[0]}, row ${odd + 1}: ${widths[odd]})`;
  }
  if (yamlError !== undefined && /^\s*(?:- |[^\s:]+: )/m.test(body)) {
    return `this looks like YAML, but: ${yamlError}`;
  }
  const firstLine = trimmed.split('\n')[0]!.trim();
  const shown = firstLine.length > 40 ? `${firstLine.slice(0, 40)}…` : firstLine;
  return `this looks like plain text (${JSON.stringify(shown)}), not data; ${ACCEPTED}`;
}
