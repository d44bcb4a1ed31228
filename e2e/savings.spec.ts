import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { requireArticleLadderDir } from '../src/node/reference-dir.ts';
import { ladderReady } from './helpers.ts';

// Resolved when a reference test runs: without the data it fails with where to put it.
const referenceDir = (): string => requireArticleLadderDir();

test('added formats appear in the ladder table and chart', async ({ page }) => {
  await page.goto('./');
  await ladderReady(page);
  await page.getByRole('button', { name: 'Add TOON' }).click();
  await page.getByRole('button', { name: 'Add CSV' }).click();
  await expect(page.locator('tr[data-rung="toon"]')).toBeVisible();
  await expect(page.locator('tr[data-rung="csv"]')).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('formats')).toBe('csv,toon');
});

test('chart legends list the series in the order of the bars and lines, under the plot', async ({ page }) => {
  await page.goto('./?formats=csv,yaml,toon,markdown,jsonl,json-source');
  await ladderReady(page);
  const order = ['L0', 'L1', 'L2', 'L3', 'L4', 'L5', 'csv', 'yaml', 'toon', 'markdown', 'jsonl', 'json-source'];
  const ids = (items: Locator, attribute: string) =>
    items.evaluateAll((els, a) => els.map((el) => el.getAttribute(a)), attribute);
  // The ladder's bars, in the table's row order; its legend the same (the chart draws after the table).
  await expect
    .poll(() => ids(page.locator('[data-testid="ladder-table"] tbody tr[data-rung]'), 'data-rung'))
    .toEqual(order);
  const ladderLegend = page.locator('.chart-panel').first().getByTestId('series-legend').locator('li');
  await expect.poll(() => ids(ladderLegend, 'data-series')).toEqual(order);

  await page.getByRole('tab', { name: 'Savings' }).click();
  const scaling = page.locator('figure', { has: page.getByRole('heading', { name: 'How each rung grows with rows' }) });
  const legend = scaling.getByTestId('series-legend').locator('li');
  await expect.poll(() => ids(legend, 'data-series')).toEqual(order);
  // Each line has its own dash, in series order: L4 solid, L5 dashed, CSV dotted, …
  const dashes = await scaling
    .locator('.recharts-line-curve')
    .evaluateAll((paths) => paths.map((p) => p.getAttribute('stroke-dasharray')));
  expect(dashes.slice(4, 7)).toEqual([null, '8 4', '2 3']);
  expect(dashes).toHaveLength(order.length);
  // The fit's fixed part is said in words beside it: L0's is below zero, and why.
  await expect(scaling.getByTestId('fit-table').locator('tbody tr').first()).toContainText(
    '−22 tokens at 0 rows: not a cost but where the fitted line meets 0 rows, below zero because later rows cost more each',
  );
});

test('at 390 × 844 every legend sits under its plot, never over it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const view of ['ladder', 'savings', 'transport', 'growth']) {
    await page.goto(`./?view=${view}&formats=csv,yaml,toon,markdown,jsonl,json-source&transport=mcp-2025`);
    await ladderReady(page);
    const charts = page.locator('.chart:has(.series-legend)');
    await expect(charts.first()).toBeVisible();
    for (const chart of await charts.all()) {
      await chart.scrollIntoViewIfNeeded();
      const plot = (await chart.locator('.recharts-cartesian-grid').first().boundingBox())!;
      const legend = (await chart.locator('.series-legend').boundingBox())!;
      const surface = (await chart.locator('svg.recharts-surface').first().boundingBox())!;
      expect(legend.y, `${view}: the legend starts under the plot`).toBeGreaterThanOrEqual(plot.y + plot.height);
      expect(legend.y, `${view}: and under the whole drawing`).toBeGreaterThanOrEqual(surface.y + surface.height - 1);
      expect(legend.x + legend.width, `${view}: inside the screen`).toBeLessThanOrEqual(390);
    }
  }
});

test.describe('savings on the reference data', () => {
  test('percentages name their denominators and the ordering shows two credits with one total', async ({ page }) => {
    await page.goto('./?view=savings');
    await ladderReady(page);
    await page
      .getByTestId('file-input')
      .setInputFiles([5, 20, 100, 500].map((n) => join(referenceDir(), `json-${n}.txt`)));
    await expect(page.getByTestId('data-source')).toContainText('4 loaded files');
    await ladderReady(page);
    // Own data: every field kept and percentages of the text as received, until the article's
    // roll-call projection and its rule (each move's source rung) are chosen.
    await expect(page.getByTestId('saving-received-L4-100')).toContainText('% of as received');
    await page.getByRole('button', { name: 'Roll-call' }).click();
    await page.getByRole('radiogroup', { name: 'Percentages of:' }).getByRole('radio', { name: 'each move' }).click();
    await expect(page).toHaveURL(/[?&]base=move(&|$)/);
    await ladderReady(page);
    await expect(page.getByTestId('saving-L1-L3-100')).toContainText('70.31 % of L1');
    await expect(page.getByTestId('saving-L0-L2-100')).toContainText('62.51 % of L0');
    await expect(page.getByTestId('saving-L3-L4-100')).toContainText('44.76 % of L3');
    await expect(page.getByTestId('saving-L0-L4-100')).toContainText('88.27 % of L0');
    await expect(page.getByTestId('ordering-minify-first')).toContainText('28.46 % of L0');
    await expect(page.getByTestId('ordering-minify-first')).toContainText('78.76 % of L0');
    await expect(page.getByTestId('ordering-project-first')).toContainText('43.36 % of L2');
    await page.getByRole('button', { name: 'Round percentages to whole points' }).click();
    await expect(page.getByTestId('saving-L1-L3-100')).toContainText('70 % of L1');
  });
});
