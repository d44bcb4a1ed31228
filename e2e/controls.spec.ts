import { expect, test } from '@playwright/test';
import { ladderReady } from './helpers.ts';

test('fields can be reordered with the keyboard alone, and the compact header follows', async ({ page }) => {
  await page.goto('./');
  await ladderReady(page);
  await page.getByRole('button', { name: 'Reorder priority: press space, then the arrow keys' }).focus();
  await page.keyboard.press('Space');
  // dnd-kit announces each step to screen readers; waiting for it makes each arrow press one step.
  const announcement = page.locator('[id^="DndLiveRegion"]');
  for (let presses = 0; presses < 6 && !(await announcement.innerText()).includes('over droppable area id.'); presses++) {
    const before = await announcement.innerText();
    await page.keyboard.press('ArrowUp');
    await expect(announcement).not.toHaveText(before);
  }
  await page.keyboard.press('Space');
  await expect(page.getByRole('list').first().getByRole('button', { name: /^Keep field/ }).first()).toHaveAccessibleName('Keep field priority');
  await expect.poll(() => new URL(page.url()).searchParams.get('fields')).toMatch(/^priority,id,status,assignee,/);
  await ladderReady(page);
});

test('every control has an accessible name', async ({ page }) => {
  await page.goto('./');
  await ladderReady(page);
  const unnamed = await page.$$eval('button, input, [role="radio"], [role="checkbox"]', (elements) =>
    elements.filter((el) => !(el.getAttribute('aria-label') || el.textContent?.trim() || el.getAttribute('aria-labelledby') || (el as HTMLInputElement).labels?.length)).map((el) => el.outerHTML),
  );
  expect(unnamed).toEqual([]);
});

test('a tokenizer that cannot load is reported, not a blank page', async ({ page }) => {
  await page.route('**/*.wasm', (route) => route.abort());
  await page.goto('./');
  await expect(page.getByTestId('status')).toContainText('Could not count', { timeout: 30_000 });
});
