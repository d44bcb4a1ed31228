import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { dropTexts, ladderReady } from './helpers.ts';

const SUBAGENT = readFileSync('fixtures/sessions/agent-a7f3c2.jsonl', 'utf8');
const MAIN = readFileSync('fixtures/sessions/claude-code.jsonl', 'utf8');

/** Makes every `new ResizeObserver()` throw from now on (the tables and charts make one on mounting); returns the undo. */
async function breakResizeObserver(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    const w = window as unknown as { __keptObserver: unknown; ResizeObserver: unknown };
    w.__keptObserver = w.ResizeObserver;
    w.ResizeObserver = class {
      constructor() {
        throw new Error('ResizeObserver failed (injected by the test)');
      }
    };
  });
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { __keptObserver: unknown; ResizeObserver: unknown };
      w.ResizeObserver = w.__keptObserver;
    });
}

test("a subagent's own file (every line isSidechain) opens its thread: the profile, never a blank page", async ({
  page,
}) => {
  await page.goto('./?view=sessions');
  await ladderReady(page);
  await dropTexts(page, [{ name: 'agent-a7f3c2.jsonl', text: SUBAGENT }], 'session-drop');
  await expect(page.getByTestId('session-summary')).toContainText('12 steps (model requests)');
  await expect(page.getByTestId('session-threads')).toHaveText(
    'Showing subagent a7f3c2 (12 steps) of agent-a7f3c2.jsonl, the only thread in it with a model request.',
  );
  await expect(page.getByTestId('session-profile-table').locator('tbody tr')).toHaveCount(12);
  await expect(page.getByTestId('session-step-slider')).toHaveAttribute('aria-valuetext', 'step 12 of 12');
  await expect(page.getByTestId('boundary-error')).toHaveCount(0);
  // The page around the view is all there.
  await expect(page.getByRole('tab', { name: 'Ladder' })).toBeVisible();
  await expect(page.getByTestId('status')).toContainText('nothing is sent anywhere');
});

test('a log with a subagent lists its thread with its steps; opening it and going back works', async ({ page }) => {
  await page.goto('./?view=sessions');
  await ladderReady(page);
  await dropTexts(page, [{ name: 'claude-code.jsonl', text: MAIN }], 'session-drop');
  await expect(page.getByTestId('session-threads')).toContainText(
    'Showing the main thread (30 steps) of claude-code.jsonl. Its other threads:',
  );
  await page.getByRole('button', { name: 'Open subagent agent-a1 (1 step)' }).click();
  await expect(page.getByTestId('session-summary')).toContainText('1 step (model request)');
  await page.getByRole('button', { name: 'Open the main thread (30 steps)' }).click();
  await expect(page.getByTestId('session-summary')).toContainText('30 steps (model requests), 1 compaction');
});

test('a view that fails to draw says what and where; the rest of the page and the loaded session stay', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
  await page.goto('./?view=sessions');
  await ladderReady(page);
  const restore = await breakResizeObserver(page);
  await dropTexts(page, [{ name: 'claude-code.jsonl', text: MAIN }], 'session-drop');

  const failure = page.getByTestId('boundary-error');
  await expect(failure).toContainText(
    'The Sessions view could not be drawn: Error: ResizeObserver failed (injected by the test)',
  );
  // Only the view failed: the tabs, the session's verdict and the sidebar are there.
  await expect(failure).toHaveCount(1);
  await expect(page.getByRole('tab', { name: 'Ladder' })).toBeVisible();
  await expect(page.getByTestId('status')).toContainText('nothing is sent anywhere');
  await expect(page.getByTestId('session-verdict')).toBeVisible();

  await failure.getByRole('button', { name: 'Copy error report' }).click();
  const report = await page.evaluate(() => navigator.clipboard.readText());
  expect(report).toContain('Where: the Sessions view\n');
  expect(report).toContain('Error: Error: ResizeObserver failed (injected by the test)\n');
  expect(report).toMatch(
    /Settings \(the page's link, without your data\): http:\/\/127\.0\.0\.1:\d+\/cce\/\?view=sessions&/,
  );
  expect(report).toContain('Component stack:\n');
  // Never the user's data: the log's own text is not in it.
  expect(report).not.toContain('List the open tasks');

  // Try again re-mounts the view: with the browser working again, the session dropped is still open.
  await restore();
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('boundary-error')).toHaveCount(0);
  await expect(page.getByTestId('session-summary')).toContainText('30 steps (model requests), 1 compaction');

  // The other views are untouched.
  await page.getByRole('tab', { name: 'Ladder' }).click();
  await expect(page.getByTestId('cell-L0-5')).toBeVisible();
});
