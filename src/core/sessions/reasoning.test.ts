import { expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { claudeUsageLog, codexUsageLog } from '../../testing/generated-logs/usage-logs.ts';
import { contentKind } from './content-kind.ts';
import { profileSession } from './profile.ts';
import { readSession } from './readers/read-session.ts';
import { reasoningInWindow } from './reasoning.ts';

const o200k = nodeCounter('o200k_base');

test('Codex: each request’s 40 + 5k reasoning tokens stay for the rest of the turn; the follow-up prompt drops them', () => {
  const session = readSession(
    codexUsageLog((t) => o200k.count(t)),
    'rollout.jsonl',
  );
  expect(session.steps.map((s) => s.reasoning)).toEqual([40, 45, 50, 55, 60, 65, 70, 75, 80]);
  expect(reasoningInWindow(session)).toEqual([0, 40, 85, 135, 190, 250, 315, 0, 75]);
  const profile = profileSession(session, o200k);
  const step3 = profile.steps[2]!;
  expect(step3.reasoning).toBe(85);
  expect(step3.notInLog).toBe(step3.recorded! - step3.counted - 85);
});

test('Claude Code records no reasoning apart: none carried, it stays inside "not in the log"', () => {
  const cl100k = nodeCounter('cl100k_base');
  const session = readSession(
    claudeUsageLog((t) => cl100k.count(t), contentKind),
    'claude.jsonl',
  );
  expect(new Set(reasoningInWindow(session))).toEqual(new Set([0]));
  expect(session.steps[0]!.output).toBe(60);
});
