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
    expect(writeInStyle(input.document!, input.records, receivedStyle(text, input.format)!)).toBe(
      '[{"id":12345678901234567890}]',
    );
  });
});
