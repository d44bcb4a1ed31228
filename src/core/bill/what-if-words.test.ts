import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { tableToMarkdown } from '../report/table.ts';
import { profileSession, unseenTokens } from '../sessions/profile.ts';
import { readSession } from '../sessions/readers/read-session.ts';
import { replaySession } from '../sessions/replay.ts';
import { sessionBill } from './bill.ts';
import { whatIfChange, whatIfLine, whatIfTable } from './what-if-words.ts';
import { DEFAULT_WHAT_IF_PARAMS, strategyWhatIf } from './what-ifs.ts';
import { sessionWhatIfs } from './session-what-ifs.ts';

function opened(name: string) {
  const session = readSession(readFileSync(`fixtures/sessions/${name}`, 'utf8'), name);
  const profile = profileSession(session, nodeCounter('cl100k_base'));
  const unseen = unseenTokens(profile);
  const none = replaySession(session, profile.itemTokens, { kind: 'none' }, unseen);
  const bill = sessionBill(session);
  return { bill, inputs: { session, itemTokens: profile.itemTokens, unseen, none, placeholder: 17 } };
}

it('names the what-if that saves most money against the bill as logged', () => {
  const { bill, inputs } = opened('claude-code-cache.jsonl');
  const whatIfs = sessionWhatIfs(bill, inputs);
  expect(whatIfLine(bill, whatIfs)).toBe(
    'Switching on the 5-minute cache lifetime would have cost $0.6397 instead of $0.6703: $0.0306 less (5 % of the bill as logged), with the same input tokens.',
  );
  const table = tableToMarkdown(whatIfTable(bill, whatIfs));
  expect(table).toContain('| As logged (the bill) | 164,148 |  | $0.6703 |  | 5 |  |');
  expect(table).toContain('| 1-hour cache lifetime | 164,148 | no change | $0.7426 | $0.0722 more | 4 |  |');
});

it('says so when a what-if sends fewer tokens yet costs more', () => {
  const { bill, inputs } = opened('claude-code.jsonl');
  const params = {
    ...DEFAULT_WHAT_IF_PARAMS,
    clearToolUses: { ...DEFAULT_WHAT_IF_PARAMS.clearToolUses, trigger: 20_000, keep: 3 },
  };
  const w = strategyWhatIf('clear_tool_uses_20250919', bill, inputs, params);
  const change = whatIfChange(bill, w);
  expect(change.tokens).toBeGreaterThan(0);
  expect(change.money).toBeLessThan(0);
  expect(change.disagree).toBe(true);
  expect(tableToMarkdown(whatIfTable(bill, [w]))).toContain(
    'fewer tokens, more money: each rewrite breaks the cached prefix and what follows is written again',
  );
  expect(whatIfLine(bill, [w])).toMatch(
    /^The one setting a team can switch on, .*, costs \$\d\.\d{4} more than the bill as logged \(\$0\.3219\)\.$/,
  );
});
