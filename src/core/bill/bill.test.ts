import { describe, expect, it } from 'vitest';
import { readSession } from '../sessions/readers/read-session.ts';
import { claudeCacheLog, codexCacheLog } from '../../testing/generated-logs/cache-logs.ts';
import { sessionBill } from './bill.ts';
import { inputCost, totalCost } from './billed-step.ts';

const claude = () => sessionBill(readSession(claudeCacheLog(), 'cache.jsonl'));
const codex = () => sessionBill(readSession(codexCacheLog(), 'rollout.jsonl'));

describe('sessionBill on a Claude Code log', () => {
  it('counts each response once, with the output of its last line', () => {
    const bill = claude();
    expect(bill.steps).toHaveLength(11);
    expect(bill.tokens).toEqual({
      uncached: 40,
      write5m: 12_000 + 1_500 + 15_000 + 800 + 9_000 + 14_000 + 300 + 2_500,
      write1h: 1_000 + 6_000 + 16_500,
      read: 12_000 + 15_000 + 4_000 + 14_003 + 10_000 + 16_505 + 14_000,
      output: 6_600,
    });
    expect(bill.unsplit).toBe(1);
  });

  it('prices each request at its own model: the hand sum', () => {
    const { cost, currency, priced, unpriced } = claude();
    // Sonnet 4.5 (3 / 3.75 / 6 / 0.30 / 15) for 5 requests, Opus 4.5 (5 / 6.25 / 10 / 0.50 / 25) for 6.
    const read = 31_000 * 0.3 + 54_508 * 0.5;
    const write = 38_300 * 3.75 + 16_800 * 6.25 + 23_500 * 10;
    const uncached = 20 * 3 + 20 * 5;
    const output = 1_500 * 15 + 5_100 * 25;
    expect(cost!.read).toBeCloseTo(read / 1e6, 12);
    expect(cost!.write).toBeCloseTo(write / 1e6, 12);
    expect(cost!.uncached).toBeCloseTo(uncached / 1e6, 12);
    expect(cost!.output).toBeCloseTo(output / 1e6, 12);
    expect(inputCost(cost!)).toBeCloseTo(0.520339, 12);
    expect(totalCost(cost!)).toBeCloseTo(0.670339, 12);
    expect(currency).toBe('USD');
    expect(priced).toEqual(['Claude Sonnet 4.5', 'Claude Opus 4.5']);
    expect(unpriced).toEqual([]);
  });

  it('finds every miss with its cause and price', () => {
    const misses = claude().misses.map((m) => ({ ...m, cost: Math.round(m.cost! * 1e7) / 1e7 }));
    expect(misses).toEqual([
      { step: 2, previous: 1, cause: 'idle', missed: 13_502, gapSeconds: 660, lifetimeSeconds: 300, cost: 0.0465819 },
      // 9,000 re-written at 3.75 and 6 uncached at 3, instead of read at 0.30.
      {
        step: 4,
        previous: 3,
        cause: 'compaction',
        missed: 9_006,
        gapSeconds: 60,
        lifetimeSeconds: 300,
        cost: 0.0310662,
      },
      { step: 5, previous: 4, cause: 'model', missed: 13_006, gapSeconds: 60, lifetimeSeconds: 300, cost: 0.0747845 },
      // The previous request wrote only 1-hour entries: a 29.5-minute gap does not expire them.
      {
        step: 7,
        previous: 6,
        cause: 'changed',
        missed: 5_006,
        gapSeconds: 1_770,
        lifetimeSeconds: 3_600,
        cost: 0.047557,
      },
      {
        step: 8,
        previous: 7,
        cause: 'idle',
        missed: 16_004,
        gapSeconds: 4_500,
        lifetimeSeconds: 3_600,
        cost: 0.152038,
      },
    ]);
  });

  it('gives an unknown model no price, never another model’s', () => {
    const log = claudeCacheLog().replaceAll('claude-opus-4-5-20251101', 'claude-nova-9');
    const bill = sessionBill(readSession(log, 'cache.jsonl'));
    expect(bill.unpriced).toEqual([{ model: 'claude-nova-9', requests: 6 }]);
    expect(totalCost(bill.cost!)).toBeCloseTo((9_300 + 143_625 + 60 + 22_500) / 1e6, 12);
    expect(bill.misses.find((m) => m.step === 5)!.cost).toBeNull();
    // Without the model's own minimum, 1,024 applies: the 2,503-token shortfall is a miss.
    expect(bill.misses.map((m) => m.step)).toEqual([2, 4, 5, 7, 8, 10]);
  });
});

describe('sessionBill on a Codex rollout', () => {
  it('bills cached input at the cached price, no write charge: the hand sum', () => {
    const bill = codex();
    expect(bill.tokens).toEqual({ uncached: 30_664, write5m: 0, write1h: 0, read: 23_936, output: 1_000 });
    expect(totalCost(bill.cost!)).toBeCloseTo((30_664 * 1.25 + 23_936 * 0.125 + 1_000 * 10) / 1e6, 12);
  });

  it('finds the idle gap and the change; rounding to 128 is no miss', () => {
    expect(codex().misses.map(({ step, cause, missed, cost }) => ({ step, cause, missed, cost }))).toEqual([
      { step: 2, cause: 'idle', missed: 10_200, cost: (10_200 * 1.125) / 1e6 },
      { step: 4, cause: 'changed', missed: 7_804, cost: (7_804 * 1.125) / 1e6 },
    ]);
  });
});
