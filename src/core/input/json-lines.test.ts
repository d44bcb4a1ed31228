import { describe, expect, test } from 'vitest';
import { readJsonLines } from './json-lines.ts';

describe('readJsonLines', () => {
  test('should read one record per non-empty line, with its line number and repeated keys', () => {
    const lines = readJsonLines('{"id":1}\n\n{"id":2,"u":{"a":1,"a":2}}\n', 't.jsonl');
    expect(lines).toEqual({
      records: [{ id: 1 }, { id: 2, u: { a: 2 } }],
      lineOf: [1, 3],
      duplicates: [{ key: 'a', record: 1, at: 'u', name: 'record 2 (line 3)' }],
      tooDeep: false,
    });
  });

  test('should not take one line, or a first line that is not an object, as JSON Lines', () => {
    expect(readJsonLines('{"id":1}', 't.jsonl')).toBeUndefined();
    expect(readJsonLines('[1]\n{"id":1}', 't.jsonl')).toBeUndefined();
    expect(readJsonLines('{"id":1\n{"id":2}', 't.jsonl')).toBeUndefined();
  });

  test('should refuse a later line that is not an object', () => {
    expect(() => readJsonLines('{"id":1}\n"two"', 't.jsonl')).toThrow(
      't.jsonl: line 2 is a string, expected an object (JSON Lines: one record per line)',
    );
  });
});
