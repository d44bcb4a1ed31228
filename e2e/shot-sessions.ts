/**
 * `npx tsx e2e/shot-sessions.ts URL OUT.png [light|dark] [WIDTHxHEIGHT]`: a full-page screenshot of
 * the sessions view with `fixtures/sessions/claude-code.jsonl` dropped and the placeholder strategy
 * chosen (e2e/shot.ts waits for the ladder only); `LOG=name` drops another fixture. With `COMPARE=1`, `claude-code-minified.jsonl`
 * is dropped as the second run and the shot waits for the comparison.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium.ts';

const [url = 'http://127.0.0.1:4207/cce/?view=sessions', out = '/tmp/s.png', scheme = 'light', size = '1400x1000'] =
  process.argv.slice(2);
const [width, height] = size.split('x').map(Number) as [number, number];
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const page = await browser.newPage({ viewport: { width, height }, colorScheme: scheme as 'light' | 'dark' });
page.on('pageerror', (e) => process.stdout.write(`pageerror: ${e.message}\n`));
await page.goto(url);
await page.getByTestId('session-drop').waitFor({ timeout: 30_000 });
/** Drops the fixture session `name` on the drop zone `testId`. */
async function drop(testId: string, name: string) {
  const text = readFileSync(`fixtures/sessions/${name}`, 'utf8');
  const transfer = await page.evaluateHandle(
    ([t, n]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([t], n));
      return dt;
    },
    [text, name] as const,
  );
  await page.getByTestId(testId).dispatchEvent('drop', { dataTransfer: transfer }, { timeout: 30_000 });
}
await drop('session-drop', process.env.LOG ?? 'claude-code.jsonl');
if (process.env.COMPARE) {
  await drop('session-compare-drop', 'claude-code-minified.jsonl');
  await page.getByTestId('session-compare-table').waitFor({ timeout: 30_000 });
}
await page.getByRole('radio', { name: process.env.STRATEGY ?? 'Placeholder and notes' }).check({ timeout: 30_000 });
await page.getByTestId('session-before-after').waitFor({ timeout: 30_000 });
await page.waitForTimeout(500);
const clip = process.env.CLIP_TESTID;
if (clip) await page.getByTestId(clip).screenshot({ path: out });
else await page.screenshot({ path: out, fullPage: true });
await browser.close();
