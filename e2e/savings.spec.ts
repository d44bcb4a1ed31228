import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { articleLadderDir } from '../src/node/reference-dir.ts';
import { ladderReady } from './helpers.ts';

const referenceDir = articleLadderDir();

test('added formats appear in the ladder table and chart', async ({ page }) => {
  await page.goto('./');
  await ladderReady(page);
  await page.getByRole('button', { name: 'Add TOON' }).click();
  await page.getByRole('button', { name: 'Add CSV' }).click();
  await expect(page.locator('tr[data-rung="toon"]')).toBeVisible();
  await expect(page.locator('tr[data-rung="csv"]')).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('formats')).toBe('csv,toon');
});

test.describe('savings on the reference data', () => {
  test.skip(!referenceDir && !process.env.CI, 'reference data absent (../shared/reference or CCE_REFERENCE_DIR)');

  test('percentages name their denominators and the ordering shows two credits with one total', async ({ page }) => {
    await page.goto('./?view=savings');
    await ladderReady(page);
    await page
      .getByTestId('file-input')
      .setInputFiles([5, 20, 100, 500].map((n) => join(referenceDir!, `json-${n}.txt`)));
    await expect(page.getByTestId('data-source')).toContainText('4 loaded files');
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
