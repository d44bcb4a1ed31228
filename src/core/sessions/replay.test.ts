import { describe, expect, test } from 'vitest';
import { formatPercentage } from '../analysis/percent.ts';
import { createRng } from '../builtin-data/prng.ts';
import type { Conversation } from '../conversation/model.ts';
import { simulate } from '../conversation/simulate.ts';
import { savingAgainst, summarize } from '../conversation/summary.ts';
import type { ParsedSession, SessionItem, SessionPart } from './model.ts';
import { replaySession } from './replay.ts';

/**
 * A conversation of the simulator as a parsed session: system, tools and user texts, then per
 * step the model's text, the call and the result; request k holds steps 1..k, as `simulate` says.
 */
function sessionOf(c: Conversation): { session: ParsedSession; tokens: number[] } {
  const items: SessionItem[] = [];
  const tokens: number[] = [];
  const add = (part: SessionPart, n: number, extra: Partial<SessionItem> = {}) => {
    items.push({ part, text: `${part}${items.length}`, ...extra });
    tokens.push(n);
  };
  add('system', c.system);
  add('tools', c.tools);
  add('user', c.user);
  const steps = c.steps.map((s, k) => {
    add('assistant', s.modelResponse);
    add('toolCalls', s.toolRequest, { tool: k % 2 ? 'search' : 'tasks_list', callId: `c${k}` });
    add('toolResults', s.toolResponse, { tool: k % 2 ? 'search' : 'tasks_list', callId: `c${k}` });
    return { start: 0, end: items.length, recorded: null, afterCompaction: false };
  });
  return {
    session: { format: 'claude-code', items, steps, compactions: [], sidechains: [], warnings: [] },
    tokens,
  };
}

describe('replaySession with the placeholder: the second seed article', () => {
  test('turn one as a replay of a constructed session: 12,750 → 7,850, 4,900 saved, 38.43 % of no compaction', () => {
    const { session, tokens } = sessionOf({
      system: 5000,
      tools: 2500,
      user: 0,
      steps: [{ modelResponse: 200, toolRequest: 50, toolResponse: 5000 }],
    });
    const [before] = replaySession(session, tokens, { kind: 'none' });
    const [after] = replaySession(session, tokens, {
      kind: 'placeholder',
      placeholder: 100,
      notes: 0,
      keepLast: 0,
      trigger: null,
    });
    expect(before!.total).toBe(12750);
    expect(after!.total).toBe(7850);
    const saving = savingAgainst(summarize([before!]), summarize([after!]), 'no compaction');
    expect(saving.saved).toBe(4900);
    expect(formatPercentage(saving.percent)).toBe('38.43 % of no compaction');
  });

  test('equals the simulator step for step (totals and cached prefixes) on 40 random conversations', () => {
    const rng = createRng(3);
    const n = (max: number) => Math.floor(rng() * max);
    for (let run = 0; run < 40; run++) {
      const c: Conversation = {
        system: n(3000),
        tools: n(2000),
        user: n(300),
        steps: Array.from({ length: 1 + n(30) }, () => ({
          modelResponse: n(400),
          toolRequest: n(80),
          toolResponse: n(6000),
        })),
      };
      const placeholder = n(150);
      const notes = n(60);
      const keepLast = n(4);
      const trigger = run % 2 ? null : 5000 + n(40000);
      const { session, tokens } = sessionOf(c);
      const ours = replaySession(session, tokens, { kind: 'placeholder', placeholder, notes, keepLast, trigger });
      const theirs = simulate(c, {
        name: 'compaction',
        placeholder,
        notes,
        keepLast,
        mode: trigger === null ? { kind: 'every-step' } : { kind: 'trigger', inputTokens: trigger },
      });
      expect(ours.map((s) => [s.total, s.cachedPrefix, s.compacted])).toEqual(
        theirs.map((s) => [s.total, s.cachedPrefix, s.compacted]),
      );
    }
  });
});

describe('replaySession: tool-result clearing and summary compaction', () => {
  // system 1,000; tools 0; user 100; steps of (model 10, call 20, result 1,000).
  const c: Conversation = {
    system: 1000,
    tools: 0,
    user: 100,
    steps: Array.from({ length: 5 }, () => ({ modelResponse: 10, toolRequest: 20, toolResponse: 1000 })),
  };
  const { session, tokens } = sessionOf(c);

  test('no strategy: 1,100 + 1,030 per step', () => {
    expect(replaySession(session, tokens, { kind: 'none' }).map((s) => s.total)).toEqual([
      2130, 3160, 4190, 5220, 6250,
    ]);
  });

  test('clearing over 3,500 tokens keeps the newest 1 result and replaces the rest by 5 tokens', () => {
    const steps = replaySession(session, tokens, {
      kind: 'clear-tool-uses',
      trigger: 3500,
      keep: 1,
      clearAtLeast: 0,
      exclude: [],
      clearInputs: false,
      placeholder: 5,
    });
    // Step 3: 4,190 > 3,500: results 1 and 2 cleared: 4,190 − 2 × 995 = 2,200.
    // Step 4: 2,200 + 1,030 = 3,230, under the trigger. Step 5: 4,260 > 3,500: results 3, 4 cleared.
    expect(steps.map((s) => s.total)).toEqual([2130, 3160, 2200, 3230, 2270]);
    expect(steps.map((s) => s.compacted)).toEqual([false, false, true, false, true]);
    // The cache breaks at the first cleared result (after system, tools, user, model 1, call 1).
    expect(steps[2]!.cachedPrefix).toBe(1130);
  });

  test('clearing needs at least K tokens; excluded tools and call inputs', () => {
    const strategy = { kind: 'clear-tool-uses', trigger: 0, keep: 0, exclude: [] as string[], placeholder: 0 } as const;
    // Step 1 would clear 1,000 tokens: under the 1,500 required; step 2 clears 2,000; steps 3 and
    // 5 again hold only one clearable result (1,000 < 1,500); step 4 holds two.
    expect(
      replaySession(session, tokens, { ...strategy, clearAtLeast: 1500, clearInputs: false }).map((s) => s.total),
    ).toEqual([2130, 1160, 2190, 1220, 2250]);
    // 'search' (calls 2 and 4) is never cleared; the inputs of cleared calls go too (1,000 + 20 each).
    expect(
      replaySession(session, tokens, { ...strategy, exclude: ['search'], clearAtLeast: 0, clearInputs: true }).map(
        (s) => s.total,
      ),
    ).toEqual([1110, 2140, 2150, 3180, 3190]);
  });

  test('summary: over 4,000 tokens everything before is one summary of 300 tokens; the system prompt stays', () => {
    const steps = replaySession(session, tokens, { kind: 'summary', trigger: 4000, summaryTokens: 300 });
    // Step 3: 4,190 > 4,000: 1,000 + 300. Steps 4, 5: + 1,030 each; step 5 at 3,360 stays under.
    expect(steps.map((s) => s.total)).toEqual([2130, 3160, 1300, 2330, 3360]);
    expect(steps[3]!.cachedPrefix).toBe(1300);
  });

  test('a negative size is refused with its name', () => {
    expect(() => replaySession(session, tokens, { kind: 'summary', trigger: 10, summaryTokens: -1 })).toThrow(
      'summaryTokens must be a number ≥ 0 (got -1)',
    );
  });
});

/** A user text of 10 tokens, then three results of 100. */
const THREE_RESULTS: Conversation = {
  system: 0,
  tools: 0,
  user: 10,
  steps: Array.from({ length: 3 }, () => ({ modelResponse: 0, toolRequest: 0, toolResponse: 100 })),
};

test('what the log does not show is added to every request, unchanged, and is a cacheable prefix', () => {
  const { session, tokens } = sessionOf(THREE_RESULTS);
  const strategy = { kind: 'placeholder', placeholder: 1, notes: 0, keepLast: 1, trigger: null } as const;
  const steps = replaySession(session, tokens, strategy, [5000, 5000, 6000]);
  // Windows 110, 210, 310 → with the newest result raw: 110, 111, 112; plus 5,000, 5,000, 6,000.
  expect(steps.map((s) => s.total)).toEqual([5110, 5111, 6112]);
  // Step 2: the unseen 5,000 and the user's 10 are shared with step 1; result 1 became a placeholder.
  // Step 3: the unseen part grew (the log's tokenizer against ours, not a rewrite): its 5,000 in
  // common stay cached, then the user's 10 and result 1's placeholder; result 2 was rewritten.
  expect(steps.map((s) => s.cachedPrefix)).toEqual([0, 5010, 5011]);
});

test('without a strategy, each request reuses the whole previous one, though the unseen part varies', () => {
  const { session, tokens } = sessionOf(THREE_RESULTS);
  const steps = replaySession(session, tokens, { kind: 'none' }, [5000, 4900, 5200]);
  expect(steps.map((s) => s.total)).toEqual([5110, 5110, 5510]);
  // Step 2: 4,900 of the unseen part and the 110 logged tokens of step 1; step 3: 4,900 and 210.
  expect(steps.map((s) => s.cachedPrefix)).toEqual([0, 5010, 5110]);
});
