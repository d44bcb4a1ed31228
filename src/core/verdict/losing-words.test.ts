import { describe, expect, test } from 'vitest';
import { currentLosing } from '../analysis/losing-moves.ts';
import { currentSavings } from '../analysis/current.ts';
import { fieldPathsOf } from '../fields/field-tree.ts';
import { generateSparseListing } from '../builtin-data/sparse-listing.ts';
import { computeLadder } from '../ladder/ladder.ts';
import { aliasLegend, assignAliases } from '../serializers/aliases.ts';
import { nodeCounter } from '../../node/counter.ts';
import { ladderRowNote, ladderTable } from '../report/tables/ladder.ts';
import { savingsTable } from '../report/tables/savings.ts';
import { tableToMarkdown } from '../report/table.ts';
import { reviewSnapshot } from '../report/snapshot.ts';

// The generated sparse listing (81 fields, each long name set in one record): 60 rows and its first 5.
const counter = nodeCounter('cl100k_base');
const records = generateSparseListing(60);
const names = fieldPathsOf(records);
const datasets = [
  { label: 'first 5', records: records.slice(0, 5) },
  { label: 'listing', records },
];
const ladder = computeLadder(datasets, names, counter);
const legend = counter.count(aliasLegend(names, assignAliases(names)));
const state = {
  result: { ladder, legend: { tokens: legend }, schema: { tokens: 0 } },
  session: { schema: null, legend: null, custom: '', customNeededBy: [] },
  sessionCounts: {},
};

describe('losing moves on the ladder rows and in the savings cells', () => {
  test('over 25 calls: L4 and L5 cost more than their source at 5 rows, L4 more than L3 at 60', () => {
    const losing = currentLosing(state, 25)!;
    expect(losing.map((l) => [l.move.id, l.rows, l.kind, l.saved])).toEqual([
      ['L3-L4', 5, 'costs-more', 124 - 712],
      ['L0-L4', 5, 'costs-more', 185 - 712],
      ['L0-L5', 5, 'costs-more', 185 - 211],
      ['L3-L4', 60, 'costs-more', 1253 - 1752],
    ]);
    expect(ladderRowNote(losing, 'L4')).toBe(
      'loses: 588 more than L3 at 5 rows; loses: 527 more than L0 at 5 rows; loses: 499 more than L3 at 60 rows',
    );
    expect(ladderRowNote(losing, 'L1')).toBeUndefined();
  });

  test('the ladder table: the note as the row name’s second line, each in full among the notes', () => {
    const losing = currentLosing(state, 25)!;
    const table = ladderTable(ladder, false, false, losing);
    const l5 = table.rows.find((r) => r[0]!.text === 'L5 Aliased header')!;
    expect(l5[0]!.lines).toEqual(['L5 Aliased header', 'loses: 26 more than L0 at 5 rows']);
    expect(table.notes).toContain(
      'Loses: L5 costs more than L0 at 5 rows: 211 against 185 tokens per response (26 more).',
    );
    expect(tableToMarkdown(table)).toContain(
      'Loses: L4 costs more than L0 at 5 rows: 712 against 185 tokens per response (527 more).',
    );
  });

  test('the savings table: a one-time loss over 1 call says its legend in the cell', () => {
    const losing = currentLosing(state, 1)!;
    const table = savingsTable(ladder, currentSavings({ result: { ladder } }), false, 'move', undefined, losing);
    const l4l5 = table.rows.find((r) => r[0]!.text.startsWith('L4 → L5'))!;
    expect(l4l5[2]!.lines).toEqual([
      '501',
      '28.60 % of L4',
      '1,752 → 1,251',
      'loses over 1 call: alias legend 758 tokens',
    ]);
    expect(l4l5[2]!.text).toBe('501 (28.60 % of L4; 1,752 → 1,251; loses over 1 call: alias legend 758 tokens)');
    expect(table.notes).toContain(
      "Loses: L5's alias legend costs 758 tokens, more than L5 saves over 1 call against L4 at 60 rows (1 × 501 = 501 tokens).",
    );
  });
});

describe('losing moves in the review snapshot', () => {
  test('its Ladder and Savings sections carry the same notes as the page', () => {
    const losing = currentLosing(state, 25)!;
    const text = reviewSnapshot({
      link: 'https://example.test/cce/',
      settings: {
        data: 'pasted',
        encoding: 'cl100k_base',
        fields: names,
        scales: [5, 60],
        formats: [],
        transport: 'cli',
      },
      ladder,
      savings: currentSavings({ result: { ladder } }),
      losing: { ladder: losing, savings: losing },
    });
    const ladderPart = text.slice(text.indexOf('## Ladder'), text.indexOf('## Savings'));
    const savingsPart = text.slice(text.indexOf('## Savings'));
    const note = 'Loses: L4 costs more than L0 at 5 rows: 712 against 185 tokens per response (527 more).';
    expect(ladderPart).toContain(note);
    expect(savingsPart).toContain(note);
    expect(savingsPart).toContain('−527 (−284.86 % of L0; 185 → 712; loses: 527 more than L0)');
  });
});
