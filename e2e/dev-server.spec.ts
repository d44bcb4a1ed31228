import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { freePort } from '../src/cli/mcp/mcp.fixture.ts';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { VIEW_LABELS, VIEWS } from '../src/state/views.ts';
import { ladderReady } from './helpers.ts';

// The README's "open the dashboard" command runs Vite's dev server (`npm start`), where React and
// Radix run their development builds: a Radix Portal once handed its ref to the drawer's
// <Activity>, and at a phone's width the whole page was replaced by "The page could not be drawn:
// TypeError: Failed to execute 'getComputedStyle' …". The other specs test the production build,
// so this one starts the dev server itself, on a free loopback port.

let server: ChildProcess | undefined;
let origin = '';

/** Resolves once the dev server answers at `url`; rejects when it exits first. */
async function answered(url: string, child: ChildProcess): Promise<void> {
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('the dev server exited before it answered');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}/`;
  // No --open (nothing to open a browser in); its own process group, so the whole tree is stopped after.
  server = spawn('npx', ['vite', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    detached: true,
    stdio: 'ignore',
  });
  await answered(origin, server);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

/** Every uncaught error and every part that failed to draw (its boundary logs "… failed to draw:"). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('failed to draw')) errors.push(message.text());
  });
  return errors;
}

/** The page as drawn: the tabs, the ladder and its verdict, and no failure note in place of a part. */
async function drawn(page: Page): Promise<void> {
  await expect(page.getByRole('tablist', { name: 'Views' }).getByRole('tab')).toHaveCount(VIEWS.length);
  await expect(page.getByTestId('ladder-table')).toBeVisible();
  await expect(page.getByTestId('boundary-error')).toHaveCount(0);
}

test('at 390 px the dev server draws every view and the settings drawer, with no error', async ({ page }) => {
  test.slow();
  const errors = recordErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(origin);
  await ladderReady(page);
  await drawn(page);

  const button = page.getByTestId('settings-button');
  await button.click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer.getByRole('radio', { name: 'o200k_base' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(drawer).toBeHidden();

  for (const view of VIEWS) {
    await page.getByRole('tab', { name: VIEW_LABELS[view], exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: VIEW_LABELS[view], exact: true });
    await expect(panel.getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('boundary-error')).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('resizing 1440 → 880 → 390 px moves the settings into the drawer with the page drawn, no error', async ({
  page,
}) => {
  test.slow();
  const errors = recordErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(origin);
  await ladderReady(page);
  await drawn(page);
  await expect(page.getByRole('complementary', { name: 'Settings' })).toBeVisible();

  for (const width of [880, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(page.getByTestId('settings-button')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Settings' })).toHaveCount(0);
    await drawn(page);
  }
  await page.getByTestId('settings-button').click();
  await expect(page.getByRole('dialog', { name: 'Settings' }).getByRole('radio', { name: 'o200k_base' })).toBeVisible();
  expect(errors).toEqual([]);
});
