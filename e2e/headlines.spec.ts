import { expect, test } from '@playwright/test';
import { knownModelIds } from '../src/core/models/model-match.ts';
import { ladderReady } from './helpers.ts';

const LOCAL = 'in your browser; nothing is sent anywhere';

test('the status line is exact only in the chosen model’s own tokenizer, on every view, History included', async ({
  page,
}) => {
  await page.goto('./?view=history');
  await ladderReady(page);
  await expect(page.getByTestId('status')).toHaveText(
    `Counted with cl100k_base for Claude Sonnet 4.5, ${LOCAL} — estimate: Claude's tokenizer is not public; load a Claude Code log of this model to calibrate.`,
  );
  await page.goto('./?view=savings&model=gpt-5');
  await ladderReady(page);
  await expect(page.getByTestId('status')).toHaveText(
    `Counted exactly with o200k_base, GPT-5's own tokenizer, ${LOCAL}.`,
  );
});

test('an unknown model in the link is named, is said to be estimated once and has no price until one is typed', async ({
  page,
}) => {
  await page.goto('./?model=claude-sonnet-9');
  await ladderReady(page);
  const words = 'claude-sonnet-9 is not in the catalogue (by its name Claude, whose tokenizer is not public)';
  await expect(page.getByRole('alert').filter({ hasText: 'could not be read' })).toContainText(
    `model "claude-sonnet-9" in the link: ${words}; choose a listed model under Model and price, or type its prices. Known: ${knownModelIds()}`,
  );
  await expect(page.getByTestId('status')).toHaveText(
    `Counted with cl100k_base for claude-sonnet-9 (not in the catalogue), ${LOCAL} — ${words}: counts are estimates.`,
  );
  await expect(page.getByTestId('price-model')).toHaveValue('claude-sonnet-9');
  await expect(page.getByTestId('price-unpriced')).toContainText('No price: enter one.');
  // Said once, in the status line above: no cell repeats "estimate".
  await expect(page.getByTestId('estimate-L1-20')).toHaveCount(0);
  // No price was typed, so none is shown: no $3 from a custom row.
  const money = page.getByTestId('verdict-money');
  await expect(money).toContainText(`Money: no price (${words}).`);
  await expect(money).not.toContainText('$');
  // Typed prices are its own, and travel in the link with it.
  await page.getByLabel('Input', { exact: true }).fill('4');
  await page.getByLabel('Cached input', { exact: true }).fill('0.4');
  await page.getByLabel('Output', { exact: true }).fill('20');
  await expect(money).toContainText(
    'input tokens at the price typed for claude-sonnet-9 (no list price), $4.00 per million',
  );
  await expect(page).toHaveURL(/model=claude-sonnet-9&input=4&cached=0.4&output=20/);
});
