import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { articleLadderDir } from '../src/node/reference-dir.ts';
import { dropTexts, ladderReady } from './helpers.ts';

test('the page makes no request outside its own origin while loading, counting and switching', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.push(url.href);
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin) foreign.push(url.href);
  });
  await page.goto('./');
  await ladderReady(page);
  await page.getByRole('radio', { name: 'o200k_base' }).click();
  await ladderReady(page);
  const dir = articleLadderDir();
  await dropTexts(page, [{ name: 'mine.json', text: JSON.stringify([{ id: 1, url: 'https://example.com/x' }]) }]);
  await expect(page.getByTestId('data-source')).toContainText('mine.json');
  await ladderReady(page);
  if (dir) await page.getByTestId('file-input').setInputFiles(join(dir, 'json-5.txt'));
  await ladderReady(page);
  expect(seen.length).toBeGreaterThan(3);
  expect(foreign).toEqual([]);
});
