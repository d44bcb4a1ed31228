import { expect, test } from '@playwright/test';
import { generateTasks } from '../src/core/builtin-data/generate.ts';
import { computeLadder } from '../src/core/ladder/ladder.ts';
import { RUNG_IDS } from '../src/core/ladder/rungs.ts';
import type { EncodingName } from '../src/core/tokenizer/tokenizer.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { ladderReady, rungTokens } from './helpers.ts';

const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];

// What Node counts for the built-in fixture with `encoding` (for llama3 and qwen3 the project's own
// byte-level BPE, proven equal to tokenizers.js with the same tokenizer.json by its unit tests).
function nodeLadder(encoding: EncodingName) {
  const ladder = computeLadder(
    [5, 20, 100, 500].map((rows) => ({ label: `${rows}`, records: generateTasks(rows) })),
    ROLL_CALL,
    nodeCounter(encoding),
  );
  return Object.fromEntries(ladder.scales.map((s) => [s.rows, RUNG_IDS.map((id) => s.rungs[id].tokens)]));
}

test('choosing Llama 3.3 70B counts with its own tokenizer, asks for a price, and keeps it in the link', async ({
  page,
}) => {
  const tokenizerFiles: string[] = [];
  page.on('request', (r) => {
    if (/tokenizer-[^/]*\.json$/.test(r.url())) tokenizerFiles.push(r.url());
  });
  await page.goto('./');
  await ladderReady(page);
  // No open tokenizer's file before one is chosen.
  expect(tokenizerFiles).toEqual([]);

  await page.getByTestId('price-model').selectOption('llama-3.3-70b');
  await expect(page.getByTestId('encoding-status')).toContainText('Follows the model: llama3');
  await expect(page.getByTestId('encoding-status')).toContainText("Llama 3.3 70B's own tokenizer: counts are exact.");
  await expect(page.getByTestId('price-unpriced')).toContainText('No price: enter one.');
  await ladderReady(page);
  // No money figure until a price is typed: the verdict gives tokens and the no-price words.
  const money = page.getByTestId('verdict-money');
  await expect(money).toContainText('Money: no price (');
  expect(await money.textContent()).not.toMatch(/\$\d/);
  await expect(page.getByTestId('price-source')).not.toContainText('$');
  expect(tokenizerFiles).toHaveLength(1);
  const expected = nodeLadder('llama3');
  for (const rows of [5, 20, 100, 500]) expect(await rungTokens(page, rows)).toEqual(expected[rows]);
  // Llama 3's first 100,256 ids are cl100k_base's, with the same pattern: this ASCII fixture counts
  // the same in both (the Qwen 3 test below sees a different count).
  expect(expected[500]).toEqual([48_609, 34_610, 18_702, 10_703, 5_845, 5_843]);
  await expect(page.getByText('llama3 tokens', { exact: true })).toBeVisible();

  expect(page.url()).toContain('model=llama-3.3-70b');
  expect(page.url()).not.toContain('input=');
  // The typed price is the one used, and goes in the link.
  const control = page.locator('.price-control');
  await control.getByLabel('Input', { exact: true }).fill('0.6');
  await control.getByLabel('Cached input', { exact: true }).fill('0.06');
  await expect(money).toContainText('no price');
  await control.getByLabel('Output', { exact: true }).fill('0.9');
  await expect(money).toContainText(
    'input tokens at the price typed for Llama 3.3 70B (no list price), $0.60 per million',
  );
  await expect(page).toHaveURL(/model=llama-3\.3-70b&input=0\.6&cached=0\.06&output=0\.9(&|$)/);
  await page.goto(page.url());
  await ladderReady(page);
  await expect(page.getByTestId('price-model')).toHaveValue('llama-3.3-70b');
  for (const rows of [5, 100]) expect(await rungTokens(page, rows)).toEqual(expected[rows]);
});

test('an open tokenizer chosen alone (Qwen 3 under Encoding) counts as in Node and says it is an estimate', async ({
  page,
}) => {
  await page.goto('./');
  await ladderReady(page);
  await page.getByRole('radio', { name: 'qwen3' }).click();
  await expect(page.getByTestId('encoding-status')).toContainText('Overridden: qwen3 (model uses cl100k_base)');
  await expect(page.getByTestId('encoding-status')).toContainText('counts are estimates');
  await ladderReady(page);
  const expected = nodeLadder('qwen3');
  for (const rows of [5, 500]) expect(await rungTokens(page, rows)).toEqual(expected[rows]);
  expect(expected[500]).toEqual([53_625, 39_626, 19_702, 11_703, 6_845, 6_843]);
  expect(page.url()).toContain('enc=qwen3');
});
