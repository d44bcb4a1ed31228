import { describe, expect, test } from 'vitest';
import { LosslessNumber } from 'lossless-json';
import type { DataRecord } from '../json-value.ts';
import { duplicateNotices, flattenNotices, placeDuplicate, valueNotices } from './input-notices.ts';

const recordName = (i: number): string => `record ${i + 1}`;

describe('placeDuplicate and duplicateNotices', () => {
  test('should place a repeated key in its record or outside the records', () => {
    const inRecord = placeDuplicate({ key: 'status', path: ['data', 2, 'user'], offset: 0 }, ['data']);
    const outside = placeDuplicate({ key: 'total', path: ['meta'], offset: 0 }, ['data']);
    expect(inRecord).toEqual({ key: 'status', record: 2, at: 'user' });
    expect(outside).toEqual({ key: 'total', record: null, at: 'meta' });
    expect(duplicateNotices([inRecord, outside])).toEqual([
      'record 3 has the key "status" twice in user; the last value wins, as JSON.parse does',
      'the key "total" appears twice in meta; the last value wins, as JSON.parse does',
    ]);
  });

  test('should list ten and count the rest', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ key: 'k', record: i, at: '' }));
    const notices = duplicateNotices(many);
    expect(notices).toHaveLength(11);
    expect(notices[10]).toBe('… and 2 more repeated keys');
  });
});

describe('flattenNotices', () => {
  test('should name the record and the field written twice', () => {
    expect(flattenNotices([{ record: 1, field: 'user.id' }], recordName)).toEqual([
      'record 2: flattening gives the field "user.id" twice (a key of that name and a nested value); the later one wins',
    ]);
  });
});

describe('valueNotices', () => {
  test('should count exact numbers and lone surrogates, naming the first of each', () => {
    const records: DataRecord[] = [
      { id: new LosslessNumber('12345678901234567890'), title: 'ok' },
      { title: 'a\ud800b' },
    ];
    expect(valueNotices(records, recordName)).toEqual([
      '1 number is kept digit for digit as written (first: 12345678901234567890 in record 1, field id); a JavaScript number would change it',
      '1 string holds a lone surrogate (first: U+D800 in record 2, field title); kept as it is: JSON writes it as a \\u escape, the other formats as the bare code unit, which the tokenizer reads as U+FFFD; TOON cannot write it, so it is left out',
    ]);
  });
});
