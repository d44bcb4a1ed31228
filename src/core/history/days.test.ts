import { expect, test } from 'vitest';
import { dayFunction, everyDay } from './days.ts';

const row = (day: string, input: number) => ({ day, sessions: 1, requests: 2, recorded: input, input, cost: 0.5 });
const zero = (day: string) => ({ day, sessions: 0, requests: 0, recorded: 0, input: 0, cost: 0 });

test('every day of the range is there, a day without requests as zeros, across a month end', () => {
  expect(everyDay([row('2026-11-29', 1200), row('2026-12-02', 340)])).toEqual([
    row('2026-11-29', 1200),
    zero('2026-11-30'),
    zero('2026-12-01'),
    row('2026-12-02', 340),
  ]);
});

test('one day, no days, and a leap day', () => {
  expect(everyDay([row('2026-12-03', 7)])).toEqual([row('2026-12-03', 7)]);
  expect(everyDay([])).toEqual([]);
  expect(everyDay([row('2028-02-28', 1), row('2028-03-01', 2)]).map((d) => d.day)).toEqual([
    '2028-02-28',
    '2028-02-29',
    '2028-03-01',
  ]);
});

test('days keyed in another zone are filled the same way (they are dates, not instants)', () => {
  const paris = dayFunction('Europe/Paris');
  // 23:30 UTC on 30 March 2026 is 01:30 on 31 March in Paris (summer time began on the 29th).
  const days = [row(paris('2026-03-28T12:00:00Z')!, 5), row(paris('2026-03-30T23:30:00Z')!, 9)];
  expect(everyDay(days).map((d) => [d.day, d.input])).toEqual([
    ['2026-03-28', 5],
    ['2026-03-29', 0],
    ['2026-03-30', 0],
    ['2026-03-31', 9],
  ]);
});
