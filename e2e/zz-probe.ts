import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium.ts';
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, colorScheme: 'dark', isMobile: true, hasTouch: true });
await page.goto(`http://127.0.0.1:4321/cce/?transport=mcp-2026-structured&formats=csv,toon`);
await page.getByTestId('status').getByText('Counted exactly').waitFor();
await page.waitForTimeout(1000);
await page.screenshot({ path: '/tmp/h1-phone-mcp.png' });
await browser.close();
