import { describe, expect, test } from 'vitest';
import type { JsonObject } from '../json-value.ts';
import { locateRecords } from './locate-records.ts';

const ROOT: JsonObject = {
  meta: { total: 3, tags: [{ t: 'a' }] },
  data: { children: [{ id: 1 }, { id: 2 }, { id: 3 }] },
  'a.b': { rows: [{ x: 1 }] },
};

describe('locateRecords', () => {
  test('should use the largest array of objects and name the others', () => {
    const located = locateRecords(ROOT, undefined, 'r.json');
    expect(located.path).toBe('data.children');
    expect(located.records).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(located.steps).toEqual(['data', 'children']);
    expect(located.candidates).toEqual([
      { path: 'meta.tags', rows: 1 },
      { path: 'data.children', rows: 3 },
      { path: 'a.b.rows', rows: 1 },
    ]);
    expect(located.notice).toBe(
      'using data.children (3 records); other arrays: meta.tags (1 record), a.b.rows (1 record)',
    );
  });

  test('should follow a given path through a key holding a dot, without a notice', () => {
    const located = locateRecords(ROOT, 'a.b.rows', 'r.json');
    expect(located.records).toEqual([{ x: 1 }]);
    expect(located.steps).toEqual(['a.b', 'rows']);
    expect(located.notice).toBeUndefined();
  });

  test('should say why a path leads nowhere', () => {
    expect(() => locateRecords(ROOT, 'data.items', 'r.json')).toThrow(
      'r.json: path data.items not found: data has no key "items"; arrays of objects in it: meta.tags (1 record), data.children (3 records), a.b.rows (1 record)',
    );
    expect(() => locateRecords(ROOT, 'meta.total', 'r.json')).toThrow(
      'r.json: meta.total is a number, expected an array of records',
    );
  });

  test("should read the object itself as one record when no array holds only objects, and name a mixed array's first non-object when it is asked for", () => {
    expect(() => locateRecords({ items: [{ id: 1 }, 'two'] }, 'items', 'r.json')).toThrow(
      'r.json: record 2 of items is a string, expected an object',
    );
    expect(locateRecords({ items: [{ id: 1 }, 'two'] }, undefined, 'r.json').records).toEqual([
      { items: [{ id: 1 }, 'two'] },
    ]);
    expect(locateRecords({ n: 1 }, undefined, 'r.json')).toEqual({
      records: [{ n: 1 }],
      path: '.',
      candidates: [],
      steps: [],
      notice: 'read as one record: a single object with no array of objects in it',
    });
  });
});
