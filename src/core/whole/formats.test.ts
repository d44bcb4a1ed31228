import { encode } from '@toon-format/toon';
import { describe, expect, test } from 'vitest';
import { stringify } from 'yaml';
import { nodeCounter } from '../../node/counter.ts';
import { readInput } from '../input/read-input.ts';
import type { JsonValue } from '../json-value.ts';
import { computeLadder } from '../ladder/ladder.ts';
import { wholeTexts } from '../ladder/whole-sizes.ts';
import { textSize } from '../text-stats.ts';
import { NESTED_OBJECT, WRAPPED_LIST } from './samples.fixture.ts';
import { wholeSourceOf } from './source.ts';
import { WHOLE_FORMAT_IDS, wholeFormatById } from './formats.ts';

const counter = nodeCounter('cl100k_base');

/** The whole texts of `text` read as `name` with `fields` kept (every field when omitted). */
function texts(text: string, name: string, fields?: string[]) {
  const input = readInput(text, name);
  return wholeTexts(wholeSourceOf(text, input), input.records, fields ?? input.fields, WHOLE_FORMAT_IDS);
}

describe('whole-response formats, every field kept, equal the library call on the parsed document', () => {
  // Without exact numbers JSON.parse gives the same document, so the library calls can be made on it.
  const plain = [
    ['a wrapped list', WRAPPED_LIST.replace('12345678901234567890', '1')],
    ['a nested single object', NESTED_OBJECT.replace('1.50', '1.5')],
  ] as const;
  for (const [name, text] of plain) {
    test(name, () => {
      const doc: unknown = JSON.parse(text.replace(/^\ufeff/, ''));
      const { texts: out, problems } = texts(text, 'x.json');
      expect(problems).toEqual({});
      expect(out['json-pretty']).toBe(JSON.stringify(doc, null, 2));
      expect(out['json-min']).toBe(JSON.stringify(doc));
      expect(out.yaml).toBe(stringify(doc));
      expect(out.toon).toBe(encode(doc));
    });
  }
});

describe('whole-response texts, byte for byte (exact numbers digit for digit)', () => {
  test('a wrapped list: the wrapper kept, source key order, 20-digit id as written', () => {
    const { texts: out } = texts(WRAPPED_LIST, 'list.json');
    expect(out['json-min']).toBe(
      '{"total_count":3,"incomplete_results":false,"items":[{"title":"Fix café login","id":12345678901234567890,"state":"open","user":{"login":"ana"}},{"title":"Tabs\\tin names","id":2,"state":"closed","user":{"login":"bo"}},{"title":"Add YAML","id":3,"state":"open","user":{"login":"cy"}}],"next":"/issues?page=2"}',
    );
    expect(out.yaml).toBe(
      'total_count: 3\nincomplete_results: false\nitems:\n  - title: Fix café login\n    id: 12345678901234567890\n    state: open\n    user:\n      login: ana\n  - title: Tabs\tin names\n    id: 2\n    state: closed\n    user:\n      login: bo\n  - title: Add YAML\n    id: 3\n    state: open\n    user:\n      login: cy\nnext: /issues?page=2\n',
    );
    expect(out.toon).toBe(
      'total_count: 3\nincomplete_results: false\nitems[3]{title,id,state,user{login}}:\n  Fix café login,12345678901234567890,open,ana\n  "Tabs\\tin names",2,closed,bo\n  Add YAML,3,open,cy\nnext: /issues?page=2',
    );
  });

  test('a wrapped list with two fields kept: projected in place, each record in source key order', () => {
    const { texts: out } = texts(WRAPPED_LIST, 'list.json', ['user.login', 'title']);
    expect(out['json-min']).toBe(
      '{"total_count":3,"incomplete_results":false,"items":[{"title":"Fix café login","user":{"login":"ana"}},{"title":"Tabs\\tin names","user":{"login":"bo"}},{"title":"Add YAML","user":{"login":"cy"}}],"next":"/issues?page=2"}',
    );
    expect(out.toon).toBe(
      'total_count: 3\nincomplete_results: false\nitems[3]{title,user{login}}:\n  Fix café login,ana\n  "Tabs\\tin names",bo\n  Add YAML,cy\nnext: /issues?page=2',
    );
  });

  test('a nested single object is the one record: the document is the object, 1.50 kept', () => {
    const { texts: out } = texts(NESTED_OBJECT, 'get.json');
    expect(out['json-min']).toBe(NESTED_OBJECT);
    expect(out['json-pretty']).toBe(
      '{\n  "id": 7,\n  "title": "Crash on start",\n  "score": 1.50,\n  "user": {\n    "login": "dee",\n    "site_admin": false\n  },\n  "labels": [\n    {\n      "name": "bug",\n      "color": "d73a4a"\n    },\n    {\n      "name": "p1",\n      "color": "b60205"\n    }\n  ],\n  "body": null\n}',
    );
    expect(out.yaml).toBe(
      'id: 7\ntitle: Crash on start\nscore: 1.50\nuser:\n  login: dee\n  site_admin: false\nlabels:\n  - name: bug\n    color: d73a4a\n  - name: p1\n    color: b60205\nbody: null\n',
    );
    expect(out.toon).toBe(
      'id: 7\ntitle: Crash on start\nscore: 1.50\nuser:\n  login: dee\n  site_admin: false\nlabels[2]{name,color}:\n  bug,d73a4a\n  p1,b60205\nbody: null',
    );
  });

  test('TOON cannot write a lone surrogate: left out with its reason, the others written', () => {
    const { texts: out, problems } = texts('[{"a":"\\ud800"}]', 'bad.json');
    expect(Object.keys(out)).toEqual(['json-pretty', 'json-min', 'yaml']);
    expect(out['json-min']).toBe('[{"a":"\\ud800"}]');
    expect(Object.keys(problems)).toEqual(['toon']);
  });
});

test('a document nested 100,000 levels deep: every format left out with the reason, nothing thrown', () => {
  let deep: JsonValue = [];
  for (let i = 0; i < 100_000; i++) deep = [deep];
  const record = { a: deep };
  const out = wholeTexts({ document: [record], recordsAt: [] }, [record], ['a'], WHOLE_FORMAT_IDS);
  expect(out.texts).toEqual({});
  expect(Object.values(out.problems)).toEqual(Array(4).fill('the value is nested too deep to write'));
});

describe('the ladder of a whole source: as received and the whole formats, exact counts', () => {
  test('a wrapped list with a byte-order mark: as received is the text after the mark', () => {
    const input = readInput(WRAPPED_LIST, 'list.json');
    expect(input.notices[0]).toBe('a UTF-8 byte-order mark (U+FEFF) at the start was stripped');
    const source = wholeSourceOf(WRAPPED_LIST, input);
    expect(source.text).toBe(WRAPPED_LIST.slice(1));
    const ladder = computeLadder(
      [{ label: 'list.json', records: input.records, whole: source }],
      input.fields,
      counter,
      [],
      undefined,
      WHOLE_FORMAT_IDS,
    );
    const scale = ladder.scales[0]!;
    expect(scale.asReceived).toEqual({ tokens: 135, bytes: 394, chars: 394 });
    expect(scale.asReceived!.tokens).toBe(counter.count(WRAPPED_LIST.slice(1)));
    expect(scale.whole).toEqual({
      'json-pretty': { tokens: 164, bytes: 505, chars: 504 },
      'json-min': { tokens: 90, bytes: 308, chars: 307 },
      yaml: { tokens: 108, bytes: 319, chars: 318 },
      toon: { tokens: 71, bytes: 199, chars: 198 },
    });
    expect(scale.rungs.L0.tokens).toBe(131);
  });

  test('a nested single object: minified as received, so as received equals the whole minified JSON', () => {
    const input = readInput(NESTED_OBJECT, 'get.json');
    const whole = wholeSourceOf(NESTED_OBJECT, input);
    expect(whole.recordsAt).toBeNull();
    const ladder = computeLadder(
      [{ label: 'get.json', records: input.records, whole }],
      input.fields,
      counter,
      [],
      undefined,
      ['json-min', 'toon'],
    );
    const scale = ladder.scales[0]!;
    expect(scale.asReceived).toEqual({ tokens: 59, ...textSize(NESTED_OBJECT) });
    expect(scale.whole).toEqual({
      'json-min': { tokens: 59, bytes: 174, chars: 174 },
      toon: { tokens: 57, bytes: 137, chars: 137 },
    });
  });

  test('the text as received is counted once per data set and encoding, whatever the projection', () => {
    const input = readInput(WRAPPED_LIST, 'list.json');
    const dataset = { label: 'list.json', records: input.records, whole: wholeSourceOf(WRAPPED_LIST, input) };
    const counted: string[] = [];
    const spy = {
      ...counter,
      countSteps: undefined,
      count: (text: string) => (counted.push(text), counter.count(text)),
    };
    for (const fields of [['id'], ['title', 'state'], ['id']]) computeLadder([dataset], fields, spy);
    expect(counted.filter((text) => text === WRAPPED_LIST.slice(1))).toHaveLength(1);
  });

  test('every whole format names its library call', () => {
    expect(WHOLE_FORMAT_IDS.map((id) => wholeFormatById(id).name)).toEqual([
      'Whole response, pretty JSON',
      'Whole response, minified JSON',
      'Whole response, YAML',
      'Whole response, TOON',
    ]);
  });
});
