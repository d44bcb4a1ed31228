import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { RUNG_IDS } from '../src/core/ladder/rungs.ts';
import { ladderReady } from './helpers.ts';

const TABLE = 'Tokens per rung and format';
const CHART = 'Response size by rung and scale';

/** The cells of a Markdown table row: `| a | b |` → ['a', 'b']. */
const cellsOf = (line: string) => line.slice(2, -2).split(' | ');

test.describe('with clipboard access', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
    await page.goto('./');
    await ladderReady(page);
  });

  test('Copy as Markdown puts the ladder table on the clipboard as the page shows it', async ({ page }) => {
    await page.getByRole('button', { name: `Copy the ${TABLE} table as Markdown` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    const lines = markdown.split('\n');
    expect(lines[0]).toBe(`### ${TABLE}`);
    expect(lines).toContain('| Rung | 5 rows (tokens) | 20 rows (tokens) | 100 rows (tokens) | 500 rows (tokens) |');
    expect(lines).toContain('| --- | ---: | ---: | ---: | ---: |');
    for (const id of RUNG_IDS) {
      const row = lines.find((l) => l.startsWith(`| ${id} `));
      expect(row, id).toBeDefined();
      const shown = await Promise.all(
        [5, 20, 100, 500].map((rows) => page.getByTestId(`cell-${id}-${rows}`).innerText()),
      );
      expect(cellsOf(row!).slice(1), id).toEqual(shown);
    }
    expect(markdown).toContain('Each cell: cl100k_base tokens of the whole response.');
  });

  test('Copy as Markdown on the savings table keeps every denominator', async ({ page }) => {
    await page.getByRole('tab', { name: 'Savings' }).click();
    await page.getByRole('button', { name: 'Copy the Savings of each move table as Markdown' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    const row = markdown.split('\n').find((l) => l.startsWith('| L1 → L3 projection, minified |'))!;
    const shown = (await page.getByTestId('saving-L1-L3-100').innerText()).split('\n');
    expect(row).toContain(`${shown[0]} (${shown[1]}; ${shown[2]})`);
    expect(row).toContain('% of L1');
  });
});

test.describe('downloads', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('./');
    await ladderReady(page);
  });

  test('Download CSV saves the ladder table, header row first, numbers as displayed', async ({ page }) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download the ${TABLE} table as CSV` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('tokens-per-rung-and-format.csv');
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const records = csv.split('\r\n');
    expect(records[0]).toBe('Rung,5 rows (tokens),20 rows (tokens),100 rows (tokens),500 rows (tokens)');
    const l0 = await Promise.all([5, 20, 100, 500].map((rows) => page.getByTestId(`cell-L0-${rows}`).innerText()));
    expect(records[1]).toBe(`"L0 Pretty JSON, full",${l0.map((t) => (t.includes(',') ? `"${t}"` : t)).join(',')}`);
    expect(records).toHaveLength(RUNG_IDS.length + 2); // header, six rungs, and the empty string after the last CRLF
    expect(records.at(-1)).toBe('');
  });

  test('Download PNG saves a 2× PNG of the ladder chart', async ({ page }) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download the ${CHART} chart as PNG` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('response-size-by-rung-and-scale.png');
    const png = readFileSync((await download.path())!);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.length).toBeGreaterThan(10_000);
    // IHDR: width and height, twice the chart's CSS pixels.
    const width = png.readUInt32BE(16);
    const box = await page.locator('.chart-panel .recharts-wrapper > svg.recharts-surface').first().boundingBox();
    expect(width).toBe(Math.round(box!.width) * 2);
  });

  test('Download SVG saves the chart with its title and no CSS variables left', async ({ page }) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download the ${CHART} chart as SVG` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('response-size-by-rung-and-scale.svg');
    const svg = readFileSync((await download.path())!, 'utf8');
    expect(svg).toContain('<svg');
    expect(svg).toContain(`<title>${CHART}</title>`);
    expect(svg).toContain('L0 Pretty JSON, full'); // the legend, redrawn
    expect(svg).not.toContain('var(--');
  });
});

test('when the clipboard refuses, the Markdown is shown to copy by hand', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
  });
  await page.goto('./');
  await ladderReady(page);
  await page.getByRole('button', { name: `Copy the ${TABLE} table as Markdown` }).click();
  const area = page.getByRole('textbox', { name: /did not allow copying/ });
  await expect(area).toBeVisible();
  await expect(area).toHaveJSProperty('readOnly', true);
  expect(await area.inputValue()).toContain(`### ${TABLE}`);
  await expect(page.getByRole('status').filter({ hasText: 'Copying was blocked' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(area).toBeHidden();
});
