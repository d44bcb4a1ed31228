/**
 * `npx tsx e2e/shot-verdict.ts BASE_URL OUT_DIR`: the verdict card (and the sidebar's model and
 * price) in both themes at desktop width and at 390 px, for looking at what was built.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium.ts';

const [base = 'http://127.0.0.1:4173/cce/', out = '/tmp'] = process.argv.slice(2);
const browser = await chromium.launch(CHROMIUM_LAUNCH);
for (const scheme of ['light', 'dark'] as const) {
  for (const [name, width] of [
    ['desktop', 1440],
    ['phone', 390],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
    page.on('pageerror', (e) => process.stdout.write(`pageerror: ${e.message}\n`));
    await page.goto(`${base}?transport=mcp-2025&model=gpt-5`);
    await page.getByTestId('verdict-payload').waitFor({ state: 'attached', timeout: 30_000 });
    await page.getByTestId('verdict').screenshot({ path: `${out}/verdict-${name}-${scheme}.png` });
    // On a phone the settings are in a drawer: only the desktop shows the price control.
    if (name === 'desktop')
      await page.locator('.price-control').screenshot({ path: `${out}/price-${name}-${scheme}.png` });
    await page.close();
  }
}
await browser.close();
