/**
 * `npx tsx e2e/shot-charts.ts BASE_URL OUT_DIR`: a screenshot of every chart of the page (each
 * chart's figure), at 1400 px and 390 px wide, in the light and the dark theme, with every added
 * format shown and an MCP transport (so the transport chart draws), and a session log dropped.
 * Files: `OUT_DIR/<view>-<n>-<width>-<theme>.png`; `SHOT_VIEWS=savings,transport` for some views only.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium.ts';
import { dropTexts } from './helpers.ts';

const [base = 'http://127.0.0.1:4173/cce/', out = '/tmp/chart-shots'] = process.argv.slice(2);
const QUERY = 'formats=csv,yaml,toon,markdown,jsonl,json-source&transport=mcp-2025';
const ALL = ['ladder', 'savings', 'break-even', 'transport', 'growth', 'sessions'];
// `SHOT_VIEWS=break-even,savings` takes those views only.
const VIEWS = process.env.SHOT_VIEWS?.split(',') ?? ALL;

async function dropSession(page: Page): Promise<void> {
  await page.getByTestId('session-drop').waitFor({ timeout: 30_000 });
  const text = readFileSync('fixtures/sessions/claude-code.jsonl', 'utf8');
  await dropTexts(page, [{ name: 'claude-code.jsonl', text }], 'session-drop');
  await page.getByRole('radio', { name: 'Placeholder and notes' }).check({ timeout: 30_000 });
  await page.getByTestId('session-before-after').waitFor({ timeout: 30_000 });
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
for (const width of [1400, 390]) {
  for (const theme of ['light', 'dark'] as const) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: theme });
    page.on('pageerror', (e) => process.stdout.write(`pageerror: ${e.message}\n`));
    for (const view of VIEWS) {
      await page.goto(`${base}?view=${view}&${QUERY}`);
      await page.getByTestId('status').getByText('nothing is sent anywhere').waitFor({ timeout: 30_000 });
      if (view === 'sessions') await dropSession(page);
      await page.waitForTimeout(800);
      const figures = page.locator(
        '.be-chart-panel, figure:has(.recharts-surface):not(.be-multiple), [data-testid="break-even-multiple-L4-L5"], [data-testid="break-even-multiple-L0-L4"]',
      );
      const n = await figures.count();
      for (let i = 0; i < n; i++) {
        const path = `${out}/${view}-${i + 1}-${width}-${theme}.png`;
        await figures.nth(i).screenshot({ path });
        process.stdout.write(`${path}\n`);
      }
    }
    await page.close();
  }
}
await browser.close();
