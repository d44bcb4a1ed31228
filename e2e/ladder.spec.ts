import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { generateTasks } from '../src/core/builtin-data/generate.ts';
import { computeLadder } from '../src/core/ladder/ladder.ts';
import { RUNG_IDS } from '../src/core/ladder/rungs.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { requireArticleLadderDir } from '../src/node/reference-dir.ts';
import { dropFiles, dropTexts, ladderReady, rungTokens } from './helpers.ts';

const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];
// Resolved when a reference test runs: without the data it fails with where to put it.
const referenceDir = (): string => requireArticleLadderDir();

// What Node counts for the built-in fixture: the page must show exactly the same numbers.
function nodeLadder(fields: string[], encoding: 'cl100k_base' | 'o200k_base' = 'cl100k_base') {
  const ladder = computeLadder(
    [5, 20, 100, 500].map((rows) => ({ label: `${rows}`, records: generateTasks(rows) })),
    fields,
    nodeCounter(encoding),
  );
  return Object.fromEntries(ladder.scales.map((s) => [s.rows, RUNG_IDS.map((id) => s.rungs[id].tokens)]));
}

test.beforeEach(async ({ page }) => {
  await page.goto('./');
  await ladderReady(page);
});

test('the ladder of the built-in fixture renders with the counts Node computes', async ({ page }) => {
  const expected = nodeLadder(ROLL_CALL);
  for (const rows of [5, 20, 100, 500]) expect(await rungTokens(page, rows)).toEqual(expected[rows]);
  await expect(page.getByRole('heading', { name: 'Response size by rung and scale' })).toBeVisible();
  await expect(page.getByText('cl100k_base tokens', { exact: true })).toBeVisible();
  await expect(page.getByTestId('legend-tokens')).toHaveText('21 tokens');
});

test('unticking priority changes L2–L5 and leaves L0–L1', async ({ page }) => {
  const before = await rungTokens(page, 100);
  await page.getByRole('button', { name: 'Keep field priority' }).click();
  await expect(page.getByTestId('cell-L4-100')).not.toHaveText(String(before[4]!.toLocaleString('en-US')));
  await ladderReady(page);
  const after = await rungTokens(page, 100);
  expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
  for (let i = 2; i < 6; i++) expect(after[i], RUNG_IDS[i]).toBeLessThan(before[i]!);
  expect(after).toEqual(nodeLadder(['id', 'status', 'assignee'])[100]);
  expect(page.url()).toContain('-priority');
});

test('o200k_base is loaded on demand and counts as in Node', async ({ page }) => {
  await page.getByRole('radio', { name: 'o200k_base' }).click();
  await expect(page.getByTestId('status')).toContainText('o200k_base', { timeout: 30_000 });
  await ladderReady(page);
  expect(await rungTokens(page, 500)).toEqual(nodeLadder(ROLL_CALL, 'o200k_base')[500]);
});

test('a custom row count adds a scale', async ({ page }) => {
  await page.getByLabel('Custom row count').fill('37');
  await page.getByRole('button', { name: 'Add row count' }).click();
  await expect(page.getByTestId('cell-L0-37')).toBeVisible();
  await ladderReady(page);
  const ladder = computeLadder([{ label: '37', records: generateTasks(37) }], ROLL_CALL, nodeCounter('cl100k_base'));
  expect(await rungTokens(page, 37)).toEqual(RUNG_IDS.map((id) => ladder.scales[0]!.rungs[id].tokens));
});

test('a link reproduces the view, and a malformed link falls back with a warning', async ({ page }) => {
  await page.goto(
    './?fields=id,-name,status,-assignee,-description,-priority,-created,-updated&scales=5,20&enc=cl100k_base&y=log',
  );
  await ladderReady(page);
  await expect(page.getByTestId('cell-L4-20')).toBeVisible();
  await expect(page.getByTestId('cell-L4-100')).toHaveCount(0);
  expect(await rungTokens(page, 20)).toEqual(nodeLadder(['id', 'status'])[20]);
  await page.goto('./?scales=abc&enc=bogus');
  await ladderReady(page);
  await expect(page.getByRole('alert').filter({ hasText: 'could not be read' })).toContainText('encoding "bogus"');
  expect(await rungTokens(page, 500)).toEqual(nodeLadder(ROLL_CALL)[500]);
});

test('invalid JSON is reported with line and column above the counts before, kept and said so until dismissed', async ({
  page,
}) => {
  const before = await rungTokens(page, 5);
  await dropTexts(page, [{ name: 'broken.json', text: '[\n  {"id": "a",}\n]' }]);
  const alert = page.getByRole('alert').filter({ hasText: 'broken.json' });
  await expect(alert).toContainText('line 2');
  await expect(alert).toContainText('column');
  await expect(page.getByTestId('status-kept')).toBeVisible();
  expect(await rungTokens(page, 5)).toEqual(before);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await ladderReady(page);
  await expect(page.getByTestId('status-kept')).toHaveCount(0);
  expect(await rungTokens(page, 5)).toEqual(before);
});

test.describe('reference data', () => {
  test('dropping json-5.txt keeps its 8 fields (485 / 346 / 485 / 346 / 270 / 265); Roll-call shows 485 / 346 / 186 / 107 / 65 / 63', async ({
    page,
  }) => {
    await dropFiles(page, [join(referenceDir(), 'json-5.txt')]);
    await expect(page.getByTestId('data-source')).toContainText('json-5.txt');
    await ladderReady(page);
    // Own data opens with every field kept (`npm run ladder` of the file prints the same figures).
    await expect(page.getByText('8 of 8 kept.')).toBeVisible();
    expect(await rungTokens(page, 5)).toEqual([485, 346, 485, 346, 270, 265]);
    // The article's projection is one click away.
    await page.getByRole('button', { name: 'Roll-call' }).click();
    await ladderReady(page);
    expect(await rungTokens(page, 5)).toEqual([485, 346, 186, 107, 65, 63]);
    // The seed article: "At five rows the whole response is 1,732 bytes and 485 tokens".
    await expect(page.getByTestId('cell-as-received-5')).toHaveText('485');
    await expect(page.locator('tr[data-rung="as-received"] .secondary')).toHaveText('1,732 B · 1,732 chars');
  });

  test('picking all four reference files shows the published table', async ({ page }) => {
    await page
      .getByTestId('file-input')
      .setInputFiles([5, 20, 100, 500].map((n) => join(referenceDir(), `json-${n}.txt`)));
    await expect(page.getByTestId('data-source')).toContainText('4 loaded files');
    // The article's roll-call projection (own data opens with every field kept).
    await page.getByRole('button', { name: 'Roll-call' }).click();
    await ladderReady(page);
    expect(await rungTokens(page, 5)).toEqual([485, 346, 186, 107, 65, 63]);
    expect(await rungTokens(page, 20)).toEqual([1957, 1398, 742, 423, 239, 237]);
    expect(await rungTokens(page, 100)).toEqual([9836, 7037, 3688, 2089, 1154, 1152]);
    expect(await rungTokens(page, 500)).toEqual([48933, 34934, 18433, 10434, 5748, 5746]);
  });
});

test("the chart's bars stand in the legend's order, also for a format added after another", async ({ page }) => {
  await page.goto('./?formats=yaml');
  await ladderReady(page);
  const chart = page.locator('.chart-panel').filter({ has: page.locator('#ladder-chart-title') });
  await expect(chart.locator('.recharts-bar')).toHaveCount(7);
  // CSV comes before YAML in the ladder's order, though it is added second.
  await page
    .getByRole('radio', { name: 'Add CSV' })
    .or(page.getByRole('button', { name: 'Add CSV' }))
    .click();
  await expect(chart.locator('.recharts-bar')).toHaveCount(8);
  const legend = await chart
    .locator('.recharts-legend-item rect')
    .evaluateAll((els) => els.map((e) => e.getAttribute('fill')));
  const bars = await chart
    .locator('.recharts-bar')
    .evaluateAll((els) => els.map((e) => e.querySelector('path')?.getAttribute('fill')));
  const order = await chart.locator('.recharts-legend-item').evaluateAll((els) => els.map((e) => e.dataset.series));
  expect(order).toEqual([...RUNG_IDS, 'csv', 'yaml']);
  expect(bars).toEqual(legend);
});
