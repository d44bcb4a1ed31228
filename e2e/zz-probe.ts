import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium.ts';
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
await page.goto(`http://127.0.0.1:4321/cce/?view=${process.argv[2]}`);
await page.getByTestId('status').getByText('Counted exactly').waitFor();
await page.waitForTimeout(500);
console.log(await page.evaluate(() => {
  const out: string[] = [];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.right > innerWidth + 0.5 && getComputedStyle(el).position !== 'fixed') {
      let p = el.parentElement, clipped = false;
      while (p) { const o = getComputedStyle(p).overflowX; if (o !== 'visible') { clipped = true; break; } p = p.parentElement; }
      if (!clipped) { out.push(`${el.tagName}.${el.className} right=${Math.round(r.right)} w=${Math.round(r.width)} text=${(el.textContent||'').slice(0,40)}`); let q = el.parentElement; for (let k=0;k<8&&q;k++,q=q.parentElement) { const b=q.getBoundingClientRect(); out.push(`  ${q.tagName}.${q.className} left=${Math.round(b.left)} w=${Math.round(b.width)} gtc=${getComputedStyle(q).gridTemplateColumns}`);} }
    }
  }
  return out.slice(0, 15).join('\n');
}));
await browser.close();
