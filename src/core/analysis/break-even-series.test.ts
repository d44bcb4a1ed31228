import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { generateTasks } from '../builtin-data/generate.ts';
import { computeLadder } from '../ladder/ladder.ts';
import { aliasLegend, assignAliases } from '../serializers/aliases.ts';
import { breakEvenPoint, logSteps, netRange, netSeries, queryAxisEnd, queryPoints } from './break-even-series.ts';
import { MOVES } from './moves.ts';
import type { SessionText } from './session-texts.ts';
import { moveBreakEven } from './session-texts.ts';

// The built-in fixture at the article's 100 rows, the roll-call fields, its generated alias legend.
const FIELDS = ['id', 'status', 'assignee', 'priority'];
const counter = nodeCounter('cl100k_base');
const scale = computeLadder([{ label: '100', records: generateTasks(100) }], FIELDS, counter).scales[0]!;
const legend: SessionText = {
  id: 'legend',
  name: 'Alias legend',
  tokens: counter.count(aliasLegend(FIELDS, assignAliases(FIELDS))),
  neededBy: ['L5'],
};
const breakEvens = MOVES.map((move) =>
  moveBreakEven(move, 100, scale.rungs[move.from].tokens - scale.rungs[move.to].tokens, [legend]),
);
const of = (id: string) => breakEvens.find((b) => b.move.id === id)!;

describe('the break-even chart on the built-in fixture at 100 rows', () => {
  test('L4 → L5 (legend 21 tokens, 2 saved per query) breaks even at 11 queries, 1 token ahead', () => {
    expect([legend.tokens, of('L4-L5').savingPerQuery]).toEqual([21, 2]);
    expect(breakEvenPoint(of('L4-L5'))).toEqual({ queries: 11, net: 1 });
  });

  test('every other move breaks even at the first query: L0 → L5 repays its 21 tokens with 8,504 saved', () => {
    expect(breakEvenPoint(of('L0-L5'))).toEqual({ queries: 1, net: 8_504 - 21 });
    expect(breakEvenPoint(of('L0-L4'))).toEqual({ queries: 1, net: 8_502 });
    for (const b of breakEvens.filter((x) => x.move.id !== 'L4-L5')) {
      expect(breakEvenPoint(b)).toEqual({ queries: 1, net: b.savingPerQuery - b.oneTime });
    }
  });

  test('the axis runs to 100 queries; L4 → L5 is drawn through its break-even and the query before', () => {
    const end = queryAxisEnd(breakEvens);
    expect(end).toBe(100);
    const points = queryPoints(breakEvens, end);
    expect(points).toEqual([1, 2, 3, 5, 7, 10, 11, 15, 20, 30, 50, 70, 100]);
    expect(netSeries(of('L4-L5'), [1, 10, 11, 100])).toEqual([
      { queries: 1, net: -19 },
      { queries: 10, net: -1 },
      { queries: 11, net: 1 },
      { queries: 100, net: 179 },
    ]);
  });

  test("each move's own token range: L4 → L5 from −19 to +179, L0 → L4 from 0 (never −300,000)", () => {
    const end = queryAxisEnd(breakEvens);
    const points = queryPoints(breakEvens, end);
    expect(netRange(netSeries(of('L4-L5'), points))).toEqual([-19, 179]);
    expect([scale.rungs.L0.tokens, scale.rungs.L4.tokens]).toEqual([9_683, 1_181]);
    expect(netRange(netSeries(of('L0-L4'), points))).toEqual([0, 850_200]);
  });
});

describe('points and ranges', () => {
  test('the axis runs to twice the largest break-even past 50 queries', () => {
    const slow = moveBreakEven(MOVES[5]!, 100, 2, [{ ...legend, tokens: 139 }]); // floor(139 / 2) + 1 = 70
    expect(queryAxisEnd([slow])).toBe(140);
    const never = moveBreakEven(MOVES[5]!, 100, 0, [legend]);
    expect(queryAxisEnd([never])).toBe(100);
    expect(breakEvenPoint(never)).toBeUndefined();
  });

  test('a move that never pays back ranges from its lowest net up to 0', () => {
    const costs = moveBreakEven(MOVES[5]!, 100, -3, [legend]);
    expect(netRange(netSeries(costs, [1, 100]))).toEqual([-321, 0]);
    expect(netRange(netSeries(moveBreakEven(MOVES[0]!, 100, 0, []), [1, 100]))).toEqual([-1, 1]);
  });

  test('log steps: 1-1.5-2-3-5-7 per decade, or the mantissas asked for', () => {
    expect(logSteps(100)).toEqual([1, 2, 3, 5, 7, 10, 15, 20, 30, 50, 70, 100]);
    expect(logSteps(100, [1, 2, 5])).toEqual([1, 2, 5, 10, 20, 50, 100]);
  });
});
