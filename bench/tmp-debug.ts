import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../e2e/chromium.ts';
import { startServer } from './browser-kit.ts';
const server = await startServer(4314);
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const page = await browser.newPage();
  page.on('console', (m) => console.log('console:', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  page.on('worker', (w) => console.log('worker:', w.url()));
  await page.goto('http://127.0.0.1:4314/cce/?view=history');
  const t = Date.now();
  await page.getByTestId('history-folder-input').setInputFiles(process.argv[2]!);
  console.log('setInputFiles took', Date.now() - t, 'ms');
  for (let i = 0; i < 12; i++) {
    await page.waitForTimeout(5000);
    console.log((Date.now() - t) / 1000, await page.getByTestId('history-status').textContent().catch(() => 'no status'));
    if ((await page.getByTestId('history-status').textContent().catch(() => ''))?.startsWith('Read ')) break;
  }
} finally {
  await browser.close();
  server.kill();
}
