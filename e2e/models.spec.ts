import { expect, test } from '@playwright/test';
import { generateTasks } from '../src/core/builtin-data/generate.ts';
import { computeLadder } from '../src/core/ladder/ladder.ts';
import { RUNG_IDS } from '../src/core/ladder/rungs.ts';
import type { EncodingName } from '../src/core/tokenizer/tokenizer.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { ladderReady } from './helpers.ts';

const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];

// What Node counts for the built-in fixture's detail scale (100 rows) in `tokenizer` (llama3: the
// project's own byte-level BPE, proven equal to tokenizers.js with the same file by its unit tests).
function nodeRungs(tokenizer: EncodingName): number[] {
  const [scale] = computeLadder(
    [{ label: 'tasks-100.json', records: generateTasks(100) }],
    ROLL_CALL,
    nodeCounter(tokenizer),
  ).scales;
  return RUNG_IDS.map((id) => scale!.rungs[id].tokens);
}

test('the Models view counts the response in every tokenizer only when asked, as Node does', async ({ page }) => {
  // Seven tokenizers, five of them files of 8–33 MB parsed in the worker: minutes on a shared machine.
  test.setTimeout(600_000);
  const tokenizerFiles: string[] = [];
  page.on('request', (r) => {
    if (/tokenizer-[^/]*\.json$/.test(r.url())) tokenizerFiles.push(r.url());
  });
  await page.goto('./?view=models');
  await ladderReady(page);
  await expect(page.getByRole('heading', { name: 'One response in every model’s tokenizer' })).toBeVisible();
  // Opening the view fetches nothing: the files come only once the count is asked for.
  await page.waitForLoadState('networkidle');
  expect(tokenizerFiles).toEqual([]);

  await page.getByTestId('models-count').click();
  await expect(page.getByTestId('models-status')).toContainText(/Counting… (\d of 7 tokenizers|7 tokenizers)/);
  await expect(page.getByTestId('models-done')).toHaveText('Counted in 7 of 7 tokenizers.', { timeout: 540_000 });
  expect(tokenizerFiles).toHaveLength(5);

  const shown = (tokenizer: string) =>
    Promise.all(
      RUNG_IDS.map(async (id) =>
        Number((await page.getByTestId(`models-tokenizers-${tokenizer}-${id}`).innerText()).replaceAll(',', '')),
      ),
    );
  for (const tokenizer of ['cl100k_base', 'llama3', 'qwen3'] as const)
    expect(await shown(tokenizer)).toEqual(nodeRungs(tokenizer));
  // The cost table: GPT-5 exact at its price, an open model without one.
  await expect(page.getByTestId('models-costs-gpt-5-L4')).toContainText(
    `${nodeRungs('o200k_base')[4]!.toLocaleString('en-US')} tokens`,
  );
  await expect(page.getByTestId('models-costs-llama-3.3-70b-L4')).toContainText('no price');
  await expect(page.getByTestId('models-chart').locator('.recharts-surface')).toBeVisible();
  // Without a log, Claude's cost is of cl100k_base counts: marked ≈; the chart says how to add its estimate.
  await expect(page.getByTestId('models-costs-claude-sonnet-4.5-L4')).toContainText(/^≈ \$/);
  await expect(page.getByTestId('models-chart-caption')).toContainText(
    'open a Claude Code or Gemini CLI log of the model in Sessions to add its estimate here, with its p10–p90 range',
  );
});
