import { expect, test } from '@playwright/test';
import { generateTasks } from '../src/core/builtin-data/generate.ts';
import { computeLadder } from '../src/core/ladder/ladder.ts';
import { RUNG_IDS } from '../src/core/ladder/rungs.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { ladderReady, recordWorkerMessages, rungTokens, workerMessages } from './helpers.ts';

test('toggles faster than the count cancel the replaced counts, and the last projection is shown exactly', async ({
  page,
}) => {
  // Note every answer type the tokenizer worker sends.
  await recordWorkerMessages(page);
  await page.goto('./');
  await ladderReady(page);
  // 10,000 rows: one ladder takes longer than a pause slice (12 ms), so it can be stopped.
  await page.getByLabel('Custom row count').fill('10000');
  await page.getByRole('button', { name: 'Add row count' }).click();
  await expect(page.getByTestId('cell-L0-10000')).toBeVisible({ timeout: 30_000 });
  await ladderReady(page);
  const before = (await workerMessages(page)).length;
  // Three toggles in one task: three ladder requests, the first two replaced at once.
  await page.evaluate(() => {
    for (const field of ['priority', 'assignee', 'name'])
      document.querySelector<HTMLButtonElement>(`button[aria-label="Keep field ${field}"]`)!.click();
  });
  await ladderReady(page);
  const answers = await workerMessages(page, before);
  const ladderAnswers = answers.filter((a) => a === 'ladder' || a === 'cancelled');
  expect(ladderAnswers.filter((a) => a === 'cancelled').length).toBeGreaterThanOrEqual(1);
  expect(ladderAnswers.at(-1)).toBe('ladder');
  const fields = ['id', 'status', 'name'];
  const ladder = computeLadder(
    [{ label: '10000', records: generateTasks(10_000) }],
    fields,
    nodeCounter('cl100k_base'),
  );
  expect(await rungTokens(page, 10_000)).toEqual(RUNG_IDS.map((id) => ladder.scales[0]!.rungs[id].tokens));
  expect(page.url()).toContain('name');
});
