import { describe, expect, it } from 'vitest';
import { readSession } from '../sessions/readers/read-session.ts';
import { claudeCacheLog, codexCacheLog } from '../../testing/generated-logs/cache-logs.ts';
import { sessionBill } from './bill.ts';
import { billLines, formatGap, missLabel } from './words.ts';

const lines = (log: string) => billLines(sessionBill(readSession(log, 'log.jsonl')));

describe('billLines', () => {
  it('leads with the misses when they cost more than 5 % of the bill', () => {
    expect(lines(claudeCacheLog())).toEqual([
      {
        id: 'misses',
        text: "5 cache misses re-wrote 56,524 tokens: $0.3520, 68 % of the input bill; 2 followed idle gaps past the cache's lifetime (5 min, 1 h), 1 the log's compaction, 1 a model switch, 1 a change to earlier text.",
      },
      {
        id: 'bill',
        text: 'As logged, 11 requests cost $0.6703: $0.5203 input (85,508 tokens read from the cache, 78,600 written to it, 40 uncached) and $0.1500 output (6,600 tokens), at Claude Sonnet 4.5 and Claude Opus 4.5 list prices.',
      },
      {
        id: 'unsplit',
        text: '1 request records cache writes without the 5-minute / 1-hour split: priced at the 5-minute rate.',
      },
    ]);
  });

  it('names one lifetime when every idle miss had the same', () => {
    expect(lines(codexCacheLog())[0]!.text).toBe(
      '2 cache misses re-wrote 18,004 tokens: $0.0203, 49 % of the input bill; 1 followed an idle gap over 5 min, 1 a change to earlier text.',
    );
  });

  it('gives no price for an unknown model and says which', () => {
    const log = claudeCacheLog().replaceAll(/claude-(sonnet|opus)-4-5-\d+/g, 'claude-nova-9');
    const [first, second] = lines(log);
    expect(first!.text).toBe(
      'As logged, 11 requests sent 85,508 tokens read from the cache, 78,600 written to it, 40 uncached and got 6,600 output tokens; no price (–): the catalogue does not list claude-nova-9.',
    );
    // Without a price the misses do not lead; Anthropic's lifetimes still apply, 1,024 the minimum.
    expect(second!.text).toBe(
      "6 cache misses re-wrote 59,027 tokens (no price); 3 followed changes to earlier text, 2 idle gaps past the cache's lifetime (5 min, 1 h), 1 the log's compaction.",
    );
  });

  it('finds no miss in a log that never used the cache, and says so', () => {
    const log = claudeCacheLog([
      {
        time: '10:00:00',
        model: 'claude-sonnet-4-5-20250929',
        input: 12_000,
        write5m: 0,
        write1h: 0,
        read: 0,
        output: 10,
      },
      {
        time: '10:00:30',
        model: 'claude-sonnet-4-5-20250929',
        input: 13_000,
        write5m: 0,
        write1h: 0,
        read: 0,
        output: 10,
      },
    ]);
    const bill = sessionBill(readSession(log, 'log.jsonl'));
    expect(bill.misses).toEqual([]);
    expect(billLines(bill)[1]!.text).toBe(
      'The log records no use of the prompt cache: no request read from it or wrote to it, so none missed it.',
    );
  });

  it('says nothing for a log without usage', () => {
    expect(billLines(sessionBill({ steps: [] }))).toEqual([]);
  });
});

describe('missLabel and formatGap', () => {
  it('words a gap and a cause', () => {
    expect([formatGap(7), formatGap(660), formatGap(4_500), formatGap(7_200)]).toEqual([
      '7 s',
      '11 min',
      '1 h 15 min',
      '2 h',
    ]);
    const misses = sessionBill(readSession(claudeCacheLog(), 'log.jsonl')).misses;
    expect(misses.map(missLabel)).toEqual([
      'idle 11 min (lifetime 5 min)',
      'compaction',
      'model switch',
      'earlier text changed (30 min after)',
      'idle 1 h 15 min (lifetime 1 h)',
    ]);
  });
});
