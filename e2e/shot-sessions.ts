/**
 * `npx tsx e2e/shot-sessions.ts URL OUT.png [light|dark] [WIDTHxHEIGHT]`: a full-page screenshot of
 * the sessions view with `fixtures/sessions/claude-code.jsonl` dropped and the placeholder strategy
 * chosen (e2e/shot.ts waits for the ladder only).
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
const text = readFileSync('fixtures/sessions/claude-code.jsonl', 'utf8');
const transfer = await page.evaluateHandle((t) => {
  const dt = new DataTransfer();
  dt.items.add(new File([t], 'claude-code.jsonl'));
  return dt;
}, text);
await page.getByTestId('session-drop').dispatchEvent('drop', { dataTransfer: transfer });
await page.getByRole('radio', { name: process.env.STRATEGY ?? 'Placeholder and notes' }).check({ timeout: 30_000 });
await page.getByTestId('session-before-after').waitFor({ timeout: 30_000 });
await page.waitForTimeout(500);
const clip = process.env.CLIP_TESTID;
if (clip) await page.getByTestId(clip).screenshot({ path: out });
else await page.screenshot({ path: out, fullPage: true });
await browser.close();
