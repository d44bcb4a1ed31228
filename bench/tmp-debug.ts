import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../e2e/chromium.ts';
import { startServer } from './browser-kit.ts';
const server = await startServer(4314);
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const page = await browser.newPage();
  await page.goto('http://127.0.0.1:4314/cce/?view=history');
  await page.getByTestId('history-folder-input').waitFor({ state: 'attached' });
  await page.waitForTimeout(1000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  const t = Date.now();
  await page.getByTestId('history-folder-input').setInputFiles(process.argv[2]!);
  await page.waitForFunction(() => document.querySelector('[data-testid=history-status]')?.textContent?.startsWith('Read '), null, { timeout: 300000, polling: 200 });
  console.log('done in', Date.now() - t);
  await page.waitForTimeout(500);
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync('/tmp/h4/page.cpuprofile', JSON.stringify(profile));
} finally {
  await browser.close();
  server.kill();
}
