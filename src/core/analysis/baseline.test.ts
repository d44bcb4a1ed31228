import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { savingsTable as savingsExport } from '../report/tables/savings.ts';
import { readInput } from '../input/read-input.ts';
import { computeLadder } from '../ladder/ladder.ts';
import { firstRecordScales } from '../ladder/first-records.ts';
import { WRAPPED_LIST } from '../whole/samples.fixture.ts';
import { wholeSourceOf } from '../whole/source.ts';
import { currentSavings } from './current.ts';
import { MOVES, moveSaving, shownMoves } from './moves.ts';
import { RUNG_IDS } from '../ladder/rungs.ts';
import { fieldPathsOf } from '../fields/field-tree.ts';
import { formatPercentage } from './percent.ts';

const input = readInput(WRAPPED_LIST, 'list.json');
const dataset = { label: 'list.json', records: input.records, whole: wholeSourceOf(WRAPPED_LIST, input) };
const ladder = computeLadder(firstRecordScales(dataset, [1, 3]), ['title', 'state'], nodeCounter('cl100k_base'));
const whole = ladder.scales[1]!;
const move = (id: string) => MOVES.find((m) => m.id === id)!;

describe('the baseline of the savings: each move, L0 or as received', () => {
  test('the sizes the percentages are of', () => {
    expect([whole.asReceived!.tokens, whole.rungs.L0.tokens, whole.rungs.L1.tokens, whole.rungs.L3.tokens]).toEqual([
      135, 131, 71, 33,
    ]);
  });

  test('projection, minified (L1 → L3, 38 tokens saved) as a share of each baseline', () => {
    expect(formatPercentage(moveSaving(move('L1-L3'), whole).percent)).toBe('53.52 % of L1');
    expect(formatPercentage(moveSaving(move('L1-L3'), whole, 'L0').percent)).toBe('29.01 % of L0');
    // A move between rungs is never a share of the text as received: L0 can be larger than it.
    expect(formatPercentage(moveSaving(move('L1-L3'), whole, 'as-received').percent)).toBe('53.52 % of L1');
  });

  test('as received, the rows are the moves from the text as received: to it less the dropped fields, to each rung', () => {
    const moves = shownMoves('as-received', ladder.scales);
    expect(moves.map((m) => m.id)).toEqual(['received-fields', ...RUNG_IDS.map((id) => `received-${id}`)]);
    const l5 = moveSaving(
      moves.find((m) => m.to === 'L5')!,
      whole,
      'as-received',
    );
    expect([l5.saved, formatPercentage(l5.percent)]).toEqual([135 - whole.rungs.L5.tokens, '85.19 % of as received']);
    const fields = moveSaving(moves[0]!, whole, 'as-received');
    expect([fields.before, fields.after]).toEqual([135, whole.asReceivedProjected!.tokens]);
    // Every field kept: no text less the dropped fields, no such row.
    const all = computeLadder(firstRecordScales(dataset, [3]), fieldPathsOf(input.records), nodeCounter('cl100k_base'));
    expect(shownMoves('as-received', all.scales).map((m) => m.id)).not.toContain('received-fields');
    expect(shownMoves('move', ladder.scales)).toBe(MOVES);
  });

  test('a compact response measured pretty: each share of as received stays within 100 %, L0 truly loses', () => {
    const compact = JSON.stringify(JSON.parse(WRAPPED_LIST.replace(/^\uFEFF/, '')));
    const read = readInput(compact, 'compact.json');
    const one = { label: 'compact.json', records: read.records, whole: wholeSourceOf(compact, read) };
    const [scale] = computeLadder([one], ['title', 'state'], nodeCounter('cl100k_base')).scales;
    const savings = shownMoves('as-received', [scale!]).map((m) => moveSaving(m, scale!, 'as-received'));
    for (const s of savings.filter((s) => s.move.to !== 'L0')) {
      expect(s.percent.value, s.move.id).toBeGreaterThanOrEqual(0);
      expect(s.percent.value, s.move.id).toBeLessThanOrEqual(100);
    }
    expect(savings.find((s) => s.move.to === 'L0')!.saved).toBeLessThan(0);
  });

  test("a scale of the first k records: their text as received in the file's style, so no move is n/a", () => {
    const [first] = firstRecordScales(dataset, [1, 3]);
    // The wrapper kept, the one record in place, written with the file's 4-space indent, its \\u escapes and final newline.
    expect(first!.whole!.text).toBe(
      '{\n    "total_count": 3,\n    "incomplete_results": false,\n    "items": [\n        {\n' +
        '            "title": "Fix caf\\u00e9 login",\n            "id": 12345678901234567890,\n' +
        '            "state": "open",\n            "user": {\n                "login": "ana"\n            }\n' +
        '        }\n    ],\n    "next": "/issues?page=2"\n}\n',
    );
    const scale = ladder.scales[0]!;
    const saving = moveSaving(shownMoves('as-received', [scale])[1]!, scale, 'as-received');
    expect(saving.percent.denominator).toBe('as received');
    expect(saving.percent.value).toBeCloseTo((saving.saved / scale.asReceived!.tokens) * 100, 12);
  });

  test('the savings table (page, export, snapshot, CLI) names the baseline in every cell and its note', () => {
    const savings = currentSavings({ result: { ladder }, baseline: 'as-received' });
    const table = savingsExport(ladder, savings, false, 'as-received');
    const row = table.rows.find((r) => r[0]!.text.startsWith('as received → L3'))!;
    expect(row[0]!.text).toBe('as received → L3 minified JSON, projected');
    expect(row[2]!.text).toBe('102 (75.56 % of as received; 135 → 33)');
    // The first record's scale has its own text as received: a percentage, not n/a, and no note why.
    expect(row[1]!.text).toBe('73 (84.88 % of as received; 86 → 13)');
    expect(table.notes!.join(' ')).not.toContain('n/a');
    expect(table.notes![0]).toBe(
      'Each cell: cl100k_base tokens saved per response (the saving as a percentage of the text as received (JSON and JSON Lines files, whole or their first records), its denominator; the sizes before → after).',
    );
  });
});
