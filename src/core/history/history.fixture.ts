/**
 * The generated history the history tests read: Claude Code with a subagent and a resumed session (last
 * line cut off), Codex, Gemini, a Claude log of an unknown newer version, and files that are not logs.
 */
import { claudeCodeLines, codexLines, geminiSession } from './fixtures.ts';
import type { FixtureSession } from './fixtures.ts';

const START = Date.UTC(2026, 10, 30, 23, 59, 50);
const records = JSON.stringify([
  { id: 1, name: 'alpha', status: 'open' },
  { id: 2, name: 'beta', status: 'closed' },
  { id: 3, name: 'gamma', status: 'open' },
]);

/** The main Claude Code session `s1` (project `shop`). */
export const S1: FixtureSession = {
  id: 's1',
  model: 'claude-sonnet-4-5-20250929',
  cwd: '/home/dev/shop',
  start: START,
  baseInput: 15000,
  growth: 400,
  turns: [
    {
      prompt: 'Find the open issues.',
      calls: [
        {
          tool: 'Read',
          input: { file_path: '/home/dev/shop/src/app.ts' },
          result: 'export const app = 1;\n'.repeat(20),
        },
        { tool: 'mcp__tracker__list_issues', input: { state: 'open' }, result: records },
        { tool: 'Read', input: { file_path: '/home/dev/shop/src/db.ts' }, result: 'export const db = 2;\n'.repeat(30) },
        { tool: 'Bash', input: { command: 'npm test' }, result: 'PASS src/app.test.ts\n'.repeat(10) },
        { tool: 'mcp__tracker__list_issues', input: { state: 'closed' }, result: records },
      ],
      answer: 'Two issues are open.',
    },
  ],
};

/** The subagent `a1` of `s1`, in its own file. */
const A1: FixtureSession = {
  ...S1,
  id: 's1-a1',
  model: 'claude-haiku-4-5-20251001',
  baseInput: 5000,
  growth: 100,
  turns: [
    {
      prompt: '',
      calls: [{ tool: 'Grep', input: { pattern: 'TODO' }, result: 'src/app.ts:1: TODO\n'.repeat(5) }],
      answer: 'One TODO.',
    },
  ],
};

/** `s2`: `s1` resumed: the same lines again (same ids), then a new turn. */
const S2_NEW: FixtureSession = {
  ...S1,
  id: 's2',
  start: START + 3600_000,
  baseInput: 16600,
  turns: [
    {
      prompt: 'Close order 2.',
      calls: [{ tool: 'Read', input: { file_path: '/home/dev/shop/README.md' }, result: '# Shop\n' }],
      answer: 'Done.',
    },
  ],
};

/** `s2` re-logging `s1`'s lines under its own session id, as a resumed session does. */
function resumed(): string {
  const old = claudeCodeLines(S1).map((l) => l.replace('"sessionId":"s1"', '"sessionId":"s2"'));
  const lines = [...old, ...claudeCodeLines(S2_NEW)];
  // The last line cut off halfway (the agent was still writing it): no newline after it.
  const last = lines.pop()!;
  return `${lines.join('\n')}\n${last.slice(0, 40)}`;
}

const CODEX: FixtureSession = {
  id: 'c1',
  model: 'gpt-5-codex',
  cwd: '/home/dev/api',
  start: Date.UTC(2026, 11, 1, 9, 0, 0),
  baseInput: 9000,
  growth: 300,
  turns: [
    {
      prompt: 'Run the tests.',
      calls: [{ tool: 'shell', input: { command: ['npm', 'test'] }, result: 'ok 1 - adds\nok 2 - subtracts\n' }],
      answer: 'All pass.',
    },
  ],
};

const GEMINI: FixtureSession = {
  id: 'g1',
  model: 'gemini-2.5-pro',
  cwd: 'web',
  start: Date.UTC(2026, 11, 1, 10, 0, 0),
  baseInput: 7000,
  growth: 200,
  turns: [
    { prompt: 'List the issues.', calls: [{ tool: 'list_issues', input: {}, result: records }], answer: 'Three.' },
  ],
};

/** A Claude Code log written by a version the readers do not know yet. */
const FUTURE: FixtureSession = {
  ...S1,
  id: 'f1',
  version: '9.1.0',
  start: Date.UTC(2026, 11, 2, 8, 0, 0),
  turns: [{ prompt: 'Hello.', calls: [], answer: 'Hi.' }],
};

/** The history's files: path → text, in the order a folder walk gives them. */
export function historyFiles(): [string, string][] {
  return [
    ['projects/shop/s1.jsonl', claudeCodeLines(S1).join('\n') + '\n'],
    ['projects/shop/s1/subagents/agent-a1.jsonl', claudeCodeLines(A1, { sessionId: 's1', agentId: 'a1' }).join('\n')],
    ['projects/shop/s2.jsonl', resumed()],
    ['sessions/2026/12/01/rollout-c1.jsonl', codexLines(CODEX).join('\n') + '\n'],
    ['tmp/gemini/session-g1.json', geminiSession(GEMINI)],
    ['projects/shop/f1.jsonl', claudeCodeLines(FUTURE).join('\n') + '\n'],
    ['notes/README.txt', 'Not a log.\n'],
    ['notes/empty.jsonl', ''],
    ['other/events.jsonl', '{"type":"event","data":1}\n{"type":"event","data":2}\n'],
  ];
}
