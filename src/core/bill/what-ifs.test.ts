import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { claudeCacheLog } from '../../testing/generated-logs/cache-logs.ts';
import { profileSession, unseenTokens } from '../sessions/profile.ts';
import { readSession } from '../sessions/readers/read-session.ts';
import { replaySession } from '../sessions/replay.ts';
import { sessionBill } from './bill.ts';
import { inputCost } from './billed-step.ts';
import { loggedShapes, rebill } from './rebill.ts';
import type { ReplayInputs } from './what-ifs.ts';
import { DEFAULT_WHAT_IF_PARAMS, lifetimeWhatIf, strategyWhatIf, whatIfCost, whatIfInput } from './what-ifs.ts';
import { sessionWhatIfs } from './session-what-ifs.ts';
import { compactionOffWhatIf } from './compaction-off.ts';

const cacheBill = () => sessionBill(readSession(claudeCacheLog(), 'cache.jsonl'));

function inputsOf(name: string): { bill: ReturnType<typeof sessionBill>; inputs: ReplayInputs } {
  const session = readSession(readFileSync(`fixtures/sessions/${name}`, 'utf8'), name);
  const counter = nodeCounter('cl100k_base');
  const profile = profileSession(session, counter);
  const unseen = unseenTokens(profile);
  const none = replaySession(session, profile.itemTokens, { kind: 'none' }, unseen);
  return {
    bill: sessionBill(session),
    inputs: { session, itemTokens: profile.itemTokens, unseen, none, placeholder: 17 },
  };
}

describe('rebill', () => {
  it('gives the bill as logged back for the log as it was', () => {
    for (const bill of [cacheBill(), inputsOf('codex-cache.jsonl').bill, inputsOf('claude-code.jsonl').bill]) {
      const again = rebill(bill, loggedShapes(bill), 'logged');
      expect(again.tokens).toEqual(bill.tokens);
      expect(again.cost!.write).toBeCloseTo(bill.cost!.write, 12);
      expect(again.misses).toEqual(bill.misses);
    }
  });
});

describe('lifetimeWhatIf', () => {
  it('the 1-hour lifetime: writes at 2 ×, the 11-minute gap no longer a miss, the 75-minute one still: the hand sum', () => {
    const bill = cacheBill();
    const w = lifetimeWhatIf(bill, '1h');
    // Every write at 2 × input instead of 1.25 ×; at step 3 the 13,502 tokens the 11-minute gap
    // expired are read at 0.30 instead of written at 3.75 (the 4 uncached stay).
    const sonnet =
      (12_000 + 1_500 + 1_498 + 800 + 9_000) * 6 + 13_502 * 0.3 - (12_000 + 1_500 + 15_000 + 800 + 9_000) * 3.75;
    const opus = (14_000 + 300 + 2_500) * (10 - 6.25);
    expect(inputCost(w.bill.cost!)).toBeCloseTo(0.520339 + (sonnet + opus) / 1e6, 12);
    expect(w.bill.misses.map((m) => [m.step, m.cause])).toEqual([
      [4, 'compaction'],
      [5, 'model'],
      [7, 'changed'],
      [8, 'idle'],
    ]);
    expect(whatIfInput(w.bill)).toBe(whatIfInput(bill));
  });

  it('is offered by the log’s own vendor: both lifetimes for a log that wrote both, compaction for Codex', () => {
    const claude = inputsOf('claude-code-cache.jsonl');
    expect(sessionWhatIfs(claude.bill, claude.inputs).map((w) => w.id)).toEqual([
      'ttl-1h',
      'ttl-5m',
      'clear_tool_uses_20250919',
      'compact_20260112',
      'auto-compact-off',
    ]);
    const codex = inputsOf('codex-cache.jsonl');
    expect(sessionWhatIfs(codex.bill, codex.inputs).map((w) => w.id)).toEqual(['compaction']);
  });
});

describe('compactionOffWhatIf', () => {
  it('Claude Code without its auto-compaction: the window never restarts, so the compaction’s miss goes', () => {
    const bill = cacheBill();
    const w = compactionOffWhatIf(bill);
    expect(bill.misses.map((m) => m.cause)).toContain('compaction');
    expect(w.bill.misses.map((m) => m.cause)).not.toContain('compaction');
    // The compaction dropped 15,805 − 13,006 = 2,799 tokens; every later request carries them.
    expect(whatIfInput(w.bill)).toBe(whatIfInput(bill) + 2_799 * 7);
    expect(w.bill.misses.map((m) => m.step)).toEqual([2, 5, 7, 8]);
    // The request after it reads the whole request before it back.
    expect(w.bill.steps[4]!.usage.read).toBe(15_805);
  });
});

describe('strategyWhatIf', () => {
  const { bill, inputs } = inputsOf('claude-code.jsonl');
  const params = {
    ...DEFAULT_WHAT_IF_PARAMS,
    clearToolUses: { ...DEFAULT_WHAT_IF_PARAMS.clearToolUses, trigger: 20_000 },
    compact: { trigger: 20_000, summaryTokens: 500 },
  };

  it('context editing sends fewer tokens, and each clearing re-writes the cache from the first cleared result', () => {
    const w = strategyWhatIf('clear_tool_uses_20250919', bill, inputs, params);
    expect(whatIfInput(w.bill)).toBeLessThan(whatIfInput(bill));
    expect(bill.misses).toEqual([]);
    expect(w.bill.misses.length).toBeGreaterThan(0);
    expect(new Set(w.bill.misses.map((m) => m.cause))).toEqual(new Set(['changed']));
    expect(w.bill.tokens.write5m).toBeGreaterThan(bill.tokens.write5m);
    expect(w.extra.requests).toBe(0);
    expect(w.name).toBe(
      'Anthropic context editing, clear_tool_uses_20250919 (trigger 20,000 input tokens, keep 3 tool uses)',
    );
  });

  it('server compaction adds its summary step, billed: input at cache rates and the summary as output', () => {
    const w = strategyWhatIf('compact_20260112', bill, inputs, params);
    expect(w.extra.requests).toBeGreaterThan(0);
    expect(w.extra.tokens.output).toBe(500 * w.extra.requests);
    expect(whatIfCost(w.bill, w.extra)).toBeCloseTo(inputCost(w.bill.cost!) + w.bill.cost!.output + w.extra.cost!, 12);
    expect(w.notes).toEqual([
      'documented for Opus 4.6, Sonnet 4.6 and later, not claude-sonnet-4-5: priced as if it were',
      'a summary of 500 tokens, as set',
    ]);
  });
});
