import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { RUNG_IDS } from '../src/core/ladder/rungs.ts';

/** The token counts shown for one scale, L0 to L5, as numbers. */
export async function rungTokens(page: Page, rows: number): Promise<number[]> {
  const texts = await Promise.all(RUNG_IDS.map((id) => page.getByTestId(`cell-${id}-${rows}`).innerText()));
  return texts.map((t) => Number(t.replaceAll(',', '')));
}

/** Waits until the worker has answered and the ladder is current (not loading or counting). */
export async function ladderReady(page: Page): Promise<void> {
  await expect(page.getByTestId('status')).toContainText('nothing is sent anywhere', { timeout: 30_000 });
}

/** How many CSS pixels the page is wider than the window (0 or less: no horizontal scroll). */
export function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Lets lazy views and charts finish drawing: their chunks load, then two frames pass. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Pastes `text` into the paste box (opening it when closed) and asks for it to be used; nothing waited for. */
export async function pasteText(page: Page, text: string): Promise<void> {
  const box = page.getByTestId('paste-text');
  if (!(await box.isVisible())) await page.getByText('Paste a response instead').click();
  await box.fill(text);
  await page.getByRole('button', { name: 'Use the pasted text' }).click();
}

/** {@link pasteText}, then waits until the pasted data is shown and counted. */
export async function pasteData(page: Page, text: string): Promise<void> {
  await pasteText(page, text);
  await expect(page.getByTestId('data-source')).toContainText('pasted.json');
  await ladderReady(page);
}

/** Opens the page with clipboard access (links are copied there), then pastes `text` as data and waits for its counts. */
export async function openWithPasted(page: Page, context: BrowserContext, text: string): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('./');
  await ladderReady(page);
  await pasteData(page, text);
}

/**
 * Copies the link with the page's data and opens it in a fresh browser context (an empty browser:
 * none of this page's storage), waits until that page shows the pasted data counted, hands it to
 * `check`, then closes the context.
 * @returns the link copied.
 */
export async function openDataLink(
  page: Page,
  browser: Browser,
  check: (theirs: Page) => Promise<void> = async () => {},
): Promise<string> {
  await page.getByRole('button', { name: 'Copy link with my data' }).click();
  await expect(page.getByTestId('link-carries-data')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const other = await browser.newContext();
  try {
    const theirs = await other.newPage();
    await theirs.goto(link);
    await expect(theirs.getByTestId('data-source')).toContainText('pasted.json');
    await ladderReady(theirs);
    await check(theirs);
  } finally {
    await other.close();
  }
  return link;
}

/**
 * Waits until the field list shows what dropping each field saves. The answer comes after the
 * ladder's, and a keyboard drag started before it can be put back in place when it arrives (the
 * rows redraw with their savings); a test that drags waits for it first.
 */
export async function fieldCostsReady(page: Page): Promise<void> {
  await expect(page.getByTestId('field-costs-caption')).toContainText('tokens saved by dropping', { timeout: 30_000 });
}

/** Drops files on the drop zone the way a browser does (a DataTransfer holding File objects). */
export async function dropFiles(page: Page, paths: string[]): Promise<void> {
  const files = paths.map((path) => ({ name: path.split('/').pop()!, text: readFileSync(path, 'utf8') }));
  await dropTexts(page, files);
}

/** Drops in-memory texts as files on the drop zone (or on the one with test id `zone`: `session-drop`). */
export async function dropTexts(
  page: Page,
  files: { name: string; text: string }[],
  zone = 'drop-zone',
): Promise<void> {
  const transfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([f.text], f.name, { type: 'application/json' }));
    return dt;
  }, files);
  await page.getByTestId(zone).dispatchEvent('drop', { dataTransfer: transfer });
}

/**
 * Before the page loads, has every worker it starts note the type of each message it posts to the
 * page (`progress`, `ladder`, `cancelled`, …), in order; {@link workerMessages} reads them.
 */
export async function recordWorkerMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const types: string[] = [];
    (window as unknown as { __workerMessages: string[] }).__workerMessages = types;
    const Base = window.Worker;
    window.Worker = class extends Base {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.addEventListener('message', (event: MessageEvent<{ type: string }>) => types.push(event.data.type));
      }
    };
  });
}

/** The message types {@link recordWorkerMessages} has noted so far, from the `from`-th on. */
export async function workerMessages(page: Page, from = 0): Promise<string[]> {
  return page.evaluate(
    (start) => (window as unknown as { __workerMessages: string[] }).__workerMessages.slice(start),
    from,
  );
}

/** The texts of one body row of the table with test id `testId`, its header cell first. */
export const rowTexts = (page: Page, testId: string, row: number): Promise<string[]> =>
  page.getByTestId(testId).locator('tbody tr').nth(row).locator('th, td').allInnerTexts();

/** Opens a folded table (`TableFold`) once it is on the page, as a reader would, by its summary line. */
export async function openFold(page: Page, testId: string): Promise<void> {
  const fold = page.getByTestId(testId);
  await expect(fold).toBeVisible({ timeout: 30_000 });
  if ((await fold.getAttribute('open')) === null) await fold.locator('> summary').click();
  await expect(fold).toHaveAttribute('open', '');
}
