import { expect, test } from 'vitest';
import type { ParsedSession, SessionItem } from './model.ts';
import { biggestBlocks } from './blocks.ts';

test('carried cost: tokens × the requests whose window holds the result; a compaction stops the carrying', () => {
  const item = (part: SessionItem['part'], tool?: string): SessionItem => ({
    part,
    text: part,
    ...(tool ? { tool } : {}),
  });
  // items: 0 user, 1 result A (500), 2 result B (800), 3 summary, 4 result C (100, no call)
  const session: ParsedSession = {
    format: 'claude-code',
    items: [
      item('user'),
      item('toolResults', 'read'),
      item('toolResults', 'grep'),
      item('summary'),
      item('toolResults'),
    ],
    steps: [
      { start: 0, end: 1, recorded: null, afterCompaction: false },
      { start: 0, end: 2, recorded: null, afterCompaction: false },
      { start: 0, end: 3, recorded: null, afterCompaction: false },
      { start: 0, end: 3, recorded: null, afterCompaction: false },
      { start: 3, end: 5, recorded: null, afterCompaction: true },
    ],
    compactions: [4],
    sidechains: [],
    warnings: [],
  };
  const blocks = biggestBlocks(session, [10, 500, 800, 50, 100]);
  expect(blocks.byTokens.map((b) => [b.tool, b.tokens, b.carriedBy, b.carriedTokens])).toEqual([
    ['grep', 800, 2, 1600],
    ['read', 500, 3, 1500],
    ['(unknown)', 100, 1, 100],
  ]);
  expect(blocks.byCarried.map((b) => b.tool)).toEqual(['grep', 'read', '(unknown)']);
  expect(blocks.byTool).toEqual([
    { tool: 'grep', results: 1, tokens: 800, carriedTokens: 1600 },
    { tool: 'read', results: 1, tokens: 500, carriedTokens: 1500 },
    { tool: '(unknown)', results: 1, tokens: 100, carriedTokens: 100 },
  ]);
});

test('each block names its target (from its call’s input) and the step that first read it', () => {
  const session: ParsedSession = {
    format: 'claude-code',
    items: [
      { part: 'user', text: 'go' },
      { part: 'toolCalls', text: 'Read', tool: 'Read', callId: 'a' },
      { part: 'toolCalls', text: '{"file_path":"src/app.ts"}', tool: 'Read', callId: 'a' },
      { part: 'toolCalls', text: 'Bash', tool: 'Bash', callId: 'b' },
      { part: 'toolCalls', text: '{"command":"npm test"}', tool: 'Bash', callId: 'b' },
      { part: 'toolResults', text: 'file', tool: 'Read', callId: 'a' },
      { part: 'toolResults', text: 'ok', tool: 'Bash', callId: 'b' },
      { part: 'toolCalls', text: 'Glob', tool: 'Glob', callId: 'c' },
      { part: 'toolResults', text: 'none', tool: 'Glob', callId: 'c' },
    ],
    steps: [
      { start: 0, end: 5, recorded: null, afterCompaction: false },
      { start: 0, end: 7, recorded: null, afterCompaction: false },
      { start: 0, end: 9, recorded: null, afterCompaction: false },
    ],
    compactions: [],
    sidechains: [],
    warnings: [],
  };
  const blocks = biggestBlocks(session, [1, 1, 5, 1, 5, 300, 40, 1, 7]);
  expect(blocks.byCarried.map((b) => [b.tool, b.target, b.step, b.carriedBy])).toEqual([
    ['Read', 'src/app.ts', 2, 2],
    ['Bash', 'npm test', 2, 2],
    // A call with no input (only its name) names no target.
    ['Glob', null, 3, 1],
  ]);
});
