import { describe, expect, test } from 'vitest';
import type { LadderScale } from '../ladder/ladder.ts';
import { MOVES, moveSaving, orderingComparison, savingsTable } from './moves.ts';
import { formatPercentage } from './percent.ts';
import { moveBreakEven, oneTimeCost } from './session-texts.ts';
import type { SessionText } from './session-texts.ts';

// A ladder scale with hand-picked token counts (bytes and characters are not used here).
function scale(rows: number, tokens: [number, number, number, number, number, number]): LadderScale {
  const size = (t: number) => ({ tokens: t, bytes: 0, chars: 0 });
  const [L0, L1, L2, L3, L4, L5] = tokens.map(size) as [ReturnType<typeof size>, ...ReturnType<typeof size>[]];
  return { label: `${rows}`, rows, rungs: { L0, L1: L1!, L2: L2!, L3: L3!, L4: L4!, L5: L5! } };
}
const S = scale(10, [1000, 800, 400, 300, 150, 148]);
const move = (id: string) => MOVES.find((m) => m.id === id)!;

describe('moveSaving', () => {
  test('should take the source rung as the denominator', () => {
    const s = moveSaving(move('L1-L3'), S);
    expect(s).toMatchObject({ rows: 10, before: 800, after: 300, saved: 500 });
    expect(formatPercentage(s.percent)).toBe('62.50 % of L1');
  });
  test('should list every move at every scale', () => {
    const table = savingsTable([S, scale(20, [2000, 1600, 800, 600, 300, 296])]);
    expect(table.map((row) => row.map((s) => s.move.id))).toEqual([MOVES.map((m) => m.id), MOVES.map((m) => m.id)]);
    expect(table[1]!.map((s) => s.saved)).toEqual([400, 1000, 1200, 200, 300, 4, 1700, 1704]);
  });
});

describe('orderingComparison', () => {
  test('should give each order its own step percentages and the same total', () => {
    const [minifyFirst, projectFirst] = orderingComparison(S);
    expect(minifyFirst.steps.map((s) => formatPercentage(s.percent))).toEqual(['20.00 % of L0', '62.50 % of L1']);
    expect(projectFirst.steps.map((s) => formatPercentage(s.percent))).toEqual(['60.00 % of L0', '25.00 % of L2']);
    expect(formatPercentage(minifyFirst.total.percent)).toBe('70.00 % of L0');
    expect(projectFirst.total).toEqual(minifyFirst.total);
  });
});

describe('oneTimeCost / moveBreakEven', () => {
  const texts: SessionText[] = [
    { id: 'schema', name: 'schema response', tokens: 535, neededBy: ['L0', 'L1', 'L2', 'L3', 'L4', 'L5'] },
    { id: 'legend', name: 'alias legend', tokens: 21, neededBy: ['L5'] },
    { id: 'custom', name: 'custom', tokens: 40, neededBy: ['L4', 'L5'] },
  ];
  test('should charge only what the destination needs and the source did not', () => {
    expect(oneTimeCost(move('L1-L3'), texts)).toBe(0);
    expect(oneTimeCost(move('L3-L4'), texts)).toBe(40);
    expect(oneTimeCost(move('L4-L5'), texts)).toBe(21);
    expect(oneTimeCost(move('L0-L5'), texts)).toBe(61);
  });
  test('should give the net at every horizon and the break-even', () => {
    const b = moveBreakEven(move('L4-L5'), 5, 2, texts);
    expect(b.breakEven).toEqual({ pays: true, queries: 11 });
    expect(b.net).toEqual([
      { queries: 1, tokens: -19 },
      { queries: 5, tokens: -11 },
      { queries: 10, tokens: -1 },
      { queries: 20, tokens: 19 },
      { queries: 50, tokens: 79 },
      { queries: 100, tokens: 179 },
    ]);
  });
});
