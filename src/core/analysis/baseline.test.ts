import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { savingsTable as savingsExport } from '../report/tables/savings.ts';
import { readInput } from '../input/read-input.ts';
import { computeLadder } from '../ladder/ladder.ts';
import { firstRecordScales } from '../ladder/first-records.ts';
import { WRAPPED_LIST } from '../whole/samples.fixture.ts';
import { wholeSourceOf } from '../whole/source.ts';
import { currentSavings } from './current.ts';
import { MOVES, moveSaving } from './moves.ts';
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
    expect(formatPercentage(moveSaving(move('L1-L3'), whole, 'as-received').percent)).toBe('28.15 % of as received');
  });

  test('the whole stack to aliases (L0 → L5, 111 tokens) is 82.22 % of as received', () => {
    const saving = moveSaving(move('L0-L5'), whole, 'as-received');
    expect([saving.saved, formatPercentage(saving.percent)]).toEqual([111, '82.22 % of as received']);
  });

  test("a scale of the first k records: their text as received in the file's style, so no move is n/a", () => {
    const [first] = firstRecordScales(dataset, [1, 3]);
    // The wrapper kept, the one record in place, written with the file's 4-space indent and final newline.
    expect(first!.whole!.text).toBe(
      '{\n    "total_count": 3,\n    "incomplete_results": false,\n    "items": [\n        {\n' +
        '            "title": "Fix café login",\n            "id": 12345678901234567890,\n' +
        '            "state": "open",\n            "user": {\n                "login": "ana"\n            }\n' +
        '        }\n    ],\n    "next": "/issues?page=2"\n}\n',
    );
    const scale = ladder.scales[0]!;
    const saving = moveSaving(move('L0-L1'), scale, 'as-received');
    expect(saving.percent.denominator).toBe('as received');
    expect(saving.percent.value).toBeCloseTo((saving.saved / scale.asReceived!.tokens) * 100, 12);
  });

  test('the savings table (page, export, snapshot, CLI) names the baseline in every cell and its note', () => {
    const savings = currentSavings({ result: { ladder }, baseline: 'as-received' });
    const table = savingsExport(ladder, savings, false, 'as-received');
    const row = table.rows[MOVES.indexOf(move('L1-L3'))]!;
    expect(row[2]!.text).toBe('38 (28.15 % of as received; 71 → 33)');
    // The first record's scale has its own text as received: a percentage, not n/a, and no note why.
    expect(row[1]!.text).toBe('16 (19.51 % of as received; 29 → 13)');
    expect(table.notes!.join(' ')).not.toContain('n/a');
    expect(table.notes![0]).toBe(
      'Each cell: cl100k_base tokens saved per response (the saving as a percentage of the text as received (JSON and JSON Lines files, whole or their first records), its denominator; the sizes before → after).',
    );
  });
});
