import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import type { DataRecord } from '../json-value.ts';
import { buildRungTexts } from '../ladder/ladder.ts';
import { serializeCompact } from '../serializers/compact.ts';
import { decodeCompact } from '../serializers/compact-decode.ts';
import { InputError } from './input-error.ts';
import type { InputResult, ReadInputOptions } from './read-input.ts';
import { MAX_INPUT_BYTES, checkInputSize, readInput } from './read-input.ts';
import { WHOLE_OBJECT } from './locate-records.ts';
import { inputErrorOf } from './input-error.fixture.ts';

/** {@link inputErrorOf} with the source name last, `tasks.json` unless given. */
const errorOf = (text: string, options: ReadInputOptions = {}, source = 'tasks.json') =>
  inputErrorOf(text, source, options);

/** The result without its records and document (whole/*.test.ts checks those), for comparing the rest exactly. */
const shape = ({ records: _records, document: _document, recordsAt: _recordsAt, ...rest }: InputResult) => rest;

describe('readInput: a JSON array of records', () => {
  test('should return the records with their key order and the union of fields', () => {
    const result = readInput('[{"b":1,"a":"x"},{"c":null}]', 'tasks.json');
    expect(result.records).toEqual([{ b: 1, a: 'x' }, { c: null }]);
    expect(Object.keys(result.records[0]!)).toEqual(['b', 'a']);
    expect(shape(result)).toEqual({
      fields: ['b', 'a', 'c'],
      path: null,
      candidates: [],
      format: 'json-array',
      notices: [],
    });
  });

  test('should refuse an empty array: no records, nothing to count', () => {
    expect(errorOf(' [ ] \n').message).toBe('tasks.json holds no records (an empty array); nothing to count');
  });

  test('should keep nested objects and arrays as values', () => {
    const result = readInput('[{"id":1,"user":{"login":"ana","id":7},"labels":["bug","ui"],"e":{}}]', 'tasks.json');
    expect(result.records).toEqual([{ id: 1, user: { login: 'ana', id: 7 }, labels: ['bug', 'ui'], e: {} }]);
    expect(result.fields).toEqual(['id', 'user', 'labels', 'e']);
  });
});

describe('readInput: an object holding the array', () => {
  // A Reddit-like listing: the records sit at data.children; other arrays around them.
  const listing = JSON.stringify({
    kind: 'Listing',
    tags: [],
    data: {
      after: null,
      children: [
        { id: 'a', title: 'A', score: 1, open: true },
        { id: 'b', title: 'B', score: 2, open: false },
        { id: 'c', title: 'C', score: 3, open: true },
      ],
      links: [{ href: '/x' }],
    },
    meta: { counts: [1, 2, 3], pages: [{ n: 1 }, { n: 2 }, { n: 3 }] },
  });

  test('should propose the largest array of objects, breadth-first, the shallower and then the first on a tie', () => {
    const result = readInput(listing, 'listing.json');
    expect(result.records).toEqual([
      { id: 'a', title: 'A', score: 1, open: true },
      { id: 'b', title: 'B', score: 2, open: false },
      { id: 'c', title: 'C', score: 3, open: true },
    ]);
    expect(shape(result)).toEqual({
      fields: ['id', 'title', 'score', 'open'],
      path: 'data.children',
      candidates: [
        { path: 'tags', rows: 0 },
        { path: 'data.children', rows: 3 },
        { path: 'data.links', rows: 1 },
        { path: 'meta.pages', rows: 3 },
      ],
      format: 'json-object',
      notices: [
        'using data.children (3 records); other arrays: tags (0 records), data.links (1 record), meta.pages (3 records)',
      ],
    });
  });

  test('should prefer a shallower array on a tie in size', () => {
    const result = readInput('{"deep":{"items":[{"a":1},{"a":2}]},"items":[{"b":1},{"b":2}]}', 'x.json');
    expect(result.path).toBe('items');
    expect(result.records).toEqual([{ b: 1 }, { b: 2 }]);
  });

  test('should name just the array used when it is the only one', () => {
    expect(readInput('{"total":2,"items":[{"a":1},{"a":2}]}', 'x.json').notices).toEqual(['using items (2 records)']);
  });

  test.each([
    [
      'data.children',
      [
        { id: 'a', title: 'A', score: 1, open: true },
        { id: 'b', title: 'B', score: 2, open: false },
        { id: 'c', title: 'C', score: 3, open: true },
      ],
    ],
    ['meta.pages', [{ n: 1 }, { n: 2 }, { n: 3 }]],
    [' data.links ', [{ href: '/x' }]],
  ])('should use the path %j when given, without a notice', (path, records) => {
    const result = readInput(listing, 'listing.json', { path });
    expect(result.records).toEqual(records);
    expect(result.path).toBe(path.trim());
    expect(result.candidates).toHaveLength(4);
    expect(result.notices).toEqual([]);
  });

  test('should follow keys that hold dots', () => {
    expect(readInput('{"a.b":{"items":[{"x":1}]}}', 'x.json', { path: 'a.b.items' }).records).toEqual([{ x: 1 }]);
  });

  test('should skip arrays that hold anything but objects, and not look inside arrays', () => {
    const result = readInput(
      '{"ids":[1,2,3],"mixed":[{"a":1},2],"rows":[{"a":1}],"nested":[{"inner":[{"z":1},{"z":2}]}]}',
      'x.json',
    );
    expect(result.candidates).toEqual([
      { path: 'rows', rows: 1 },
      { path: 'nested', rows: 1 },
    ]);
    // `rows` holds 1 of the object's 8 values: a detail, so the object itself is the one record.
    expect(result.path).toBe(WHOLE_OBJECT);
    expect(readInput('{"ids":[1],"rows":[{"a":1},{"a":2}]}', 'x.json').path).toBe('rows');
  });
});

describe('readInput: a single object (a `get` response) is one record', () => {
  // A get response: its arrays of objects (labels, assignees) are details of the one thing.
  const issue = JSON.stringify({
    id: 7,
    title: 'Crash on “save” — twice',
    state: 'open',
    user: { login: 'ana', id: 3, site_admin: false },
    labels: [{ name: 'bug' }],
    assignees: [{ login: 'bo' }],
    body: 'Steps: 1. open 2. save',
    comments: 2,
  });

  test.each([
    ['an object with no array at all', '{"id":"TASK-1","ids":[1,2]}', 'a single object with no array of objects in it'],
    [
      'a get response with details in arrays',
      issue,
      'its largest array of objects, labels (1 record), holds 10 % of its values',
    ],
    [
      'an object whose only array mixes objects and numbers',
      '{"x":[{"a":1},2],"n":1}',
      'a single object with no array of objects in it',
    ],
  ])('%s', (_, text, said) => {
    const result = readInput(text, 'get.json');
    expect(result.records).toEqual([JSON.parse(text)]);
    expect(result.path).toBe(WHOLE_OBJECT);
    expect(result.notices.join('\n')).toContain(`read as one record: ${said}`);
  });

  test('"Records at" may still pick an array, and the whole object by its path', () => {
    expect(readInput(issue, 'get.json', { path: 'labels' }).records).toEqual([{ name: 'bug' }]);
    expect(readInput(issue, 'get.json', { path: WHOLE_OBJECT }).records).toEqual([JSON.parse(issue)]);
    expect(readInput(issue, 'get.json', { path: WHOLE_OBJECT }).notices).toEqual([]);
  });
});

describe('readInput: JSON Lines', () => {
  test('should read one object per line, skipping blank lines, CRLF or LF', () => {
    const result = readInput('{"a":1}\r\n\n{"b":2,"a":3}\n   \n{"c":{"d":[1]}}\n', 'events.jsonl');
    expect(result.records).toEqual([{ a: 1 }, { b: 2, a: 3 }, { c: { d: [1] } }]);
    expect(shape(result)).toEqual({
      fields: ['a', 'b', 'c'],
      path: null,
      candidates: [],
      format: 'json-lines',
      notices: [],
    });
  });

  test('should read lines without a final newline', () => {
    expect(readInput('{"a":1}\n{"a":2}', 'events.jsonl').records).toEqual([{ a: 1 }, { a: 2 }]);
  });

  test('should read a single line holding one object as a JSON object (one record), not JSON Lines', () => {
    const result = readInput('{"a":1}\n', 'tasks.json');
    expect(result.records).toEqual([{ a: 1 }]);
    expect(result.format).toBe('json-object');
    expect(result.path).toBe(WHOLE_OBJECT);
  });
});

describe('readInput: flatten', () => {
  test('should turn nested objects into dotted fields at every depth and keep arrays and empty objects as values', () => {
    const result = readInput(
      '[{"id":1,"user":{"login":"ana","site":{"admin":false}},"labels":[{"n":"bug"}],"e":{}},{"id":2,"user":null}]',
      'x.json',
      {
        flatten: true,
      },
    );
    expect(result.records).toEqual([
      { id: 1, 'user.login': 'ana', 'user.site.admin': false, labels: [{ n: 'bug' }], e: {} },
      { id: 2, user: null },
    ]);
    expect(result.fields).toEqual(['id', 'user.login', 'user.site.admin', 'labels', 'e', 'user']);
    expect(result.notices).toEqual([]);
  });

  test('should let the later of two equal names win and say so', () => {
    const result = readInput('[{"user":{"login":"nested"},"user.login":"top"}]', 'x.json', { flatten: true });
    expect(result.records).toEqual([{ 'user.login': 'top' }]);
    expect(result.notices).toEqual([
      'record 1: flattening gives the field "user.login" twice (a key of that name and a nested value); the later one wins',
    ]);
  });

  test('should flatten the records found at a path and in JSON Lines', () => {
    expect(readInput('{"data":{"items":[{"u":{"a":1}}]}}', 'x.json', { flatten: true }).records).toEqual([
      { 'u.a': 1 },
    ]);
    expect(readInput('{"u":{"a":1}}\n{"u":{"b":2}}\n', 'x.jsonl', { flatten: true }).fields).toEqual(['u.a', 'u.b']);
  });
});

describe('readInput: odd input, refused with a message saying what and where', () => {
  const cases: {
    name: string;
    text: string;
    options?: ReadInputOptions;
    message: string;
    place?: { line: number; column?: number; excerpt?: string };
  }[] = [
    { name: 'empty input', text: '', message: 'tasks.json is empty' },
    { name: 'only whitespace', text: ' \n\t\r\n', message: 'tasks.json is empty' },
    { name: 'only a byte-order mark', text: '\ufeff\n', message: 'tasks.json is empty' },
    {
      name: 'invalid JSON',
      text: '[\n  {"a": 1\n    "b": 2}\n]\n',
      message: "tasks.json: invalid JSON at line 3, column 5: Expected ',' or '}' after property value",
      place: { line: 3, column: 5, excerpt: '    "b": 2}' },
    },
    {
      name: 'NaN',
      text: '[\n  {"a": 1},\n  {"b": 2, "c": NaN}\n]',
      message: 'tasks.json: NaN at line 3, column 17 is not JSON: write null or a string',
      place: { line: 3, column: 17, excerpt: '  {"b": 2, "c": NaN}' },
    },
    {
      name: 'Infinity',
      text: '[{"a": Infinity}]',
      message: 'tasks.json: Infinity at line 1, column 8 is not JSON: write null or a string',
      place: { line: 1, column: 8, excerpt: '[{"a": Infinity}]' },
    },
    {
      name: '-Infinity (the column of the minus sign)',
      text: '[{"a": 1},\n {"a": -Infinity}]',
      message: 'tasks.json: -Infinity at line 2, column 8 is not JSON: write null or a string',
      place: { line: 2, column: 8, excerpt: ' {"a": -Infinity}]' },
    },
    {
      name: 'NaN after a byte-order mark (columns count after it)',
      text: '\ufeff[NaN]',
      message: 'tasks.json: NaN at line 1, column 2 is not JSON: write null or a string',
      place: { line: 1, column: 2, excerpt: '[NaN]' },
    },
    {
      name: 'NaN in a JSON Lines line',
      text: '{"a":1}\n{"a":2}\n{"a":NaN}\n',
      message: 'tasks.json: NaN at line 3, column 6 is not JSON: write null or a string',
      place: { line: 3, column: 6, excerpt: '{"a":NaN}' },
    },
    {
      name: 'a JSON Lines line that is not valid JSON',
      text: '{"a":1}\n\n{"a":2\n{"a":3}\n',
      message: "tasks.json: invalid JSON Lines at line 3, column 7: Expected ',' or '}' after property value",
      place: { line: 3, column: 7, excerpt: '{"a":2' },
    },
    {
      name: 'a JSON Lines line that is not an object',
      text: '{"a":1}\n{"a":2}\n"three"\n',
      message: 'tasks.json: line 3 is a string, expected an object (JSON Lines: one record per line)',
      place: { line: 3 },
    },
    {
      name: 'lines whose first is not an object (read as one document)',
      text: '[{"a":1}]\nx\n',
      message: 'tasks.json: invalid JSON at line 2, column 1: Unexpected non-whitespace character after JSON',
      place: { line: 2, column: 1, excerpt: 'x' },
    },
    {
      name: 'a top-level number',
      text: '42',
      message: 'tasks.json: expected an array of records or an object holding one, found a number',
    },
    {
      name: 'a top-level string',
      text: '"tasks"',
      message: 'tasks.json: expected an array of records or an object holding one, found a string',
    },
    {
      name: 'a top-level boolean',
      text: 'true',
      message: 'tasks.json: expected an array of records or an object holding one, found a boolean',
    },
    {
      name: 'a top-level null',
      text: 'null',
      message: 'tasks.json: expected an array of records or an object holding one, found null',
    },
    {
      name: 'a top-level huge number',
      text: '12345678901234567890',
      message: 'tasks.json: expected an array of records or an object holding one, found a number',
    },
    {
      name: 'an array holding a string',
      text: '[{"a":1},{"a":2},"x"]',
      message: 'tasks.json: record 3 is a string, expected an object',
    },
    {
      name: 'an array holding a number',
      text: '[1, "x"]',
      message: 'tasks.json: record 1 is a number, expected an object',
    },
    {
      name: 'an array holding an array',
      text: '[{"a":1},[]]',
      message: 'tasks.json: record 2 is an array, expected an object',
    },
    {
      name: 'an array holding null',
      text: '[{"a":1},null]',
      message: 'tasks.json: record 2 is null, expected an object',
    },
    {
      name: 'an array at a path holding a non-object',
      text: '{"data":{"children":[{"a":1},{"a":2},false]}}',
      options: { path: 'data.children' },
      message: 'tasks.json: record 3 of data.children is a boolean, expected an object',
    },
    {
      name: 'the path to an array holding a non-object too',
      text: '{"ids":[1,2,3],"data":{"children":[{"a":1},{"a":2},false]},"x":[{"a":1},2]}',
      options: { path: 'data.children' },
      message: 'tasks.json: record 3 of data.children is a boolean, expected an object',
    },
    {
      name: 'a path with a missing key',
      text: '{"data":{"children":[{"a":1}]},"items":[]}',
      options: { path: 'data.kids' },
      message:
        'tasks.json: path data.kids not found: data has no key "kids"; arrays of objects in it: items (0 records), data.children (1 record)',
    },
    {
      name: 'a path with a missing first key',
      text: '{"total":0}',
      options: { path: 'items' },
      message:
        'tasks.json: path items not found: the top-level object has no key "items"; it holds no array of objects',
    },
    {
      name: 'a path through a value that is not an object',
      text: '{"data":[{"a":1}]}',
      options: { path: 'data.children' },
      message:
        'tasks.json: path data.children not found: data is an array, not an object; arrays of objects in it: data (1 record)',
    },
    {
      name: 'a path to something other than an array',
      text: '{"data":{"children":{"a":1}}}',
      options: { path: 'data.children' },
      message: 'tasks.json: data.children is an object, expected an array of records',
    },
    {
      name: 'a path into a top-level array',
      text: '[{"a":1},{"a":2}]',
      options: { path: 'data' },
      message: 'tasks.json: path data not found: the top-level value is an array (of 2); leave the path out',
    },
    {
      name: 'a path with JSON Lines',
      text: '{"a":1}\n{"a":2}\n',
      options: { path: 'data' },
      message:
        'tasks.json is JSON Lines (one record per line); the path data applies only to a single JSON or YAML document',
    },
  ];

  test.each(cases)('should refuse $name', ({ text, options, message, place }) => {
    const error = errorOf(text, options);
    expect(error.message).toBe(message);
    expect(error.source).toBe('tasks.json');
    expect(error.line).toBe(place?.line);
    expect(error.column).toBe(place?.column);
    expect(error.excerpt).toBe(place?.excerpt);
  });

  test('should not touch the caller’s text', () => {
    const text = '\ufeff[{"a":"<|endoftext|>","b":"\\ud800"}]';
    const copy = `${text}`;
    readInput(text, 'tasks.json');
    expect(text).toBe(copy);
  });
});

describe('readInput: the size limit', () => {
  test('should export a 50 MB limit', () => {
    expect(MAX_INPUT_BYTES).toBe(52_428_800);
  });

  test.each([
    [64_172_851, 'tasks.json is 61.2 MiB; the limit is 50 MiB'],
    [MAX_INPUT_BYTES + 1, 'tasks.json is 52428801 bytes; the limit is 50 MiB (52428800 bytes)'],
    [2 ** 30, 'tasks.json is 1024.0 MiB; the limit is 50 MiB'],
  ])('should refuse %d bytes with the limit named', (bytes, message) => {
    expect(() => checkInputSize(bytes, 'tasks.json')).toThrow(new InputError(message, { source: 'tasks.json' }));
  });

  test('should accept exactly the limit', () => {
    expect(() => checkInputSize(MAX_INPUT_BYTES, 'tasks.json')).not.toThrow();
  });

  test('should count UTF-8 bytes, not characters, before parsing anything', () => {
    // 26 214 401 characters of two bytes each: over the limit by 2 bytes, under it in characters.
    const text = 'é'.repeat(MAX_INPUT_BYTES / 2 + 1);
    expect(text.length).toBeLessThan(MAX_INPUT_BYTES);
    expect(errorOf(text).message).toBe('tasks.json is 52428802 bytes; the limit is 50 MiB (52428800 bytes)');
  });
});

describe('readInput: notices, the text kept as written', () => {
  test('should strip a UTF-8 byte-order mark and say so', () => {
    const result = readInput('\ufeff[{"id":"TASK-0001"}]\n', 'tasks.json');
    expect(result.records).toEqual([{ id: 'TASK-0001' }]);
    expect(result.notices).toEqual(['a UTF-8 byte-order mark (U+FEFF) at the start was stripped']);
  });

  const duplicates: { name: string; text: string; records: DataRecord[]; notices: string[] }[] = [
    {
      name: 'in a record',
      text: '[{"id":1},{"id":2,"status":"open","status":"done"}]',
      records: [{ id: 1 }, { id: 2, status: 'done' }],
      notices: ['record 2 has the key "status" twice; the last value wins, as JSON.parse does'],
    },
    {
      name: 'three times (two notices), the first key’s place kept',
      text: '[{"a":1,"b":0,"a":2,"a":3}]',
      records: [{ a: 3, b: 0 }],
      notices: [
        'record 1 has the key "a" twice; the last value wins, as JSON.parse does',
        'record 1 has the key "a" twice; the last value wins, as JSON.parse does',
      ],
    },
    {
      name: 'with equal values',
      text: '[{"a":1,"a":1}]',
      records: [{ a: 1 }],
      notices: ['record 1 has the key "a" twice; the last value wins, as JSON.parse does'],
    },
    {
      name: 'nested in a record',
      text: '[{"user":{"login":"a","login":"b"}},{"l":[{"x":1},{"x":2,"x":3}]}]',
      records: [{ user: { login: 'b' } }, { l: [{ x: 1 }, { x: 3 }] }],
      notices: [
        'record 1 has the key "login" twice in user; the last value wins, as JSON.parse does',
        'record 2 has the key "x" twice in l[1]; the last value wins, as JSON.parse does',
      ],
    },
    {
      name: 'written with an escape',
      text: '[{"a":1,"\\u0061":2}]',
      records: [{ a: 2 }],
      notices: ['record 1 has the key "a" twice; the last value wins, as JSON.parse does'],
    },
    {
      name: 'in the records at a path and around them',
      text: '{"meta":{"t":1,"t":2},"n":1,"n":2,"data":{"items":[{"a":1},{"a":2,"a":3}]}}',
      records: [{ a: 1 }, { a: 3 }],
      notices: [
        'using data.items (2 records)',
        'the key "t" appears twice in meta; the last value wins, as JSON.parse does',
        'the key "n" appears twice in the top-level object; the last value wins, as JSON.parse does',
        'record 2 has the key "a" twice; the last value wins, as JSON.parse does',
      ],
    },
    {
      name: 'in JSON Lines (with the line)',
      text: '{"a":1}\n\n{"a":2,"a":3}\n',
      records: [{ a: 1 }, { a: 3 }],
      notices: ['record 2 (line 3) has the key "a" twice; the last value wins, as JSON.parse does'],
    },
    {
      name: 'holding an exact number in the value that loses',
      text: '[{"n":12345678901234567890,"n":5}]',
      records: [{ n: 5 }],
      notices: ['record 1 has the key "n" twice; the last value wins, as JSON.parse does'],
    },
  ];
  test.each(duplicates)('should warn of a repeated key $name', ({ text, records, notices }) => {
    const result = readInput(text, 'tasks.json');
    expect(result.records).toEqual(records);
    // The same values JSON.parse gives (last value wins, in the first key's place).
    if (text.startsWith('[')) {
      expect(result.records).toEqual(JSON.parse(text));
      expect(Object.keys(result.records.at(-1)!)).toEqual(Object.keys((JSON.parse(text) as DataRecord[]).at(-1)!));
    }
    expect(result.notices).toEqual(notices);
  });

  test('should list ten repeated keys and count the rest', () => {
    const text = JSON.stringify(Array.from({ length: 12 }, () => ({}))).replaceAll('{}', '{"k":1,"k":2}');
    const notices = readInput(text, 'tasks.json').notices;
    expect(notices).toHaveLength(11);
    expect(notices[9]).toBe('record 10 has the key "k" twice; the last value wins, as JSON.parse does');
    expect(notices[10]).toBe('… and 2 more repeated keys');
  });

  test.each([
    ['"\\ud800"', '\ud800', 'U+D800'],
    ['"a\\udc00b"', 'a\udc00b', 'U+DC00'],
    ['"\\ud83d\\ude00x\\ud83d"', '😀x\ud83d', 'U+D83D'],
  ])('should keep a lone surrogate in %s and notice it', (json, value, unit) => {
    const result = readInput(`[{"id":1},{"id":2,"title":${json}}]`, 'tasks.json');
    expect(result.records[1]!.title).toBe(value);
    expect(result.notices).toEqual([
      `1 string holds a lone surrogate (first: ${unit} in record 2, field title); kept as it is: JSON writes it as a \\u escape, the other formats as the bare code unit, which the tokenizer reads as U+FFFD; TOON cannot write it, so it is left out`,
    ]);
  });

  test('should count lone surrogates in nested strings and keys', () => {
    const notices = readInput('[{"a":{"b":["ok","\\udfff"]}},{"\\ud800":1}]', 'tasks.json').notices;
    expect(notices).toEqual([
      '2 strings hold a lone surrogate (first: U+DFFF in record 1, field a.b[1]); kept as it is: JSON writes it as a \\u escape, the other formats as the bare code unit, which the tokenizer reads as U+FFFD; TOON cannot write it, so it is left out',
    ]);
  });

  test('should not mistake a surrogate pair for a lone surrogate', () => {
    expect(readInput('[{"e":"😀","f":"\\ud83d\\ude00"}]', 'tasks.json').notices).toEqual([]);
  });

  test('should keep special-token text and count it as ordinary text', () => {
    const result = readInput('[{"note":"<|endoftext|> and <|im_start|>"}]', 'tasks.json');
    expect(result.records).toEqual([{ note: '<|endoftext|> and <|im_start|>' }]);
    expect(result.notices).toEqual([]);
    const texts = buildRungTexts(result.records, ['note']);
    expect(texts.L4).toBe('note\n<|endoftext|> and <|im_start|>\n');
    const counter = nodeCounter('cl100k_base');
    // As the special token it names, `<|endoftext|>` would be 1 token; as ordinary text it is several.
    expect(counter.count('<|endoftext|>')).toBeGreaterThan(1);
    expect(counter.count(texts.L4)).toBeGreaterThan(counter.count('note\n') + 2);
  });
});

describe('readInput: nested values in compact cells', () => {
  test('should write a nested value as exactly its minified JSON in a quoted cell and read it back', () => {
    const result = readInput(
      '[{"id":"T-1","user":{"login":"ana","n":1.0},"labels":["a,b","say \\"hi\\""],"big":[12345678901234567890]}]',
      'tasks.json',
    );
    const fields = ['id', 'user', 'labels', 'big'];
    const text = serializeCompact(result.records, fields);
    const cells = decodeCompact(text).rows[0]!;
    expect(cells).toEqual(['T-1', '{"login":"ana","n":1.0}', '["a,b","say \\"hi\\""]', '[12345678901234567890]']);
    expect(text).toBe(
      'id,user,labels,big\nT-1,"{""login"":""ana"",""n"":1.0}","[""a,b"",""say \\""hi\\""""]",[12345678901234567890]\n',
    );
  });
});
