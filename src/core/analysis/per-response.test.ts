import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { generateTasks } from '../builtin-data/generate.ts';
import { readInput } from '../input/read-input.ts';
import { computeLadder } from '../ladder/ladder.ts';
import { rowTokens } from '../ladder-rows.ts';
import { callCost } from '../mcp/per-call.ts';
import { callSettingsOf, DEFAULT_CALL } from '../mcp/call-form.ts';
import { wholeSourceOf } from '../whole/source.ts';
import { currentBreakEvens, currentOrdering, currentSavings, currentScaling, callsOver } from './current.ts';
import { responseScale, showsCalls } from './per-response.ts';

const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];
const counter = nodeCounter('cl100k_base');
const settings = callSettingsOf(DEFAULT_CALL, ROLL_CALL);
const datasets = [5, 100].map((rows) => ({ label: `tasks-${rows}.json`, records: generateTasks(rows) }));
const ladder = computeLadder(datasets, ROLL_CALL, counter, [], { transport: 'mcp-2025', settings });
const session = { schema: null, legend: null, custom: '', customNeededBy: [] };
const result = { status: 'ready', ladder, schema: { tokens: 500 }, legend: { tokens: 21 } };

describe('per-response tokens follow the transport', () => {
  test('over the command line the views count payloads, over MCP call totals (request + result)', () => {
    expect(showsCalls(ladder, 'cli')).toBe(false);
    expect(showsCalls(ladder, 'mcp-2025')).toBe(true);
    expect(showsCalls({}, 'mcp-2025')).toBe(false);
    expect(callsOver({ result, transport: 'mcp-2025' })).toBe('mcp-2025');
    expect(callsOver({ result })).toBeUndefined();
    const scale = ladder.scales[1]!;
    expect(responseScale(scale, false)).toBe(scale);
    const calls = responseScale(scale, true);
    // Fixture at 100 rows, cl100k_base: L0 9,683 payload tokens; as a call 39 request + 11,016 result.
    expect(scale.rungs.L0.tokens).toBe(9683);
    expect(scale.calls!.L0).toMatchObject({ request: 39, result: 11016, total: 11055 });
    expect(Object.values(calls.rungs).map((r) => r.tokens)).toEqual([11055, 7354, 4509, 2408, 1249, 1247]);
    expect(rowTokens(scale, 'L4', true)).toBe(1249);
    expect(rowTokens(scale, 'L4', false)).toBe(1181);
  });

  test('savings over MCP are of call totals, their percentage of the call total before', () => {
    const payload = currentSavings({ result: { ladder } })[1]!;
    const perCall = currentSavings({ result: { ladder }, transport: 'mcp-2025' })[1]!;
    const minify = (row: typeof payload) => row.find((s) => s.move.id === 'L0-L1')!;
    expect([minify(payload).before, minify(payload).after, minify(payload).saved]).toEqual([9683, 6884, 2799]);
    expect([minify(perCall).before, minify(perCall).after, minify(perCall).saved]).toEqual([11055, 7354, 3701]);
    expect(minify(perCall).percent.value).toBeCloseTo((3701 / 11055) * 100, 10);
    expect(minify(perCall).percent.denominator).toBe('L0');
    // The same move on the command line: the saving is only the payloads'.
    expect(currentSavings({ result: { ladder }, transport: 'cli' })[1]).toEqual(payload);
  });

  test('break-even and the ordering comparison at the detail scale use the same call totals', () => {
    const breakEvens = currentBreakEvens({
      result,
      detailRows: 100,
      session,
      sessionCounts: {},
      transport: 'mcp-2025',
    })!;
    const aliases = breakEvens.find((b) => b.move.id === 'L4-L5')!;
    // 1,249 − 1,247 = 2 tokens per call; the 21-token legend pays back after ⌊21 ÷ 2⌋ + 1 = 11 calls.
    expect([aliases.savingPerQuery, aliases.oneTime, aliases.breakEven]).toEqual([2, 21, { pays: true, queries: 11 }]);
    expect(breakEvens.find((b) => b.move.id === 'L0-L5')!.savingPerQuery).toBe(9808);
    const ordering = currentOrdering({ result, detailRows: 100, transport: 'mcp-2025' })!;
    expect(ordering[0].total.saved).toBe(11055 - 2408);
  });

  test('the scaling curves are call totals over MCP, so their fixed part holds the envelope', () => {
    const l4 = currentScaling({ result: { ladder }, transport: 'mcp-2025' }).series.find((s) => s.id === 'L4')!;
    expect(l4.points).toEqual([
      { rows: 5, tokens: 132 },
      { rows: 100, tokens: 1249 },
    ]);
  });
});

describe('the text as received and the whole formats are costed as calls too', () => {
  const text = '{"items":[{"id":1,"name":"a"},{"id":2,"name":"b"}],"total":2}';
  const input = readInput(text, 'two.json');
  const source = wholeSourceOf(text, input);
  const fields = ['id'];
  const withCalls = computeLadder(
    [{ label: 'two.json', records: input.records, whole: source }],
    fields,
    counter,
    [],
    { transport: 'mcp-2026-structured', settings: callSettingsOf(DEFAULT_CALL, fields) },
    ['json-min'],
  );
  const scale = withCalls.scales[0]!;

  test('as received: the exact text in the text block, the parsed document as structuredContent', () => {
    const expected = callCost(
      'mcp-2026-structured',
      text,
      fields,
      source.document,
      callSettingsOf(DEFAULT_CALL, fields),
      counter,
    );
    expect(scale.calls!['as-received']).toEqual(expected);
    expect(expected.payload).toBe(counter.count(text));
    expect(responseScale(scale, true).asReceived).toEqual({ tokens: expected.total });
  });

  test('a whole format: its text in the text block, the document with the kept fields in place', () => {
    const minified = '{"items":[{"id":1},{"id":2}],"total":2}';
    const expected = callCost(
      'mcp-2026-structured',
      minified,
      fields,
      JSON.parse(minified),
      callSettingsOf(DEFAULT_CALL, fields),
      counter,
    );
    expect(scale.calls!['whole-json-min']).toEqual(expected);
    expect(scale.whole!['json-min']!.tokens).toBe(expected.payload);
  });
});
