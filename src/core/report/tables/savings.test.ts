import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../../node/counter.ts';
import { currentScaling } from '../../analysis/current.ts';
import { generateTasks } from '../../builtin-data/generate.ts';
import { computeLadder } from '../../ladder/ladder.ts';
import { fitTable, fixedPartText } from './savings.ts';

// The built-in fixture at 5, 20, 100 and 500 rows, the roll-call fields.
const ladder = computeLadder(
  [5, 20, 100, 500].map((rows) => ({ label: `${rows}`, records: generateTasks(rows) })),
  ['id', 'status', 'assignee', 'priority'],
  nodeCounter('cl100k_base'),
);
const { series, crossings } = currentScaling({ result: { ladder } });
const of = (id: string) => series.find((s) => s.id === id)!;

describe('the fit table says what each fixed part is', () => {
  test('L0: 97.3 tokens per row − 22, a negative intercept explained from its own points', () => {
    expect(of('L0').points[0]).toEqual({ rows: 5, tokens: 473 });
    const row = fitTable(series, crossings).rows[0]!;
    expect(row.map((c) => c.text).slice(0, 2)).toEqual(['L0 Pretty JSON, full', '≈ 97.3 tokens per row − 22']);
    // The CSV writes the fit's own intercept, unrounded; the page its words.
    const fixed = of('L0').fit!.fixed;
    expect(Math.round(fixed)).toBe(-22);
    expect(row[2]).toEqual({
      value: fixed,
      values: [fixed],
      text:
        '−22 tokens at 0 rows: not a cost but where the fitted line meets 0 rows, below zero because later rows ' +
        'cost more each (94.6 tokens per row at 5 rows, 97.3 in the fit); no response costs less than nothing',
    });
  });

  test('L4: a positive fixed part is the tokens that do not grow with rows', () => {
    expect(fixedPartText(of('L4'))).toBe('+9 tokens at 0 rows: what does not grow with rows');
    expect(fitTable(series, crossings).columns.map((c) => c.name)).toEqual(['Rung or format', 'Fit', 'Fixed part']);
  });

  test('a negative fixed part the points do not explain, zero, and no fit', () => {
    const points = [
      { rows: 1, tokens: 1 },
      { rows: 2, tokens: 3 },
    ];
    expect(fixedPartText({ points, fit: { perRow: 0.4, fixed: -0.6 } })).toBe(
      '−1 token at 0 rows: not a cost but where the fitted line meets 0 rows, below zero because the straight ' +
        'line does not follow the smallest responses exactly; no response costs less than nothing',
    );
    expect(fixedPartText({ points, fit: { perRow: 2, fixed: 0.2 } })).toBe('0 tokens: nothing but the rows');
    expect(fixedPartText({ points })).toBe('–');
  });
});
