import { describe, expect, test } from 'vitest';
import { fieldPathsOf } from '../fields/field-tree.ts';
import { generateSparseListing } from '../builtin-data/sparse-listing.ts';
import { computeLadder } from '../ladder/ladder.ts';
import { aliasLegend, assignAliases } from '../serializers/aliases.ts';
import { defaultSchemaResponse } from '../analysis/schema-response.ts';
import { nodeCounter } from '../../node/counter.ts';
import { verdictLines } from './lines.ts';
import { currentVerdict } from './verdict.ts';
import { verdictState } from './verdict.fixture.ts';

// A generated listing whose alias legend outweighs its saving: 81 fields (80 long, each set in
// one record), 60 rows, and its first 5 records as the page's smaller scale.
const counter = nodeCounter('cl100k_base');
const records = generateSparseListing(60);
const names = fieldPathsOf(records);
// As the tool sent it: pretty JSON with a 4-space indent (L0 has 2).
const text = JSON.stringify(records, null, 4);
const datasets = [
  { label: 'first 5', records: records.slice(0, 5) },
  { label: 'listing.json', records, whole: { text, document: records, recordsAt: [] } },
];
const ladder = computeLadder(datasets, names, counter);
const LEGEND = counter.count(aliasLegend(names, assignAliases(names)));
const SCHEMA = counter.count(defaultSchemaResponse(records));
const at5 = ladder.scales[0]!.rungs;
const at60 = ladder.scales[1]!.rungs;
const state = verdictState(ladder, { legend: LEGEND, schema: SCHEMA }, { availableFields: names });
const lines = (v: ReturnType<typeof currentVerdict>) => Object.fromEntries(verdictLines(v).map((l) => [l.id, l.text]));

describe('a listing whose alias legend outweighs its saving (the verdict)', () => {
  test('its counts: at 60 rows L1 1,253 and L5 1,251 tokens, a legend of 758; at 5 rows L4 712 against L0 185', () => {
    expect(names).toHaveLength(81);
    expect([at60.L0.tokens, at60.L1.tokens, at60.L4.tokens, at60.L5.tokens, LEGEND, SCHEMA]).toEqual([
      1912, 1253, 1752, 1251, 758, 2751,
    ]);
    expect([at5.L0.tokens, at5.L1.tokens, at5.L4.tokens, at5.L5.tokens]).toEqual([185, 124, 712, 211]);
  });

  test('the cheapest net of one-time costs over 25 calls is L1; L5, smaller per response, is said passed over', () => {
    const v = currentVerdict(state);
    if (!v.ready) throw new Error(v.reason);
    expect(v.payload.best.id).toBe('L1');
    expect(v.passedOver?.perResponse).toMatchObject({
      side: { id: 'L5' },
      oneTime: LEGEND,
      total: 25 * at60.L5.tokens + LEGEND,
    });
    expect(v.passedOver?.chosen).toMatchObject({ side: { id: 'L1' }, oneTime: 0, total: 25 * at60.L1.tokens });
    expect(lines(v).headline).toBe(
      'At 60 rows, L1 Minified JSON, full costs least over a session of 25 calls: 1,253 cl100k_base tokens per response against 1,912 for L0 Pretty JSON, full, 659 tokens saved (34.47 % of L0). L5 Aliased header is smaller per response (1,251 against 1,253 tokens), but it needs 758 tokens read once per session (alias legend 758 tokens): over 25 calls it costs 32,033 tokens against 31,325 for L1.',
    );
  });

  test('every field kept: the field part is zero and says so; the parts add up', () => {
    const v = currentVerdict(state);
    if (!v.ready) throw new Error(v.reason);
    expect(v.split.fields).toMatchObject({ saved: 0, kept: 81, of: 81, zero: 'all-kept' });
    expect(v.split.fields.saved + v.split.representation.saved).toBe(v.payload.saved);
    expect(lines(v).moves).toBe(
      'Of the 659 tokens saved: dropping fields saves 0 tokens (all 81 fields kept); changing representation (L0 → L1) saves 659 tokens (34.47 % of L0).',
    );
    expect(lines(v)['break-even']).toBe(
      'Break-even: L0 → L1 needs no text read once per session: it saves from the first call.',
    );
  });

  test('losing moves are said: at 5 rows L4 and L5 cost more than L0; over 1 call, L5’s legend outweighs', () => {
    expect(lines(currentVerdict({ ...state, detailRows: 5 })).losing).toBe(
      'Losing moves at 5 rows: L4 costs more than L3 at 5 rows: 712 against 124 tokens per response (588 more); L4 costs more than L0 at 5 rows: 712 against 185 tokens per response (527 more); L5 costs more than L0 at 5 rows: 211 against 185 tokens per response (26 more).',
    );
    expect(lines(currentVerdict({ ...state, sim: { steps: 1 } })).losing).toBe(
      "Losing moves at 60 rows: L4 costs more than L3 at 60 rows: 1,752 against 1,253 tokens per response (499 more); L5's alias legend costs 758 tokens, more than L5 saves over 1 call against L4 at 60 rows (1 × 501 = 501 tokens); L5's alias legend costs 758 tokens, more than L5 saves over 1 call against L0 at 60 rows (1 × 661 = 661 tokens).",
    );
  });

  test('against the text as received, the money and break-even lines name the same texts and total', () => {
    const v = currentVerdict({ ...state, baseline: 'as-received' });
    if (!v.ready) throw new Error(v.reason);
    expect(v.payload.base).toEqual({ id: 'as-received', label: 'the text as received', tokens: 1912 });
    expect(v.sessions.texts.map((t) => [t.name, t.tokens])).toEqual([['Schema response', SCHEMA]]);
    const l = lines(v);
    expect(l.money).toContain(
      ', net of the 2,751 tokens L1 needs read once per session (schema response 2,751 tokens)',
    );
    expect(l['break-even']).toBe(
      'Break-even: as received → L1 has a one-time cost of 2,751 tokens (schema response 2,751 tokens), read once per session; it breaks even after 5 calls (659 tokens saved per call at 60 rows).',
    );
    expect(l.headline).toContain(
      'but it needs 3,509 tokens read once per session (schema response 2,751 tokens and alias legend 758 tokens): over 25 calls it costs 34,784 tokens against 34,076 for L1.',
    );
  });

  test('12 of 81 fields kept, against the text as received: the field part is L0 → L2, the rest the representation', () => {
    const kept = names.slice(0, 12);
    const projected = computeLadder(datasets, kept, counter);
    const legend = counter.count(aliasLegend(kept, assignAliases(kept)));
    const over = { availableFields: names, baseline: 'as-received' as const };
    const v = currentVerdict(verdictState(projected, { legend, schema: SCHEMA }, over));
    if (!v.ready) throw new Error(v.reason);
    const { L0: p0, L2: p2, L5: p5 } = projected.scales[1]!.rungs;
    expect(v.split.fields.saved).toBe(p0.tokens - p2.tokens);
    expect(v.split.representation.saved).toBe(v.payload.base.tokens - p5.tokens - (p0.tokens - p2.tokens));
    expect(v.split.fields.saved + v.split.representation.saved).toBe(v.payload.saved);
    expect(lines(v).moves).toBe(
      'Of the 1,399 tokens saved: dropping fields (L0 → L2, 12 of 81 fields kept, measured in pretty JSON: the text as received has no projected form) saves 878 tokens (45.92 % of as received); changing representation (as received → L5, less the field part) saves 521 tokens (27.25 % of as received).',
    );
    expect(lines(v)['break-even']).toBe(
      'Break-even: as received → L5 has a one-time cost of 2,857 tokens (schema response 2,751 tokens and alias legend 106 tokens), read once per session; it breaks even after 3 calls (1,399 tokens saved per call at 60 rows).',
    );
  });
});
