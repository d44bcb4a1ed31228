import { describe, expect, test } from 'vitest';
import type { CompactTable } from './compact-decode.ts';
import { CompactDecodeError, compactRowsToRecords, decodeCompact } from './compact-decode.ts';

describe('decodeCompact', () => {
  const cases: { name: string; input: string; expected: CompactTable }[] = [
    {
      name: 'a header and rows',
      input: 'id,status\nT-1,open\nT-2,done\n',
      expected: {
        header: ['id', 'status'],
        rows: [
          ['T-1', 'open'],
          ['T-2', 'done'],
        ],
      },
    },
    { name: 'a header alone (zero rows)', input: 'id,status\n', expected: { header: ['id', 'status'], rows: [] } },
    { name: 'an empty header line alone', input: '\n', expected: { header: [], rows: [] } },
    {
      name: 'empty unquoted cells',
      input: 'a,b,c\n,x,\n,,\n',
      expected: {
        header: ['a', 'b', 'c'],
        rows: [
          ['', 'x', ''],
          ['', '', ''],
        ],
      },
    },
    {
      name: 'a quoted empty cell as the empty string',
      input: 'a,b\n"",x\n',
      expected: { header: ['a', 'b'], rows: [['', 'x']] },
    },
    {
      name: 'a quoted cell with a comma',
      input: 'a,b\n"x,y",z\n',
      expected: { header: ['a', 'b'], rows: [['x,y', 'z']] },
    },
    {
      name: 'doubled quotes as one quote',
      input: 'a\n"say ""hi"""\n',
      expected: { header: ['a'], rows: [['say "hi"']] },
    },
    {
      name: 'a cell that is only a quote',
      input: 'a,b\n"""",x\n',
      expected: { header: ['a', 'b'], rows: [['"', 'x']] },
    },
    {
      name: 'a quoted cell spanning lines',
      input: 'a,b\n"line1\nline2",x\ny,z\n',
      expected: {
        header: ['a', 'b'],
        rows: [
          ['line1\nline2', 'x'],
          ['y', 'z'],
        ],
      },
    },
    {
      name: 'a quoted cell spanning lines with \\r\\n kept',
      input: 'a\n"l1\r\nl2\n"\n',
      expected: { header: ['a'], rows: [['l1\r\nl2\n']] },
    },
    {
      name: 'a quoted header cell spanning lines',
      input: '"h\n1",h2\nv1,v2\n',
      expected: { header: ['h\n1', 'h2'], rows: [['v1', 'v2']] },
    },
    {
      name: 'a single-field table with an empty value line',
      input: 'a\n\n',
      expected: { header: ['a'], rows: [['']] },
    },
    {
      name: 'a single-field table with empty lines between values',
      input: 'a\nx\n\n\ny\n',
      expected: { header: ['a'], rows: [['x'], [''], [''], ['y']] },
    },
    {
      name: 'cells as text, never typed',
      input: 'n,b,z\n123,true,null\n',
      expected: { header: ['n', 'b', 'z'], rows: [['123', 'true', 'null']] },
    },
    {
      name: 'spaces as part of cells',
      input: 'a,b\n x , y\n',
      expected: { header: ['a', 'b'], rows: [[' x ', ' y']] },
    },
    {
      name: 'non-ASCII and special-token text',
      input: 'a,b\né 日本,😀<|endoftext|>\n',
      expected: { header: ['a', 'b'], rows: [['é 日本', '😀<|endoftext|>']] },
    },
    {
      name: 'a leading U+FEFF as part of the first header cell',
      input: '\uFEFFid,x\n1,2\n',
      expected: { header: ['\uFEFFid', 'x'], rows: [['1', '2']] },
    },
    { name: 'a header that is only U+FEFF', input: '\uFEFF\n', expected: { header: ['\uFEFF'], rows: [] } },
    {
      name: 'a U+FEFF at the start of a value',
      input: 'a\n\uFEFFv\n',
      expected: { header: ['a'], rows: [['\uFEFFv']] },
    },
  ];
  test.each(cases)('should read $name', ({ input, expected }) => {
    expect(decodeCompact(input)).toEqual(expected);
  });

  const errors: { name: string; input: string; expected: { row: number; message: string } }[] = [
    {
      name: 'an empty text (no final \\n)',
      input: '',
      expected: { row: 1, message: 'row 1: the last line does not end with \\n' },
    },
    {
      name: 'a header without a final \\n',
      input: 'a,b',
      expected: { row: 1, message: 'row 1: the last line does not end with \\n' },
    },
    {
      name: 'a last row without a final \\n',
      input: 'a,b\n1,2\n3,4',
      expected: { row: 3, message: 'row 3: the last line does not end with \\n' },
    },
    {
      name: 'a last row without a final \\n after a cell spanning lines',
      input: 'a\n"x\ny"\nz',
      expected: { row: 3, message: 'row 3: the last line does not end with \\n' },
    },
    {
      name: 'a row with too few cells',
      input: 'a,b\n1,2\n3\n',
      expected: { row: 3, message: 'row 3: row has 1 cells, the header has 2' },
    },
    {
      name: 'a row with too many cells',
      input: 'a,b\n1,2,3\n4,5\n',
      expected: { row: 2, message: 'row 2: row has 3 cells, the header has 2' },
    },
    {
      name: 'an empty line in a two-field table',
      input: 'a,b\n\n',
      expected: { row: 2, message: 'row 2: row has 1 cells, the header has 2' },
    },
    {
      name: 'a short row after a cell spanning lines (counted in table rows)',
      input: 'a,b\n"x\ny",1\n2\n',
      expected: { row: 3, message: 'row 3: row has 1 cells, the header has 2' },
    },
    {
      name: 'an unclosed quote in a row',
      input: 'a,b\n1,"2\n',
      expected: { row: 2, message: 'row 2: Quoted field unterminated' },
    },
    {
      name: 'an unclosed quote in the header',
      input: '"a,b\n1,2\n',
      expected: { row: 1, message: 'row 1: Quoted field unterminated' },
    },
    {
      name: 'an unclosed quote after a cell spanning lines',
      input: 'a,b\n"x\ny",1\n"2,3\n',
      expected: { row: 3, message: 'row 3: Quoted field unterminated' },
    },
    {
      name: 'text after a closing quote',
      input: 'a,b\n"x"y,2\n',
      expected: { row: 2, message: 'row 2: Trailing quote on quoted field is malformed' },
    },
  ];
  test.each(errors)('should throw CompactDecodeError for $name', ({ input, expected }) => {
    let error: unknown;
    try {
      decodeCompact(input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CompactDecodeError);
    expect(error).toBeInstanceOf(Error);
    expect((error as CompactDecodeError).name).toBe('CompactDecodeError');
    expect((error as CompactDecodeError).row).toBe(expected.row);
    expect((error as CompactDecodeError).message).toBe(expected.message);
  });
});

describe('compactRowsToRecords', () => {
  const cases: {
    name: string;
    input: { table: CompactTable; fields?: string[] };
    expected: Record<string, string>[];
  }[] = [
    {
      name: 'key rows by the header by default',
      input: {
        table: {
          header: ['a', 'b'],
          rows: [
            ['1', '2'],
            ['', 'x'],
          ],
        },
      },
      expected: [
        { a: '1', b: '2' },
        { a: '', b: 'x' },
      ],
    },
    {
      name: 'key rows by the given fields (unaliased names)',
      input: { table: { header: ['i', 's'], rows: [['T-1', 'open']] }, fields: ['id', 'status'] },
      expected: [{ id: 'T-1', status: 'open' }],
    },
    {
      name: 'fill fields past the end of a row with the empty string',
      input: { table: { header: ['a'], rows: [['1']] }, fields: ['a', 'b'] },
      expected: [{ a: '1', b: '' }],
    },
    {
      name: 'return no records for zero rows',
      input: { table: { header: ['a'], rows: [] } },
      expected: [],
    },
  ];
  test.each(cases)('should $name', ({ input, expected }) => {
    expect(compactRowsToRecords(input.table, input.fields)).toEqual(expected);
  });
});
