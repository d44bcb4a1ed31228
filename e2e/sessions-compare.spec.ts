import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { beforeAfterTable } from '../src/core/report/tables/session.ts';
import { compareRuns } from '../src/core/sessions/compare.ts';
import { profileSession, unseenTokens } from '../src/core/sessions/profile.ts';
import { readSession } from '../src/core/sessions/readers/read-session.ts';
import { replaySession } from '../src/core/sessions/replay.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { ladderReady } from './helpers.ts';

const A = 'claude-code.jsonl';
const B = 'claude-code-minified.jsonl';
const counter = nodeCounter('cl100k_base');

/** Run `name` replayed without a strategy, as Node's core computes it. */
function none(name: string) {
  const session = readSession(readFileSync(`fixtures/sessions/${name}`, 'utf8'), name);
  const profile = profileSession(session, counter);
  return replaySession(session, profile.itemTokens, { kind: 'none' }, unseenTokens(profile));
}

async function drop(page: Page, testId: string, name: string) {
  const text = readFileSync(`fixtures/sessions/${name}`, 'utf8');
  const transfer = await page.evaluateHandle(
    ([t, n]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([t], n, { type: 'application/json' }));
      return dt;
    },
    [text, name] as const,
  );
  await page.getByTestId(testId).dispatchEvent('drop', { dataTransfer: transfer });
}

const rowTexts = (page: Page, testId: string, row: number) =>
  page.getByTestId(testId).locator('tbody tr').nth(row).locator('th, td').allInnerTexts();

test('two runs of the same task dropped: both profiles side by side, the curves overlaid, both tables and the change', async ({
  page,
}) => {
  await page.goto('./?view=sessions');
  await ladderReady(page);
  await drop(page, 'session-drop', A);
  await expect(page.getByTestId('session-summary')).toContainText('30 steps (model requests), 1 compaction');
  await drop(page, 'session-compare-drop', B);
  await expect(page.getByTestId('session-b-summary')).toContainText('30 steps (model requests), 1 compaction', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('session-profile-chart-a')).toBeVisible();
  await expect(page.getByTestId('session-profile-chart-b')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Run B, ${B}: input tokens per step, by part of the window` }),
  ).toBeVisible();

  // The seed's table for each run and the change, as Node's core compares them.
  const table = compareRuns(none(A), none(B), null, { perMillion: 3, cachedPerMillion: 0.3 }, A);
  const expected = beforeAfterTable(table, `run A (${A})`, `run B (${B})`);
  await expect(page.getByRole('heading', { name: expected.title })).toBeVisible({ timeout: 30_000 });
  expect(await rowTexts(page, 'session-compare-table', 0)).toEqual([
    'Total input tokens',
    '682,268',
    '671,783',
    '10,485 fewer (1.54 % of claude-code.jsonl)',
  ]);
  expect(await rowTexts(page, 'session-compare-table', 1)).toEqual([
    'Average tokens per step',
    '22,742',
    '22,393',
    '349 fewer',
  ]);
  expect(await rowTexts(page, 'session-compare-table', 2)).toEqual([
    'Median tokens per step',
    '21,816',
    '21,450',
    '366 fewer',
  ]);
  for (const [i, row] of expected.rows.entries())
    expect(await rowTexts(page, 'session-compare-table', i)).toEqual(row.map((c) => c.text));
  await expect(page.getByRole('img', { name: 'Input tokens per step: run A against run B' })).toBeVisible();

  // Closing run B leaves run A as it was: one profile chart, no comparison.
  await page.getByRole('button', { name: 'Close run B' }).click();
  await expect(page.getByTestId('session-compare-table')).toHaveCount(0);
  await expect(page.getByTestId('session-profile-chart')).toBeVisible();
  // Neither log is ever in the link.
  expect(page.url()).not.toContain('claude');
});

test('the window limit is a labelled line on the per-step chart, the model’s until another is typed; cumulative input is charted', async ({
  page,
}) => {
  await page.goto('./?view=sessions');
  await ladderReady(page);
  await drop(page, 'session-drop', A);
  const chart = page.getByTestId('session-profile-chart');
  // The line's own label in the plot, its source in the legend.
  await expect(chart.locator('svg text', { hasText: 'window limit 200,000' })).toBeVisible({ timeout: 30_000 });
  await expect(chart.getByText('window limit 200,000 tokens (claude-sonnet-4-5)')).toBeVisible();
  await expect(page.getByText("claude-sonnet-4-5's context window.")).toBeVisible();
  await page.getByLabel('Window limit', { exact: true }).fill('50000');
  await expect(chart.locator('svg text', { hasText: 'window limit 50,000' })).toBeVisible();
  await expect(chart.getByText('window limit 50,000 tokens (typed)')).toBeVisible();
  await page.getByRole('button', { name: 'Use the model’s (200,000 tokens)' }).click();
  await expect(page.getByLabel('Window limit', { exact: true })).toHaveValue('200000');
  await page.getByLabel('Draw the window limit').uncheck();
  await expect(chart.locator('svg text', { hasText: /window limit/ })).toHaveCount(0);

  await expect(
    page.getByRole('heading', { name: 'Cumulative input tokens, as logged and replayed with the strategy' }),
  ).toBeVisible();
  const cumulative = page.getByTestId('session-cumulative-chart');
  await expect(cumulative.getByText('Input tokens so far (cl100k_base)')).toBeVisible();
  await expect(cumulative.getByText('Step (model request)')).toBeVisible();
});

test('a session is kept in this browser only when asked, opened again on reload, and forgotten on request', async ({
  page,
}) => {
  await page.goto('./?view=sessions');
  await ladderReady(page);
  await drop(page, 'session-drop', A);
  await expect(page.getByTestId('session-summary')).toContainText('30 steps');
  const keep = page.getByLabel('Keep this session in this browser');
  await expect(keep).not.toBeChecked();
  expect(await page.evaluate(() => JSON.stringify(localStorage).includes('claude-code.jsonl'))).toBe(false);

  await keep.check();
  await expect(page.getByTestId('session-kept')).toContainText('Kept in this browser.');
  await page.reload();
  await expect(page.getByTestId('session-summary')).toContainText('30 steps (model requests), 1 compaction', {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'claude-code.jsonl: Claude Code session JSONL' })).toBeVisible();
  await expect(page.getByLabel('Keep this session in this browser')).toBeChecked();
  expect(page.url()).not.toContain('claude');

  await page.getByRole('button', { name: 'Forget the kept session' }).click();
  await expect(page.getByLabel('Keep this session in this browser')).not.toBeChecked();
  expect(await page.evaluate(() => JSON.stringify(localStorage).includes('claude-code.jsonl'))).toBe(false);
  await page.reload();
  await ladderReady(page);
  await expect(page.getByTestId('session-drop')).toBeVisible();
  await expect(page.getByTestId('session-summary')).toHaveCount(0);
});
