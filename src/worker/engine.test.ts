import { describe, expect, test } from 'vitest';
import { TASK_FIELDS, generateTasks } from '../core/builtin-data/generate.ts';
import { computeLadder } from '../core/ladder/ladder.ts';
import { representationById } from '../core/representation-list.ts';
import { nodeCounter, nodeRanksCounter } from '../node/counter.ts';
import { createEngine } from './engine.ts';
import { isTiktokenEncoding, type TokenCounter } from '../core/tokenizer/tokenizer.ts';
import type { WorkerResponse } from './protocol.ts';

const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];
const NO_OPTIONS = { path: null, flatten: false };

function engine() {
  const posted: WorkerResponse[] = [];
  const loads: string[] = [];
  // As the browser worker: counts from the ranks alone (no ids), ids only when asked for.
  const counters = new Map<string, TokenCounter>();
  // A clock that stands still: no progress messages (progress.test.ts tests them), however slow the machine.
  const e = createEngine(
    async (encoding, want) => {
      loads.push(want ? `${encoding} ${want}` : encoding);
      if (want === 'ids') return nodeCounter(encoding);
      let counter = counters.get(encoding);
      if (!counter)
        counters.set(
          encoding,
          (counter = isTiktokenEncoding(encoding) ? nodeRanksCounter(encoding) : nodeCounter(encoding)),
        );
      return counter;
    },
    undefined,
    { now: () => 0 },
  );
  return { handle: (r: Parameters<typeof e.handle>[0]) => e.handle(r, (m) => posted.push(m)), posted, loads };
}

describe('createEngine', () => {
  test('should count the built-in fixture exactly as computeLadder does, and announce the encoding load once', async () => {
    const { handle, posted } = engine();
    const answer = await handle({
      id: 1,
      type: 'ladder',
      encoding: 'cl100k_base',
      fields: ROLL_CALL,
      formats: [],
      source: { kind: 'fixture', rows: [5, 20] },
    });
    const expected = computeLadder(
      [5, 20].map((rows) => ({ label: `tasks-${rows}.json`, records: generateTasks(rows) })),
      ROLL_CALL,
      nodeCounter('cl100k_base'),
    );
    expect(answer).toMatchObject({ id: 1, type: 'ladder', ladder: expected, legend: { tokens: 21 } });
    await handle({
      id: 2,
      type: 'ladder',
      encoding: 'cl100k_base',
      fields: ROLL_CALL,
      formats: [],
      source: { kind: 'fixture', rows: [5] },
    });
    expect(posted).toEqual([{ id: 1, type: 'encoding-loading', encoding: 'cl100k_base' }]);
  });

  test('should load files sorted by row count with the union of fields, and count them by source id', async () => {
    const { handle } = engine();
    const big = JSON.stringify([
      { a: 1, b: 'x' },
      { a: 2, c: null },
    ]);
    const small = JSON.stringify([{ z: true }]);
    const loaded = await handle({
      id: 1,
      type: 'load',
      files: [
        { name: 'big.json', text: big },
        { name: 'small.json', text: small },
      ],
      options: NO_OPTIONS,
    });
    expect(loaded).toEqual({
      id: 1,
      type: 'loaded',
      sourceId: 1,
      fields: ['z', 'a', 'b', 'c'],
      datasets: [
        { label: 'small.json', rows: 1, format: 'json-array', path: null, candidates: [], notices: [] },
        { label: 'big.json', rows: 2, format: 'json-array', path: null, candidates: [], notices: [] },
      ],
    });
    const answer = await handle({
      id: 2,
      type: 'ladder',
      encoding: 'cl100k_base',
      fields: ['a', 'c'],
      formats: [],
      source: { kind: 'files', sourceId: 1 },
    });
    if (answer.type !== 'ladder') throw new Error(JSON.stringify(answer));
    expect(answer.ladder.scales.map((s) => [s.label, s.rows])).toEqual([
      ['small.json', 1],
      ['big.json', 2],
    ]);
    // L4 of big.json is "a,c\n1,\n2,\"\"\n": 4 + 3 + 5 = 12 bytes (null is the quoted empty cell).
    expect(answer.ladder.scales[1]!.rungs.L4.bytes).toBe(12);
  });

  test('should report every unreadable file with its place and keep nothing from a failed load', async () => {
    const { handle } = engine();
    const answer = await handle({
      id: 7,
      type: 'load',
      files: [
        { name: 'ok.json', text: '[{"a":1}]' },
        { name: 'bad.json', text: '[\n  {"a": 1,}\n]' },
        { name: 'obj.json', text: '"a"' },
      ],
      options: NO_OPTIONS,
    });
    expect(answer).toMatchObject({ id: 7, type: 'error', message: '2 of 3 files could not be read' });
    if (answer.type !== 'error') throw new Error('expected an error');
    expect(answer.problems.map((p) => [p.source, p.line, p.column])).toEqual([
      ['bad.json', 2, 11], // the stray '}' after the comma
      ['obj.json', undefined, undefined],
    ]);
    const ladder = await handle({
      id: 8,
      type: 'ladder',
      encoding: 'cl100k_base',
      fields: ['a'],
      formats: [],
      source: { kind: 'files', sourceId: 1 },
    });
    expect(ladder).toMatchObject({
      type: 'error',
      message: 'loaded data 1 is no longer in the worker; load the files again',
    });
  });

  test('should answer an encoder that cannot load with an error naming it', async () => {
    const e = createEngine(async () => {
      throw new Error('could not fetch the o200k_base ranks');
    });
    const answer = await e.handle(
      {
        id: 3,
        type: 'ladder',
        encoding: 'o200k_base',
        fields: ['id'],
        formats: [],
        source: { kind: 'fixture', rows: [5] },
      },
      () => {},
    );
    expect(answer).toEqual({ id: 3, type: 'error', message: 'could not fetch the o200k_base ranks', problems: [] });
  });
});

describe('createEngine count and field-costs', () => {
  test('should count typed texts, special-token text as ordinary text', async () => {
    const { handle } = engine();
    const answer = await handle({
      id: 4,
      type: 'count',
      encoding: 'cl100k_base',
      texts: ['hello world', '<|endoftext|>', ''],
    });
    expect(answer).toEqual({ id: 4, type: 'counts', counts: [2, 7, 0] });
  });

  test('should rank field costs on a fixture scale and name the scale', async () => {
    const { handle } = engine();
    const answer = await handle({
      id: 5,
      type: 'field-costs',
      encoding: 'cl100k_base',
      fields: ['id', 'description'],
      source: { kind: 'fixture', rows: [5, 20] },
      representation: 'L4',
      label: 'tasks-20.json',
    });
    if (answer.type !== 'field-costs') throw new Error(JSON.stringify(answer));
    expect(answer).toMatchObject({ label: 'tasks-20.json', rows: 20, representation: 'L4' });
    expect(answer.costs.map((c) => c.field)).toEqual(['description', 'id']);
  });

  test('should add the asked formats to the ladder and a schema response for the data', async () => {
    const { handle } = engine();
    const answer = await handle({
      id: 6,
      type: 'ladder',
      encoding: 'cl100k_base',
      fields: ROLL_CALL,
      formats: ['csv', 'toon'],
      source: { kind: 'fixture', rows: [5] },
    });
    if (answer.type !== 'ladder') throw new Error(JSON.stringify(answer));
    expect(Object.keys(answer.ladder.scales[0]!.formats!)).toEqual(['csv', 'toon']);
    expect(JSON.parse(answer.schema.text).fields.map((f: { name: string }) => f.name)).toEqual([...TASK_FIELDS]);
    expect(answer.schema.tokens).toBe(nodeCounter('cl100k_base').count(answer.schema.text));
  });
});

describe('createEngine tokens', () => {
  test('should take the exact text of L4 at 5 rows apart into the tokens Node encodes', async () => {
    const { handle, loads } = engine();
    const answer = await handle({
      id: 9,
      type: 'tokens',
      encoding: 'cl100k_base',
      fields: ROLL_CALL,
      source: { kind: 'fixture', rows: [5, 20] },
      representation: 'L4',
      label: 'tasks-5.json',
    });
    if (answer.type !== 'tokens') throw new Error(JSON.stringify(answer));
    const text = representationById('L4').build(generateTasks(5), ROLL_CALL);
    const ids = Array.from(nodeCounter('cl100k_base').encode(text));
    expect(answer).toMatchObject({
      id: 9,
      type: 'tokens',
      label: 'tasks-5.json',
      rows: 5,
      representation: 'L4',
      text,
      ids,
      tokens: ids.length,
      bytes: new TextEncoder().encode(text).length,
      truncated: false,
    });
    expect(answer.segments.length).toBe(ids.length);
    expect(answer.segments.map((s) => s.text).join('')).toBe(text);
    expect(loads).toEqual(['cl100k_base ids']);
  });

  test('should ask for ids (WASM tiktoken in the worker) for tokens only, never for a ladder or a count', async () => {
    const { handle, loads } = engine();
    const source = { kind: 'fixture' as const, rows: [5] };
    await handle({ id: 1, type: 'ladder', encoding: 'cl100k_base', fields: ROLL_CALL, formats: [], source });
    await handle({ id: 2, type: 'count', encoding: 'o200k_base', texts: ['hello world'] });
    expect(loads).toEqual(['cl100k_base', 'o200k_base']);
    await handle({
      id: 3,
      type: 'tokens',
      encoding: 'cl100k_base',
      fields: ROLL_CALL,
      source,
      representation: 'L4',
      label: 'tasks-5.json',
    });
    expect(loads).toEqual(['cl100k_base', 'o200k_base', 'cl100k_base ids']);
  });

  test('should cap a long text at its first 20,000 tokens and give the total', async () => {
    const { handle } = engine();
    const answer = await handle({
      id: 10,
      type: 'tokens',
      encoding: 'cl100k_base',
      fields: ROLL_CALL,
      source: { kind: 'fixture', rows: [500] },
      representation: 'L0',
      label: 'tasks-500.json',
    });
    if (answer.type !== 'tokens') throw new Error(JSON.stringify(answer).slice(0, 300));
    const all = nodeCounter('cl100k_base').encode(answer.text);
    expect(all.length).toBeGreaterThan(20_000);
    expect(answer).toMatchObject({ tokens: all.length, truncated: true });
    expect(answer.ids).toEqual(Array.from(all.subarray(0, 20_000)));
    expect(answer.spans.length).toBe(20_000);
    expect(answer.spans.at(-1)!.end).toBeLessThan(answer.text.length);
  });

  test('should answer an unknown scale or rung with an error', async () => {
    const { handle } = engine();
    const source = { kind: 'fixture' as const, rows: [5] };
    expect(
      await handle({
        id: 11,
        type: 'tokens',
        encoding: 'cl100k_base',
        fields: ROLL_CALL,
        source,
        representation: 'L4',
        label: 'tasks-6.json',
      }),
    ).toMatchObject({ type: 'error', message: 'no data set named tasks-6.json' });
    expect(
      await handle({
        id: 12,
        type: 'tokens',
        encoding: 'cl100k_base',
        fields: ROLL_CALL,
        source,
        representation: 'L9',
        label: 'tasks-5.json',
      }),
    ).toMatchObject({ type: 'error', message: 'unknown rung or format: L9' });
  });
});

describe('createEngine load options', () => {
  test('should find the records inside an object, name the path, and flatten on request', async () => {
    const { handle } = engine();
    const text = JSON.stringify({
      data: {
        children: [
          { id: 1, user: { login: 'ann' } },
          { id: 2, user: { login: 'bo' } },
        ],
      },
      meta: { page: 1 },
    });
    const found = await handle({ id: 1, type: 'load', files: [{ name: 'reddit.json', text }], options: NO_OPTIONS });
    expect(found).toMatchObject({
      type: 'loaded',
      // Nested members are fields of their own (field paths); flattened, the key holds a dot.
      fields: ['id', 'user.login'],
      datasets: [{ rows: 2, format: 'json-object', path: 'data.children' }],
    });
    const flat = await handle({
      id: 2,
      type: 'load',
      files: [{ name: 'reddit.json', text }],
      options: { path: 'data.children', flatten: true },
    });
    expect(flat).toMatchObject({ type: 'loaded', fields: ['id', 'user\\.login'] });
  });
});

describe('createEngine cancellation', () => {
  const request = (id: number, rows: number[]) => ({
    id,
    type: 'ladder' as const,
    encoding: 'cl100k_base' as const,
    fields: ROLL_CALL,
    formats: [],
    source: { kind: 'fixture' as const, rows },
  });

  test('should stop a running ladder at its next pause, answer cancelled, and count the next request exactly', async () => {
    let pauses = 0;
    // The first pause of request 1 stands for the moment the page's cancel arrives.
    const e = createEngine(
      async (encoding) => nodeCounter(encoding),
      async () => {
        pauses++;
        if (pauses === 1) e.cancel(1);
      },
    );
    // A fresh 500-row text takes more than one 12 ms slice to build and count, so the ladder pauses.
    const rows = [500];
    expect(await e.handle(request(1, rows), () => undefined)).toEqual({ id: 1, type: 'cancelled' });
    expect(pauses).toBe(1);
    const answer = await e.handle(request(2, rows), () => undefined);
    const expected = computeLadder(
      [{ label: 'tasks-500.json', records: generateTasks(500) }],
      ROLL_CALL,
      nodeCounter('cl100k_base'),
    );
    expect(answer).toMatchObject({ id: 2, type: 'ladder', ladder: expected });
  });

  test('should ignore a cancel for a request that is not running', async () => {
    const e = createEngine(
      async (encoding) => nodeCounter(encoding),
      () => Promise.resolve(),
    );
    e.cancel(3);
    expect(await e.handle(request(3, [5]), () => undefined)).toMatchObject({ id: 3, type: 'ladder' });
  });

  test('should cancel a count of typed texts within a long text', async () => {
    let pauses = 0;
    const e = createEngine(
      async (encoding) => nodeCounter(encoding),
      async () => {
        if (++pauses === 1) e.cancel(4);
      },
    );
    // ~900,000 characters: more than one 12 ms slice, and more than one step of pieces.
    const long = JSON.stringify(generateTasks(500)).repeat(10);
    expect(await e.handle({ id: 4, type: 'count', encoding: 'cl100k_base', texts: [long] }, () => undefined)).toEqual({
      id: 4,
      type: 'cancelled',
    });
    expect(pauses).toBe(1);
    expect(await e.handle({ id: 5, type: 'count', encoding: 'cl100k_base', texts: [long] }, () => undefined)).toEqual({
      id: 5,
      type: 'counts',
      counts: [nodeCounter('cl100k_base').encode(long).length],
    });
  });
});
