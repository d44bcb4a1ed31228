import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { requireArticleLadderDir } from '../src/node/reference-dir.ts';
import { dropTexts, ladderReady } from './helpers.ts';

test('the page makes no request outside its own origin while loading, counting, switching, exporting and sharing', async ({
  page,
  baseURL,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.push(url.href);
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin) foreign.push(url.href);
  });
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto('./');
  await ladderReady(page);
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("connect-src 'self'");
  await page.getByRole('radio', { name: 'o200k_base' }).click();
  await ladderReady(page);
  const dir = requireArticleLadderDir();
  await dropTexts(page, [{ name: 'mine.json', text: JSON.stringify([{ id: 1, url: 'https://example.com/x' }]) }]);
  await expect(page.getByTestId('data-source')).toContainText('mine.json');
  await ladderReady(page);
  await page.getByTestId('file-input').setInputFiles(join(dir, 'json-5.txt'));
  await ladderReady(page);
  for (const view of ['savings', 'break-even', 'transport', 'growth']) {
    await page
      .getByRole('tab', { name: new RegExp(view === 'growth' ? 'Conversation growth' : view.replace('-', '.'), 'i') })
      .click();
    await ladderReady(page);
  }
  await page.getByRole('tab', { name: 'Tokens' }).click();
  await ladderReady(page);
  await page.getByRole('tab', { name: 'Ladder' }).click();
  await page.getByRole('button', { name: /Copy the Tokens per rung.*as Markdown/ }).click();
  const png = page.waitForEvent('download');
  await page.getByRole('button', { name: /Download the Response size by rung and scale chart as PNG/ }).click();
  await png;
  await page.getByRole('button', { name: 'Copy link with my data' }).click();
  await expect(page.getByTestId('link-carries-data')).toBeVisible();
  await page.getByRole('button', { name: 'Copy the review snapshot as Markdown' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('%');
  expect(seen.length).toBeGreaterThan(3);
  expect(foreign).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});
