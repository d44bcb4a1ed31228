import { expect, test } from 'vitest';
import { fitsLine } from './fits.ts';

const window = { model: 'Claude Sonnet 4.5', tokens: 200_000 };
const sides = [
  { label: 'L0 Pretty JSON, full', tokens: 32_308, chars: 120_004 },
  { label: 'L4 Header + value rows', tokens: 24_000, chars: 60_000 },
  { label: 'CSV', tokens: 9_000, chars: 30_000 },
];

test('Claude Code: each side over its 25,000 tokens or 50,000 characters is named with its tokens; the rest fit', () => {
  expect(fitsLine(sides, 100, window, 'claude-code')).toBe(
    "At 100 rows, against Claude Sonnet 4.5's context window (200,000 tokens) and Claude Code's limits on one MCP tool result (25,000 tokens, 50,000 characters): " +
      "L0 Pretty JSON, full (32,308 tokens: over Claude Code's 25,000-token limit and 50,000 characters (saved to a file)); " +
      'L4 Header + value rows (24,000 tokens: over 50,000 characters (saved to a file)); these fit: CSV.',
  );
});

test('the wire: only the window; every side fits, or the ones over it are named', () => {
  expect(fitsLine(sides, 100, window, 'wire')).toBe(
    "At 100 rows, every rung and format fits Claude Sonnet 4.5's context window (200,000 tokens).",
  );
  const small = { model: 'GPT-4', tokens: 8_192 };
  expect(fitsLine(sides, 500, small, 'wire')).toBe(
    "At 500 rows, against GPT-4's context window (8,192 tokens): L0 Pretty JSON, full (32,308 tokens: over GPT-4's window); " +
      "L4 Header + value rows (24,000 tokens: over GPT-4's window); CSV (9,000 tokens: over GPT-4's window); none fits.",
  );
  expect(fitsLine(sides, 5, undefined, 'wire')).toBe('At 5 rows, no limit is known for this model and host.');
});

test("under a calibration each side is compared and said in the model's tokens: 24,000 × 1.25 is over 25,000", () => {
  expect(fitsLine(sides, 100, window, 'claude-code', { ratio: 1.25, tokens: 'Claude' })).toBe(
    "At 100 rows, against Claude Sonnet 4.5's context window (200,000 tokens) and Claude Code's limits on one MCP tool result (25,000 tokens, 50,000 characters): " +
      "L0 Pretty JSON, full (≈ 40,385 Claude tokens: over Claude Code's 25,000-token limit and 50,000 characters (saved to a file)); " +
      "L4 Header + value rows (≈ 30,000 Claude tokens: over Claude Code's 25,000-token limit and 50,000 characters (saved to a file)); these fit: CSV.",
  );
});
