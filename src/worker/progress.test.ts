import { describe, expect, test } from 'vitest';
import { claudeCodeLog } from '../testing/generated-logs/claude-code.ts';
import { geminiLog } from '../testing/generated-logs/gemini.ts';
import { largeSessionScript } from '../testing/generated-logs/large.ts';
import { parseJsonSteps } from '../core/sessions/readers/json-steps.ts';
import { sessionScript } from '../testing/generated-logs/script.ts';
import { profileSession } from '../core/sessions/profile.ts';
import { readSession } from '../core/sessions/readers/read-session.ts';
import { nodeCounter } from '../node/counter.ts';
import { createEngine } from './engine.ts';
import { createSessionTracker, sessionProgress } from './progress.ts';
import type { WorkerRequest, WorkerResponse } from './protocol.ts';

// 'word' then ' word' × (pieces - 1): cl100k_base splits it into `pieces` pieces of 4 and 5 characters.
const words = (first: string, pieces: number) => first + ' word'.repeat(pieces - 1);

/**
 * An engine that pauses at every step (sliceMs 0) on a fake clock: each pause moves it 50 ms on, so
 * the first progress can go at the 7th pause (300 ms) and then at every second one (100 ms).
 * `onPause(n)` runs at the n-th pause (from 1), while the page's messages would be read.
 */
function engineOnFakeClock(onPause: (n: number, cancel: (id: number) => void) => void = () => undefined) {
  let clock = 0;
  let pauses = 0;
  const e = createEngine(
    async (encoding) => nodeCounter(encoding),
    async () => {
      clock += 50;
      onPause(++pauses, (id) => e.cancel(id));
    },
    { now: () => clock, sliceMs: 0 },
  );
  const posted: WorkerResponse[] = [];
  const handle = (request: Exclude<WorkerRequest, { type: 'cancel' }>) => e.handle(request, (m) => posted.push(m));
  return { handle, posted, pauses: () => pauses };
}

const progressOf = (posted: WorkerResponse[]) => posted.filter((m) => m.type === 'progress');

describe('engine progress', () => {
  test('should report characters counted after 300 ms, every 100 ms, of a long count', async () => {
    const { handle, posted, pauses } = engineOnFakeClock();
    const text = words('long', 200_000);
    const answer = await handle({ id: 7, type: 'count', encoding: 'cl100k_base', texts: ['short text', text] });
    expect(answer).toEqual({ id: 7, type: 'counts', counts: [2, 200_000] });
    // One pause every 16,384 pieces of the long text (the short one finishes within the first step).
    expect(pauses()).toBe(12);
    // Pause n ticks at (n-1)·50 ms: progress at pauses 7, 9, 11, each where the long text paused for
    // the n-th time, after its piece 16,384·n − 1 (at character 4 + 5·(16,384·n − 1)), after the
    // 10 characters of the short text.
    const total = 10 + text.length;
    expect(text.length).toBe(999_999);
    expect(progressOf(posted)).toEqual([
      { id: 7, type: 'progress', done: 10 + 4 + 5 * (16_384 * 7 - 1), total, unit: 'characters' },
      { id: 7, type: 'progress', done: 10 + 4 + 5 * (16_384 * 9 - 1), total, unit: 'characters' },
      { id: 7, type: 'progress', done: 10 + 4 + 5 * (16_384 * 11 - 1), total, unit: 'characters' },
    ]);
  });

  test('should report nothing for a count shorter than 300 ms', async () => {
    const { handle, posted, pauses } = engineOnFakeClock();
    const answer = await handle({ id: 8, type: 'count', encoding: 'cl100k_base', texts: [words('brief', 50_000)] });
    expect(answer).toEqual({ id: 8, type: 'counts', counts: [50_000] });
    expect(pauses()).toBe(3);
    expect(progressOf(posted)).toEqual([]);
  });

  test('should stop reporting as soon as the count is cancelled', async () => {
    const { handle, posted } = engineOnFakeClock((n, cancel) => n === 8 && cancel(9));
    const answer = await handle({ id: 9, type: 'count', encoding: 'cl100k_base', texts: [words('stop', 200_000)] });
    expect(answer).toEqual({ id: 9, type: 'cancelled' });
    // Pause 7 reported; the cancel read during pause 8 stopped the count before it could report again.
    expect(progressOf(posted)).toEqual([
      { id: 9, type: 'progress', done: 4 + 5 * (16_384 * 7 - 1), total: 999_999, unit: 'characters' },
    ]);
  });

  test("should report a ladder's texts counted, the one being counted in part", async () => {
    const { handle, posted } = engineOnFakeClock();
    const answer = await handle({
      id: 10,
      type: 'ladder',
      encoding: 'o200k_base',
      fields: ['id', 'title', 'status'],
      formats: ['csv'],
      source: { kind: 'fixture', rows: [5, 500] },
    });
    expect(answer.type).toBe('ladder');
    const reported = progressOf(posted);
    // 2 scales × (6 rungs + 1 format) texts; one pause after building each, and in long texts.
    expect(reported.map((m) => [m.total, m.unit])).toEqual(reported.map(() => [14, 'texts']));
    // Steps of the 500-row scale from the 7th pause on; only its longest texts pause within.
    expect(reported.map((m) => m.done)).toEqual([6, expect.closeTo(7.349, 3), 8, expect.closeTo(8.996, 3), 10, 12]);
  });
});

describe('session progress and cancel', () => {
  // 400 requests: about 2,000 lines, so reading pauses every 500 of them, and counting between texts.
  const log = claudeCodeLog(sessionScript(400, 3, 300));
  const request = (id: number): Extract<WorkerRequest, { type: 'session' }> => ({
    id,
    type: 'session',
    encoding: 'cl100k_base',
    name: 'big.jsonl',
    text: log,
    thread: null,
  });

  test('a session request reports its progress in characters of the log: reading, then counting', async () => {
    const { handle, posted } = engineOnFakeClock();
    const answer = await handle(request(1));
    expect(answer).toMatchObject({ id: 1, type: 'session' });
    if (answer.type !== 'session') throw new Error('not a session');
    expect(answer.profile.steps).toEqual(
      profileSession(readSession(log, 'big.jsonl'), nodeCounter('cl100k_base')).steps,
    );
    const progress = posted.filter((m) => m.type === 'progress');
    expect(progress.length).toBeGreaterThan(10);
    expect(progress.every((p) => p.total === log.length && p.unit === 'characters')).toBe(true);
    const done = progress.map((p) => p.done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    // The first report comes at 300 ms, once the 2,000 lines are read: counting is the second half.
    expect(done[0]).toBeGreaterThanOrEqual(log.length / 2);
    expect(done.at(-1)).toBeLessThanOrEqual(log.length);
  });

  test('reading is the first half of the way, counting the second', () => {
    const tracker = createSessionTracker();
    tracker.read.read = 500;
    expect(sessionProgress(1_000, tracker)).toEqual({ done: 250, total: 1_000, unit: 'characters' });
    tracker.read.read = 1_000;
    tracker.items = 40;
    tracker.counted.done = 10;
    expect(sessionProgress(1_000, tracker).done).toBe(625);
  });

  test.each([
    ['while reading the lines', 2],
    ['while counting the texts', 40],
  ])('a session request cancelled %s answers cancelled, and the next one reads the log', async (_, at) => {
    const { handle } = engineOnFakeClock((n, cancel) => n === at && cancel(1));
    expect(await handle(request(1))).toEqual({ id: 1, type: 'cancelled' });
    expect(await handle(request(2))).toMatchObject({ id: 2, type: 'session', compactions: [299] });
  });
});

describe('a session log that is one JSON value', () => {
  // A Gemini CLI session of 500 requests: 1,294,286 characters, read in 19 pauses (core/sessions/readers/json-steps.ts).
  const log = geminiLog(largeSessionScript(500, 250));
  const request = (id: number): Extract<WorkerRequest, { type: 'session' }> => ({
    id,
    type: 'session',
    encoding: 'cl100k_base',
    name: 'session.json',
    text: log,
    thread: null,
  });

  test('reports progress while the JSON is read, before any text is counted', async () => {
    const { handle, posted } = engineOnFakeClock();
    expect(await handle(request(1))).toMatchObject({ id: 1, type: 'session', name: 'session.json' });
    const done = progressOf(posted).map((p) => p.done);
    // Where the JSON reader stood at each of its pauses: the 7th (300 ms) is the first report,
    // reading being the first half of the way.
    const read = { read: 0 };
    const at: number[] = [];
    for (const steps = parseJsonSteps(log.trim(), read); !steps.next().done;) at.push(read.read);
    expect(done.slice(0, 2)).toEqual([Math.round(at[6]! / 2), Math.round(at[8]! / 2)]);
    expect(done[0]).toBeLessThan(log.length / 2);
  });

  test('a cancel while the JSON is read stops it there, and the next request reads the log', async () => {
    const { handle, pauses } = engineOnFakeClock((n, cancel) => n === 3 && cancel(1));
    expect(await handle(request(1))).toEqual({ id: 1, type: 'cancelled' });
    expect(pauses()).toBe(3);
    expect(await handle(request(2))).toMatchObject({ id: 2, type: 'session', name: 'session.json' });
  });
});
