import { describe, expect, test } from 'vitest';
import { readInput } from '../core/input/read-input.ts';
import { computeLadder } from '../core/ladder/ladder.ts';
import { WHOLE_FORMAT_IDS } from '../core/whole/formats.ts';
import { NESTED_OBJECT, WRAPPED_LIST } from '../core/whole/samples.fixture.ts';
import { wholeSourceOf } from '../core/whole/source.ts';
import { nodeCounter } from '../node/counter.ts';
import { createEngine } from './engine.ts';

describe('the worker counts the text as received and the whole-response formats', () => {
  test.each([
    ['a wrapped list', 'list.json', WRAPPED_LIST, ['title', 'state']],
    ['a nested single object', 'get.json', NESTED_OBJECT, ['title', 'user.login', 'labels']],
  ])('%s: the same sizes as core in Node', async (_, name, text, fields) => {
    const engine = createEngine(async (encoding) => nodeCounter(encoding), undefined, { now: () => 0 });
    const loaded = await engine.handle(
      { id: 1, type: 'load', files: [{ name, text }], options: { path: null, flatten: false } },
      () => {},
    );
    if (loaded.type !== 'loaded') throw new Error(`not loaded: ${JSON.stringify(loaded)}`);
    const answer = await engine.handle(
      {
        id: 2,
        type: 'ladder',
        encoding: 'cl100k_base',
        fields,
        formats: ['toon'],
        whole: [...WHOLE_FORMAT_IDS],
        source: { kind: 'files', sourceId: loaded.sourceId },
      },
      () => {},
    );
    if (answer.type !== 'ladder') throw new Error(`no ladder: ${JSON.stringify(answer)}`);
    const input = readInput(text, name);
    const expected = computeLadder(
      [{ label: name, records: input.records, whole: wholeSourceOf(text, input) }],
      fields,
      nodeCounter('cl100k_base'),
      [],
      undefined,
      WHOLE_FORMAT_IDS,
    );
    const scale = answer.ladder.scales[0]!;
    expect(scale.asReceived).toEqual(expected.scales[0]!.asReceived);
    expect(scale.whole).toEqual(expected.scales[0]!.whole);
    expect(scale.asReceived!.tokens).toBe(name === 'list.json' ? 135 : 59);
  });
});
