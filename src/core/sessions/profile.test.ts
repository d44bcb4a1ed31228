import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { claudeCodeLog } from '../../testing/generated-logs/claude-code.ts';
import { codexLog } from '../../testing/generated-logs/codex.ts';
import { expectedWindows } from '../../testing/generated-logs/oracle.fixture.ts';
import { sessionScript } from '../../testing/generated-logs/script.ts';
import { SESSION_PARTS } from './model.ts';
import { profileSession } from './profile.ts';
import { readSession } from './readers/read-session.ts';

const script = sessionScript(10, 11, 7);

// The Codex fixture records 20 reasoning tokens per request: they stay in the window until the
// next user message or compaction opens a new turn (reasoning.ts).
const codexReasoning = script.turns.reduce<number[]>((acc, turn, i) => {
  acc.push(i === 0 || turn.user || turn.compactedTo ? 0 : acc[i - 1]! + 20);
  return acc;
}, []);

describe.each(['cl100k_base', 'o200k_base'] as const)('profileSession (%s)', (encoding) => {
  const counter = nodeCounter(encoding);

  test.each([
    ['claude-code', claudeCodeLog],
    ['codex', codexLog],
  ] as const)('%s: every step, every part, equals the texts of its window counted one by one', (format, log) => {
    const profile = profileSession(readSession(log(script), 'log.jsonl'), counter);
    const windows = expectedWindows(script, format);
    expect(profile.steps).toHaveLength(windows.length);
    profile.steps.forEach((step, i) => {
      for (const part of SESSION_PARTS) {
        const texts = windows[i]!.filter((t) => t.part === part);
        expect(step.parts[part]).toBe(texts.reduce((sum, t) => sum + counter.count(t.text), 0));
      }
      expect(step.counted).toBe(windows[i]!.reduce((sum, t) => sum + counter.count(t.text), 0));
      expect(step.recorded).toBe(script.turns[i]!.recorded);
      expect(step.reasoning).toBe(format === 'codex' ? codexReasoning[i] : 0);
      expect(step.notInLog).toBe(script.turns[i]!.recorded - step.counted - step.reasoning);
    });
    const recorded = profile.steps.reduce((s, x) => s + x.recorded!, 0);
    const counted = profile.steps.reduce((s, x) => s + x.counted, 0);
    expect(profile.recordedToCounted).toBe(recorded / counted);
    // Exact only for the Codex log (gpt-5.1-codex) counted with o200k_base, its model's own tokenizer.
    expect(profile.estimate).toBe(format === 'claude-code' || encoding === 'cl100k_base');
  });
});

test('the Codex fixture: reasoning carried 20, 40, 60 within a turn, dropped at the prompt of step 5 and the compaction before step 7', () => {
  expect(codexReasoning).toEqual([0, 20, 40, 60, 0, 20, 0, 20, 40, 60]);
});

test('the window shrinks at the compaction and grows between', () => {
  const profile = profileSession(readSession(claudeCodeLog(script), 'log.jsonl'), nodeCounter('cl100k_base'));
  const counted = profile.steps.map((s) => s.counted);
  expect(counted[6]!).toBeLessThan(counted[5]!);
  expect(profile.steps[6]!.afterCompaction).toBe(true);
  expect(profile.steps[6]!.parts.summary).toBeGreaterThan(0);
  for (const i of [1, 2, 3, 4, 5, 7, 8, 9]) expect(counted[i]!).toBeGreaterThan(counted[i - 1]!);
});
