import { describe, expect, test } from 'vitest';
import { generateTasks } from '../builtin-data/generate.ts';
import { computeLadder } from '../ladder/ladder.ts';
import type { Ladder } from '../ladder/ladder.ts';
import { callSettingsOf, DEFAULT_CALL } from '../mcp/call-form.ts';
import { DEFAULT_PRICE_CHOICE } from '../money/choice.ts';
import { formatById } from '../formats.ts';
import { aliasLegend, assignAliases } from '../serializers/aliases.ts';
import { defaultSchemaResponse } from '../analysis/schema-response.ts';
import { nodeCounter } from '../../node/counter.ts';
import { currentBreakEvens, sessionTexts } from '../analysis/current.ts';
import { oneTimeTexts } from '../analysis/session-texts.ts';
import { sessionTextRole } from '../report/session-text-roles.ts';
import { RUNG_IDS } from '../ladder/rungs.ts';
import { verdictBreakEvenWords, verdictLines } from './lines.ts';
import type { VerdictInputs } from './verdict.ts';
import { currentVerdict } from './verdict.ts';
import type { Over } from './verdict.fixture.ts';
import { verdictState } from './verdict.fixture.ts';
import { readInput } from '../input/read-input.ts';
import { matchModel } from '../models/model-match.ts';
import { calibratedFactor } from '../models/calibration-words.ts';
import { claudeProfile } from '../../testing/claude-profile.ts';
import { wholeSourceOf } from '../whole/source.ts';
import { projectInSourceOrder } from '../serializers/json-source.ts';

// The page's opening state: the built-in fixture at its four scales, the roll-call projection.
const FIELDS = ['id', 'status', 'assignee', 'priority'];
const counter = nodeCounter('cl100k_base');
const datasets = [5, 20, 100, 500].map((rows) => ({ label: `tasks-${rows}`, records: generateTasks(rows) }));
const calls = { transport: 'mcp-2025' as const, settings: callSettingsOf(DEFAULT_CALL, FIELDS) };
const ladder = computeLadder(datasets, FIELDS, counter, [], calls);
const legend = aliasLegend(FIELDS, assignAliases(FIELDS));
const schema = defaultSchemaResponse(generateTasks(500));
const LEGEND_TOKENS = counter.count(legend);
// The generated schema response of the 500-row fixture, in cl100k_base.
const SCHEMA_TOKENS = 355;
// Claude Code's call totals at 100 rows (the tool_result's text, nothing escaped): L0 and L5.
const C_L0 = 9_709;
const C_L5 = 1_205;

function stateOf(over: Over = {}, of: Ladder = ladder): VerdictInputs {
  return verdictState(of, { legend: LEGEND_TOKENS, schema: counter.count(schema) }, over);
}

// The expected figures, worked out here from the ladder's own counts at 100 rows (the detail scale).
const at100 = ladder.scales.find((s) => s.rows === 100)!;
const { L0, L2, L4, L5 } = at100.rungs;
const rungTokens = Object.values(at100.rungs).map((r) => r.tokens);

describe('the verdict on the built-in fixture at 100 rows', () => {
  test('the counts it rests on: L0 9,683, L2 3,741, L4 1,181, L5 1,179 tokens, an alias legend of 21', () => {
    expect([L0.tokens, L2.tokens, L4.tokens, L5.tokens, LEGEND_TOKENS]).toEqual([9683, 3741, 1181, 1179, 21]);
    expect(Math.min(...rungTokens)).toBe(L5.tokens);
  });

  test('L5 costs least; saved against L0 in tokens, as a % of L0 and in money at Claude Sonnet 4.5', () => {
    const v = currentVerdict(stateOf());
    if (!v.ready) throw new Error(v.reason);
    const saved = L0.tokens - L5.tokens;
    expect(v.payload.best.id).toBe('L5');
    expect(v.payload.saved).toBe(saved);
    expect(v.payload.percent).toEqual({ value: (saved / L0.tokens) * 100, denominator: 'L0' });
    expect(v.payload.perCall).toBeCloseTo((saved * 3) / 1e6, 12);
    // 1,000 sessions of 25 calls, less the legend L5 needs once per session (the schema: L0 needs it too).
    expect(v.sessions).toEqual({
      calls: 25,
      texts: [{ id: 'legend', name: 'Alias legend', tokens: LEGEND_TOKENS, neededBy: ['L5'] }],
      oneTime: LEGEND_TOKENS,
      perThousand: expect.any(Number),
    });
    expect(v.sessions.perThousand).toBeCloseTo((1000 * (25 * saved - LEGEND_TOKENS) * 3) / 1e6, 9);
    // The verdict's own move, L0 → L5: the same legend over the 8,504 tokens it saves per call.
    expect(v.breakEven).toEqual({ pays: true, queries: Math.floor(LEGEND_TOKENS / saved) + 1 });
    expect(v.calls).toBeUndefined();
    expect(v.passedOver).toBeUndefined();
    expect(v.losing).toEqual([]);
    // The two moves add up to the saving exactly: dropping fields (L0 → L2), then L2 → L5.
    expect(v.split.fields).toMatchObject({ from: { id: 'L0' }, to: { id: 'L2' }, saved: L0.tokens - L2.tokens });
    expect(v.split.representation).toMatchObject({
      from: { id: 'L2' },
      to: { id: 'L5' },
      saved: L2.tokens - L5.tokens,
    });
    expect(v.split.fields.saved + v.split.representation.saved).toBe(v.payload.saved);
    expect(v.split.fields.percent).toEqual({ value: ((L0.tokens - L2.tokens) / L0.tokens) * 100, denominator: 'L0' });
  });

  test('its lines, every figure with its unit, the percentage with its denominator, the price named', () => {
    const all = Object.keys(generateTasks(1)[0]!);
    expect(verdictLines(currentVerdict(stateOf({ availableFields: all }))).map((l) => l.text)).toEqual([
      '4 of 8 fields as L5 Aliased header: 9,683 → 1,179 tokens per response at 100 rows (−87.8 %); $0.0255 saved per call at Claude Sonnet 4.5, paid back on the first call.',
      'At 100 rows, L5 Aliased header costs least: 1,179 cl100k_base tokens per response against 9,683 for L0 Pretty JSON, full, 8,504 tokens saved (87.82 % of L0).',
      'Of the 8,504 tokens saved: dropping fields (L0 → L2, 4 of 8 fields kept) saves 5,942 tokens (61.37 % of L0); changing representation (L2 → L5) saves 2,562 tokens (26.46 % of L0).',
      "Per call: $0.0255 saved, input tokens at Claude Sonnet 4.5 list price, $3.00 per million (read 2025-10-15). Per 1,000 sessions of 25 calls, each response read once: $637.74 saved, net of the 21 tokens L5 needs read once per session (alias legend 21 tokens). The tokens are cl100k_base counts: for Claude Sonnet 4.5, which counts with Anthropic's own tokenizer, an estimate.",
      'Break-even: L0 → L5 has a one-time cost of 21 tokens (alias legend 21 tokens), read once per session; it breaks even after 1 call (8,504 tokens saved per call at 100 rows).',
    ]);
  });

  test('a log calibrating the chosen model: the answer and the money in its tokens, ≈ counts × the ratio', () => {
    const estimate = {
      match: matchModel('claude-sonnet-4.5'),
      calibration: claudeProfile().calibration,
      log: 'c.jsonl',
    };
    const ratio = calibratedFactor(estimate)!.ratio;
    expect(ratio).toBeCloseTo(89 / 71, 12);
    const v = currentVerdict(stateOf({ estimate }));
    if (!v.ready) throw new Error(v.reason);
    const saved = L0.tokens - L5.tokens;
    // The counts and the percentage are the counter's; the money is paid in Claude tokens.
    expect(v.payload.saved).toBe(saved);
    expect(v.payload.perCall).toBeCloseTo((saved * ratio * 3) / 1e6, 12);
    expect(v.sessions.perThousand).toBeCloseTo((1000 * (25 * saved - LEGEND_TOKENS) * ratio * 3) / 1e6, 9);
    const lines = verdictLines(v);
    const round = (n: number) => Math.round(n * ratio).toLocaleString('en-US');
    expect(lines[0]!.text).toBe(
      `L5 Aliased header: ≈ ${round(L0.tokens)} → ≈ ${round(L5.tokens)} Claude tokens per response at 100 rows (−87.8 %); $0.0320 saved per call at Claude Sonnet 4.5, paid back on the first call.`,
    );
    expect(lines.find((l) => l.id === 'money')!.text).toMatch(
      /The money is of Claude tokens: cl100k_base counts × 1\.25 from your log\.$/,
    );
  });

  test('another model and scale change the money and the counts, not the rule', () => {
    const v = currentVerdict(stateOf({ pricing: { ...DEFAULT_PRICE_CHOICE, model: 'gpt-5' }, detailRows: 5 }));
    if (!v.ready) throw new Error(v.reason);
    const at5 = ladder.scales[0]!.rungs;
    expect(v.rows).toBe(5);
    expect(v.payload.saved).toBe(at5.L0.tokens - Math.min(...Object.values(at5).map((r) => r.tokens)));
    expect(v.payload.perCall).toBeCloseTo((v.payload.saved * 1.25) / 1e6, 12);
    const money = verdictLines(v).find((l) => l.id === 'money')!.text;
    expect(money).toContain('input tokens at GPT-5 list price, $1.25 per million (read 2025-10-15)');
    // GPT-5 counts with o200k_base: these cl100k_base counts are an estimate for it.
    expect(money).toContain(
      ' The tokens are cl100k_base counts: for GPT-5, which counts with o200k_base, an estimate.',
    );
  });

  test('an open model (no list price) has no money until typed, then is costed at the price typed for it', () => {
    const none = currentVerdict(stateOf({ pricing: { ...DEFAULT_PRICE_CHOICE, model: 'llama-3.3-70b' } }));
    if (!none.ready) throw new Error(none.reason);
    const words = verdictLines(none).find((l) => l.id === 'money')!.text;
    expect(words).toContain(
      'Money: no price (Llama 3.3 70B is open-weight: no list price). Per call: 8,504 tokens saved.',
    );
    expect(words).not.toMatch(/\$/);
    const open = { inputPerMillion: 0.6, cachedInputPerMillion: 0.06, outputPerMillion: 0.9 };
    const v = currentVerdict(stateOf({ pricing: { ...DEFAULT_PRICE_CHOICE, model: 'llama-3.3-70b', open } }));
    if (!v.ready) throw new Error(v.reason);
    const money = verdictLines(v).find((l) => l.id === 'money')!.text;
    expect(money).toContain('input tokens at the price typed for Llama 3.3 70B (no list price), $0.60 per million.');
    expect(money).toContain(
      ' The tokens are cl100k_base counts: for Llama 3.3 70B, which counts with llama3, an estimate.',
    );
  });

  test('with MCP chosen, the same per call over call totals (request + result), against L0’s call', () => {
    const v = currentVerdict(stateOf({ transport: 'mcp-2025' }));
    if (!v.ready || !v.calls) throw new Error('no call verdict');
    const totals = Object.entries(at100.calls!).map(([id, c]) => ({ id, total: c.request + c.result }));
    const best = totals.reduce((a, b) => (b.total < a.total ? b : a));
    const l0Call = at100.calls!.L0!.request + at100.calls!.L0!.result;
    expect(v.calls.best).toMatchObject({ id: best.id, tokens: best.total });
    expect(v.calls.saved).toBe(l0Call - best.total);
    expect(v.calls.percent).toEqual({ value: ((l0Call - best.total) / l0Call) * 100, denominator: "L0's call" });
    // The calls lead, naming the host (the wire by default); the payload alone follows.
    const [answer, head, payload] = verdictLines(v);
    // The answer is the call's: one winner, per call.
    expect(answer).toEqual({
      id: 'answer',
      text: 'L5 Aliased header: 11,055 → 1,247 tokens per call at 100 rows (−88.7 %); $0.0294 saved per call at Claude Sonnet 4.5, paid back on the first call.',
    });
    expect(head).toEqual({
      id: 'headline',
      text: "At 100 rows, over MCP (2025 shape) on the JSON-RPC wire, call totals (request + result): L5 Aliased header costs least, 1,247 cl100k_base tokens per call (plus 21 tokens read once per session) against 11,055 for L0's call, 9,808 tokens saved (88.72 % of L0's call); $0.0294 per call.",
    });
    expect(payload!.id).toBe('payload');
    expect(payload!.text).toMatch(
      /^Per response \(the payload alone\): at 100 rows, L5 Aliased header costs least: 1,179 /,
    );
    expect(v.calls.oneTime).toBe(LEGEND_TOKENS);
  });

  test('with a host chosen, the call verdict is of the text that host hands the model, and names it', () => {
    const claude = { ...calls, settings: { ...calls.settings, host: { id: 'claude-code' as const } } };
    const hosted = computeLadder(datasets, FIELDS, counter, [], claude);
    const v = currentVerdict(stateOf({ transport: 'mcp-2025' }, hosted));
    if (!v.ready || !v.calls) throw new Error('no call verdict');
    const c100 = hosted.scales.find((s) => s.rows === 100)!.calls!;
    expect(hosted.host).toBe('claude-code');
    expect([c100.L0!.total, c100.L5!.total]).toEqual([C_L0, C_L5]);
    expect(verdictLines(v)[0]!.text).toBe(
      'L5 Aliased header: 9,709 → 1,205 tokens per call at 100 rows (−87.6 %); $0.0255 saved per call at Claude Sonnet 4.5, paid back on the first call.',
    );
    expect(verdictLines(v)[1]!.text).toBe(
      "At 100 rows, over MCP (2025 shape) as Claude Code forwards it, call totals (request + result): L5 Aliased header costs least, 1,205 cl100k_base tokens per call (plus 21 tokens read once per session) against 9,709 for L0's call, 8,504 tokens saved (87.59 % of L0's call); $0.0255 per call.",
    );
  });

  test('an added format can be the cheapest, and has no text read once', () => {
    const withCsv = computeLadder(datasets, FIELDS, counter, [formatById('csv')]);
    const v = currentVerdict(stateOf({}, withCsv));
    if (!v.ready) throw new Error(v.reason);
    const s = withCsv.scales[2]!;
    const all = [...Object.entries(s.rungs), ...Object.entries(s.formats!)].map(([id, r]) => ({ id, t: r.tokens }));
    const least = all.reduce((a, b) => (b.t < a.t ? b : a));
    expect(v.payload.best.id).toBe(least.id);
    expect(v.sessions.oneTime).toBe(least.id === 'L5' ? LEGEND_TOKENS : 0);
  });
});

describe('the verdict’s baseline, and when there is none', () => {
  test('as received asked for where the scale has none: against L0, saying why', () => {
    const v = currentVerdict(stateOf({ baseline: 'as-received' }));
    if (!v.ready) throw new Error(v.reason);
    expect(v.payload.base.id).toBe('L0');
    expect(v.baseNote).toBe('no text as received at tasks-100');
  });

  test('as received, on a scale that has it: its tokens are the denominator', () => {
    const text = JSON.stringify(generateTasks(20));
    const received = {
      ...ladder,
      scales: ladder.scales.map((s) => ({ ...s, asReceived: { tokens: counter.count(text), bytes: 0, chars: 0 } })),
    };
    const v = currentVerdict(stateOf({ baseline: 'as-received', transport: 'mcp-2025' }, received));
    if (!v.ready) throw new Error(v.reason);
    const tokens = counter.count(text);
    expect(v.payload.base).toEqual({ id: 'as-received', label: 'the text as received', tokens });
    expect(v.payload.percent).toEqual({ value: ((tokens - L5.tokens) / tokens) * 100, denominator: 'as received' });
    expect(v.calls?.baseNote).toBe('a call carries a rung or format, not the text as received');
  });

  test('over MCP, own data is judged against the call that carries its text as received', () => {
    const records = generateTasks(100);
    const text = JSON.stringify(records);
    const own = computeLadder(
      [{ label: 'tasks.json', records, whole: { text, document: records, recordsAt: [] } }],
      FIELDS,
      counter,
      [],
      calls,
    );
    const available = Object.keys(records[0]!);
    const v = currentVerdict(
      stateOf({ baseline: 'as-received', transport: 'mcp-2025', availableFields: available }, own),
    );
    if (!v.ready || !v.calls) throw new Error('no call verdict');
    const received = own.scales[0]!.calls!['as-received']!.total;
    const l5 = own.scales[0]!.calls!.L5!.total;
    expect(received).toBeLessThan(own.scales[0]!.calls!.L0!.total);
    expect(v.calls.base).toEqual({ id: 'as-received', label: 'the text as received', tokens: received });
    expect(v.calls.best.id).toBe('L5');
    expect(v.calls.percent).toEqual({ value: ((received - l5) / received) * 100, denominator: "as received's call" });
    expect(v.calls.baseNote).toBeUndefined();
    const [answer, head] = verdictLines(v);
    expect(answer!.text).toMatch(
      new RegExp(
        `^4 of 8 fields as L5 Aliased header: ${received.toLocaleString('en-US')} → ${l5.toLocaleString('en-US')} tokens per call at 100 rows`,
      ),
    );
    expect(head!.text).toContain(
      `against ${received.toLocaleString('en-US')} for the call carrying the text as received,`,
    );
  });

  test('one one-time rule: the verdict from as received pays the schema, the break-even L0 → L5 does not', () => {
    const text = JSON.stringify(generateTasks(20));
    const received = {
      ...ladder,
      scales: ladder.scales.map((s) => ({ ...s, asReceived: { tokens: counter.count(text), bytes: 0, chars: 0 } })),
    };
    const state = stateOf({ baseline: 'as-received' }, received);
    const v = currentVerdict(state);
    if (!v.ready) throw new Error(v.reason);
    const schemaTokens = counter.count(schema);
    expect([schemaTokens, LEGEND_TOKENS]).toEqual([SCHEMA_TOKENS, 21]);
    // The text as received needs no schema; every rung does: as received → L5 pays both.
    expect(v.sessions.texts.map((t) => [t.name, t.tokens])).toEqual([
      ['Schema response', SCHEMA_TOKENS],
      ['Alias legend', 21],
    ]);
    expect(v.sessions.oneTime).toBe(SCHEMA_TOKENS + 21);
    expect(verdictBreakEvenWords(v)).toBe(
      'as received → L5 has a one-time cost of 376 tokens (schema response 355 tokens and alias legend 21 tokens), read once per session; it breaks even after 2 calls (193 tokens saved per call at 100 rows).',
    );
    // The Break-even view's L0 → L5, by the same function: the schema cancels out, the legend is paid.
    const l0l5 = currentBreakEvens(state)!.find((b) => b.move.from === 'L0' && b.move.to === 'L5')!;
    expect(l0l5.oneTime).toBe(21);
    expect(sessionTextRole({ neededBy: RUNG_IDS }, v.payload.base.id)).toBe(
      'Needed by every rung (L0–L5) and not by the text as received: it cancels out of the moves between them below, but the verdict’s move from the text as received pays it once per session.',
    );
    expect(sessionTextRole({ neededBy: RUNG_IDS }, 'L0')).toBe(
      'Needed by every rung (L0–L5), so it cancels out of every move between them, the verdict’s included.',
    );
    // One rule for rungs and formats: a projected CSV needs the schema a projected L4 needs.
    const texts = sessionTexts(state)!;
    const names = (from: string, to: string) => oneTimeTexts({ from, to }, texts).map((t) => t.name);
    expect(names('as-received', 'csv')).toEqual(['Schema response']);
    expect(names('as-received', 'L4')).toEqual(['Schema response']);
    expect(names('L4', 'csv')).toEqual([]);
    expect(sessionTextRole(texts[0]!, 'as-received')).toBe(
      'Needed by every rung and format and not by the text as received: it cancels out of the moves between them below, but the verdict’s move from the text as received pays it once per session.',
    );
    expect(sessionTextRole({ neededBy: ['L5'] }, 'as-received')).toBe(
      'Needed by L5 only: the one-time cost of every move into L5, the verdict’s from the text as received included.',
    );
    expect(sessionTextRole({ neededBy: ['L4', 'L5'] }, 'L0')).toBe(
      'Needed by L4, L5: the one-time cost of every move into one of them from a rung that does not need it.',
    );
  });

  test('no verdict before a ladder, or with no field kept', () => {
    expect(currentVerdict({ ...stateOf(), result: {} })).toEqual({
      ready: false,
      reason: 'the verdict appears once the ladder is counted',
    });
    const none = computeLadder(datasets.slice(0, 1), [], counter);
    expect(verdictLines(currentVerdict(stateOf({}, none)))).toEqual([
      { id: 'headline', text: 'No verdict yet: no field is kept: keep at least one field for a verdict.' },
    ]);
  });

  test('while an edited session text is being counted, the break-even waits', () => {
    const v = currentVerdict(stateOf({ session: { schema: null, legend: 'edited', custom: '', customNeededBy: [] } }));
    if (!v.ready) throw new Error(v.reason);
    expect(v.breakEven).toBeUndefined();
    expect(verdictLines(v).find((l) => l.id === 'break-even')!.text).toBe(
      'Break-even: a text read once per session is still being counted.',
    );
  });
});

describe('the two moves start from the text as received', () => {
  const records = generateTasks(100);
  const kept = projectInSourceOrder(records, FIELDS);
  test.each([
    ['compact', JSON.stringify(records), JSON.stringify(kept)],
    [
      'pretty, 4 spaces, wrapped',
      JSON.stringify({ total_count: 100, items: records }, null, 4),
      JSON.stringify({ total_count: 100, items: kept }, null, 4),
    ],
    [
      'JSON Lines',
      `${records.map((r) => JSON.stringify(r)).join('\n')}\n`,
      `${kept.map((r) => JSON.stringify(r)).join('\n')}\n`,
    ],
  ])('%s: dropping fields is the same text less them; each move within 0–100 %%', (_, text, less) => {
    const input = readInput(text, 'response.json');
    const own = computeLadder(
      [{ label: 'response.json', records: input.records, whole: wholeSourceOf(text, input) }],
      FIELDS,
      counter,
    );
    const state = stateOf({ baseline: 'as-received', availableFields: Object.keys(records[0]!) }, own);
    const v = currentVerdict(state);
    if (!v.ready) throw new Error(v.reason);
    const { fields, representation } = v.split;
    const received = counter.count(text);
    expect(fields.from).toEqual({ id: 'as-received', label: 'the text as received', tokens: received });
    expect(fields.to.tokens).toBe(counter.count(less));
    expect(representation.from).toEqual(fields.to);
    expect(representation.to).toEqual(v.payload.best);
    expect(fields.saved + representation.saved).toBe(v.payload.saved);
    for (const part of [fields, representation]) {
      expect(part.percent.denominator).toBe('as received');
      expect(part.percent.value).toBeGreaterThanOrEqual(0);
      expect(part.percent.value).toBeLessThanOrEqual(100);
    }
    expect(verdictLines(v).find((l) => l.id === 'moves')!.text).toContain(
      'dropping fields (as received → as received, fields dropped, 4 of 8 fields kept) saves',
    );
  });
});

test('the verdict reads the resolved model and looks nothing up: a made-up model gets its own prices and words', () => {
  const made = {
    id: 'made-up-1',
    name: 'Made Up 1',
    vendor: 'custom' as const,
    currency: 'EUR' as const,
    inputPerMillion: 7,
    cachedInputPerMillion: 0.7,
    outputPerMillion: 21,
  };
  const v = currentVerdict({ ...stateOf(), model: { price: made, window: { model: 'Made Up 1', tokens: 2_000 } } });
  if (!v.ready) throw new Error(v.reason);
  const saved = v.payload.saved;
  expect(v.payload.perCall).toBeCloseTo((saved * 7) / 1e6, 12);
  const text = verdictLines(v)
    .map((l) => l.text)
    .join('\n');
  expect(text).toContain('Made Up 1');
  expect(text).toContain("Made Up 1's context window of 2,000 tokens");
  expect(text).not.toContain('Sonnet');
});
