import Papa from 'papaparse';
import { describe, expect, test } from 'vitest';
import type { ExportTable } from './table.ts';
import {
  cell,
  csvNumber,
  exportFileName,
  isNumericCell,
  numericColumns,
  tableToCsv,
  tableToMarkdown,
} from './table.ts';

/** A table of texts only (no raw numbers, no units): what these formatting tests need. */
function texts(table: { title: string; columns: string[]; rows: string[][]; notes?: string[] }): ExportTable {
  return {
    ...table,
    columns: table.columns.map((name) => ({ name })),
    rows: table.rows.map((row) => row.map((text) => cell(text))),
  };
}

const LADDER: ExportTable = texts({
  title: 'Tokens per rung and format',
  columns: ['Rung', '5 rows', '500 rows'],
  rows: [
    ['L0 Pretty JSON, full', '473', '48,933'],
    ['L5 Aliased header', '62', '5,873'],
  ],
  notes: ['Each cell: cl100k_base tokens of the whole response.'],
});

describe('isNumericCell', () => {
  test.each(['0', '473', '1,957', '48,933', '1,234,567', '+179', '−19', '-2', '0.0123', '70.31 %', '12%', ' 42 '])(
    '%s is a number',
    (cell) => {
      expect(isNumericCell(cell)).toBe(true);
    },
  );
  test.each(['', '–', '70.31 % of L1', '11 queries', 'never', '1,95', '12,3456', 'L0', '1 957', '4.'])(
    '%s is not',
    (cell) => {
      expect(isNumericCell(cell)).toBe(false);
    },
  );
});

describe('numericColumns', () => {
  test('a column is numeric when every cell is, placeholders aside, and at least one is', () => {
    const table = texts({
      title: 'T',
      columns: ['a', 'b', 'c', 'd'],
      rows: [
        ['x', '1', '–', '2'],
        ['y', '–', '–', 'never'],
      ],
    });
    expect(numericColumns(table)).toEqual([false, true, false, false]);
  });
});

describe('tableToMarkdown', () => {
  test('a title line, a GitHub table with numeric columns right-aligned, notes after', () => {
    expect(tableToMarkdown(LADDER)).toBe(
      '### Tokens per rung and format\n' +
        '\n' +
        '| Rung | 5 rows | 500 rows |\n' +
        '| --- | ---: | ---: |\n' +
        '| L0 Pretty JSON, full | 473 | 48,933 |\n' +
        '| L5 Aliased header | 62 | 5,873 |\n' +
        '\n' +
        'Each cell: cl100k_base tokens of the whole response.\n',
    );
  });

  test('pipes and backslashes are escaped, line breaks become <br>, short rows are padded, notes are paragraphs', () => {
    const table = texts({
      title: 'Odd\ncells',
      columns: ['Text', 'Signed'],
      rows: [['a | b', '+179'], ['c\\d\ne'], ['f', '−19']],
      notes: ['first', 'second\nline'],
    });
    expect(tableToMarkdown(table)).toBe(
      '### Odd cells\n\n| Text | Signed |\n| --- | ---: |\n| a \\| b | +179 |\n| c\\\\d<br>e |  |\n| f | −19 |\n\nfirst\n\nsecond line\n',
    );
  });

  test('a table without notes ends after its last row', () => {
    expect(
      tableToMarkdown(texts({ title: 'T', columns: ['Move', 'Share'], rows: [['L0 → L1', '29.39 % of L0']] })),
    ).toBe('### T\n\n| Move | Share |\n| --- | --- |\n| L0 → L1 | 29.39 % of L0 |\n');
  });
});

describe('tableToCsv', () => {
  test('RFC 4180: header row, CRLF, a text cell without a number kept as it is, quoted only when needed', () => {
    expect(tableToCsv(LADDER)).toBe(
      'Rung,5 rows,500 rows\r\n"L0 Pretty JSON, full",473,"48,933"\r\nL5 Aliased header,62,"5,873"\r\n',
    );
  });

  test('quotes are doubled, line breaks kept inside quotes, short rows padded, title and notes left out', () => {
    const table = texts({
      title: 'T',
      columns: ['a', 'b', 'c'],
      rows: [
        ['say "hi"', 'x\ny'],
        ['−19', '+179', '70.31 % of L1'],
      ],
      notes: ['n'],
    });
    const csv = tableToCsv(table);
    expect(csv).toBe('a,b,c\r\n"say ""hi""","x\ny",\r\n−19,+179,70.31 % of L1\r\n');
    expect(Papa.parse(csv.trimEnd(), { newline: '\r\n' }).data).toEqual([
      ['a', 'b', 'c'],
      ['say "hi"', 'x\ny', ''],
      ['−19', '+179', '70.31 % of L1'],
    ]);
  });

  test('a table without rows is its header line', () => {
    expect(tableToCsv(texts({ title: 'T', columns: ['a', 'b'], rows: [] }))).toBe('a,b\r\n');
  });

  test('a column with a unit is headed `name (unit)`; the CSV writes the raw number, the Markdown the text', () => {
    const table: ExportTable = {
      title: 'T',
      columns: [{ name: 'Rung' }, { name: '5 rows', unit: 'tokens' }, { name: 'Net', unit: 'tokens' }],
      rows: [[cell('L0 Pretty JSON, full'), cell('1,931', 1931), cell('−1,019', -1019)]],
    };
    expect(tableToCsv(table)).toBe('Rung,5 rows (tokens),Net (tokens)\r\n"L0 Pretty JSON, full",1931,-1019\r\n');
    expect(tableToMarkdown(table)).toContain(
      '| Rung | 5 rows (tokens) | Net (tokens) |\n| --- | ---: | ---: |\n| L0 Pretty JSON, full | 1,931 | −1,019 |',
    );
  });

  test('a column of quantities writes one CSV column each; a cell without a number its words, a placeholder nothing', () => {
    const table: ExportTable = {
      title: 'T',
      columns: [
        { name: 'Move' },
        {
          name: '5 rows',
          unit: 'tokens saved',
          quantities: [
            { name: '5 rows saved', unit: 'tokens' },
            { name: '5 rows saved', unit: '%' },
            { name: '5 rows denominator' },
          ],
        },
        { name: 'Percentage', quantities: [] },
        { name: 'Break-even', unit: 'queries' },
        { name: 'Pays', quantities: [{ name: 'Pays' }, { name: 'Why' }] },
      ],
      rows: [
        [
          cell('L1 → L3'),
          { ...cell('225 (67.37 % of L1)', 225), values: [225, 67.36526946107784, 'L1'] },
          cell('67.37 % of L1', 67.36526946107784),
          cell('11 queries', 11),
          { ...cell('yes'), values: [true] },
        ],
        [
          cell('L4 → L5'),
          cell('–'),
          cell('n/a'),
          cell('never pays back'),
          { ...cell('no'), values: [false, 'a, "b"'] },
        ],
        [cell('L0 → L1'), cell('counting…'), cell('–'), cell('–'), cell('counting…')],
      ],
    };
    const csv = tableToCsv(table);
    expect(csv).toBe(
      'Move,5 rows saved (tokens),5 rows saved (%),5 rows denominator,Break-even (queries),Pays,Why\r\n' +
        'L1 → L3,225,67.36526946107784,L1,11,true,\r\n' +
        'L4 → L5,,,,never pays back,false,"a, ""b"""\r\n' +
        'L0 → L1,counting…,,,,counting…,\r\n',
    );
    expect(Papa.parse(csv.trimEnd(), { newline: '\r\n', dynamicTyping: true }).data[1]).toEqual([
      'L1 → L3',
      225,
      67.36526946107784,
      'L1',
      11,
      true,
      null,
    ]);
  });
});

describe('csvNumber', () => {
  test.each([
    [1957, '1957'],
    [-19, '-19'],
    [0, '0'],
    [67.36526946107784, '67.36526946107784'],
    [0.0383, '0.0383'],
    [1e-7, '0.0000001'],
    [-2.5e-7, '-0.00000025'],
    [1e21, '1000000000000000000000'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%s → %s', (n, text) => {
    expect(csvNumber(n)).toBe(text);
  });
});

describe('exportFileName', () => {
  test.each([
    ['Tokens per rung and format', 'csv', 'tokens-per-rung-and-format.csv'],
    ['Tokens per call, by rung and format', 'csv', 'tokens-per-call-by-rung-and-format.csv'],
    ['Response size by rung and scale', 'png', 'response-size-by-rung-and-scale.png'],
    ['What the window holds at step 12', 'svg', 'what-the-window-holds-at-step-12.svg'],
    ['L0 → L5: Café “quotes”', 'md', 'l0-l5-cafe-quotes.md'],
    ['→ ←', 'csv', 'export.csv'],
  ])('%s', (title, ext, name) => {
    expect(exportFileName(title, ext)).toBe(name);
  });
});
