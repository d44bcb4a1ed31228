import { test } from '@playwright/test';
import { ladderReady } from './helpers.ts';
test('w', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __log: string[] };
    w.__log = [];
    const desc = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage')!;
    Object.defineProperty(Worker.prototype, 'onmessage', {
      set(fn: (e: MessageEvent) => void) {
        desc.set!.call(this, (e: MessageEvent) => {
          const t = performance.now();
          fn.call(this, e);
          const sync = performance.now() - t;
          const type = (e.data as { type: string }).type;
          queueMicrotask(() => {});
          setTimeout(() => { const d = performance.now() - t; if (type === "error") w.__log.push(JSON.stringify(e.data).slice(0, 300)); if (d > 15) w.__log.push(`${Math.round(t)} ${type} sync ${Math.round(sync)} task ${Math.round(d)}`); }, 0);
        });
      },
      get() { return desc.get!.call(this); },
    });
    new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__log.push(`long ${Math.round(e.startTime)}+${Math.round(e.duration)}`); }).observe({ type: 'longtask' });
  });
  const record = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`field_${i}`, i % 4 === 0 ? { a: i, b: 'x' } : `value ${i}`]));
  await page.goto('./');
  await ladderReady(page);
  await page.getByText('Paste a response instead').click();
  await page.getByTestId('paste-text').fill(JSON.stringify([record]));
  await page.evaluate(() => { (window as unknown as { __log: string[] }).__log.length = 0; });
  await page.getByRole('button', { name: 'Use the pasted text' }).click();
  await page.getByText(/of 2,500 kept\./).waitFor({ timeout: 30000 });
  await page.waitForTimeout(3000);
  console.log('LOG', await page.evaluate(() => (window as unknown as { __log: string[] }).__log.join(' | ')));
});
