import { expect, it } from 'vitest';
import { sessionBill } from '../../bill/bill.ts';
import { claudeCacheLog } from '../../../testing/generated-logs/cache-logs.ts';
import { readSession } from '../../sessions/readers/read-session.ts';
import { tableToMarkdown } from '../table.ts';
import { billStepsTable, missesTable } from './bill.ts';

const bill = sessionBill(readSession(claudeCacheLog(), 'cache.jsonl'));

it('lists every request with its usage, cost and miss', () => {
  const table = billStepsTable(bill);
  expect(table.rows).toHaveLength(11);
  expect(table.rows[2]!.map((c) => c.text)).toEqual([
    '3',
    '2026-11-23T10:12:00.000Z',
    'claude-sonnet-4-5-20250929',
    '0',
    '15,000',
    '0',
    '4',
    '300',
    '$0.0608',
    '13,502 tokens: idle 11 min (lifetime 5 min)',
  ]);
});

it('lists the misses with gap, cause, tokens and price', () => {
  expect(tableToMarkdown(missesTable(bill)).split('\n').slice(0, 8).join('\n')).toBe(
    [
      '### Cache misses: 5',
      '',
      '| Step | After (since the previous request) | Cause | Missed (tokens) | Cost of the miss (USD) |',
      '| ---: | ---: | --- | ---: | ---: |',
      '| 3 | 11 min | idle 11 min (lifetime 5 min) | 13,502 | $0.0466 |',
      '| 5 | 1 min | compaction | 9,006 | $0.0311 |',
      '| 6 | 1 min | model switch | 13,006 | $0.0748 |',
      '| 8 | 30 min | earlier text changed (30 min after) | 5,006 | $0.0476 |',
    ].join('\n'),
  );
});
