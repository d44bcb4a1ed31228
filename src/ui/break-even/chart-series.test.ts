import { describe, expect, test } from 'vitest';
import { MOVES } from '../../core/analysis/moves.ts';
import type { SessionText } from '../../core/analysis/session-texts.ts';
import { moveBreakEven } from '../../core/analysis/session-texts.ts';
import { chartRows, dashPatterns, queryAxisEnd, queryPoints, queryTicks } from './chart-series.ts';

const legend: SessionText = { id: 'legend', name: 'Alias legend', tokens: 21, neededBy: ['L5'] };
const move = (id: string) => MOVES.find((m) => m.id === id)!;

describe('query axis', () => {
  test('runs to 100 queries, or twice the largest break-even', () => {
    const small = moveBreakEven(move('L4-L5'), 100, 2, [legend]); // 11 queries
    expect(queryAxisEnd([small])).toBe(100);
    const large = moveBreakEven(move('L4-L5'), 100, 2, [{ ...legend, tokens: 139 }]); // 70 queries
    expect(queryAxisEnd([small, large])).toBe(140);
    const never = moveBreakEven(move('L4-L5'), 100, 0, [legend]);
    expect(queryAxisEnd([never])).toBe(100);
  });

  test('points include 1, the end, the horizons, each break-even and the query before it', () => {
    const b = moveBreakEven(move('L4-L5'), 100, 2, [legend]);
    const points = queryPoints([b], 100);
    for (const x of [1, 5, 10, 11, 20, 50, 100]) expect(points).toContain(x);
    expect(points).toEqual([...new Set(points)].sort((p, q) => p - q));
    expect(points.every(Number.isInteger)).toBe(true);
    expect(points.length).toBeLessThan(25);
  });

  test('rows carry the net N × s − C of every move', () => {
    const b = moveBreakEven(move('L4-L5'), 100, 2, [legend]);
    const rows = chartRows([b], [1, 10, 11, 100]);
    expect(rows.map((r) => r['L4-L5'])).toEqual([-19, -1, 1, 179]);
    expect(rows.map((r) => r.queries)).toEqual([1, 10, 11, 100]);
  });

  test('ticks: 1-2-5 on a log axis, even steps ending at the axis end on a linear one', () => {
    expect(queryTicks(100, true)).toEqual([1, 2, 5, 10, 20, 50, 100]);
    expect(queryTicks(100, false)).toEqual([1, 20, 40, 60, 80, 100]);
    expect(queryTicks(226, false)).toEqual([1, 50, 100, 150, 200, 226]);
    expect(queryTicks(210, false)).toEqual([1, 50, 100, 150, 210]);
  });
});

test('moves into the same rung get distinct dash patterns', () => {
  const dashes = dashPatterns(MOVES);
  const byRung = new Map<string, (string | undefined)[]>();
  for (const m of MOVES) byRung.set(m.to, [...(byRung.get(m.to) ?? []), dashes[m.id]]);
  for (const [, patterns] of byRung) expect(new Set(patterns).size).toBe(patterns.length);
  expect(dashes['L4-L5']).toBeUndefined();
  expect(dashes['L0-L5']).toBeDefined();
});
