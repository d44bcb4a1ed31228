import { expect, test } from '@playwright/test';
import { ladderReady } from './helpers.ts';

test('the built site serves its favicon, app icons, manifest and preview image from its own sub-path', async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|manifest/i.test(message.text()))
      violations.push(message.text());
  });
  await page.goto('./');
  await ladderReady(page);
  const head = page.locator('head');
  const hrefs = {
    icon: await head.locator('link[rel="icon"]').getAttribute('href'),
    touch: await head.locator('link[rel="apple-touch-icon"]').getAttribute('href'),
    manifest: await head.locator('link[rel="manifest"]').getAttribute('href'),
    preview: await head.locator('meta[property="og:image"]').getAttribute('content'),
  };
  expect(hrefs).toEqual({
    icon: './favicon.svg',
    touch: './apple-touch-icon.png',
    manifest: './manifest.webmanifest',
    preview: './preview.png',
  });
  const types: Record<string, string> = {};
  for (const href of Object.values(hrefs)) {
    const response = await request.get(new URL(href!, page.url()).href);
    expect(response.status(), href!).toBe(200);
    types[href!] = response.headers()['content-type']!.split(';')[0]!;
  }
  expect(types['./favicon.svg']).toBe('image/svg+xml');
  expect(types['./preview.png']).toBe('image/png');
  const manifest = (await (await request.get(new URL('manifest.webmanifest', page.url()).href)).json()) as {
    icons: { src: string }[];
  };
  for (const icon of manifest.icons) {
    expect((await request.get(new URL(icon.src, page.url()).href)).status(), icon.src).toBe(200);
  }
  await expect(page).toHaveTitle('Context Cost Explorer');
  expect(violations).toEqual([]);
});
