import { describe, expect, test } from 'vitest';
import type { PathStep } from './field-path.ts';
import { FieldPathError, formatFieldPath, matchFieldPath, parseFieldPath, plainFieldName } from './field-path.ts';

const CASES: { text: string; steps: PathStep[] }[] = [
  { text: 'id', steps: [{ key: 'id' }] },
  { text: 'user.login', steps: [{ key: 'user' }, { key: 'login' }] },
  { text: 'labels[].name', steps: [{ key: 'labels' }, { each: true }, { key: 'name' }] },
  { text: 'm[][].x', steps: [{ key: 'm' }, { each: true }, { each: true }, { key: 'x' }] },
  { text: 'labels[]', steps: [{ key: 'labels' }, { each: true }] },
  { text: 'user\\.login', steps: [{ key: 'user.login' }] },
  { text: 'reactions\\.+1', steps: [{ key: 'reactions.+1' }] },
  { text: 'a\\[0\\]', steps: [{ key: 'a[0]' }] },
  { text: 'c\\\\d', steps: [{ key: 'c\\d' }] },
  { text: 'x\\\\.y', steps: [{ key: 'x\\' }, { key: 'y' }] },
  { text: '', steps: [{ key: '' }] },
  { text: 'a.', steps: [{ key: 'a' }, { key: '' }] },
  { text: '[].x', steps: [{ key: '' }, { each: true }, { key: 'x' }] },
  { text: '\u202eexe.txt', steps: [{ key: '\u202eexe' }, { key: 'txt' }] },
];

describe('field paths: format and parse round trip', () => {
  test.each(CASES)('$text', ({ text, steps }) => {
    expect(formatFieldPath(steps)).toBe(text);
    expect(parseFieldPath(text)).toEqual(steps);
  });

  test('should round-trip keys made of the special characters', () => {
    for (const key of ['.', '[', ']', '\\', '[]', '.[].', 'a\\.b', '\\\\']) {
      expect(parseFieldPath(formatFieldPath([{ key }, { each: true }, { key }]))).toEqual([
        { key },
        { each: true },
        { key },
      ]);
    }
  });

  test('should keep a backslash before an ordinary character (names written before escaping)', () => {
    expect(parseFieldPath('c\\d')).toEqual([{ key: 'c\\d' }]);
    expect(parseFieldPath('end\\')).toEqual([{ key: 'end\\' }]);
  });

  test.each([
    ['a[0]', 'field path "a[0]": a "[" not followed by "]" at character 2'],
    ['a]', 'field path "a]": a "]" without "[" at character 2'],
    ['a[]b', 'field path "a[]b": a key right after "[]" (add a ".") at character 4'],
  ])('should refuse %s and say where', (text, message) => {
    expect(() => parseFieldPath(text)).toThrow(FieldPathError);
    expect(() => parseFieldPath(text)).toThrow(message);
  });
});

describe('names kept before escaping', () => {
  test('should give the plain name of a path', () => {
    expect(plainFieldName('user\\.login')).toBe('user.login');
    expect(plainFieldName('labels[].name')).toBe('labels[].name');
    expect(plainFieldName('a[0]')).toBeUndefined();
  });

  test('should match a dotted name to the escaped path of a flattened key, and refuse an ambiguous one', () => {
    const available = ['id', 'reactions\\.+1', 'user.login', 'user\\.login', 'labels[].name'];
    expect(matchFieldPath('id', available)).toBe('id');
    expect(matchFieldPath('reactions.+1', available)).toBe('reactions\\.+1');
    expect(matchFieldPath('user.login', available)).toBe('user.login');
    expect(matchFieldPath('labels[].name', available)).toBe('labels[].name');
    expect(matchFieldPath('nope', available)).toBeUndefined();
    expect(matchFieldPath('a.b', ['a\\.b', 'a.b\\.'])).toBe('a\\.b');
    expect(matchFieldPath('a.b', ['a\\.b', 'a.\\b'])).toBe('a\\.b');
    expect(matchFieldPath('x.y', ['x\\.y', 'x.y\\'])).toBe('x\\.y');
  });
});
