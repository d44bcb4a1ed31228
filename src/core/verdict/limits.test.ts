import { expect, test } from 'vitest';
import { generateTasks } from '../builtin-data/generate.ts';
import { computeLadder } from '../ladder/ladder.ts';
import { callSettingsOf, DEFAULT_CALL } from '../mcp/call-form.ts';
import { DEFAULT_PRICE_CHOICE } from '../money/choice.ts';
import { aliasLegend, assignAliases } from '../serializers/aliases.ts';
import { nodeCounter } from '../../node/counter.ts';
import { verdictLines } from './lines.ts';
import { claudeCodeHandling } from './limits.ts';
import { verdictWaterfall } from './waterfall.ts';
import { currentVerdict } from './verdict.ts';
import { verdictState } from './verdict.fixture.ts';
import { matchModel } from '../models/model-match.ts';
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
  // The waterfall's "Sent today" says what Claude Code does instead, and what the winner gets.
  const best = ladder.scales[0]!.rungs[v.payload.best.id as 'L4'];
  expect([v.sentChars, v.payload.best.id, best.chars, best.tokens]).toEqual([165_807, 'L4', 8_762, 3_503]);
  expect(verdictWaterfall(v)!.host).toBe(
    "Sent today, the model never gets this 165,807-character result whole: over 50,000 characters, Claude Code saves it to a file and gives the model a reference to it instead (code.claude.com/docs/en/mcp; the reference's text is not documented, so it is not counted). L4 Header + value rows (8,762 characters, 3,503 tokens) enters the context whole: the model reads no file.",
  );
  // Without a host (the JSON-RPC wire) nothing is said.
  const wire = computeLadder([{ label: 'big', records: generateTasks(500) }], FIELDS, counter, [], {
    transport: 'mcp-2025',
    settings: callSettingsOf(DEFAULT_CALL, FIELDS),
  });
  const onWire = currentVerdict(verdictState(wire, { legend }, { baseline: 'move', transport: 'mcp-2025' }));
  if (!onWire.ready) throw new Error(onWire.reason);
  expect(verdictWaterfall(onWire)!.host).toBeUndefined();
});

test("Claude Code's handling of one result, as its docs say it and no further", () => {
  expect(claudeCodeHandling(50_000, 25_000)).toBeUndefined();
  expect(claudeCodeHandling(50_001, 100)!.file).toBe(true);
  expect(claudeCodeHandling(40_000, 25_001)).toEqual({
    file: false,
    words:
      'over MAX_MCP_OUTPUT_TOKENS (25,000 tokens by default; code.claude.com/docs/en/mcp): the docs do not say whether Claude Code cuts or refuses a longer result',
  });
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
