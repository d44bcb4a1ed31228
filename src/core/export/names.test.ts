import { describe, expect, test } from 'vitest';
import { MOVES } from '../analysis/moves.ts';
import { TRANSPORTS } from '../mcp/revisions.ts';
import { moveRungs, moveTitle, transportName } from './names.ts';

describe('names', () => {
  test('a move by its rungs and name', () => {
    const move = MOVES.find((m) => m.from === 'L4' && m.to === 'L5')!;
    expect(moveRungs(move)).toBe('L4 → L5');
    expect(moveTitle(move)).toBe('L4 → L5 header aliases');
  });

  test('every transport by its name and revision', () => {
    expect(TRANSPORTS.map(transportName)).toMatchInlineSnapshot(`
      [
        "Command line",
        "MCP (2025 shape)",
        "MCP 2026-07-28",
        "MCP 2026-07-28 + structuredContent",
      ]
    `);
  });
});
