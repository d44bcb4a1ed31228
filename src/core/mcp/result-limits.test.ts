import { describe, expect, test } from 'vitest';
import type { JsonObject, JsonValue } from '../json-value.ts';
import { REPRESENTATIONS } from '../representation-list.ts';
import { claudeCodeHandling } from '../verdict/limits.ts';
import { cheapestFit, entersWhole, toolFileChars, toolResultLimits } from './result-limits.ts';

const tool = (meta?: JsonValue): JsonObject => ({
  name: 't',
  inputSchema: {},
  ...(meta === undefined ? {} : { _meta: meta }),
});

describe("Claude Code's limits on one result", () => {
  test("a tool's own _meta raises the file threshold, up to 500,000 characters", () => {
    expect(toolFileChars(undefined)).toBe(50_000);
    expect(toolFileChars(tool({ 'anthropic/maxResultSizeChars': 200_000 }))).toBe(200_000);
    expect(toolFileChars(tool({ 'anthropic/maxResultSizeChars': 900_000 }))).toBe(500_000);
    expect(toolFileChars(tool({ 'anthropic/maxResultSizeChars': 'big' }))).toBe(50_000);
    expect(entersWhole({ tokens: 20_000, chars: 120_000 }, 200_000)).toBe(true);
    expect(entersWhole({ tokens: 20_000, chars: 120_000 }, 50_000)).toBe(false);
    expect(claudeCodeHandling(120_000, 20_000, 200_000)).toBeUndefined();
    expect(claudeCodeHandling(120_000, 20_000)!.file).toBe(true);
  });

  test('the cheapest fit is the fewest-token representation within 25,000 tokens and the file threshold', () => {
    const reps = REPRESENTATIONS.map(() => ({ tokens: 30_000, chars: 60_000 }));
    expect(cheapestFit(reps, 50_000)).toBeNull();
    reps[4] = { tokens: 20_000, chars: 49_000 };
    reps[8] = { tokens: 12_000, chars: 51_000 }; // fewer tokens, but saved to a file
    expect(cheapestFit(reps, 50_000)).toEqual({ id: REPRESENTATIONS[4]!.id, tokens: 20_000, chars: 49_000 });
    expect(cheapestFit(reps, 60_000)).toEqual({ id: REPRESENTATIONS[8]!.id, tokens: 12_000, chars: 51_000 });
  });

  test('p50 and p95 are nearest-rank; each limit counted on its own', () => {
    const sizes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((k) => ({ tokens: k * 3_000, chars: k * 6_000 }));
    const row = toolResultLimits('t', sizes, 50_000);
    expect(row.tokens).toEqual({ p50: 15_000, p95: 30_000, max: 30_000 });
    expect(row.over).toEqual({ warning: 7, tokens: 2, file: 2, bash: 5 });
    expect([row.notWhole, row.fitted, row.largestNotWhole]).toEqual([2, 0, { tokens: 30_000, chars: 60_000 }]);
  });
});
