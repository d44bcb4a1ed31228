import { expect, test } from 'vitest';
import { generateTasks } from '../builtin-data/generate.ts';
import { computeLadder } from '../ladder/ladder.ts';
import { callSettingsOf, DEFAULT_CALL } from '../mcp/call-form.ts';
import { DEFAULT_PRICE_CHOICE } from '../money/choice.ts';
import { aliasLegend, assignAliases } from '../serializers/aliases.ts';
import { nodeCounter } from '../../node/counter.ts';
import { verdictLines } from './lines.ts';
import { currentVerdict } from './verdict.ts';
import { verdictState } from './verdict.fixture.ts';
import { matchModel } from '../money/model-match.ts';
import { claudeProfile } from '../../testing/claude-profile.ts';

const FIELDS = ['id', 'status'];
const counter = nodeCounter('cl100k_base');
const legend = counter.count(aliasLegend(FIELDS, assignAliases(FIELDS)));

test('a response over the model window says so, how many times, and which winner fits', () => {
  // 500 records: L0 is 48,609 tokens, 5.9 times GPT-4's 8,192-token window; L4 (3,503) fits.
  const ladder = computeLadder([{ label: 'big', records: generateTasks(500) }], FIELDS, counter);
  const L0 = ladder.scales[0]!.rungs.L0.tokens;
  const v = currentVerdict(
    verdictState(ladder, { legend }, { baseline: 'move', pricing: { ...DEFAULT_PRICE_CHOICE, model: 'gpt-4' } }),
  );
  if (!v.ready) throw new Error(v.reason);
  expect(v.window).toEqual({ model: 'GPT-4', tokens: 8192 });
  expect([L0, v.payload.best.id]).toEqual([48_609, 'L4']);
  const line = verdictLines(v).find((l) => l.id === 'limits')!;
  expect(line.text).toBe(
    `Limits: L0 Pretty JSON, full, ${L0.toLocaleString('en-US')} tokens per response, is ${(L0 / 8192).toFixed(1)} × GPT-4's context window of 8,192 tokens: it cannot be sent whole; L4 Header + value rows (${v.payload.best.tokens.toLocaleString('en-US')} tokens) fits.`,
  );
  expect(verdictLines(v)[1]!.id).toBe('limits');
});

test("Claude Code's limits on one MCP tool result: 25,000 tokens, and 50,000 characters saved to a file", () => {
  const calls = {
    transport: 'mcp-2025' as const,
    settings: { ...callSettingsOf(DEFAULT_CALL, FIELDS), host: { id: 'claude-code' as const } },
  };
  const ladder = computeLadder([{ label: 'big', records: generateTasks(500) }], FIELDS, counter, [], calls);
  const v = currentVerdict(verdictState(ladder, { legend }, { baseline: 'move', transport: 'mcp-2025' }));
  if (!v.ready) throw new Error(v.reason);
  expect(v.payload.base.tokens).toBeGreaterThan(25_000);
  expect(v.sentChars).toBeGreaterThan(50_000);
  expect(verdictLines(v).find((l) => l.id === 'limits')!.text).toBe(
    "Limits: over Claude Code's limit on one MCP tool result, 25,000 tokens by default (MAX_MCP_OUTPUT_TOKENS; code.claude.com/docs/en/mcp); over 50,000 characters, which Claude Code saves to a file and replaces by a reference.",
  );
});

test('the built-in data at 100 rows fits Claude Sonnet 4.5: no limits line', () => {
  const ladder = computeLadder([{ label: 'tasks', records: generateTasks(100) }], FIELDS, counter);
  const v = currentVerdict(verdictState(ladder, { legend }));
  if (!v.ready) throw new Error(v.reason);
  expect(v.window).toEqual({ model: 'Claude Sonnet 4.5', tokens: 200_000 });
  expect(verdictLines(v).some((l) => l.id === 'limits')).toBe(false);
});

test('calibrated by a log: the limits are of the model’s own tokens, ≈ counts × the ratio', () => {
  const calls = {
    transport: 'mcp-2025' as const,
    settings: { ...callSettingsOf(DEFAULT_CALL, FIELDS), host: { id: 'claude-code' as const } },
  };
  // 230 records: L0's payload is under Claude Code's 25,000 tokens counted, over it × 89/71.
  const ladder = computeLadder([{ label: 'mid', records: generateTasks(230) }], FIELDS, counter, [], calls);
  const L0 = ladder.scales[0]!.rungs.L0.tokens;
  const estimate = { match: matchModel('claude-sonnet-4.5'), calibration: claudeProfile().calibration, log: 'c.jsonl' };
  const state = { baseline: 'move' as const, transport: 'mcp-2025' as const };
  const counted = currentVerdict(verdictState(ladder, { legend }, state));
  const calibrated = currentVerdict(verdictState(ladder, { legend }, { ...state, estimate }));
  if (!counted.ready || !calibrated.ready) throw new Error('no verdict');
  expect(L0).toBeLessThan(25_000);
  expect(Math.round(L0 * calibrated.estimate!.ratio)).toBeGreaterThan(25_000);
  expect(verdictLines(counted).find((l) => l.id === 'limits')?.text ?? '').not.toContain('25,000 tokens');
  expect(verdictLines(calibrated).find((l) => l.id === 'limits')!.text).toContain(
    "over Claude Code's limit on one MCP tool result, 25,000 tokens by default",
  );
});
