/** `npx tsx e2e/shot.ts URL OUT.png [light|dark]`: a full-page screenshot for looking at the page. */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium.ts';

const [url = 'http://127.0.0.1:4173/cce/', out = '/tmp/shot.png', scheme = 'light'] = process.argv.slice(2);
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const page = await browser.newPage({
  viewport: { width: 1400, height: 1000 },
  colorScheme: scheme as 'light' | 'dark',
});
page.on('console', (m) => process.stdout.write(`console ${m.type()}: ${m.text()}\n`));
page.on('pageerror', (e) => process.stdout.write(`pageerror: ${e.message}\n`));
await page.goto(url);
await page.getByTestId('ladder-table').waitFor({ timeout: 30_000 });
if (process.env.WAIT_CHART) await page.locator('.chart-panel .recharts-surface').first().waitFor({ timeout: 30_000 });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
