import { describe, expect, test } from 'vitest';
import { toJsonText } from '../json-value.ts';
import { readInput } from '../input/read-input.ts';
import { firstRecordScales } from '../ladder/first-records.ts';
import { documentWith, recordsInPlace } from './document.ts';
import { WRAPPED_LIST } from './samples.fixture.ts';
import { wholeSourceOf } from './source.ts';

describe('recordsInPlace', () => {
  const records = [
    { b: 1, a: 2, user: { login: 'x' } },
    { a: 3, b: 4, user: { login: 'y' } },
  ];
  test('every field kept (any order): the records as given', () => {
    const out = recordsInPlace(records, ['user', 'a', 'b']);
    expect(out[0]).toBe(records[0]);
    expect(out[1]).toBe(records[1]);
  });
  test('a projection: each record in its own key order, a nested field where its key stands', () => {
    expect(JSON.stringify(recordsInPlace(records, ['user.login', 'a']))).toBe(
      // A nested path keeps its object (core/records.ts projection), where the record's `user` stands.
      '[{"a":2,"user":{"login":"x"}},{"a":3,"user":{"login":"y"}}]',
    );
  });
});

describe('documentWith', () => {
  test('a copy of the objects on the way, the records replaced, nothing mutated', () => {
    const document = { meta: { n: 2 }, data: { children: [{ a: 1 }, { a: 2 }], after: 'x' } };
    const out = documentWith({ document, recordsAt: ['data', 'children'] }, [{ a: 9 }]);
    expect(JSON.stringify(out)).toBe('{"meta":{"n":2},"data":{"children":[{"a":9}],"after":"x"}}');
    expect(document.data.children).toHaveLength(2);
  });
  test('a one-record document is that record', () => {
    expect(documentWith({ document: { a: 1 }, recordsAt: null }, [{ a: 2 }])).toEqual({ a: 2 });
  });
});

describe('firstRecordScales', () => {
  const input = readInput(WRAPPED_LIST, 'list.json');
  const dataset = { label: 'list.json', records: input.records, whole: wholeSourceOf(WRAPPED_LIST, input) };
  test('the first k records, the records array cut in the document, their text in its style; the whole file keeps its text', () => {
    const [one, all] = firstRecordScales(dataset, [1, 3]);
    expect(one!.label).toBe('list.json, first 1');
    expect(one!.records).toHaveLength(1);
    expect(one!.whole!.text).toMatch(/^\{\n {4}"total_count": 3,\n/);
    expect(toJsonText(documentWith(one!.whole!, one!.records))).toBe(
      '{"total_count":3,"incomplete_results":false,"items":[{"title":"Fix café login","id":12345678901234567890,"state":"open","user":{"login":"ana"}}],"next":"/issues?page=2"}',
    );
    expect(all).toBe(dataset);
  });
  test('a scale past the record count, or given twice, is refused', () => {
    expect(() => firstRecordScales(dataset, [5])).toThrow('list.json has 3 records; a scale takes 1 to 3, not 5');
    expect(() => firstRecordScales(dataset, [2, 2])).toThrow('the scale of 2 records is given twice');
  });
});

describe('wholeSourceOf: where the reader found the records', () => {
  test('an array inside objects, a key holding a dot, JSON Lines', () => {
    const text = '{"data":{"a.b":[{"x":1}]},"n":1}';
    expect(wholeSourceOf(text, readInput(text, 'r.json', { path: 'data.a.b' })).recordsAt).toEqual(['data', 'a.b']);
    const array = '[{"x":1}]';
    expect(wholeSourceOf(array, readInput(array, 'r.json')).recordsAt).toEqual([]);
    const lines = '{"x":1}\n{"x":2}\n';
    const source = wholeSourceOf(lines, readInput(lines, 'r.jsonl'));
    expect(source.text).toBe(lines);
    expect(toJsonText(source.document)).toBe('[{"x":1},{"x":2}]');
  });
});
