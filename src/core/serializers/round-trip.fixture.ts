import { describe, expect, test } from 'vitest';
import { generateTasks } from '../builtin-data/generate.ts';
import type { DataRecord, JsonValue } from '../json-value.ts';
import { projectRecords } from '../records.ts';

/** Test support: equal values, types and key order (toStrictEqual ignores key order, JSON text does not). */
export function expectSameRecords(actual: unknown, expected: DataRecord[]): void {
  expect(actual).toStrictEqual(expected);
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
}

/** Test support: the values every lossless format must read back exactly. */
export const EDGE_VALUES: { name: string; input: JsonValue }[] = [
  { name: 'a comma', input: 'a,b' },
  { name: 'quotes', input: 'say "hi" \'x\'' },
  { name: 'LF', input: 'l1\nl2' },
  { name: 'CR', input: 'l1\rl2' },
  { name: 'CRLF', input: 'l1\r\nl2' },
  { name: 'the empty string', input: '' },
  { name: 'surrounding spaces', input: '  x  ' },
  { name: 'a tab and a control character', input: 'a\tb\u0007' },
  { name: 'null', input: null },
  { name: 'zero', input: 0 },
  { name: '-1.5', input: -1.5 },
  { name: '1e21', input: 1e21 },
  { name: '5e-324', input: 5e-324 },
  { name: 'true', input: true },
  { name: 'false', input: false },
  { name: 'an empty array', input: [] },
  { name: 'an empty object', input: {} },
  { name: 'a nested array', input: [1, [2, 'x,"y"'], [], {}] },
  { name: 'a nested object', input: { b: { c: null }, a: [true], 'k: v': '- x' } },
  { name: 'non-ASCII', input: 'é 日本' },
  { name: 'an emoji', input: '😀' },
  { name: 'special-token text', input: '<|endoftext|>' },
];

/**
 * Test support: registers the round-trip tests a lossless format (values, types and key order
 * kept) must pass: every edge value plus the format's own, different field sets, empty and zero
 * records, missing kept apart from null, and the built-in fixture.
 */
export function describeLosslessRoundTrip(
  title: string,
  write: (records: readonly DataRecord[], fields: readonly string[]) => string,
  read: (text: string) => DataRecord[],
  extraValues: { name: string; input: JsonValue }[] = [],
): void {
  describe(title, () => {
    test.each([...EDGE_VALUES, ...extraValues])('should read back $name exactly', ({ input }) => {
      const records: DataRecord[] = [
        { id: 'T-1', v: input },
        { id: 'T-2', v: 'after' },
      ];
      expectSameRecords(read(write(records, ['v', 'id'])), projectRecords(records, ['v', 'id']));
    });

    test('should read back records with different field sets, empty records and zero records', () => {
      const records: DataRecord[] = [{ a: 1, b: 'x' }, { b: 'y', c: true }, {}, { c: null, d: 'unselected' }];
      expectSameRecords(read(write(records, ['c', 'a', 'b'])), projectRecords(records, ['c', 'a', 'b']));
      expectSameRecords(read(write([], ['a'])), []);
    });

    test('should keep missing apart from null', () => {
      expectSameRecords(read(write([{ a: null }, {}], ['a'])), [{ a: null }, {}]);
    });

    test('should read back the fixture generateTasks(20)', () => {
      const fields = ['id', 'status', 'assignee', 'priority'];
      const records = generateTasks(20);
      expectSameRecords(read(write(records, fields)), projectRecords(records, fields));
    });
  });
}
