/**
 * `npx tsx e2e/shot-screens.ts [BASE_URL] [OUT_DIR]`: screenshots of every view at a phone
 * (390×844), a desktop (1440×900) and a projector (1920×1080, plain and in presentation mode), in the light and the dark
 * theme, for looking at the layout: `OUT_DIR/<view>-<size>[-present]-<theme>.png` (default
 * `/tmp/h1-shots`). The phone shots are full-page; the desktop and wall shots are the first screen only
 * (what the room sees), and `drawer-<size>-<theme>.png` the open settings drawer; a tall phone page is also cut into `-partN.png` pieces. `ONLY=ladder,savings` limits the views, `SCREENS=phone,desk` the sizes, `QUERY=formats=csv,toon` adds to every view's address.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { VIEWS } from '../src/state/views.ts';
import { CHROMIUM_LAUNCH } from './chromium.ts';

const [base = 'http://127.0.0.1:4321/cce/', dir = '/tmp/h1-shots'] = process.argv.slice(2);
const only = process.env.ONLY?.split(',');
const sizes = process.env.SCREENS?.split(',');
const query = process.env.QUERY ? `&${process.env.QUERY}` : '';
const screens = [
  { name: 'phone', width: 390, height: 844, present: false, fullPage: true },
  { name: 'desk', width: 1440, height: 900, present: false, fullPage: false },
  { name: 'wall', width: 1920, height: 1080, present: false, fullPage: false },
  { name: 'wall-present', width: 1920, height: 1080, present: true, fullPage: false },
];
mkdirSync(dir, { recursive: true });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
for (const scheme of ['light', 'dark'] as const) {
  for (const screen of screens.filter((s) => !sizes || sizes.includes(s.name))) {
    const page = await browser.newPage({
      viewport: { width: screen.width, height: screen.height },
      colorScheme: scheme,
    });
    page.on('pageerror', (e) => process.stdout.write(`pageerror: ${e.message}\n`));
    for (const view of VIEWS.filter((v) => !only || only.includes(v))) {
      await page.goto(`${base}?view=${view}${screen.present ? '&present=1' : ''}${query}`);
      await page.getByTestId('status').getByText('nothing is sent anywhere').waitFor({ timeout: 30_000 });
      // Charts and lazy views draw a moment after the counts arrive.
      await page.waitForTimeout(800);
      const out = `${dir}/${view}-${screen.name}-${scheme}.png`;
      await page.screenshot({ path: out, fullPage: screen.fullPage });
      // A tall page is also cut into parts two screens high, small enough to look at.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const part = screen.height * 2;
      for (let y = 0, n = 1; screen.fullPage && height > part && y < height; y += part, n++) {
        const clip = { x: 0, y, width: screen.width, height: Math.min(part, height - y) };
        await page.screenshot({ path: out.replace('.png', `-part${n}.png`), fullPage: true, clip });
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      process.stdout.write(`${out}${overflow > 0 ? ` OVERFLOWS by ${overflow} px` : ''}\n`);
    }
    // The settings drawer, open over the last view (phone and presentation mode only).
    const button = page.getByTestId('settings-button');
    if (await button.isVisible()) {
      await button.click();
      await page.getByRole('dialog', { name: 'Settings' }).waitFor();
      await page.screenshot({ path: `${dir}/drawer-${screen.name}-${scheme}.png` });
      process.stdout.write(`${dir}/drawer-${screen.name}-${scheme}.png\n`);
    }
    await page.close();
  }
}
await browser.close();
