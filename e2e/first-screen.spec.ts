import { expect, test, type Page } from '@playwright/test';
import { fieldCostsReady, ladderReady } from './helpers.ts';

/** The parts of the first screen compared: the status line, the answer with its waterfall, the ladder table, the fields. */
const REGIONS = [
  '[data-testid=status]',
  '[data-testid=verdict]',
  '[data-testid=ladder-table]',
  '[data-testid=field-costs-caption]',
  '.field-list',
];

/**
 * The regions as canonical text: each element's tag, its attributes sorted (style as the browser
 * parses it), its text; what legitimately differs between a server and a client render is left out:
 * React's text separators (comments), the generated ids (`useId`), the order of attributes.
 */
function regionsOf(page: Page, html?: string): Promise<string[]> {
  return page.evaluate(
    ({ regions, html }) => {
      const root = html === undefined ? document : new DOMParser().parseFromString(html, 'text/html');
      const canonical = (node: Node): string => {
        if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
        if (!(node instanceof Element)) return '';
        const styled = document.createElement('span');
        const attributes = [...node.attributes]
          .map(({ name, value }) => {
            if (name !== 'style') return `${name}=${value.replace(/_[rR]_[0-9a-z]+_/g, 'ID')}`;
            styled.setAttribute('style', value);
            return `style=${styled.style.cssText}`;
          })
          .sort();
        return `<${node.tagName} ${attributes.join(' ')}>${[...node.childNodes].map(canonical).join('')}</>`;
      };
      return regions.map((selector) => {
        const region = root.querySelector(selector);
        return region ? canonical(region) : `no ${selector}`;
      });
    },
    { regions: REGIONS, html },
  );
}

async function interactive(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('cce:interactive').length > 0);
}

/** The built index.html with its prerendered first screen and counts taken out: the page renders itself. */
function withoutFirstScreen(html: string): string {
  const start = html.indexOf('<div id="root" inert>');
  const end = html.indexOf('</script>', html.indexOf('id="cce-first-screen"')) + '</script>'.length;
  expect(start).toBeGreaterThan(0);
  return `${html.slice(0, start)}<div id="root"></div>${html.slice(end)}`;
}

test('the prerendered first screen equals the one the page renders itself', async ({ page }) => {
  const built = await (await page.request.get('./')).text();
  expect(built).toContain('id="cce-first-screen"');
  await page.route(/\/cce\/(index\.html)?$/, (route) =>
    route.fulfill({ body: withoutFirstScreen(built), contentType: 'text/html' }),
  );
  await page.goto('./');
  await ladderReady(page);
  await fieldCostsReady(page);
  await interactive(page);
  const rendered = await regionsOf(page);
  const prerendered = await regionsOf(page, built);
  expect(rendered[2]).toContain('data-testid=cell-L0-500>48,609<');
  expect(prerendered).toEqual(rendered);
});

test('the page takes the first screen over as it stands, and its worker confirms the counts', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  // Notes the prerendered cell before any of the page's scripts run.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const w = window as unknown as { shownCell?: Element | null };
      if (document.readyState === 'interactive') w.shownCell = document.querySelector('[data-testid=cell-L0-500]');
    });
  });
  await page.goto('./');
  await interactive(page);
  await page.waitForFunction(() => performance.getEntriesByName('cce:worker-answered').length > 0);
  // The same element: React hydrated the HTML rather than drawing it again; no mismatch reported.
  expect(await page.evaluate(() => (window as unknown as { shownCell?: Element }).shownCell?.textContent)).toBe(
    '48,609',
  );
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { shownCell?: Element }).shownCell ===
        document.querySelector('[data-testid=cell-L0-500]'),
    ),
  ).toBe(true);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  expect(errors).toEqual([]);
  // The page answers: a field kept changes the ladder.
  await page.getByRole('button', { name: 'Keep field name' }).click();
  await expect(page.getByTestId('cell-L4-500')).not.toHaveText('5,845');
});

test('a link whose settings change the first screen renders as before, without the build’s counts', async ({
  page,
}) => {
  await page.goto('./?fields=id,status');
  await ladderReady(page);
  await interactive(page);
  await expect(page.getByTestId('cell-L4-500')).not.toHaveText('5,845');
  expect(await page.getByTestId('cell-L0-500').textContent()).toBe('48,609');
  await expect(page.getByTestId('verdict-answer')).toContainText('2 of 8 fields');
});
