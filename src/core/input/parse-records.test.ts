import { afterEach, describe, expect, test, vi } from 'vitest';
import { InputError } from './input-error.ts';
import { parseRecordsJson } from './parse-records.ts';

/** The InputError that `parseRecordsJson(text, source)` throws (fails the test if none). */
function errorOf(text: string, source = 'tasks.json'): InputError {
  try {
    parseRecordsJson(text, source);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }
  throw new Error(`expected parseRecordsJson to throw for ${JSON.stringify(text)}`);
}

/** The message JSON.parse itself gives for `text` in this engine. */
function nativeMessage(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`expected JSON.parse to throw for ${JSON.stringify(text)}`);
}

/** The InputError for `text` when JSON.parse fails with `message`, as another engine's would. */
function errorWithEngineMessage(text: string, message: string): InputError {
  const spy = vi.spyOn(JSON, 'parse').mockImplementation(() => {
    throw new SyntaxError(message);
  });
  try {
    return errorOf(text);
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parseRecordsJson: valid input', () => {
  test('should return the records with their key order', () => {
    const records = parseRecordsJson('[{"b":1,"a":"x"},{"c":null}]', 'tasks.json');
    expect(records).toEqual([{ b: 1, a: 'x' }, { c: null }]);
    expect(Object.keys(records[0]!)).toEqual(['b', 'a']);
  });

  test('should accept an empty array as zero records', () => {
    expect(parseRecordsJson(' [ ] \n', 'tasks.json')).toEqual([]);
  });

  test('should ignore a leading UTF-8 byte-order mark', () => {
    expect(parseRecordsJson('\ufeff[{"id":"TASK-0001"}]\n', 'tasks.json')).toEqual([{ id: 'TASK-0001' }]);
  });
});

describe('parseRecordsJson: empty input', () => {
  test.each([
    ['nothing', ''],
    ['only whitespace', ' \n\t\r\n'],
    ['only a byte-order mark', '\ufeff'],
    ['a byte-order mark and a newline', '\ufeff\n'],
  ])('should report %s as empty', (_name, text) => {
    const error = errorOf(text);
    expect(error.message).toBe('tasks.json is empty');
    expect(error.name).toBe('InputError');
    expect(error.source).toBe('tasks.json');
    expect(error.line).toBeUndefined();
    expect(error.column).toBeUndefined();
    expect(error.excerpt).toBeUndefined();
  });
});

describe('parseRecordsJson: invalid JSON', () => {
  test('should give line, column and excerpt of a missing comma between properties', () => {
    const error = errorOf('[\n  {"a": 1\n    "b": 2}\n]\n');
    expect(error.message).toMatch(/^tasks\.json: invalid JSON at line 3, column 5: /);
    expect(error.message).toMatch(/Expected ',' or '}' after property value$/);
    expect(error).toMatchObject({ source: 'tasks.json', line: 3, column: 5, excerpt: '    "b": 2}' });
  });

  test('should use the source name given', () => {
    expect(errorOf('[1 2]', 'data/other.json').message).toMatch(
      /^data\/other\.json: invalid JSON at line 1, column 4: /,
    );
  });

  test('should locate a trailing comma in an array, for which V8 gives no position', () => {
    const error = errorOf('[\n  {"a": 1},\n]\n');
    expect(error.message).toMatch(/^tasks\.json: invalid JSON at line 3, column 1: /);
    expect(error.message).toMatch(/Unexpected token '\]'$/);
    expect(error.message).not.toMatch(/is not valid JSON/);
    expect(error).toMatchObject({ line: 3, column: 1, excerpt: ']' });
  });

  test('should locate a trailing comma in an object', () => {
    const error = errorOf('[{"a": 1,}]');
    expect(error.message).toMatch(/^tasks\.json: invalid JSON at line 1, column 10: /);
    expect(error.message).toMatch(/property name/);
    expect(error).toMatchObject({ line: 1, column: 10, excerpt: '[{"a": 1,}]' });
  });

  test('should point just past the content when the input ends early', () => {
    const error = errorOf('[\n  {"a": 1},\n\n');
    expect(error.message).toMatch(/^tasks\.json: invalid JSON at line 2, column 12: /);
    expect(error.message).toMatch(/Unexpected end of JSON input$/);
    expect(error).toMatchObject({ line: 2, column: 12, excerpt: '  {"a": 1},' });
  });

  test('should point at the end of an unterminated string', () => {
    const error = errorOf('[{"a": "abc');
    expect(error.message).toMatch(/^tasks\.json: invalid JSON at line 1, column 12: /);
    expect(error.message).toMatch(/Unterminated string/);
    expect(error).toMatchObject({ line: 1, column: 12 });
  });

  test('should locate trailing text after the array', () => {
    const error = errorOf('[{"a": 1}]\nx\n');
    expect(error.message).toMatch(/^tasks\.json: invalid JSON at line 2, column 1: /);
    expect(error.message).toMatch(/Unexpected non-whitespace character after JSON$/);
    expect(error).toMatchObject({ line: 2, column: 1, excerpt: 'x' });
  });

  test('should locate a single-quoted string', () => {
    const error = errorOf("[{'a': 1}]");
    expect(error.message).toMatch(/^tasks\.json: invalid JSON at line 1, column 3: /);
    expect(error).toMatchObject({ line: 1, column: 3 });
  });

  test('should count lines at \\n with CRLF line ends and drop the \\r from the excerpt', () => {
    const error = errorOf('[\r\n  {"a": 1}\r\n  {"b": 2}\r\n]\r\n');
    expect(error.message).toMatch(/^tasks\.json: invalid JSON at line 3, column 3: /);
    expect(error.message).toMatch(/Expected ',' or '\]' after array element$/);
    expect(error).toMatchObject({ line: 3, column: 3, excerpt: '  {"b": 2}' });
  });

  test('should count columns after a byte-order mark from the first character after it', () => {
    const error = errorOf('\ufeff[1 2]');
    expect(error).toMatchObject({ line: 1, column: 4, excerpt: '[1 2]' });
  });

  test('should cut a long line to about 80 characters around the column', () => {
    const text = `[${'{"k":1},'.repeat(30)}{"k":2,}]`;
    const error = errorOf(text);
    const column = text.indexOf(',}') + 2;
    expect(error.message).toMatch(new RegExp(`^tasks\\.json: invalid JSON at line 1, column ${column}: `));
    expect(error.column).toBe(column);
    expect(error.excerpt).toBe(`…${text.slice(text.length - 80)}`);
  });

  test('should cut both ends of a long line when the column is in the middle', () => {
    const text = `[${'1,'.repeat(100)}x${',1'.repeat(100)}]`;
    const error = errorOf(text);
    expect(error.column).toBe(202);
    expect(error.excerpt).toBe(`…${text.slice(161, 241)}…`);
    expect(error.excerpt).toContain('1,x,1');
  });

  test('should not split a surrogate pair at a cut', () => {
    const text = `["${'😀'.repeat(60)}", x]`;
    const excerpt = errorOf(text).excerpt!;
    expect(excerpt).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  });
});

describe('parseRecordsJson: message formats of other engines', () => {
  const text = '[\n  {"a": 1\n    "b": 2}\n]\n';

  test('should compute line and column itself from newer V8 messages with position and (line L column C)', () => {
    const error = errorWithEngineMessage(
      text,
      "Expected ',' or '}' after property value in JSON at position 16 (line 3 column 5)",
    );
    expect(error.message).toBe(
      "tasks.json: invalid JSON at line 3, column 5: Expected ',' or '}' after property value",
    );
    expect(error).toMatchObject({ line: 3, column: 5, excerpt: '    "b": 2}' });
  });

  test('should prefer the position to the line and column in the message', () => {
    const error = errorWithEngineMessage(
      text,
      "Expected ',' or '}' after property value in JSON at position 16 (line 9 column 9)",
    );
    expect(error).toMatchObject({ line: 3, column: 5 });
  });

  test('should use (line L column C) when a message has no position', () => {
    const error = errorWithEngineMessage(text, "Expected ',' or '}' after property value (line 3 column 5)");
    expect(error.message).toBe(
      "tasks.json: invalid JSON at line 3, column 5: Expected ',' or '}' after property value",
    );
    expect(error).toMatchObject({ line: 3, column: 5, excerpt: '    "b": 2}' });
  });

  test('should read Firefox messages', () => {
    expect(
      errorWithEngineMessage(
        text,
        "JSON.parse: expected ',' or '}' after property value in object at line 3 column 5 of the JSON data",
      ).message,
    ).toBe("tasks.json: invalid JSON at line 3, column 5: Expected ',' or '}' after property value in object");
  });

  test('should locate the error itself when the message has no place at all (Safari)', () => {
    const error = errorWithEngineMessage(text, "JSON Parse error: Expected '}'");
    expect(error.message).toBe("tasks.json: invalid JSON at line 3, column 5: Expected '}'");
    expect(error).toMatchObject({ line: 3, column: 5 });
  });

  test('should rethrow errors that are not syntax errors', () => {
    const spy = vi.spyOn(JSON, 'parse').mockImplementation(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    let thrown: unknown;
    try {
      parseRecordsJson('[[[]]]', 'tasks.json');
    } catch (error) {
      thrown = error;
    }
    spy.mockRestore();
    expect(thrown).toBeInstanceOf(RangeError);
  });

  // Where V8 gives a position, the module's own scan (used when it does not) must agree with it.
  test.each([
    '[\n  {"a": 1\n    "b": 2}\n]',
    '[1 2]',
    '[{"a":1},\n {"b":2},\n {"c":3,}]',
    '{"a" 1}',
    '[1.]',
    '["a\nb"]',
    '[01]',
    '[-]',
    '["\\x"]',
    '["abc',
    '[{"a":1}]\n\n  x',
    '[{"a": tru}]',
    '[{"a": "\\u12G4"}]',
    '[1e]',
    '[{"a":1}:',
  ])('should locate %j where V8 does', (text) => {
    const native = nativeMessage(text);
    const withPlace = errorOf(text);
    expect(withPlace.line).toBeDefined();
    const withoutPlace = native.replace(/ at position \d+.*$/s, '');
    const scanned = errorWithEngineMessage(text, withoutPlace);
    expect({ line: scanned.line, column: scanned.column }).toEqual({ line: withPlace.line, column: withPlace.column });
    expect(scanned.excerpt).toBe(withPlace.excerpt);
  });
});

describe('parseRecordsJson: not an array of objects', () => {
  test.each([
    ['{"id": "TASK-0001"}', 'an object'],
    ['"tasks"', 'a string'],
    ['42', 'a number'],
    ['true', 'a boolean'],
    ['null', 'null'],
  ])('should reject the top-level value %s', (text, found) => {
    const error = errorOf(text);
    expect(error.message).toBe(`tasks.json: expected a JSON array of records, found ${found}`);
    expect(error.line).toBeUndefined();
  });

  test.each([
    ['[{"a":1},{"a":2},3]', 'a number'],
    ['[{"a":1},{"a":2},null]', 'null'],
    ['[{"a":1},{"a":2},[]]', 'an array'],
    ['[{"a":1},{"a":2},"x"]', 'a string'],
    ['[{"a":1},{"a":2},false]', 'a boolean'],
  ])('should name the first element that is not an object (%s), counting from 1', (text, found) => {
    expect(errorOf(text).message).toBe(`tasks.json: record 3 is ${found}, expected an object`);
  });

  test('should name a NaN token with its place', () => {
    const error = errorOf('[{"a": 1},\n {"a": NaN}]');
    expect(error.message).toBe('tasks.json: NaN at line 2, column 8 is not JSON: write null or a string');
    expect(error).toMatchObject({ line: 2, column: 8, excerpt: ' {"a": NaN}]' });
  });

  test('should report the first bad record only', () => {
    expect(errorOf('[1, "x"]').message).toBe('tasks.json: record 1 is a number, expected an object');
  });
});
