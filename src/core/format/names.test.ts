import { describe, expect, test } from 'vitest';
import { MOVES } from '../analysis/moves.ts';
import { TRANSPORTS } from '../mcp/revisions.ts';
import { moveRungs, moveTitle, perResponseWords, resultWords, transportName } from './names.ts';

describe('names', () => {
  test('a move by its rungs and name', () => {
    const move = MOVES.find((m) => m.from === 'L4' && m.to === 'L5')!;
    expect(moveRungs(move)).toBe('L4 → L5');
    expect(moveTitle(move)).toBe('L4 → L5 header aliases');
  });

  test('every transport by its name and revision', () => {
    expect(TRANSPORTS.map((t) => transportName(t))).toMatchInlineSnapshot(`
      [
        "Command line",
        "MCP (2025 shape)",
        "MCP 2026-07-28",
        "MCP 2026-07-28 + structuredContent",
      ]
    `);
  });

  test('a call over MCP names whose text it counts: the wire or a host', () => {
    expect(transportName('mcp-2025', 'wire')).toBe('MCP (2025 shape) on the JSON-RPC wire');
    expect(transportName('mcp-2026', 'codex')).toBe('MCP 2026-07-28 as Codex CLI forwards it');
    expect(transportName('cli', 'codex')).toBe('Command line');
    expect(perResponseWords('mcp-2025', 'claude-code')).toBe(
      'per call over MCP (2025 shape) as Claude Code forwards it, request + result',
    );
    expect(resultWords('claude-code', true)).toBe(
      'the payload as given, nothing escaped (structuredContent is not forwarded)',
    );
    expect(resultWords('codex', false)).toContain('the payload escaped once inside it');
  });
});
