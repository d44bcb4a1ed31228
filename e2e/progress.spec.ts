import { expect, test } from '@playwright/test';
import { dropTexts, ladderReady, recordWorkerMessages, workerMessages } from './helpers.ts';

// Rows whose texts share few pieces, so counting them is slow enough (well over 300 ms) to show progress.
function slowRows(rows: number): string {
  const records = Array.from({ length: rows }, (_, i) => ({
    id: i,
    note: `entry ${i} of ${(i * 7919) % 100_003} by ${(i * 104_729).toString(36)} at ${(i * 2_654_435_761) % 4_294_967_296}`,
    code: (i * 48_271).toString(16),
  }));
  return JSON.stringify(records);
}

test('a long count shows how far it is, and Clear my data stops it at once', async ({ page }) => {
  // Note every message type the tokenizer worker sends.
  await recordWorkerMessages(page);
  await page.goto('./');
  await ladderReady(page);
  const before = (await workerMessages(page)).length;
  await dropTexts(page, [{ name: 'slow.json', text: slowRows(150_000) }]);
  const status = page.getByTestId('status');
  await expect(status).toContainText(/Counting… \d+ % of \d+ texts/, { timeout: 30_000 });
  await expect(page.getByTestId('status-progress')).toBeVisible();
  await page.getByRole('button', { name: /Clear my data/ }).click();
  // The progress goes with the click, not when the worker next answers.
  await expect(page.getByTestId('status-progress')).toHaveCount(0, { timeout: 200 });
  await ladderReady(page);
  const messages = await workerMessages(page, before);
  expect(messages).toContain('progress');
  // The file's ladder was stopped, not finished: it answered `cancelled`, and the one ladder answered since the drop
  // is the fixture's again. The two answers may come in either order: the fixture's ladder can finish before the
  // file's count reaches its next pause and notices the cancel.
  expect(messages).toContain('cancelled');
  expect(messages.filter((m) => m === 'ladder')).toEqual(['ladder']);
  expect(messages.lastIndexOf('progress')).toBeLessThan(messages.lastIndexOf('cancelled'));
  await expect(status).not.toContainText('%');
});
