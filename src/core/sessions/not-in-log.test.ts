import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { notInLogWords, splitNotInLog } from './not-in-log.ts';
import { profileSession } from './profile.ts';
import { readSession } from './readers/read-session.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../fixtures/sessions/${name}`, import.meta.url), 'utf8');

describe('splitNotInLog', () => {
  test('Claude Code fixture: step 1’s 14,000 − 20 is the fixed part; fixed + beyond = recorded − counted at every step', () => {
    const profile = profileSession(
      readSession(fixture('claude-code.jsonl'), 'claude-code.jsonl'),
      nodeCounter('cl100k_base'),
    );
    const split = splitNotInLog(profile.steps);
    expect(split.baseStep).toBe(1);
    expect(split.fixed).toBe(13_980);
    profile.steps.forEach((s, i) => {
      expect(split.steps[i]!.fixed! + split.steps[i]!.beyond!).toBe(s.recorded! - s.counted);
    });
    expect([1, 4, 19, 20, 30].map((k) => split.steps[k - 1]!.beyond)).toEqual([0, 4_002, 17_819, -5_000, 6_431]);
  });

  test('the first step with a record is the base; steps without one get nulls', () => {
    const split = splitNotInLog([
      { step: 1, notInLog: null },
      { step: 2, notInLog: 500 },
      { step: 3, notInLog: 650 },
    ]);
    expect(split).toEqual({
      baseStep: 2,
      fixed: 500,
      steps: [
        { step: 1, fixed: null, beyond: null },
        { step: 2, fixed: 500, beyond: 0 },
        { step: 3, fixed: 500, beyond: 150 },
      ],
    });
    expect(splitNotInLog([{ step: 1, notInLog: null }])).toEqual({
      baseStep: null,
      fixed: null,
      steps: [{ step: 1, fixed: null, beyond: null }],
    });
  });
});

describe('notInLogWords', () => {
  test('a Gemini log: the fixed part and how far the rest went, with the counting encoding named', () => {
    const profile = profileSession(
      readSession(fixture('gemini-session.json'), 'gemini-session.json'),
      nodeCounter('o200k_base'),
    );
    expect(notInLogWords(profile)).toBe(
      "Step 1 recorded 14,000 input tokens (the log's own count), 19 of them counted with o200k_base in the log: the other 13,981 are the fixed part not in the log (system prompt and tool definitions), carried by every request. Beyond it, the part not in the log is +365 tokens at step 30 (at most +17,835, at step 19).",
    );
  });

  test('request bodies record no input: said so', () => {
    const profile = profileSession(
      readSession(fixture('openai-chat-bodies.json'), 'openai-chat-bodies.json'),
      nodeCounter('o200k_base'),
    );
    expect(notInLogWords(profile)).toBe('The log records no input size, so what it does not show cannot be measured.');
  });
});
