import { describe, expect, test } from 'vitest';
import { generateTasks } from '../core/builtin-data/generate.ts';
import { computeLadder } from '../core/ladder/ladder.ts';
import { formatById } from '../core/formats.ts';
import type { EncodingName } from '../core/tokenizer/tokenizer.ts';
import { nodeCounter } from '../node/counter.ts';
import { createEngine } from './engine.ts';
import type { WorkerRequest, WorkerResponse } from './protocol.ts';

const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];
const TOKENIZERS: EncodingName[] = ['cl100k_base', 'llama3', 'qwen3'];

const request = (id: number, tokenizers = TOKENIZERS): Extract<WorkerRequest, { type: 'models' }> => ({
  id,
  type: 'models',
  tokenizers,
  fields: ROLL_CALL,
  formats: ['csv'],
  source: { kind: 'fixture', rows: [20] },
  label: 'tasks-20.json',
});

/** What Node counts for the 20-row fixture in `tokenizer`: the ladder of one scale. */
const nodeScale = (tokenizer: EncodingName) =>
  computeLadder([{ label: 'tasks-20.json', records: generateTasks(20) }], ROLL_CALL, nodeCounter(tokenizer), [
    formatById('csv'),
  ]).scales[0];

describe('the models request', () => {
  test('counts one scale in each tokenizer, in order, as Node does, loading each tokenizer only now', async () => {
    const loads: string[] = [];
    const e = createEngine(async (encoding) => {
      loads.push(encoding);
      return nodeCounter(encoding);
    });
    const answer = await e.handle(request(1), () => undefined);
    expect(loads).toEqual(TOKENIZERS);
    expect(answer).toEqual({
      id: 1,
      type: 'models',
      label: 'tasks-20.json',
      rows: 20,
      counts: TOKENIZERS.map((tokenizer) => ({ tokenizer, scale: nodeScale(tokenizer) })),
    });
    // Qwen 3 takes digits one by one: its counts differ from cl100k_base's on this data.
    const [cl100k, , qwen] = (answer as Extract<WorkerResponse, { type: 'models' }>).counts;
    expect('scale' in qwen! && 'scale' in cl100k! && qwen.scale.rungs.L0.tokens > cl100k.scale.rungs.L0.tokens).toBe(
      true,
    );
  });

  test('a tokenizer that fails to load is answered with its error, and the others are counted', async () => {
    const e = createEngine(async (encoding) => {
      if (encoding === 'llama3') throw new Error('the llama3 tokenizer file (x/tokenizer.json) did not load: HTTP 404');
      return nodeCounter(encoding);
    });
    const answer = await e.handle(request(2), () => undefined);
    expect(answer).toMatchObject({
      type: 'models',
      counts: [
        { tokenizer: 'cl100k_base', scale: nodeScale('cl100k_base') },
        { tokenizer: 'llama3', error: 'the llama3 tokenizer file (x/tokenizer.json) did not load: HTTP 404' },
        { tokenizer: 'qwen3', scale: nodeScale('qwen3') },
      ],
    });
  });

  test('reports progress in tokenizers and stops at a cancel', async () => {
    let clock = 0;
    let pauses = 0;
    const posted: WorkerResponse[] = [];
    const e = createEngine(
      async (encoding) => nodeCounter(encoding),
      async () => {
        clock += 50;
        // Cancelled once it has reported progress past the first tokenizer.
        if (posted.some((m) => m.type === 'progress' && m.done >= 1)) e.cancel(3);
        pauses++;
      },
      { now: () => clock, sliceMs: 0 },
    );
    expect(await e.handle(request(3), (m) => posted.push(m))).toEqual({ id: 3, type: 'cancelled' });
    const progress = posted.filter((m) => m.type === 'progress');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((p) => p.unit === 'tokenizers' && p.total === 3)).toBe(true);
    const done = progress.map((p) => p.done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(done.at(-1)).toBeLessThan(3);
    expect(pauses).toBeGreaterThan(0);
  });
});
