import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { findHost } from '../hosts/index.ts';
import { forwardingRows } from './forwarding.ts';

const counter = nodeCounter('o200k_base');
const count = (t: string) => counter.count(t);
const SERVER = '{"pull_request": {"url": "https://example.test/pr/7", "draft": false}}';
const call = {
  step: 3,
  tool: 'mcp__github__get_pull_request',
  server: { content: [{ type: 'text' as const, text: SERVER }] },
  modelGot: `Wall time: 1.8344 seconds\nOutput:\n[{"type":"text","text":${JSON.stringify(SERVER)}}]`,
};

describe('logged MCP forwarding against a host profile', () => {
  test('Codex profile predicts the logged function_call_output exactly', () => {
    const [row] = forwardingRows([call], findHost('codex'), count);
    expect(row).toEqual({
      step: 3,
      tool: 'mcp__github__get_pull_request',
      serverTokens: 21,
      modelGotTokens: 44,
      predictedTokens: 44,
      match: true,
      why: 'Codex CLI forwards exactly this text',
    });
    expect(row?.serverTokens).toBe(21);
  });
  test('Claude Code profile differs and says by how much', () => {
    const [row] = forwardingRows([call], findHost('claude-code'), count);
    expect(row?.match).toBe(false);
    expect(row?.predictedTokens).toBe(21);
    expect(row?.why).toBe('Claude Code predicts -23 tokens against what the model got');
  });
});
