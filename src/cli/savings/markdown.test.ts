import { describe, expect, test } from 'vitest';
import { MOVES, moveSaving } from '../../core/analysis/moves.ts';
import type { Ladder, LadderScale, RungSize } from '../../core/ladder/ladder.ts';
import { buildSavingsReport } from './run.ts';
import type { SessionInputs } from './run.ts';
import { MINUS } from '../../core/format/numbers.ts';
import { savingsTable } from '../../core/report/tables/savings.ts';
import { savingsMarkdown } from './markdown.ts';

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

const SAVINGS_TABLE = `| Move | 5 rows (tokens saved) | 2,000 rows (tokens saved) |
| --- | --- | --- |
| L0 → L1 minify | 139 (28.66 % of L0; 485 → 346) | 559 (28.56 % of L0; 1,957 → 1,398) |
| L1 → L3 projection, minified | 239 (69.08 % of L1; 346 → 107) | 975 (69.74 % of L1; 1,398 → 423) |
| L0 → L2 projection, pretty | 299 (61.65 % of L0; 485 → 186) | 1,215 (62.08 % of L0; 1,957 → 742) |
| L2 → L3 minify the projection | 79 (42.47 % of L2; 186 → 107) | 319 (42.99 % of L2; 742 → 423) |
| L3 → L4 compact view | 42 (39.25 % of L3; 107 → 65) | 184 (43.50 % of L3; 423 → 239) |
| L4 → L5 header aliases | 2 (3.08 % of L4; 65 → 63) | 2 (0.84 % of L4; 239 → 237) |
| L0 → L4 whole stack to the compact view | 420 (86.60 % of L0; 485 → 65) | 1,718 (87.79 % of L0; 1,957 → 239) |
| L0 → L5 whole stack to aliases | 422 (87.01 % of L0; 485 → 63) | 1,720 (87.89 % of L0; 1,957 → 237) |`;

describe('savingsMarkdown', () => {
  test('should print the fields line, savings, ordering, session texts and break-even at the chosen scale exactly', () => {
    expect(savingsMarkdown(buildSavingsReport(LADDER, TEXTS, 5, 'move'))).toBe(
      `cl100k_base tokens; fields: id, status, assignee, priority

### Savings of each move

${SAVINGS_TABLE}

Each cell: cl100k_base tokens saved per response (the saving as a percentage of the move's source rung, its denominator; the sizes before → after).

### Why one operation has two percentages

| Order | Step | Tokens saved | Percentage |
| --- | --- | --- | --- |
| minify, then project | L0 → L1 minify | 139 tokens | 28.66 % of L0 |
| minify, then project | L1 → L3 project | 239 tokens | 69.08 % of L1 |
| project, then minify | L0 → L2 project | 299 tokens | 61.65 % of L0 |
| project, then minify | L2 → L3 minify | 79 tokens | 42.47 % of L2 |
| either order | L0 → L3 cumulative | 378 tokens | 77.94 % of L0 |

At 5 rows: each step's percentage is of what the step before it left; the cumulative saving is the same either way.

### How each rung grows with rows: fitted lines

| Rung or format | Fit | Fixed part (tokens) |
| --- | --- | --- |
| L0 Pretty JSON, full | ≈ 0.7 tokens per row + 481 | +481 tokens at 0 rows: what does not grow with rows |
| L1 Minified JSON, full | ≈ 0.5 tokens per row + 343 | +343 tokens at 0 rows: what does not grow with rows |
| L2 Pretty JSON, projected | ≈ 0.3 tokens per row + 185 | +185 tokens at 0 rows: what does not grow with rows |
| L3 Minified JSON, projected | ≈ 0.2 tokens per row + 106 | +106 tokens at 0 rows: what does not grow with rows |
| L4 Header + value rows | ≈ 0.1 tokens per row + 65 | +65 tokens at 0 rows: what does not grow with rows |
| L5 Aliased header | ≈ 0.1 tokens per row + 63 | +63 tokens at 0 rows: what does not grow with rows |

Least-squares line through the measured tokens at each scale.

No two rungs or formats change order between the scales shown.

Session texts, read once per session:

| text | source | tokens | needed by |
| --- | --- | ---: | --- |
| Schema response | schema.json | 535 | every rung and format |
| Alias legend | generated | 21 | L5 |
| Custom one-time text | notes\\|v2.txt | 40 | L4, L5 |

Break-even at 5 rows: a move's one-time cost is the session texts its destination rung needs and its source rung does not.

### Break-even per move

| Move | One-time cost (tokens) | Saving per query (tokens) | Break-even (queries) | Net after 1 query (tokens) | Net after 5 queries (tokens) | Net after 10 queries (tokens) | Net after 20 queries (tokens) | Net after 50 queries (tokens) | Net after 100 queries (tokens) |
| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |
| L0 → L1 minify | 0 | +139 | 1 query | +139 | +695 | +1,390 | +2,780 | +6,950 | +13,900 |
| L1 → L3 projection, minified | 0 | +239 | 1 query | +239 | +1,195 | +2,390 | +4,780 | +11,950 | +23,900 |
| L0 → L2 projection, pretty | 0 | +299 | 1 query | +299 | +1,495 | +2,990 | +5,980 | +14,950 | +29,900 |
| L2 → L3 minify the projection | 0 | +79 | 1 query | +79 | +395 | +790 | +1,580 | +3,950 | +7,900 |
| L3 → L4 compact view | 40 | +42 | 1 query | +2 | +170 | +380 | +800 | +2,060 | +4,160 |
| L4 → L5 header aliases | 21 | +2 | 11 queries | −19 | −11 | −1 | +19 | +79 | +179 |
| L0 → L4 whole stack to the compact view | 40 | +420 | 1 query | +380 | +2,060 | +4,160 | +8,360 | +20,960 | +41,960 |
| L0 → L5 whole stack to aliases | 61 | +422 | 1 query | +361 | +2,049 | +4,159 | +8,379 | +21,039 | +42,139 |

At 5 rows, cl100k_base tokens.

A move with a one-time cost of C tokens that saves s tokens on every query breaks even after ⌊C ÷ s⌋ + 1 queries; net after N queries is N × s − C.
`,
    );
  });

  test('should default the detail scale to the largest when no scale has 100 rows, and list no custom text unless given', () => {
    const { custom: _custom, ...withoutCustom } = TEXTS;
    const text = savingsMarkdown(buildSavingsReport(LADDER, withoutCustom, undefined, 'move'));
    expect(text).toContain(`\n${SAVINGS_TABLE}\n`);
    expect(text).toContain('\nAt 2,000 rows: each step');
    expect(text).toContain('\nBreak-even at 2,000 rows:');
    expect(text).toContain('| Alias legend | generated | 21 | L5 |\n\n');
    expect(text).not.toContain('Custom');
    expect(text).toContain('| L3 → L4 compact view | 0 | +184 | 1 query | +184 |');
    expect(text).toContain('| L4 → L5 header aliases | 21 | +2 | 11 queries | −19 | −11 | −1 | +19 | +79 | +179 |\n');
  });

  test('should prefer 100 rows to the largest scale by default', () => {
    const ladder: Ladder = { ...LADDER, scales: [...LADDER.scales, scale(100, [9833, 7034, 3685, 2087, 1152, 1150])] };
    const report = buildSavingsReport(ladder, TEXTS, undefined, 'move');
    expect(report.at).toBe(100);
    expect(savingsMarkdown(report)).toContain(
      '| Move | 5 rows (tokens saved) | 2,000 rows (tokens saved) | 100 rows (tokens saved) |\n',
    );
  });

  test('should show losses with their sign and moves that never pay back', () => {
    const ladder: Ladder = { ...LADDER, scales: [scale(1, [40, 30, 20, 10, 12, 12])] };
    const text = savingsMarkdown(buildSavingsReport(ladder, TEXTS, undefined, 'move'));
    expect(text).toContain('| Move | 1 row (tokens saved) |\n');
    expect(text).toContain('| L3 → L4 compact view | −2 (−20.00 % of L3; 10 → 12) |\n');
    expect(text).toContain('| L4 → L5 header aliases | 0 (0.00 % of L4; 12 → 12) |\n');
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
    const text = savingsMarkdown(
      buildSavingsReport(ladder, { ...TEXTS, custom: { ...TEXTS.custom!, neededBy: [] } }, undefined, 'move'),
    );
    expect(text.startsWith('cl100k_base tokens; fields: a\\|b\n')).toBe(true);
    expect(text).toContain('| Custom one-time text | notes\\|v2.txt | 40 | (none) |\n');
  });

  test('should refuse a detail scale the ladder does not have', () => {
    expect(() => buildSavingsReport(LADDER, TEXTS, 20, 'move')).toThrow(RangeError);
  });
});

// formatSigned, formatBreakEven and formatRows are core's now (src/core/format/numbers.test.ts).
describe('savings cells', () => {
  test('a saving names its denominator, also when it is 0 tokens', () => {
    const s = scale(3, [10, 0, 0, 0, 0, 0]);
    const table = savingsTable({ ...LADDER, scales: [s] }, [MOVES.map((move) => moveSaving(move, s))], false);
    expect(table.rows[0]![1]!.text).toBe('10 (100.00 % of L0; 10 → 0)'); // L0 → L1
    expect(table.rows[1]![1]!.text).toBe('0 (n/a (L1 is 0 tokens); 0 → 0)'); // L1 → L3
  });
});
