import { describe, expect, test } from 'vitest';
import { generateTasks } from '../core/builtin-data/generate.ts';
import { firstRecordScales } from '../core/ladder/first-records.ts';
import { computeLadder } from '../core/ladder/ladder.ts';
import { wholeSourceOf } from '../core/whole/source.ts';
import { nodeCounter } from '../node/counter.ts';
import { createEngine } from './engine.ts';

const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];
const NO_OPTIONS = { path: null, flatten: false };

// A clock that stands still: no progress messages.
function engine() {
  const e = createEngine(async (encoding) => nodeCounter(encoding), undefined, { now: () => 0 });
  return { handle: (r: Parameters<typeof e.handle>[0]) => e.handle(r, () => undefined) };
}

describe('createEngine: scales from one file', () => {
  test('should build the first-k scales of one loaded file, counted as computeLadder counts those records', async () => {
    const { handle } = engine();
    const records = generateTasks(30);
    const text = JSON.stringify(records);
    const loaded = await handle({ id: 1, type: 'load', files: [{ name: 'tasks.json', text }], options: NO_OPTIONS });
    if (loaded.type !== 'loaded') throw new Error('expected a load');
    const source = { kind: 'files' as const, sourceId: loaded.sourceId, rows: [20, 5, 100] };
    const answer = await handle({
      id: 2,
      type: 'ladder',
      encoding: 'cl100k_base',
      fields: ROLL_CALL,
      formats: [],
      source,
    });
    if (answer.type !== 'ladder') throw new Error('expected a ladder');
    const whole = {
      label: 'tasks.json',
      records,
      whole: wholeSourceOf(text, { records, document: records, recordsAt: [], format: 'json-array' }),
    };
    const expected = computeLadder(firstRecordScales(whole, [5, 20, 30]), ROLL_CALL, nodeCounter('cl100k_base'));
    // Each first-k scale's text as received is its records as the file writes them: compact, here.
    expect(answer.ladder.scales[0]!.asReceived!.tokens).toBe(
      nodeCounter('cl100k_base').count(JSON.stringify(records.slice(0, 5))),
    );
    expect(answer.ladder).toEqual(expected);
    expect(answer.ladder.scales.map((s) => [s.label, s.rows])).toEqual([
      ['tasks.json, first 5', 5],
      ['tasks.json, first 20', 20],
      ['tasks.json', 30],
    ]);
    // A first-k scale is found by its label, as the token view and per-field costs ask for it.
    const tokens = await handle({
      id: 3,
      type: 'tokens',
      encoding: 'cl100k_base',
      fields: ROLL_CALL,
      source: { ...source, rows: [5], labels: ['tasks.json, first 5'] },
      representation: 'L4',
      label: 'tasks.json, first 5',
    });
    expect(tokens).toMatchObject({ type: 'tokens', rows: 5, label: 'tasks.json, first 5' });
  });
});
