/** `npx tsx e2e/shot.ts URL OUT.png [light|dark]`: a full-page screenshot for looking at the page. */
import { chromium } from '@playwright/test';

const [url = 'http://127.0.0.1:4173/cce/', out = '/tmp/shot.png', scheme = 'light'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
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
