import { describe, expect, test } from 'vitest';
import { FORMATS } from '../formats.ts';
import type { DataRecord } from '../json-value.ts';
import { buildRungTexts } from '../ladder/ladder.ts';

// A dotted field that is not a key takes the nested value in every projected rung and format: the
// JSON-like ones (L2, L3, YAML, TOON, JSON Lines, source-order JSON) keep it in its object
// (projection; a null `user` stays null), the tabular ones under the dotted name.
const records: DataRecord[] = [
  { id: 1, user: { login: 'ana', id: 7 }, t: 'x' },
  { id: 2, user: null, t: 'y' },
];
const fields = ['user.login', 'id'];

const EXPECTED: Record<string, string> = {
  L2: '[\n  {\n    "id": 1,\n    "user": {\n      "login": "ana"\n    }\n  },\n  {\n    "id": 2,\n    "user": null\n  }\n]',
  L3: '[{"id":1,"user":{"login":"ana"}},{"id":2,"user":null}]',
  L4: 'user.login,id\nana,1\n,2\n',
  L5: 'u,i\nana,1\n,2\n',
  csv: 'user.login,id\r\nana,1\r\n,2\r\n',
  yaml: '- user:\n    login: ana\n  id: 1\n- user: null\n  id: 2\n',
  toon: '[2]:\n  - user:\n      login: ana\n    id: 1\n  - user: null\n    id: 2',
  markdown: '| user.login | id |\n| --- | --- |\n| ana | 1 |\n|  | 2 |\n',
  jsonl: '{"id":1,"user":{"login":"ana"}}\n{"id":2,"user":null}\n',
  'json-source':
    '[\n  {\n    "id": 1,\n    "user": {\n      "login": "ana"\n    }\n  },\n  {\n    "id": 2,\n    "user": null\n  }\n]',
};

describe('dotted fields in the projected rungs and the added formats', () => {
  const texts: Record<string, string> = { ...buildRungTexts(records, fields) };
  for (const format of FORMATS) texts[format.id] = format.build(records, fields);

  test.each(Object.keys(EXPECTED))('should write the nested value of user.login in %s', (id) => {
    expect(texts[id]).toBe(EXPECTED[id]);
  });

  test('should put a nested value where its top-level key stands in source order (json-source, jsonl)', () => {
    const record: DataRecord = { a: 1, user: { login: 'ana' }, z: 2 };
    const [jsonl] = FORMATS.filter((f) => f.id === 'jsonl');
    // `user` kept whole holds `user.login` already: one `user` key, where the record has it.
    expect(jsonl!.build([record], ['z', 'user.login', 'a', 'user'])).toBe('{"a":1,"user":{"login":"ana"},"z":2}\n');
    expect(jsonl!.build([{ a: 1, labels: [{ name: 'bug', c: 1 }], z: 2 }], ['z', 'labels[].name'])).toBe(
      '{"labels":[{"name":"bug"}],"z":2}\n',
    );
  });

  test('should head a flattened key (one key holding a dot, path user\\.login) by its plain name in every table', () => {
    const flat: DataRecord[] = [{ 'user.login': 'ana', id: 1 }];
    const build = (id: string) => FORMATS.find((f) => f.id === id)!.build(flat, ['user\\.login', 'id']);
    expect(build('csv')).toBe('user.login,id\r\nana,1\r\n');
    expect(build('markdown')).toBe('| user.login | id |\n| --- | --- |\n| ana | 1 |\n');
    expect(buildRungTexts(flat, ['user\\.login', 'id']).L4).toBe('user.login,id\nana,1\n');
  });
});
