import type { DataRecord } from '../json-value.ts';
import { fieldValue } from '../records.ts';
import { cellText } from './compact-cell.ts';
import { headerName } from '../fields/field-path.ts';

/** A Markdown table read back: header cells and value rows, every cell as text. */
export interface MarkdownTable {
  header: string[];
  rows: string[][];
}

const LINE_BREAK = '<br>';

/**
 * One cell's text as written: `\` → `\\` first (so the next escape stays unambiguous), `|` → `\|`
 * (a bare pipe would end the cell), and each CRLF, CR or LF → `<br>` (a table row is one line;
 * GitHub renders `<br>` as a line break). Other Markdown (`*`, `` ` ``, `<`) is left as is.
 */
function escapeCell(text: string): string {
  return text
    .replaceAll('\\', '\\\\')
    .replaceAll('|', '\\|')
    .replace(/\r\n|\r|\n/g, LINE_BREAK);
}

/** One table line: `|`, then ` cell |` per cell, then `\n`; no cells give `|\n`. */
function tableLine(cells: readonly string[]): string {
  return '|' + cells.map((cell) => ` ${cell} |`).join('') + '\n';
}

/**
 * A GitHub-flavoured Markdown table of `records` under `fields` (caller's order), every line ending with
 * `\n`, cells {@link cellText} with `|` escaped as `\|` (GFM spec, "Tables"). Lossy by design: CR, CRLF,
 * LF and a literal `<br>` all read back as LF.
 */
export function serializeMarkdownTable(records: readonly DataRecord[], fields: readonly string[]): string {
  let out = tableLine(fields.map((field) => escapeCell(headerName(field)))) + tableLine(fields.map(() => '---'));
  for (const record of records) {
    out += tableLine(
      fields.map((field) => {
        const value = fieldValue(record, field);
        return value === undefined ? '' : escapeCell(cellText(value));
      }),
    );
  }
  return out;
}

/**
 * Splits one table line into its cells' raw text: the line must begin with `|`; each cell runs to
 * the next `|` not escaped by `\`, and loses the one space on each side that {@link tableLine}
 * adds. `\\` and `\|` become `\` and `|`; any other `\x` is kept as written; `<br>` becomes LF.
 */
function splitLine(line: string, lineNumber: number): string[] {
  if (!line.startsWith('|')) throw new SyntaxError(`Markdown table line ${lineNumber}: does not begin with |`);
  const cells: string[] = [];
  let raw = '';
  for (let i = 1; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === '\\' && (line[i + 1] === '\\' || line[i + 1] === '|')) {
      raw += line[++i];
    } else if (ch === '|') {
      if (!raw.startsWith(' ') || !raw.endsWith(' ') || raw.length < 2) {
        throw new SyntaxError(
          `Markdown table line ${lineNumber}: cell ${cells.length + 1} is not padded by one space each side`,
        );
      }
      cells.push(raw.slice(1, -1).replaceAll(LINE_BREAK, '\n'));
      raw = '';
    } else {
      raw += ch;
    }
  }
  if (raw !== '') throw new SyntaxError(`Markdown table line ${lineNumber}: does not end with |`);
  return cells;
}

/**
 * Reads a Markdown table (as {@link serializeMarkdownTable} writes it) back into text cells, reversing
 * its escapes and trimming only the one space of padding each side.
 * @throws SyntaxError for a missing final `\n`, header or separator, a malformed line or a ragged row.
 */
export function parseMarkdownTable(text: string): MarkdownTable {
  if (!text.endsWith('\n')) throw new SyntaxError('Markdown table: the last line does not end with \\n');
  const lines = text.slice(0, -1).split('\n');
  if (lines.length < 2) throw new SyntaxError('Markdown table: needs a header and a separator line');
  const [header, separator, ...rows] = lines.map((line, i) => splitLine(line, i + 1));
  if (separator!.length !== header!.length || !separator!.every((cell) => /^:?-{3,}:?$/.test(cell))) {
    throw new SyntaxError('Markdown table line 2: not a separator of one --- per header cell');
  }
  rows.forEach((row, i) => {
    if (row.length !== header!.length) {
      throw new SyntaxError(`Markdown table line ${i + 3}: ${row.length} cells, the header has ${header!.length}`);
    }
  });
  return { header: header!, rows };
}
