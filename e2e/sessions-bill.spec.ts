import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { sessionBill } from '../src/core/bill/bill.ts';
import { billLines } from '../src/core/bill/words.ts';
import { missesTable } from '../src/core/report/tables/bill.ts';
import { readSession } from '../src/core/sessions/readers/read-session.ts';
import { dropTexts, ladderReady, openFold } from './helpers.ts';

const NAME = 'claude-code-cache.jsonl';
const LOG = readFileSync(`fixtures/sessions/${NAME}`, 'utf8');
const bill = sessionBill(readSession(LOG, NAME));

test('a log with cache misses: the verdict leads with them, the chart marks each, the table prices each', async ({
  page,
}) => {
  await page.goto('./?view=sessions');
  await ladderReady(page);
  await dropTexts(page, [{ name: NAME, text: LOG }], 'session-drop');
  const [misses, total] = billLines(bill);
  await expect(page.getByTestId('session-verdict-misses')).toHaveText(misses!.text, { timeout: 30_000 });
  await expect(page.getByTestId('session-verdict-bill')).toHaveText(total!.text);
  expect(misses!.text).toMatch(/^5 cache misses re-wrote 56,524 tokens: \$0\.3520, 68 % of the input bill;/);
  const chart = page.getByTestId('session-bill-chart');
  await expect(chart.getByRole('heading')).toHaveText('The bill as logged per step, by what it paid for (USD)');
  // One mark per miss, labelled by its cause, over the stacked bars.
  await expect(chart.locator('.recharts-reference-line')).toHaveCount(5);
  for (const label of ['idle', 'compaction', 'model', 'changed']) await expect(chart).toContainText(label);
  const rows = page.getByTestId('session-misses').locator('tbody tr');
  await expect(rows).toHaveCount(5);
  const expected = missesTable(bill).rows.map((r) => r.map((c) => c.text));
  for (const [i, row] of expected.entries()) expect(await rows.nth(i).locator('th, td').allInnerTexts()).toEqual(row);
  await openFold(page, 'session-bill-fold');
  await expect(page.getByTestId('session-bill-table').locator('tbody tr')).toHaveCount(11);
});

test('a what-if chosen on the page says its bill against the log’s and copies its exact setting', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
  await page.goto('./?view=sessions');
  await ladderReady(page);
  await dropTexts(page, [{ name: NAME, text: LOG }], 'session-drop');
  const part = page.getByTestId('session-what-ifs');
  // The cheapest setting is chosen first: here the 5-minute lifetime (the log wrote 1-hour entries too).
  await expect(part.getByRole('radio', { name: '5-minute cache lifetime' })).toBeChecked({ timeout: 30_000 });
  await part.getByRole('radio', { name: '1-hour cache lifetime' }).check();
  await expect(page.getByTestId('session-what-if-line')).toHaveText(
    'The one setting a team can switch on, the 1-hour cache lifetime, costs $0.0722 more than the bill as logged ($0.6703).',
  );
  await part.getByRole('button', { name: 'Copy the setting for the 1-hour cache lifetime' }).click();
  await expect(part.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '# Claude Code (environment)\nENABLE_PROMPT_CACHING_1H=1\n\n# Messages API (on each cached block)\n"cache_control": {"type": "ephemeral", "ttl": "1h"}\n',
  );
  await expect(page.getByTestId('session-what-if-table').locator('tbody tr')).toHaveCount(6);
});
