/**
 * `npm run screenshot`: draws `docs/screenshot.png`, the README's picture of the page, from the
 * production build (`dist/`, built first by the npm script) at 1440 × 900 in the light theme.
 */
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium.ts';

const PORT = '4179';
const OUT = new URL('../docs/screenshot.png', import.meta.url).pathname;

const server = spawn(process.execPath, ['--import', 'tsx', 'e2e/serve.ts'], {
  env: { ...process.env, CCE_PORT: PORT },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve) => server.stdout.once('data', () => resolve()));
try {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, colorScheme: 'light' });
  await page.goto(`http://127.0.0.1:${PORT}/cce/`);
  await page.getByTestId('ladder-table').waitFor({ timeout: 30_000 });
  await page.locator('.chart-panel .recharts-surface').first().waitFor({ timeout: 30_000 });
  await page.screenshot({ path: OUT });
  await browser.close();
  process.stdout.write(`wrote ${OUT}\n`);
} finally {
  server.kill();
}
