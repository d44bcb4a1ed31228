import { expect, test } from 'vitest';
import { readLogLines } from './json-lines.ts';
import { claudeCodeThreads } from './claude-code.ts';
import { readSession } from './read-session.ts';

// A newer Claude Code log: the subagent's messages mirrored as `progress` lines of `agent_progress`.
const usage = (read: number, written: number) => ({
  input_tokens: 3,
  cache_creation_input_tokens: written,
  cache_read_input_tokens: read,
  output_tokens: 40,
});
const line = (o: object) => JSON.stringify(o);
const LOG = [
  line({
    type: 'user',
    uuid: 'u1',
    timestamp: '2026-12-01T10:00:00Z',
    message: { role: 'user', content: 'Find the bug' },
  }),
  line({
    type: 'assistant',
    uuid: 'a1',
    timestamp: '2026-12-01T10:00:05Z',
    message: {
      id: 'msg_main_1',
      model: 'claude-sonnet-4-5-20250929',
      content: [{ type: 'tool_use', id: 'toolu_task', name: 'Task', input: { prompt: 'Search the repo' } }],
      usage: usage(0, 12_000),
    },
  }),
  ...[1, 2].map((k) =>
    line({
      type: 'progress',
      timestamp: `2026-12-01T10:00:1${k}Z`,
      parentToolUseID: 'toolu_task',
      data: {
        type: 'agent_progress',
        agentId: 'a08eb8cb',
        message: {
          type: 'assistant',
          message: {
            id: `msg_sub_${k}`,
            model: 'claude-haiku-4-5-20251001',
            content: [{ type: 'text', text: `step ${k}` }],
            usage: usage(k === 1 ? 0 : 3_000, 3_000),
          },
        },
      },
    }),
  ),
  line({
    type: 'user',
    uuid: 'u2',
    timestamp: '2026-12-01T10:00:20Z',
    message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_task', content: 'Found it' }] },
  }),
].join('\n');

test("a subagent mirrored in progress lines is a thread of its own: its requests are counted, not the main thread's", () => {
  const { mainSteps, sidechains } = claudeCodeThreads(readLogLines(LOG, 'progress.jsonl'));
  expect(mainSteps).toBe(1);
  expect(sidechains).toEqual([{ id: 'a08eb8cb', lines: 2, steps: 2 }]);
  const main = readSession(LOG, 'progress.jsonl');
  expect(main.steps.map((s) => s.recorded)).toEqual([12_003]);
  const sub = readSession(LOG, 'progress.jsonl', 'a08eb8cb');
  expect([sub.model, sub.steps.map((s) => s.recorded)]).toEqual(['claude-haiku-4-5-20251001', [3_003, 6_003]]);
});
