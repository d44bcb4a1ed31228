import { describe, expect, test } from 'vitest';
import { readInput } from '../input/read-input.ts';
import { generateTasks } from '../builtin-data/generate.ts';
import { receivedStyle, writeInStyle } from './style.ts';

const records = generateTasks(3);
const wrapped = { total_count: 3, items: records };

describe('a text as received written again in its own layout', () => {
  test.each([
    ['compact', JSON.stringify(records), { kind: 'json', indent: 0, finalNewline: false }],
    [
      '2 spaces and a final newline',
      `${JSON.stringify(records, null, 2)}\n`,
      { kind: 'json', indent: 2, finalNewline: true },
    ],
    ['4 spaces, wrapped', JSON.stringify(wrapped, null, 4), { kind: 'json', indent: 4, finalNewline: false }],
    ['tabs', JSON.stringify(wrapped, null, '\t'), { kind: 'json', indent: '\t', finalNewline: false }],
    ['JSON Lines', `${records.map((r) => JSON.stringify(r)).join('\n')}\n`, { kind: 'json-lines', finalNewline: true }],
  ] as const)('%s: the style is read, and nothing dropped writes the text back byte for byte', (_, text, style) => {
    const input = readInput(text, 'response.json');
    const found = receivedStyle(text, input.format)!;
    expect(found).toEqual(style);
    expect(writeInStyle(input.document ?? input.records, input.records, found)).toBe(text);
  });

  test('CSV, TSV and YAML have no JSON layout', () => {
    expect(receivedStyle('a,b\n1,2\n', 'csv')).toBeUndefined();
    expect(receivedStyle('- a: 1\n', 'yaml-list')).toBeUndefined();
  });

  test('a number kept digit for digit stays so', () => {
    const text = '[{"id": 12345678901234567890}]';
    const input = readInput(text, 'big.json');
    expect(writeInStyle(input.document!, input.records, receivedStyle(text, input.format)!)).toBe(text);
  });

  // Written by Python 3's json.dumps (its defaults: ", " and ": ", ensure_ascii), and PHP's json_encode.
  const PYTHON =
    '[{"id": 1, "title": "Fix caf\\u00e9 \\u201clogin\\u201d", "url": "https://x.io/a/b", "tags": ["\\u65e5\\u672c", "\\ud83d\\ude80"], "html": "<b>a, b: c</b>"}, ' +
    '{"id": 2, "title": "Plain", "url": "/r", "tags": [], "html": "x"}]';

  test("Python's json.dumps: its separators and \\u escapes are read and written back byte for byte", () => {
    const input = readInput(PYTHON, 'py.json');
    const style = receivedStyle(PYTHON, input.format)!;
    expect(style).toEqual({
      kind: 'json',
      indent: 0,
      finalNewline: false,
      spelling: { separators: { item: ', ', key: ': ' }, asciiEscapes: 'lower' },
    });
    expect(writeInStyle(input.document!, input.records, style)).toBe(PYTHON);
    // Fields dropped, as json.dumps writes the projection (checked against Python 3.11).
    const kept = input.records.map((r) => ({ id: r.id!, title: r.title! }));
    expect(writeInStyle(kept, kept, style)).toBe(
      '[{"id": 1, "title": "Fix caf\\u00e9 \\u201clogin\\u201d"}, {"id": 2, "title": "Plain"}]',
    );
  });

  test('an indented text keeps "," at line ends; its escapes are still read; JSON Lines reads separators per line', () => {
    const indented = '[\n  {\n    "title": "caf\\u00E9, \\ud83d\\ude80"\n  }\n]';
    const input = readInput(indented, 'py.json');
    const style = receivedStyle(indented, input.format)!;
    expect(style.spelling).toEqual({ asciiEscapes: 'upper' });
    expect(writeInStyle(input.document!, input.records, style)).toBe(
      '[\n  {\n    "title": "caf\\u00E9, \\uD83D\\uDE80"\n  }\n]',
    );
    const lines = '{"a": 1, "b": "x"}\n{"a": 2, "b": "y"}\n';
    const jsonl = readInput(lines, 'py.jsonl');
    const jsonlStyle = receivedStyle(lines, jsonl.format)!;
    expect(writeInStyle(jsonl.records, jsonl.records, jsonlStyle)).toBe(lines);
  });

  test("PHP's json_encode: \\/ and \\u escapes; a backslash before u in the text is no escape", () => {
    const php = '[{"a":"x\\/y \\u00e9"}]';
    const input = readInput(php, 'php.json');
    const style = receivedStyle(php, input.format)!;
    expect(style.spelling).toEqual({ asciiEscapes: 'lower', slashEscapes: true });
    expect(writeInStyle(input.document!, input.records, style)).toBe(php);
    // `\\u00e9` is a backslash then `u00e9`, and the raw `é` says the sender writes characters as they are.
    const raw = '[{"a":"\\\\u00e9 é"}]';
    expect(receivedStyle(raw, readInput(raw, 'raw.json').format)!.spelling).toBeUndefined();
  });

  // Written as Go's encoding/json writes it (so kubectl's -o json): `<`, `>`, `&` and U+2028 escaped, the rest raw.
  const GO =
    '{\n    "items": [\n        {\n            "name": "café \\u003cb\\u003e",\n            "note": "a \\u0026 b\\u2028"\n        },\n' +
    '        {\n            "name": "日本",\n            "note": "x"\n        }\n    ]\n}\n';

  test("Go's encoding/json: <, >, & and U+2028 as \\u escapes beside raw non-ASCII, written back byte for byte", () => {
    const input = readInput(GO, 'pods.json');
    const style = receivedStyle(GO, input.format)!;
    expect(style.spelling).toEqual({ escapedChars: { chars: '<>&\u2028', hexCase: 'lower' } });
    expect(writeInStyle(input.document!, input.records, style)).toBe(GO);
  });
});
