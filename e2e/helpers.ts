import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { RUNG_IDS } from '../src/core/ladder/rungs.ts';

/** The token counts shown for one scale, L0 to L5, as numbers. */
export async function rungTokens(page: Page, rows: number): Promise<number[]> {
  const texts = await Promise.all(RUNG_IDS.map((id) => page.getByTestId(`cell-${id}-${rows}`).innerText()));
  return texts.map((t) => Number(t.replaceAll(',', '')));
}

/** Waits until the worker has answered and the ladder is current (not loading or counting). */
export async function ladderReady(page: Page): Promise<void> {
  await expect(page.getByTestId('status')).toContainText('Counted exactly', { timeout: 30_000 });
}

/** Drops files on the drop zone the way a browser does (a DataTransfer holding File objects). */
export async function dropFiles(page: Page, paths: string[]): Promise<void> {
  const files = paths.map((path) => ({ name: path.split('/').pop()!, text: readFileSync(path, 'utf8') }));
  await dropTexts(page, files);
}

/** Drops in-memory texts as files on the drop zone. */
export async function dropTexts(page: Page, files: { name: string; text: string }[]): Promise<void> {
  const transfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([f.text], f.name, { type: 'application/json' }));
    return dt;
  }, files);
  await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer: transfer });
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
