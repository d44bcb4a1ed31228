import { describe, expect, test } from 'vitest';
import { noStepProblem, otherThreads, otherThreadsNote, threadLabel } from './threads.ts';

const subs = [
  { id: 'a1', lines: 9, steps: 3 },
  { id: 'b2', lines: 2, steps: 1 },
];
/** A log read at `read` (null: its main thread) with `mainSteps` requests in its main thread. */
const log = (read: string | null, mainSteps: number, steps: number, sidechains = subs) => ({
  steps: Array.from({ length: steps }, () => ({})),
  sidechains,
  thread: { id: read, mainSteps },
});

describe('thread words', () => {
  test('a label names the thread and its steps, singular for one', () => {
    expect(threadLabel({ id: null, steps: 30 })).toBe('the main thread (30 steps)');
    expect(threadLabel({ id: 'b2', steps: 1 })).toBe('subagent b2 (1 step)');
    expect(threadLabel({ id: 'c', steps: 1234 })).toBe('subagent c (1,234 steps)');
  });

  test('the other threads: the main one first when a subagent is read; none without a request', () => {
    expect(otherThreads(log('a1', 30, 3))).toEqual([
      { id: null, steps: 30 },
      { id: 'b2', steps: 1 },
    ]);
    expect(otherThreads(log(null, 30, 30, [...subs, { id: 'c3', lines: 1, steps: 0 }]))).toEqual([
      { id: 'a1', steps: 3 },
      { id: 'b2', steps: 1 },
    ]);
    expect(otherThreads({ sidechains: [] })).toEqual([]);
  });

  test('a thread with no request: the message names the threads that have one, and how to open one', () => {
    expect(noStepProblem('two.jsonl', log(null, 0, 0), 'cli')).toBe(
      "two.jsonl: no model request in the main thread; the log's other threads: subagent a1 (3 steps), subagent b2 (1 step); read one with --thread ID (--thread a1, say)",
    );
    expect(noStepProblem('two.jsonl', log(null, 0, 0), 'page')).toBe(
      "two.jsonl: no model request in the main thread; the log's other threads: subagent a1 (3 steps), subagent b2 (1 step); open one below",
    );
    expect(noStepProblem('main.jsonl', log('zz', 30, 0, [subs[0]!]), 'cli')).toBe(
      "main.jsonl: no subagent thread zz in this log; the log's other threads: the main thread (30 steps), subagent a1 (3 steps); read the main thread without --thread, the subagent's with --thread a1",
    );
    expect(noStepProblem('main.jsonl', log('b2', 30, 0, [{ id: 'b2', lines: 1, steps: 0 }]), 'cli')).toBe(
      "main.jsonl: no model request in subagent b2's thread; the log's other threads: the main thread (30 steps); read it without --thread",
    );
    expect(noStepProblem('empty.json', { steps: [], sidechains: [] }, 'page')).toBe(
      'empty.json: no model request in this log',
    );
    expect(noStepProblem('ok.jsonl', log(null, 3, 3), 'cli')).toBeNull();
  });

  test('a profiled log with other threads: the CLI notes them', () => {
    expect(otherThreadsNote(log(null, 30, 30, [subs[0]!]))).toBe(
      'another thread in this log, not counted here: subagent a1 (3 steps); read it with --thread a1',
    );
    expect(otherThreadsNote(log('a1', 30, 3))).toBe(
      "2 more threads in this log, not counted here: the main thread (30 steps), subagent b2 (1 step); read the main thread without --thread, the subagent's with --thread b2",
    );
    expect(otherThreadsNote(log(null, 5, 5, []))).toBeNull();
  });
});
