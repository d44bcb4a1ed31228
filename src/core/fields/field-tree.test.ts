import { describe, expect, test } from 'vitest';
import type { DataRecord } from '../json-value.ts';
import { generateTasks } from '../builtin-data/generate.ts';
import { fieldsOf } from '../records.ts';
import { fieldPathsOf, fieldTree, filterFieldTree, treeOrder } from './field-tree.ts';

describe('fieldPathsOf', () => {
  test('should list the fixture flat records as their top-level keys', () => {
    const records = generateTasks(20);
    expect(fieldPathsOf(records)).toEqual(fieldsOf(records));
  });

  test('should list members of objects and of arrays of objects, and keep other values whole', () => {
    const records: DataRecord[] = [
      { id: 1, user: { login: 'a', site: { admin: true } }, labels: [{ name: 'x' }], tags: ['t'], meta: {} },
      { id: 2, user: { login: 'b' }, labels: [], tags: [], meta: {}, 'a.b': 1 },
    ];
    expect(fieldPathsOf(records)).toEqual([
      'id',
      'user.login',
      'user.site.admin',
      'labels[].name',
      'tags',
      'meta',
      'a\\.b',
    ]);
  });

  test('should keep a key whole when one record holds something else there (a string, mixed elements)', () => {
    const records: DataRecord[] = [
      { user: { login: 'a' }, labels: [{ name: 'x' }], items: [{ a: 1 }] },
      { user: { login: 'b' }, labels: 'none', items: [{ a: 2 }, 3] },
    ];
    expect(fieldPathsOf(records)).toEqual(['user.login', 'labels', 'items']);
  });

  test("should list a group's members where most records hold null there (GitHub's assignee, labels)", () => {
    const records: DataRecord[] = [
      { assignee: null, labels: null, milestone: null },
      { assignee: { login: 'ana', id: 1 }, labels: [{ name: 'bug' }], milestone: null },
      { assignee: null, labels: [], milestone: null },
    ];
    expect(fieldPathsOf(records)).toEqual(['assignee.login', 'assignee.id', 'labels[].name', 'milestone']);
  });

  test('should list every field of a 2,000-field record', () => {
    const record: DataRecord = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`f${i}`, { v: i }]));
    const paths = fieldPathsOf([record]);
    expect(paths).toHaveLength(2000);
    expect(paths[1999]).toBe('f1999.v');
  });
});

describe('fieldTree', () => {
  test('should put each group where its first field stands, members under it', () => {
    const rows = fieldTree(['id', 'user.login', 'labels[].name', 'user.id', 'labels[].color', 'a\\.b']);
    expect(rows.map((r) => [r.path, r.label, r.depth, r.group, r.fields])).toEqual([
      ['id', 'id', 0, false, ['id']],
      ['user', 'user', 0, true, ['user.login', 'user.id']],
      ['user.login', 'login', 1, false, ['user.login']],
      ['user.id', 'id', 1, false, ['user.id']],
      ['labels[]', 'labels[]', 0, true, ['labels[].name', 'labels[].color']],
      ['labels[].name', 'name', 1, false, ['labels[].name']],
      ['labels[].color', 'color', 1, false, ['labels[].color']],
      ['a\\.b', 'a.b', 0, false, ['a\\.b']],
    ]);
  });

  test('should order members of a group together', () => {
    expect(treeOrder(['labels[].name', 'id', 'labels[].color', 'user.a', 'x', 'user.b'])).toEqual([
      'labels[].name',
      'labels[].color',
      'id',
      'user.a',
      'user.b',
      'x',
    ]);
  });

  test('should keep a field and a group of the same key apart', () => {
    const rows = fieldTree(['labels', 'labels[].name']);
    expect(rows.map((r) => [r.path, r.group])).toEqual([
      ['labels', false],
      ['labels[]', true],
      ['labels[].name', false],
    ]);
  });
});

describe('filterFieldTree', () => {
  const rows = fieldTree(['id', 'user.login', 'user.id', 'labels[].name', 'labels[].color']);
  test('should show the matching fields and the groups above them, case-insensitive', () => {
    expect(filterFieldTree(rows, 'NAME').map((r) => r.path)).toEqual(['labels[]', 'labels[].name']);
    expect(filterFieldTree(rows, 'id').map((r) => r.path)).toEqual(['id', 'user', 'user.id']);
  });
  test('should show everything for a blank query, nothing for no match', () => {
    expect(filterFieldTree(rows, '  ')).toEqual(rows);
    expect(filterFieldTree(rows, 'zzz')).toEqual([]);
  });
});
