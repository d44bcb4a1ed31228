import { expect, test } from 'vitest';
import { generateTasks } from '../builtin-data/generate.ts';
import { computeLadder } from '../ladder/ladder.ts';
import { callSettingsOf, DEFAULT_CALL } from '../mcp/call-form.ts';
import { aliasLegend, assignAliases } from '../serializers/aliases.ts';
import { nodeCounter } from '../../node/counter.ts';
import { currentVerdict } from './verdict.ts';
import { verdictState } from './verdict.fixture.ts';
import { verdictWaterfall } from './waterfall.ts';
import { verdictAnswer } from './answer.ts';
import { matchModel } from '../models/model-match.ts';
import { claudeProfile } from '../../testing/claude-profile.ts';

const FIELDS = ['id', 'status', 'assignee', 'priority'];
const counter = nodeCounter('cl100k_base');
const calls = { transport: 'mcp-2025' as const, settings: callSettingsOf(DEFAULT_CALL, FIELDS) };
const datasets = [100].map((rows) => ({ label: `tasks-${rows}`, records: generateTasks(rows) }));
const ladder = computeLadder(datasets, FIELDS, counter, [], calls);
const legend = counter.count(aliasLegend(FIELDS, assignAliases(FIELDS)));
const all = Object.keys(generateTasks(1)[0]!);

test('per response: L0, the two moves down, L5; each move a share of L0, adding up exactly', () => {
  const v = currentVerdict(verdictState(ladder, { legend }, { availableFields: all }));
  if (!v.ready) throw new Error(v.reason);
  const w = verdictWaterfall(v)!;
  expect(w.unit).toBe('response');
  expect(w.bars.map((b) => [b.id, b.from, b.to, b.words])).toEqual([
    ['base', 0, 9683, '9,683 tokens (L0)'],
    ['fields', 9683, 3741, '−5,942 tokens (61.4 % of L0)'],
    ['representation', 3741, 1179, '−2,562 tokens (26.5 % of L0)'],
    ['best', 0, 1179, '1,179 tokens'],
  ]);
  expect(w.max).toBe(9683);
});

test("over MCP: the calls' totals, and the transport's own part as a third move", () => {
  const v = currentVerdict(verdictState(ladder, { legend }, { availableFields: all, transport: 'mcp-2025' }));
  if (!v.ready || !v.calls) throw new Error('no call verdict');
  const w = verdictWaterfall(v)!;
  const { L0, L5 } = ladder.scales[0]!.calls!;
  expect([L0!.total, L5!.total]).toEqual([11_055, 1_247]);
  expect(w.unit).toBe('call');
  expect(w.bars.map((b) => [b.id, b.from, b.to])).toEqual([
    ['base', 0, 11_055],
    ['fields', 11_055, 11_055 - 5_942],
    ['representation', 11_055 - 5_942, 11_055 - 8_504],
    ['transport', 11_055 - 8_504, 1_247],
    ['best', 0, 1_247],
  ]);
  expect(w.bars[3]!.words).toBe("−1,304 tokens (11.8 % of L0's call)");
});

test('a host that hands over the payload alone: the transport part is 0 tokens, said as no change', () => {
  const claude = {
    transport: 'mcp-2025' as const,
    settings: { ...calls.settings, host: { id: 'claude-code' as const } },
  };
  const hosted = computeLadder(datasets, FIELDS, counter, [], claude);
  const v = currentVerdict(verdictState(hosted, { legend }, { availableFields: all, transport: 'mcp-2025' }));
  if (!v.ready || !v.calls) throw new Error('no call verdict');
  const transport = verdictWaterfall(v)!.bars.find((b) => b.id === 'transport')!;
  expect(transport.from).toBe(transport.to);
  expect(transport.words).toBe("0 tokens (0.0 % of L0's call): no change");
});

test('a log calibrating the model: every figure in its tokens, ≈, the moves adding up to the answer’s', () => {
  const estimate = { match: matchModel('claude-sonnet-4.5'), calibration: claudeProfile().calibration, log: 'c.jsonl' };
  const v = currentVerdict(verdictState(ladder, { legend }, { availableFields: all, estimate }));
  if (!v.ready) throw new Error(v.reason);
  const w = verdictWaterfall(v)!;
  const r = v.estimate!.ratio;
  const [base, fields, representation, best] = w.bars.map((b) => b.words);
  expect(base).toBe(`≈ ${Math.round(9683 * r).toLocaleString('en-US')} Claude tokens (L0)`);
  expect(best).toBe(`≈ ${Math.round(1179 * r).toLocaleString('en-US')} Claude tokens`);
  const shown = (words: string) => Number(/−([\d,]+)/.exec(words)![1]!.replaceAll(',', ''));
  // The bars stay the counter's tokens; the words' moves are differences of rounded totals: they add up.
  expect(Math.round(9683 * r) - shown(fields!) - shown(representation!)).toBe(Math.round(1179 * r));
  expect(fields).toMatch(/^≈ −[\d,]+ Claude tokens \(61\.4 % of L0\)$/);
  expect(w.bars[0]!.to).toBe(9683);
  // The answer says the same two totals.
  expect(verdictAnswer(v)).toContain(
    `≈ ${Math.round(9683 * r).toLocaleString('en-US')} → ≈ ${Math.round(1179 * r).toLocaleString('en-US')} Claude tokens`,
  );
});
