import { expect, test } from '@playwright/test';
import { fieldCostsReady, ladderReady } from './helpers.ts';

test('fields can be reordered with the keyboard alone, and the compact header follows', async ({ page }) => {
  await page.goto('./');
  await ladderReady(page);
  await fieldCostsReady(page);
  await page.getByRole('button', { name: 'Reorder priority: press space, then the arrow keys' }).focus();
  await page.keyboard.press('Space');
  // dnd-kit announces each step to screen readers; waiting for it makes each arrow press one step.
  const announcement = page.locator('[id^="DndLiveRegion"]');
  for (let presses = 0; presses < 12 && !(await announcement.innerText()).includes('to position 1 of'); presses++) {
    const before = await announcement.innerText();
    await page.keyboard.press('ArrowUp');
    // dnd-kit's keyboard sensor starts listening a moment after the pick-up (a timer), so on a busy
    // machine the first press can land before it and be lost: then the next turn presses again.
    // The checks below still fail unless priority ends up first.
    await expect(announcement)
      .not.toHaveText(before, { timeout: 1_000 })
      .catch(() => undefined);
  }
  await expect(announcement).toHaveText('Moved priority to position 1 of 8.');
  await page.keyboard.press('Space');
  await expect(
    page
      .getByRole('list')
      .first()
      .getByRole('button', { name: /^Keep field/ })
      .first(),
  ).toHaveAccessibleName('Keep field priority');
  await expect.poll(() => new URL(page.url()).searchParams.get('fields')).toMatch(/^priority,id,status,assignee,/);
  await ladderReady(page);
});

test('every control has an accessible name', async ({ page }) => {
  await page.goto('./');
  await ladderReady(page);
  const unnamed = await page.$$eval('button, input, [role="radio"], [role="checkbox"]', (elements) =>
    elements
      .filter(
        (el) =>
          !(
            el.getAttribute('aria-label') ||
            el.textContent?.trim() ||
            el.getAttribute('aria-labelledby') ||
            (el as HTMLInputElement).labels?.length
          ),
      )
      .map((el) => el.outerHTML),
  );
  expect(unnamed).toEqual([]);
});

// Chromium saves a text box's content into the history entry on every address-bar write unless
// autocomplete is off: with 6 MB pasted, each field toggle cost ~300 ms of main thread.
test('no text box in any view keeps its content in the history entry', async ({ page }) => {
  await page.goto('./');
  await ladderReady(page);
  let seen = 0;
  for (const view of ['Ladder', 'Savings', 'Break-even', 'Transport', 'Conversation growth', 'Tokens']) {
    await page.getByRole('tab', { name: view }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    const boxes = await page.$$eval('textarea', (areas) =>
      areas.map((a) => ({
        id: a.id || a.getAttribute('data-testid') || a.className,
        autocomplete: a.getAttribute('autocomplete'),
      })),
    );
    seen += boxes.length;
    expect(
      boxes.filter((b) => b.autocomplete !== 'off'),
      view,
    ).toEqual([]);
  }
  expect(seen).toBeGreaterThan(5);
});

test('a tokenizer that cannot load is reported, not a blank page', async ({ page }) => {
  // The default encoding's ranks are what the first ladder needs (WASM tiktoken is not).
  await page.route('**/cl100k_base-*.js', (route) => route.abort());
  await page.goto('./');
  await expect(page.getByTestId('status')).toContainText('Could not count', { timeout: 30_000 });
});

test('a tokenizer worker whose engine cannot load is reported, not a blank page', async ({ page }) => {
  // The worker's entry runs; the engine it imports does not arrive.
  await page.route('**/tokenizer-serve-*.js', (route) => route.abort());
  await page.goto('./');
  await expect(page.getByTestId('status')).toContainText('the tokenizer worker failed to start', { timeout: 30_000 });
});
