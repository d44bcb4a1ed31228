/**
 * The savings, ordering and break-even tables with a Claude model chosen, in
 * the words the ladder table gives its counts: calibrated by the generated Claude Code log
 * (`src/testing/claude-profile.ts`: × 89/71 ≈ 1.25, p10–p90 1.10–1.29, n = 7), or uncalibrated.
 */
import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { currentSavingsViews, detailResponseScale } from '../analysis/current.ts';
import { generateTasks } from '../builtin-data/generate.ts';
import { computeLadder } from '../ladder/ladder.ts';
import { matchModel } from '../models/model-match.ts';
import { readyState } from '../../testing/ready-state.ts';
import { CLAUDE_LOG_NAME, claudeProfile } from '../../testing/claude-profile.ts';
import { tableToCsv } from './table.ts';
import { breakEvenTable } from './tables/break-even.ts';
import { orderingTable, savingsTable } from './tables/savings.ts';

const FIELDS = ['id', 'status', 'assignee', 'priority'];
const ladder = computeLadder(
  [5, 20].map((rows) => ({ label: `${rows}`, records: generateTasks(rows) })),
  FIELDS,
  nodeCounter('cl100k_base'),
);
const state = { ...readyState(ladder, FIELDS, 20), baseline: 'move' as const, transport: 'cli' as const };
const views = currentSavingsViews(state);
const scale = detailResponseScale(state)!;

const claude = matchModel('claude-sonnet-4.5');
const calibrated = { match: claude, calibration: claudeProfile().calibration, log: CLAUDE_LOG_NAME };
const uncalibrated = { match: claude, calibration: null };
const UNCALIBRATED = "estimate: Claude's tokenizer is not public; load a Claude Code log of this model to calibrate";
const NOTE =
  'Claude tokens: each cl100k_base count × 1.25, the median of Claude tokens ÷ cl100k_base tokens over 7 requests of tool results in claude.jsonl (p10–p90 1.10–1.29), rounded; only 2 of them JSON, 10 needed for a JSON ratio of its own.';
const FACTOR = '(× 1.25 from your log, p10–p90 1.10–1.29)';

describe('the savings table with a Claude model', () => {
  test('calibrated: each saving ≈ saved × 89/71 in its text, lines kept, a CSV column per scale, the note', () => {
    const table = savingsTable(ladder, views.savings, false, 'move', undefined, [], calibrated);
    // L0 → L1 at 20 rows: 1,931 − 1,372 = 559 cl100k_base tokens saved; × 89/71 = 700.7.
    const cell = table.rows[0]![2]!;
    expect(cell.text).toBe(`559 (28.95 % of L0; 1,931 → 1,372) · ≈ 701 Claude tokens ${FACTOR}`);
    expect(cell.lines).toEqual(['559', '28.95 % of L0', '1,931 → 1,372']);
    expect(cell.estimate?.pieces).toEqual(['≈ 701 Claude tokens', '(× 1.25 from your log,', 'p10–p90 1.10–1.29)']);
    expect(table.notes).toContain(NOTE);
    const csv = tableToCsv(table).split('\r\n');
    expect(csv[0]).toBe(
      'Move,5 rows saved (tokens),5 rows saved (%),5 rows denominator,5 rows from (tokens),5 rows to (tokens),"5 rows saved (Claude tokens, estimated)",' +
        '20 rows saved (tokens),20 rows saved (%),20 rows denominator,20 rows from (tokens),20 rows to (tokens),"20 rows saved (Claude tokens, estimated)"',
    );
    expect(csv[1]).toBe('L0 → L1 minify,139,29.38689217758985,L0,473,334,174,559,28.948731227343345,L0,1931,1372,701');
  });

  test('uncalibrated: the counts stay as counted, no cell says “estimate”, the note says why once', () => {
    const table = savingsTable(ladder, views.savings, false, 'move', undefined, [], uncalibrated);
    const cell = table.rows[1]![1]!;
    expect(cell.text).toBe('225 (67.37 % of L1; 334 → 109)');
    expect(table.rows.flat().filter((c) => c.estimate !== undefined)).toEqual([]);
    expect(table.notes!.at(-1)).toBe(UNCALIBRATED);
    expect(tableToCsv(table)).toBe(tableToCsv(savingsTable(ladder, views.savings, false, 'move')));
  });

  test('an OpenAI model: no estimate words, the table as without a model', () => {
    const gpt = { match: matchModel('gpt-4'), calibration: claudeProfile().calibration, log: CLAUDE_LOG_NAME };
    expect(savingsTable(ladder, views.savings, false, 'move', undefined, [], gpt)).toEqual(
      savingsTable(ladder, views.savings, false, 'move'),
    );
  });
});

test('the ordering table: each step’s tokens with their estimate, the note once', () => {
  const table = orderingTable(views.ordering!, 20, false, { encoding: 'cl100k_base', estimate: calibrated });
  expect(table.rows.map((row) => row[2]!.text)).toEqual([
    `559 tokens · ≈ 701 Claude tokens ${FACTOR}`,
    `942 tokens · ≈ 1,181 Claude tokens ${FACTOR}`,
    `1,182 tokens · ≈ 1,482 Claude tokens ${FACTOR}`,
    `319 tokens · ≈ 400 Claude tokens ${FACTOR}`,
    `1,501 tokens · ≈ 1,882 Claude tokens ${FACTOR}`,
  ]);
  expect(table.notes!.at(-1)).toBe(NOTE);
  expect(tableToCsv(table).split('\r\n')[0]).toBe(
    'Order,Step,Saved (tokens),Saved (%),Denominator,From (tokens),To (tokens),"Saved (Claude tokens, estimated)"',
  );
});

describe('the break-even table with a Claude model', () => {
  test('calibrated: one-time cost, saving and nets each ≈ × 89/71 (signed), the break-even as counted', () => {
    const table = breakEvenTable(scale, 'cl100k_base', views.breakEvens, undefined, undefined, calibrated);
    // L4 → L5 at 20 rows: the 21-token legend read once, 2 tokens saved per query.
    const row = table.rows[5]!.map((c) => c.text);
    expect(row.slice(0, 5)).toEqual([
      'L4 → L5 header aliases',
      `21 · ≈ 26 Claude tokens ${FACTOR}`,
      `+2 · ≈ +3 Claude tokens ${FACTOR}`,
      '11 queries',
      `−19 · ≈ −24 Claude tokens ${FACTOR}`,
    ]);
    expect(table.rows[5]![1]!.lines).toEqual(['21']);
    expect(table.notes!.at(-1)).toBe(NOTE);
    const csv = tableToCsv(table).split('\r\n');
    expect(csv[0]).toMatch(
      /^Move,One-time cost \(tokens\),"One-time cost \(Claude tokens, estimated\)",Saving per query \(tokens\),"Saving per query \(Claude tokens, estimated\)",Break-even \(queries\),Net after 1 query \(tokens\),/,
    );
    expect(csv[6]).toBe('L4 → L5 header aliases,21,26,2,3,11,-19,-24,-11,-14,-1,-1,19,24,79,99,179,224');
  });

  test('uncalibrated: no token figure carries a word; the note says why once', () => {
    const table = breakEvenTable(scale, 'cl100k_base', views.breakEvens, undefined, undefined, uncalibrated);
    const row = table.rows[5]!;
    expect(row.map((c) => c.text).slice(1, 5)).toEqual(['21', '+2', '11 queries', '−19']);
    expect(table.rows.flat().filter((c) => c.estimate !== undefined)).toEqual([]);
    expect(table.notes!.at(-1)).toBe(UNCALIBRATED);
  });

  test('while a session text is counted the waiting cells carry no estimate', () => {
    const table = breakEvenTable(scale, 'cl100k_base', undefined, undefined, undefined, calibrated);
    expect(table.rows[5]!.map((c) => c.text).slice(1, 4)).toEqual([
      'counting…',
      `+2 · ≈ +3 Claude tokens ${FACTOR}`,
      'counting…',
    ]);
  });
});
