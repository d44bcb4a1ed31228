import { expect, test } from 'vitest';
import { readFieldList } from './field-list.ts';

const AVAILABLE = ['id', 'title', 'user.login', 'user.id', 'labels[].name', 'labels[].color', 'a\\.b'];

test('commas and new lines, in the order given; spaces trimmed; repeats once', () => {
  expect(readFieldList(' title, id\nuser.login\r\n\nid,', AVAILABLE)).toEqual({
    fields: ['title', 'id', 'user.login'],
    unknown: [],
  });
});

test('a group keeps its members; an escaped key is its one path; a plain dotted name matches it too', () => {
  expect(readFieldList('labels[], user', AVAILABLE).fields).toEqual([
    'labels[].name',
    'labels[].color',
    'user.login',
    'user.id',
  ]);
  expect(readFieldList('a\\.b', AVAILABLE).fields).toEqual(['a\\.b']);
  expect(readFieldList('a.b', AVAILABLE).fields).toEqual(['a\\.b']);
});

test('names that are not in the data are named, once each', () => {
  expect(readFieldList('id, nope, user.email, nope', AVAILABLE)).toEqual({
    fields: ['id'],
    unknown: ['nope', 'user.email'],
  });
});
