import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../node/counter.ts';
import { ladderTable } from './report/tables/ladder.ts';
import { readInput } from './input/read-input.ts';
import { computeLadder } from './ladder/ladder.ts';
import { formatById } from './formats.ts';
import { AS_RECEIVED_ID, carriesEveryField, ladderRows, rowSize } from './ladder-rows.ts';
import { wholeSourceOf } from './whole/source.ts';
import { wholeTexts } from './ladder/whole-sizes.ts';

const text = '{"items":[{"id":1,"name":"\\ud800"},{"id":2,"name":"b"}],"total":2}';
const input = readInput(text, 'odd.json');
const ladder = computeLadder(
  [{ label: 'odd.json', records: input.records, whole: wholeSourceOf(text, input) }],
  ['id'],
  nodeCounter('cl100k_base'),
  [formatById('csv')],
  undefined,
  ['json-min', 'toon'],
);

describe('ladderRows and rowSize', () => {
  test('as received first, then the rungs, the added formats and the whole formats measured', () => {
    expect(ladderRows(ladder).map((r) => r.id)).toEqual([
      'as-received',
      'L0',
      'L1',
      'L2',
      'L3',
      'L4',
      'L5',
      'csv',
      'whole-json-min',
      'whole-toon',
    ]);
  });

  test("each row's size: the text as received, a rung, a format, a whole format", () => {
    const scale = ladder.scales[0]!;
    expect(rowSize(scale, 'as-received')).toEqual({ tokens: 26, bytes: 66, chars: 66 });
    expect(nodeCounter('cl100k_base').count(text)).toBe(26);
    expect(rowSize(scale, 'L3')).toEqual(scale.rungs.L3);
    expect(rowSize(scale, 'csv')).toEqual(scale.formats!.csv);
    // With only `id` kept the lone surrogate is projected away, so TOON can write the document.
    const minified = '{"items":[{"id":1},{"id":2}],"total":2}';
    expect(wholeTexts(wholeSourceOf(text, input), input.records, ['id'], ['json-min']).texts['json-min']).toBe(
      minified,
    );
    expect(rowSize(scale, 'whole-json-min')).toEqual({ tokens: 16, bytes: 39, chars: 39 });
    expect(nodeCounter('cl100k_base').count(minified)).toBe(16);
    expect(rowSize(scale, 'whole-toon')).toBeDefined();
    expect(rowSize(scale, 'whole-yaml')).toBeUndefined();
  });

  test('a whole format its library cannot write is left out, and the table says why', () => {
    const all = computeLadder(
      [{ label: 'odd.json', records: input.records, whole: wholeSourceOf(text, input) }],
      ['id', 'name'],
      nodeCounter('cl100k_base'),
      [],
      undefined,
      ['json-min', 'toon'],
    );
    expect(Object.keys(all.scales[0]!.whole!)).toEqual(['json-min']);
    expect(Object.keys(all.scales[0]!.wholeProblems!)).toEqual(['toon']);
    const notes = ladderTable(all, false, false).notes!;
    expect(notes.at(-1)).toMatch(/^odd\.json: Whole response, TOON left out \(.+\)\.$/);
  });
});

test('only the text as received and the full-record rungs carry every field', () => {
  const ids = [AS_RECEIVED_ID, 'L0', 'L1', 'L2', 'L5', 'csv', 'whole-toon', 'unknown'];
  expect(ids.filter(carriesEveryField)).toEqual([AS_RECEIVED_ID, 'L0', 'L1']);
});
