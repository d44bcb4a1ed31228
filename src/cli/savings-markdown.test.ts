import { describe, expect, test } from 'vitest';
import { moveSaving } from '../core/analysis/moves.ts';
import type { Ladder, LadderScale, RungSize } from '../core/ladder/ladder.ts';
import { buildSavingsReport } from './savings.ts';
import type { SessionInputs } from './savings.ts';
import { MINUS, formatBreakEven, formatRows, formatSaving, formatSigned, savingsMarkdown } from './savings-markdown.ts';

const size = (tokens: number): RungSize => ({ tokens, bytes: tokens * 4, chars: tokens * 4 });

/** A scale with the given L0 … L5 token counts. */
function scale(rows: number, tokens: [number, number, number, number, number, number]): LadderScale {
  const [L0, L1, L2, L3, L4, L5] = tokens.map(size) as [RungSize, RungSize, RungSize, RungSize, RungSize, RungSize];
  return { label: `${rows}.json`, rows, rungs: { L0, L1, L2, L3, L4, L5 } };
}

// The seed article's roll-call counts at 5 and 20 rows, the second relabelled 2,000 rows.
const LADDER: Ladder = {
  encoding: 'cl100k_base',
  fields: ['id', 'status', 'assignee', 'priority'],
  scales: [scale(5, [485, 346, 186, 107, 65, 63]), scale(2000, [1957, 1398, 742, 423, 239, 237])],
};

const TEXTS: SessionInputs = {
  schema: { text: '{"tool": "records"}', tokens: 535, file: 'schema.json' },
  legend: { text: 'compact header aliases:\n', tokens: 21 },
  custom: { text: 'read the header first', tokens: 40, file: 'notes|v2.txt', neededBy: ['L4', 'L5'] },
};

const SAVINGS_TABLE = `| move | 5 rows | 2,000 rows |
| --- | ---: | ---: |
| L0 → L1 minify | 139 (28.66 % of L0) | 559 (28.56 % of L0) |
| L1 → L3 projection, minified | 239 (69.08 % of L1) | 975 (69.74 % of L1) |
| L0 → L2 projection, pretty | 299 (61.65 % of L0) | 1,215 (62.08 % of L0) |
| L2 → L3 minify the projection | 79 (42.47 % of L2) | 319 (42.99 % of L2) |
| L3 → L4 compact view | 42 (39.25 % of L3) | 184 (43.50 % of L3) |
| L4 → L5 header aliases | 2 (3.08 % of L4) | 2 (0.84 % of L4) |
| L0 → L4 whole stack to the compact view | 420 (86.60 % of L0) | 1,718 (87.79 % of L0) |
| L0 → L5 whole stack to aliases | 422 (87.01 % of L0) | 1,720 (87.89 % of L0) |`;

describe('savingsMarkdown', () => {
  test('should print the fields line, savings, ordering, session texts and break-even at the chosen scale exactly', () => {
    expect(savingsMarkdown(buildSavingsReport(LADDER, TEXTS, 5))).toBe(
      `cl100k_base tokens; fields: id, status, assignee, priority

Tokens saved per response by each move, and the saving as a percentage of the move's source rung:

${SAVINGS_TABLE}

Ordering at 5 rows: each step's percentage is of what the step before it left; the cumulative saving is the same either way.

| order | first step | second step | cumulative |
| --- | --- | --- | --- |
| minify, then project | L0 → L1 minify: 139 (28.66 % of L0) | L1 → L3 project: 239 (69.08 % of L1) | L0 → L3 cumulative: 378 (77.94 % of L0) |
| project, then minify | L0 → L2 project: 299 (61.65 % of L0) | L2 → L3 minify: 79 (42.47 % of L2) | L0 → L3 cumulative: 378 (77.94 % of L0) |

Session texts, read once per session:

| text | source | tokens | needed by |
| --- | --- | ---: | --- |
| Schema response | schema.json | 535 | L0, L1, L2, L3, L4, L5 |
| Alias legend | generated | 21 | L5 |
| Custom one-time text | notes\\|v2.txt | 40 | L4, L5 |

Break-even at 5 rows: a move's one-time cost is the session texts its destination rung needs and its source rung does not.

| move | one-time cost | saving per query | break-even | net after 1 | 5 | 10 | 20 | 50 | 100 |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
| L0 → L1 minify | 0 | +139 | 1 query | +139 | +695 | +1,390 | +2,780 | +6,950 | +13,900 |
| L1 → L3 projection, minified | 0 | +239 | 1 query | +239 | +1,195 | +2,390 | +4,780 | +11,950 | +23,900 |
| L0 → L2 projection, pretty | 0 | +299 | 1 query | +299 | +1,495 | +2,990 | +5,980 | +14,950 | +29,900 |
| L2 → L3 minify the projection | 0 | +79 | 1 query | +79 | +395 | +790 | +1,580 | +3,950 | +7,900 |
| L3 → L4 compact view | 40 | +42 | 1 query | +2 | +170 | +380 | +800 | +2,060 | +4,160 |
| L4 → L5 header aliases | 21 | +2 | 11 queries | −19 | −11 | −1 | +19 | +79 | +179 |
| L0 → L4 whole stack to the compact view | 40 | +420 | 1 query | +380 | +2,060 | +4,160 | +8,360 | +20,960 | +41,960 |
| L0 → L5 whole stack to aliases | 61 | +422 | 1 query | +361 | +2,049 | +4,159 | +8,379 | +21,039 | +42,139 |
`,
    );
  });

  test('should default the detail scale to the largest when no scale has 100 rows, and list no custom text unless given', () => {
    const { custom: _custom, ...withoutCustom } = TEXTS;
    const text = savingsMarkdown(buildSavingsReport(LADDER, withoutCustom));
    expect(text).toContain(`\n${SAVINGS_TABLE}\n`);
    expect(text).toContain('\nOrdering at 2,000 rows:');
    expect(text).toContain('\nBreak-even at 2,000 rows:');
    expect(text).toContain('| Alias legend | generated | 21 | L5 |\n\n');
    expect(text).not.toContain('Custom');
    expect(text).toContain('| L3 → L4 compact view | 0 | +184 | 1 query | +184 |');
    expect(text).toContain('| L4 → L5 header aliases | 21 | +2 | 11 queries | −19 | −11 | −1 | +19 | +79 | +179 |\n');
  });

  test('should prefer 100 rows to the largest scale by default', () => {
    const ladder: Ladder = { ...LADDER, scales: [...LADDER.scales, scale(100, [9833, 7034, 3685, 2087, 1152, 1150])] };
    const report = buildSavingsReport(ladder, TEXTS);
    expect(report.at).toBe(100);
    expect(savingsMarkdown(report)).toContain('| move | 5 rows | 2,000 rows | 100 rows |\n');
  });

  test('should show losses with their sign and moves that never pay back', () => {
    const ladder: Ladder = { ...LADDER, scales: [scale(1, [40, 30, 20, 10, 12, 12])] };
    const text = savingsMarkdown(buildSavingsReport(ladder, TEXTS));
    expect(text).toContain('| move | 1 row |\n');
    expect(text).toContain('| L3 → L4 compact view | -2 (-20.00 % of L3) |\n');
    expect(text).toContain('| L4 → L5 header aliases | 0 (0.00 % of L4) |\n');
    const m = MINUS;
    expect(text).toContain(
      `| L3 → L4 compact view | 40 | ${m}2 | never pays back | ${m}42 | ${m}50 | ${m}60 | ${m}80 | ${m}140 | ${m}240 |\n`,
    );
    expect(text).toContain(
      `| L4 → L5 header aliases | 21 | 0 | never pays back | ${m}21 | ${m}21 | ${m}21 | ${m}21 | ${m}21 | ${m}21 |\n`,
    );
  });

  test('should escape | in field names and say (none) for a custom text no rung needs', () => {
    const ladder: Ladder = { ...LADDER, fields: ['a|b'] };
    const text = savingsMarkdown(buildSavingsReport(ladder, { ...TEXTS, custom: { ...TEXTS.custom!, neededBy: [] } }));
    expect(text.startsWith('cl100k_base tokens; fields: a\\|b\n')).toBe(true);
    expect(text).toContain('| Custom one-time text | notes\\|v2.txt | 40 | (none) |\n');
  });

  test('should refuse a detail scale the ladder does not have', () => {
    expect(() => buildSavingsReport(LADDER, TEXTS, 20)).toThrow(RangeError);
  });
});

describe('savings formatting', () => {
  test.each([
    [0, '0'],
    [-0, '0'],
    [179, '+179'],
    [-1, '−1'],
    [1234, '+1,234'],
    [-48933, '−48,933'],
  ])('formatSigned(%d) should be %s', (n, text) => {
    expect(formatSigned(n)).toBe(text);
  });

  test('formatBreakEven should say 1 query, 11 queries, 1,000 queries or never pays back', () => {
    expect(formatBreakEven({ pays: true, queries: 1 })).toBe('1 query');
    expect(formatBreakEven({ pays: true, queries: 11 })).toBe('11 queries');
    expect(formatBreakEven({ pays: true, queries: 1000 })).toBe('1,000 queries');
    expect(formatBreakEven({ pays: false, reason: 'no saving' })).toBe('never pays back');
    expect(formatBreakEven({ pays: false, reason: 'costs more per query' })).toBe('never pays back');
  });

  test('formatRows should say 1 row, 5 rows, 2,000 rows', () => {
    expect([1, 5, 2000].map(formatRows)).toEqual(['1 row', '5 rows', '2,000 rows']);
  });

  test('formatSaving should name the denominator, also when it is 0 tokens', () => {
    const s = scale(3, [10, 0, 0, 0, 0, 0]);
    expect(formatSaving(moveSaving({ id: 'L0-L1', from: 'L0', to: 'L1', name: 'minify' }, s))).toBe(
      '10 (100.00 % of L0)',
    );
    expect(formatSaving(moveSaving({ id: 'L1-L3', from: 'L1', to: 'L3', name: 'project' }, s))).toBe(
      '0 (n/a (L1 is 0 tokens))',
    );
  });
});
