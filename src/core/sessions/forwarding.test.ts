import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { forwardingSentence, forwardingTable } from '../report/tables/forwarding.ts';
import { claudeCodeLog } from '../../testing/generated-logs/claude-code.ts';
import { codexLog } from '../../testing/generated-logs/codex.ts';
import { sessionScript } from '../../testing/generated-logs/script.ts';
import { forwardingCalls, matchingHosts } from './forwarding.ts';
import type { ParsedSession } from './model.ts';
import { readSession } from './readers/read-session.ts';

const o200k = nodeCounter('o200k_base');
const SERVER = '{"pull_request": {"url": "https://example.test/pr/7", "draft": false}}';
/** The rollout, rebuilt: the server's text with spaces; Codex's output, the content array compact. */
const session: ParsedSession = {
  format: 'codex',
  items: [{ part: 'toolResults', text: 'x' }],
  steps: [
    { start: 0, end: 0, recorded: null, afterCompaction: false },
    { start: 0, end: 1, recorded: null, afterCompaction: false },
  ],
  compactions: [],
  sidechains: [],
  warnings: [],
  mcpCalls: [
    {
      item: 0,
      tool: 'mcp__github__get_pull_request',
      server: { content: [{ type: 'text', text: SERVER }] },
      modelGot: `Wall time: 2.5000 seconds\nOutput:\n[{"type":"text","text":${JSON.stringify(SERVER)}}]`,
      wallTimeSeconds: 2.5,
    },
  ],
};

describe('a logged MCP call against every host profile', () => {
  const [call] = forwardingCalls(session, o200k);
  test('the Codex profile, with the logged wall time, predicts the function_call_output exactly', () => {
    expect(call).toMatchObject({ step: 2, tool: 'mcp__github__get_pull_request', loggedBy: 'codex', failed: false });
    expect([call!.server, call!.model]).toEqual([21, 44]);
    expect(call!.predicted.codex).toEqual({ tokens: 44, matches: true });
    expect(matchingHosts(call!)).toEqual(['codex']);
  });
  test('another profile differs, and the sentence says by how much and which host to choose', () => {
    expect(call!.predicted['claude-code']).toEqual({ tokens: 21, matches: false });
    expect(forwardingSentence(call!, 'claude-code')).toBe(
      'Codex CLI forwarded 44 tokens where the profile ‘Claude Code’ predicts 21: choose host Codex CLI',
    );
    expect(forwardingSentence(call!, 'codex')).toBe(
      'Matches: the profile ‘Codex CLI’ predicts exactly the text the model got',
    );
  });
});

describe('the generated MCP logs, counted', () => {
  const script = sessionScript(10, 7);
  test('Codex rollout (o200k_base): structuredContent forwarded compact, a failed call, a truncated output', () => {
    const calls = forwardingCalls(readSession(codexLog(script, 'taskdemo'), 'r.jsonl'), o200k);
    expect(calls.map((c) => [c.step, c.server, c.model, c.predicted.codex.tokens, c.predicted.wire.tokens])).toEqual([
      [2, 94, 129, 129, 137],
      [3, 379, 453, 453, 461],
      [4, 17, 21, 39, 47],
      [4, 200, 159, 159, 406],
      [5, 200, 248, 248, 256],
      [6, 379, 57, 282, 734],
      [7, 200, 248, 248, 256],
      [8, 587, 687, 687, 695],
      [9, 200, 159, 159, 406],
      [10, 200, 248, 248, 256],
    ]);
    expect(calls.map((c) => matchingHosts(c).join())).toEqual([
      'codex',
      'codex',
      '',
      'codex',
      'codex',
      '',
      'codex',
      'codex',
      'codex',
      'codex',
    ]);
    expect(forwardingSentence(calls[2]!, 'wire')).toBe(
      'The call failed (the server sent no result): Codex CLI gave the model 21 tokens of its own error text',
    );
    expect(forwardingSentence(calls[5]!, 'codex')).toBe(
      'Codex CLI forwarded 57 tokens where the profile ‘Codex CLI’ predicts 282; no profile predicts this text exactly',
    );
    const table = forwardingTable(calls, { id: 'wire' }, 'o200k_base');
    expect(table.rows[0]!.map((c) => c.text)).toEqual([
      '2',
      'mcp__taskdemo__tasks_list',
      '94',
      '129',
      '137',
      'Codex CLI forwarded 129 tokens where the profile ‘JSON-RPC wire’ predicts 137: choose host Codex CLI',
    ]);
    expect(table.notes?.[1]).toBe('The profile ‘JSON-RPC wire’ predicts 0 of 10 MCP calls exactly (Codex CLI’s log).');
    expect(forwardingTable(calls, { id: 'codex' }, 'o200k_base').notes?.[1]).toBe(
      'The profile ‘Codex CLI’ predicts 8 of 10 MCP calls exactly (Codex CLI’s log).',
    );
  });

  test('Claude Code log (cl100k_base): the text blocks as sent, except the truncated one', () => {
    const cl100k = nodeCounter('cl100k_base');
    const calls = forwardingCalls(readSession(claudeCodeLog(script, undefined, 'taskdemo'), 's.jsonl'), cl100k);
    expect(calls.map((c) => [c.server, c.model, c.predicted['claude-code'].tokens])).toEqual([
      [96, 96, 96],
      [384, 384, 384],
      [19, 19, 19],
      [201, 201, 201],
      [201, 201, 201],
      [384, 64, 384],
      [201, 201, 201],
      [593, 593, 593],
      [201, 201, 201],
      [201, 201, 201],
    ]);
    expect(calls.filter((c) => c.predicted['claude-code'].matches)).toHaveLength(9);
    expect(forwardingSentence(calls[0]!, 'codex')).toBe(
      'Claude Code forwarded 96 tokens where the profile ‘Codex CLI’ predicts 131: choose host Claude Code',
    );
  });

  test('a custom template other than the one counted is said', () => {
    const calls = forwardingCalls(readSession(codexLog(script, 'taskdemo'), 'r.jsonl'), o200k);
    expect(forwardingTable(calls, { id: 'custom', template: '{tool}: {text}' }, 'o200k_base').notes?.[2]).toBe(
      'Your custom template is not counted here (the prediction fills in {text}); npm run -s session -- --host custom --host-template TEMPLATE FILE counts it.',
    );
    const mine = forwardingCalls(readSession(codexLog(script, 'taskdemo'), 'r.jsonl'), o200k, '{tool}: {text}');
    const first = script.turns[0]!.calls[0]!.result;
    expect(mine[0]!.predicted.custom.tokens).toBe(o200k.count(`mcp__taskdemo__tasks_list: ${first}`));
    expect(mine[0]!.predicted.custom.tokens).toBe(103);
  });

  test('a format that keeps no server result has no calls', () => {
    expect(forwardingCalls({ ...session, format: 'gemini' }, o200k)).toEqual([]);
  });
});
