import { expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { generateTasks } from '../builtin-data/generate.ts';
import { serializeCompact } from '../serializers/compact.ts';
import { representationById } from '../representation-list.ts';
import { claudeCodeLog } from '../../testing/generated-logs/claude-code.ts';
import { sessionScript } from '../../testing/generated-logs/script.ts';
import { readSession } from './readers/read-session.ts';
import { rerepresentResults, tokensWith } from './rerepresent.ts';
import { profileSession } from './profile.ts';
import { replaySession } from './replay.ts';

const script = sessionScript(6);
const session = readSession(claudeCodeLog(script), 'log.jsonl');

test('every result holding records is rewritten as L4: exactly the compact text of the same records', () => {
  const { texts, skipped } = rerepresentResults(session, { representation: representationById('L4'), tools: null });
  const results = session.items.map((item, i) => [item, i] as const).filter(([item]) => item.part === 'toolResults');
  expect(skipped).toEqual([]);
  expect(texts.size).toBe(results.length);
  for (const [item, i] of results) {
    const records = generateTasks(JSON.parse(item.text).length);
    expect(texts.get(i)).toBe(serializeCompact(records, Object.keys(records[0]!)));
  }
});

test('only the chosen tools, with their projection; text that holds no records is skipped with the reason', () => {
  const tool = session.items.find((i) => i.part === 'toolResults')!.tool!;
  const { texts } = rerepresentResults(session, {
    representation: representationById('L3'),
    tools: [tool],
    fields: { [tool]: ['id', 'status'] },
  });
  for (const [i, text] of texts) {
    expect(session.items[i]!.tool).toBe(tool);
    expect(text).toMatch(/^\[\{"id":"[^"]+","status":"[^"]+"\}/);
  }
  const plain = { ...session, items: [{ part: 'toolResults' as const, text: 'ok: 3 tests passed', tool: 'run' }] };
  const out = rerepresentResults(plain, { representation: representationById('L4'), tools: null });
  expect(out.texts.size).toBe(0);
  expect(out.skipped[0]!.reason).toContain('result 0');
});

test('a replay on L4 results costs less than the logged pretty JSON, by the counted difference', () => {
  const counter = nodeCounter('cl100k_base');
  const profile = profileSession(session, counter);
  const { texts } = rerepresentResults(session, { representation: representationById('L4'), tools: null });
  const tokens = tokensWith(profile.itemTokens, texts, (t) => counter.count(t));
  const before = replaySession(session, profile.itemTokens, { kind: 'none' });
  const after = replaySession(session, tokens, { kind: 'none' });
  const last = session.steps.at(-1)!;
  let expected = 0;
  for (const [i, text] of texts) if (i < last.end) expected += profile.itemTokens[i]! - counter.count(text);
  expect(before.at(-1)!.total - after.at(-1)!.total).toBe(expected);
  expect(expected).toBeGreaterThan(0);
});
