/**
 * `npm run bench:browser` (second part): loading a record of 2,000 fields (500 of them objects of
 * two, so 2,500 field paths) into the page, in Debian's Chromium through Playwright, from the
 * production build. Per run, in a fresh browser context: paste the record, start a
 * `requestAnimationFrame` probe, click "Use the pasted text", wait until the field tree says
 * "of 2,500 kept." and one second more; the figure is the longest time between two frames
 * (the page's frame gap) and the longest main-thread task (PerformanceObserver 'longtask',
 * 50 ms or more only). The goal: no frame gap over 100 ms. Prints figures; no assertions.
 */
import type { Browser } from '@playwright/test';
import { benchRuns, machineLine, median, ms } from './browser-kit.ts';

const PORT = Number(process.env.CCE_PORT ?? 4322);
const BASE = `http://127.0.0.1:${PORT}/cce/`;
const RUNS = Number(process.env.RUNS ?? 5);
const RECORD = Object.fromEntries(
  Array.from({ length: 2000 }, (_, i) => [`field_${i}`, i % 4 === 0 ? { a: i, b: 'x' } : `value ${i}`]),
);

// A string, not a function: tsx would wrap a function's inner functions in a helper the page lacks.
const PROBE = `
  window.__gap = 0; window.__stop = false; window.__longest = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
  }).observe({ type: 'longtask' });
  let last = performance.now();
  requestAnimationFrame(function frame(now) {
    window.__gap = Math.max(window.__gap, now - last);
    last = now;
    if (!window.__stop) requestAnimationFrame(frame);
  });
`;

interface Probe {
  __gap: number;
  __stop: boolean;
  __longest: number;
}

async function oneRun(browser: Browser): Promise<{ gapMs: number; longestTaskMs: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(BASE);
    await page.getByTestId('status').filter({ hasText: 'nothing is sent anywhere' }).waitFor({ timeout: 60_000 });
    await page.getByText('Paste a response instead').click();
    await page.getByTestId('paste-text').fill(JSON.stringify([RECORD]));
    await page.evaluate(PROBE);
    await page.getByRole('button', { name: 'Use the pasted text' }).click();
    await page.getByText(/of 2,500 kept\./).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    return await page.evaluate(() => {
      const probe = window as unknown as Probe;
      probe.__stop = true;
      return { gapMs: probe.__gap, longestTaskMs: probe.__longest };
    });
  } finally {
    await context.close();
  }
}

await benchRuns(PORT, RUNS, oneRun, (runs, browser) => {
  const gaps = runs.map((r) => r.gapMs);
  const tasks = runs.map((r) => r.longestTaskMs);
  const range = (v: number[]) => `${ms(Math.min(...v))} – ${ms(Math.max(...v))}`;
  console.log(`\n## Loading a 2,000-field record (median of ${RUNS} runs, each in a fresh context)\n`);
  console.log('| measure | median | range over runs | target |');
  console.log('| --- | ---: | ---: | ---: |');
  console.log(
    `| longest frame gap from "Use the pasted text" to the tree shown | ${ms(median(gaps))} | ${range(gaps)} | ≤ 100 ms |`,
  );
  console.log(`| longest main-thread task (0 = none ≥ 50 ms) | ${ms(median(tasks))} | ${range(tasks)} | |`);
  console.log(`\n${machineLine(browser)}`);
});
