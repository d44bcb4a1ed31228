import { describe, expect, test } from 'vitest';
import { representationById } from '../representation-list.ts';
import { claudeCodeLog } from '../../testing/generated-logs/claude-code.ts';
import { sessionScript } from '../../testing/generated-logs/script.ts';
import type { ParsedSession } from './model.ts';
import { profileSession } from './profile.ts';
import { readSession } from './readers/read-session.ts';
import { replaySession } from './replay.ts';
import { resolveStrategy } from './strategy.ts';
import { nodeCounter } from '../../node/counter.ts';

/** A count of one token per character: sizes a reader can check by hand. */
const byLength = (text: string) => text.length;

describe('the placeholder with a typed notes block', () => {
  // Two steps: a 10-token prompt, a 300-token result, then a 200-token result.
  const session: ParsedSession = {
    format: 'claude-code',
    items: [
      { part: 'user', text: 'u'.repeat(10) },
      { part: 'toolResults', text: 'r'.repeat(300), tool: 'get', callId: 'a' },
      { part: 'toolResults', text: 's'.repeat(200), tool: 'get', callId: 'b' },
    ],
    steps: [
      { start: 0, end: 2, recorded: null, afterCompaction: false },
      { start: 0, end: 3, recorded: null, afterCompaction: false },
    ],
    compactions: [],
    sidechains: [],
    warnings: [],
  };
  const profile = { ...profileSession(session, nodeCounter('cl100k_base')), itemTokens: [10, 300, 200] };

  test('the template is counted in place of the fixed notes tokens, and named with the strategy', () => {
    const resolved = resolveStrategy(
      {
        kind: 'placeholder',
        placeholder: 'Cleared.',
        notes: 99,
        notesText: 'Notes: 3 rows, all open.',
        keepLast: 1,
        trigger: null,
      },
      session,
      profile,
      byLength,
    );
    expect(resolved.strategy).toEqual({ kind: 'placeholder', placeholder: 8, notes: 24, keepLast: 1, trigger: null });
    expect(resolved.name).toBe('the placeholder (8 tokens) and notes (24 tokens) for every result but the newest 1');
    // Step 1 keeps its only result: 310. Step 2: the prompt, result 1 as 8 + 24, result 2 raw: 242.
    const steps = replaySession(session, resolved.itemTokens, resolved.strategy);
    expect(steps.map((s) => s.total)).toEqual([310, 242]);
    // Step 2 reuses the prompt only: result 1 was rewritten.
    expect(steps.map((s) => s.cachedPrefix)).toEqual([0, 10]);
  });

  test('without a template the fixed notes tokens stand', () => {
    const resolved = resolveStrategy(
      { kind: 'placeholder', placeholder: 'Cleared.', notes: 5, keepLast: 0, trigger: null },
      session,
      profile,
      byLength,
    );
    expect(resolved.strategy).toMatchObject({ placeholder: 8, notes: 5 });
    expect(replaySession(session, resolved.itemTokens, resolved.strategy).map((s) => s.total)).toEqual([23, 36]);
  });
});

describe('a rung per tool', () => {
  const session = readSession(claudeCodeLog(sessionScript(8)), 'log.jsonl');
  const profile = profileSession(session, nodeCounter('cl100k_base'));
  const results = session.items.map((item, i) => ({ item, i })).filter(({ item }) => item.part === 'toolResults');
  const tools = [...new Set(results.map(({ item }) => item.tool!))].sort();

  test('each chosen tool on its own rung, the others on the default one; counted with the given count', () => {
    expect(tools.length).toBeGreaterThanOrEqual(2);
    const [first, ...rest] = tools as [string, ...string[]];
    const resolved = resolveStrategy(
      { kind: 'rung', representation: 'L4', tools: null, perTool: { [first]: 'csv' } },
      session,
      profile,
      byLength,
    );
    expect(resolved.name).toBe(`tool results as L4, csv for ${first} (${results.length} rewritten)`);
    for (const { item, i } of results) {
      const records = JSON.parse(item.text) as Record<string, unknown>[];
      const fields = Object.keys(records[0]!);
      const id = item.tool === first ? 'csv' : 'L4';
      expect(resolved.itemTokens[i]).toBe(representationById(id).build(records as never, fields).length);
    }
    expect(rest.length).toBeGreaterThan(0);
  });

  test('with a tool list, results of other tools stay as logged', () => {
    const [first, second] = tools as [string, string];
    const resolved = resolveStrategy(
      { kind: 'rung', representation: 'L4', tools: [second], perTool: { [first]: 'csv' } },
      session,
      profile,
      byLength,
    );
    for (const { item, i } of results)
      if (item.tool !== first && item.tool !== second) expect(resolved.itemTokens[i]).toBe(profile.itemTokens[i]);
    const rewritten = results.filter(({ item }) => item.tool === first || item.tool === second).length;
    expect(resolved.name).toBe(`tool results as L4, csv for ${first} (${rewritten} rewritten)`);
  });
});
