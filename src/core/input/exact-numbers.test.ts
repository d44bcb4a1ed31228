import { parse as losslessParse } from 'lossless-json';
import { describe, expect, test } from 'vitest';
import { FORMATS } from '../formats.ts';
import type { DataRecord } from '../json-value.ts';
import { isJsonNumber } from '../json-value.ts';
import { buildRungTexts } from '../ladder/ladder.ts';
import { callResultText } from '../mcp/call.ts';
import { jsonText } from '../mcp/json-text.ts';
import { decodeCompact } from '../serializers/compact-decode.ts';
import { parseCsv } from '../serializers/csv.ts';
import { parseMarkdownTable } from '../serializers/markdown-table.ts';
import { parseRecordsJson } from './parse-records.ts';
import { readInput } from './read-input.ts';

// Numbers a JavaScript number cannot write back: beyond 2^53, more digits than a double holds,
// a trailing zero, an exponent, negative zero; beside them plain ones that must stay plain.
const RECORD_1 =
  '{"id":12345678901234567890,"x":0.1000000000000000055511151231257827,"n":1.0,"e":1E400,"z":-0,"s":"12345678901234567890","k":7,"u":{"big":-12345678901234567890}}';
const RECORD_2 = '{"id":9007199254740993,"x":5e-324,"n":100,"e":1e21,"z":0,"s":"x","k":8,"u":{"big":1}}';
const INPUT = `[${RECORD_1},${RECORD_2}]`;
const FIELDS = ['id', 'x', 'n', 'e', 'z', 'k', 'u'];
const records = readInput(INPUT, 'big.json').records;

/** Every exact text, written out: the digits must be the source's, byte for byte. */
const EXPECTED: Record<string, string> = {
  L0:
    '[\n  {\n    "e": 1E400,\n    "id": 12345678901234567890,\n    "k": 7,\n    "n": 1.0,\n    "s": "12345678901234567890",\n    "u": {\n      "big": -12345678901234567890\n    },\n    "x": 0.1000000000000000055511151231257827,\n    "z": -0\n  },\n' +
    '  {\n    "e": 1e21,\n    "id": 9007199254740993,\n    "k": 8,\n    "n": 100,\n    "s": "x",\n    "u": {\n      "big": 1\n    },\n    "x": 5e-324,\n    "z": 0\n  }\n]',
  L1:
    '[{"e":1E400,"id":12345678901234567890,"k":7,"n":1.0,"s":"12345678901234567890","u":{"big":-12345678901234567890},"x":0.1000000000000000055511151231257827,"z":-0},' +
    '{"e":1e21,"id":9007199254740993,"k":8,"n":100,"s":"x","u":{"big":1},"x":5e-324,"z":0}]',
  L2:
    '[\n  {\n    "e": 1E400,\n    "id": 12345678901234567890,\n    "k": 7,\n    "n": 1.0,\n    "u": {\n      "big": -12345678901234567890\n    },\n    "x": 0.1000000000000000055511151231257827,\n    "z": -0\n  },\n' +
    '  {\n    "e": 1e21,\n    "id": 9007199254740993,\n    "k": 8,\n    "n": 100,\n    "u": {\n      "big": 1\n    },\n    "x": 5e-324,\n    "z": 0\n  }\n]',
  L3:
    '[{"e":1E400,"id":12345678901234567890,"k":7,"n":1.0,"u":{"big":-12345678901234567890},"x":0.1000000000000000055511151231257827,"z":-0},' +
    '{"e":1e21,"id":9007199254740993,"k":8,"n":100,"u":{"big":1},"x":5e-324,"z":0}]',
  L4: 'id,x,n,e,z,k,u\n12345678901234567890,0.1000000000000000055511151231257827,1.0,1E400,-0,7,"{""big"":-12345678901234567890}"\n9007199254740993,5e-324,100,1e21,0,8,"{""big"":1}"\n',
  L5: 'i,x,n,e,z,k,u\n12345678901234567890,0.1000000000000000055511151231257827,1.0,1E400,-0,7,"{""big"":-12345678901234567890}"\n9007199254740993,5e-324,100,1e21,0,8,"{""big"":1}"\n',
  csv: 'id,x,n,e,z,k,u\r\n12345678901234567890,0.1000000000000000055511151231257827,1.0,1E400,-0,7,"{""big"":-12345678901234567890}"\r\n9007199254740993,5e-324,100,1e21,0,8,"{""big"":1}"\r\n',
  yaml:
    '- id: 12345678901234567890\n  x: 0.1000000000000000055511151231257827\n  n: 1.0\n  e: 1E400\n  z: -0\n  k: 7\n  u:\n    big: -12345678901234567890\n' +
    '- id: 9007199254740993\n  x: 5e-324\n  n: 100\n  e: 1e21\n  z: 0\n  k: 8\n  u:\n    big: 1\n',
  toon: '[2]{id,x,n,e,z,k,u{big}}:\n  12345678901234567890,0.1000000000000000055511151231257827,1.0,1E400,-0,7,-12345678901234567890\n  9007199254740993,5e-324,100,1e21,0,8,1',
  markdown:
    '| id | x | n | e | z | k | u |\n| --- | --- | --- | --- | --- | --- | --- |\n| 12345678901234567890 | 0.1000000000000000055511151231257827 | 1.0 | 1E400 | -0 | 7 | {"big":-12345678901234567890} |\n' +
    '| 9007199254740993 | 5e-324 | 100 | 1e21 | 0 | 8 | {"big":1} |\n',
  jsonl:
    '{"id":12345678901234567890,"x":0.1000000000000000055511151231257827,"n":1.0,"e":1E400,"z":-0,"k":7,"u":{"big":-12345678901234567890}}\n' +
    '{"id":9007199254740993,"x":5e-324,"n":100,"e":1e21,"z":0,"k":8,"u":{"big":1}}\n',
  'json-source':
    '[\n  {\n    "id": 12345678901234567890,\n    "x": 0.1000000000000000055511151231257827,\n    "n": 1.0,\n    "e": 1E400,\n    "z": -0,\n    "k": 7,\n    "u": {\n      "big": -12345678901234567890\n    }\n  },\n' +
    '  {\n    "id": 9007199254740993,\n    "x": 5e-324,\n    "n": 100,\n    "e": 1e21,\n    "z": 0,\n    "k": 8,\n    "u": {\n      "big": 1\n    }\n  }\n]',
};

/** The source's spelling of each number of record 1 and 2, in FIELDS order (u as u.big). */
const DIGITS = [
  ['12345678901234567890', '0.1000000000000000055511151231257827', '1.0', '1E400', '-0', '7', '-12345678901234567890'],
  ['9007199254740993', '5e-324', '100', '1e21', '0', '8', '1'],
];

describe('exact numbers: parsing', () => {
  test('should keep numbers a JavaScript number would change as JsonNumbers, digit for digit, and the rest as numbers', () => {
    const [first, second] = records as [DataRecord, DataRecord];
    for (const field of ['id', 'x', 'n', 'e', 'z']) {
      expect(isJsonNumber(first[field]), field).toBe(true);
      expect(String(first[field])).toBe(DIGITS[0]![FIELDS.indexOf(field)]);
    }
    expect(first.k).toBe(7);
    expect(first.s).toBe('12345678901234567890');
    expect(String((first.u as DataRecord).big)).toBe('-12345678901234567890');
    expect(isJsonNumber(second.id)).toBe(true);
    expect(isJsonNumber(second.e)).toBe(true);
    expect([second.x, second.n, second.z, second.k]).toEqual([5e-324, 100, 0, 8]);
  });

  test('should say how many numbers are kept as written', () => {
    expect(readInput(INPUT, 'big.json').notices).toEqual([
      '8 numbers are kept digit for digit as written (first: 12345678901234567890 in record 1, field id); a JavaScript number would change them',
    ]);
    expect(readInput('[{"a":1,"b":[2.50]}]', 'x.json').notices).toEqual([
      '1 number is kept digit for digit as written (first: 2.50 in record 1, field b[0]); a JavaScript number would change it',
    ]);
  });

  test('should keep the same numbers through parseRecordsJson, JSON Lines and a path', () => {
    expect(parseRecordsJson(INPUT, 'big.json')).toEqual(records);
    expect(readInput(`${RECORD_1}\n${RECORD_2}\n`, 'big.jsonl').records).toEqual(records);
    expect(readInput(`{"data":{"items":${INPUT}}}`, 'big.json').records).toEqual(records);
  });
});

describe('exact numbers: every rung and format writes the source digits', () => {
  const texts: Record<string, string> = { ...buildRungTexts(records, FIELDS) };
  for (const format of FORMATS) texts[format.id] = format.build(records, FIELDS);

  test.each(Object.keys(EXPECTED))('should write %s byte for byte', (id) => {
    expect(texts[id]).toBe(EXPECTED[id]);
  });

  test.each(['12345678901234567890', '0.1000000000000000055511151231257827'])(
    'should hold %s in all 12 representations',
    (digits) => {
      expect(Object.keys(texts)).toHaveLength(12);
      for (const [id, text] of Object.entries(texts)) expect(text, id).toContain(digits);
    },
  );

  test.each(['L0', 'L1', 'L2', 'L3', 'json-source'])(
    'should read %s back to the same digits with lossless-json',
    (id) => {
      const back = losslessParse(texts[id]!) as Record<string, unknown>[];
      FIELDS.slice(0, 6).forEach((field, i) => {
        expect(String(back[0]![field]), field).toBe(DIGITS[0]![i]);
        expect(String(back[1]![field]), field).toBe(DIGITS[1]![i]);
      });
    },
  );

  test('should read JSON Lines back to the same digits', () => {
    const lines = texts
      .jsonl!.trimEnd()
      .split('\n')
      .map((line) => losslessParse(line) as Record<string, unknown>);
    expect(lines.map((line) => FIELDS.slice(0, 6).map((field) => String(line[field])))).toEqual(
      DIGITS.map((row) => row.slice(0, 6)),
    );
  });

  test.each([
    ['L4', (text: string) => decodeCompact(text).rows],
    ['L5', (text: string) => decodeCompact(text).rows],
    ['csv', (text: string) => parseCsv(text).rows],
    ['markdown', (text: string) => parseMarkdownTable(text).rows],
  ])('should read %s cells back as the source digits', (id, read) => {
    const rows = read(texts[id]!);
    expect(rows.map((row) => row.slice(0, 6))).toEqual(DIGITS.map((row) => row.slice(0, 6)));
    expect(rows[0]![6]).toBe('{"big":-12345678901234567890}');
  });
});

describe('exact numbers: MCP messages', () => {
  test('should write the digits in JSON text, ASCII-escaped or not', () => {
    const value = { records: records.slice(0, 1), note: 'é' };
    expect(jsonText(value, false)).toBe(
      '{"records":[{"id":12345678901234567890,"x":0.1000000000000000055511151231257827,"n":1.0,"e":1E400,"z":-0,"s":"12345678901234567890","k":7,"u":{"big":-12345678901234567890}}],"note":"é"}',
    );
    expect(jsonText(value, true)).toContain('"note":"\\u00e9"');
    expect(jsonText(value, true)).toContain('"id":12345678901234567890,"x":0.1000000000000000055511151231257827');
  });

  test('should carry the digits in structuredContent and in the text block', () => {
    const text = callResultText({ revision: '2026-07-28', id: 1, ascii: true }, EXPECTED.L3!, records);
    expect(text).toContain(
      '"structuredContent":{"records":[{"id":12345678901234567890,"x":0.1000000000000000055511151231257827,',
    );
    expect(text).toContain('\\"id\\":12345678901234567890');
  });
});
