import { expect, test } from '@playwright/test';
import { readInput } from '../src/core/input/read-input.ts';
import { computeLadder } from '../src/core/ladder/ladder.ts';
import { WHOLE_FORMAT_IDS } from '../src/core/whole/formats.ts';
import { WRAPPED_LIST } from '../src/core/whole/samples.fixture.ts';
import { wholeSourceOf } from '../src/core/whole/source.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { ladderReady, pasteData } from './helpers.ts';

/** Node's core on the same text: every field kept, the four whole formats. */
function expectedScale() {
  const input = readInput(WRAPPED_LIST, 'pasted.json');
  const dataset = { label: 'pasted.json', records: input.records, whole: wholeSourceOf(WRAPPED_LIST, input) };
  const ladder = computeLadder([dataset], input.fields, nodeCounter('cl100k_base'), [], undefined, WHOLE_FORMAT_IDS);
  return ladder.scales[0]!;
}

const tokensOf = async (page: import('@playwright/test').Page, id: string) =>
  Number((await page.getByTestId(`cell-${id}-3`).innerText()).replaceAll(',', ''));

test('a pasted wrapped response shows the As received row and the whole formats with the counts of Node core', async ({
  page,
}) => {
  const expected = expectedScale();
  await page.goto('./');
  await ladderReady(page);
  await pasteData(page, WRAPPED_LIST);
  await page.getByRole('button', { name: 'All fields' }).click();
  await ladderReady(page);

  // The text as received: 135 tokens, the byte-order mark stripped.
  expect(await tokensOf(page, 'as-received')).toBe(expected.asReceived!.tokens);
  expect(expected.asReceived!.tokens).toBe(135);
  await expect(page.locator('tr[data-rung="as-received"]')).toContainText('As received');
  await expect(page.locator('tr[data-rung="as-received"] .secondary')).toHaveText('394 B · 394 chars');

  const chips = page.getByTestId('whole-formats');
  for (const name of ['pretty JSON', 'minified JSON', 'YAML', 'TOON'])
    await chips.getByRole('button', { name: `Add Whole ${name}`, exact: true }).click();
  await ladderReady(page);
  for (const id of WHOLE_FORMAT_IDS) expect(await tokensOf(page, `whole-${id}`), id).toBe(expected.whole![id]!.tokens);
  expect(WHOLE_FORMAT_IDS.map((id) => expected.whole![id]!.tokens)).toEqual([164, 90, 108, 71]);
  await expect(page).toHaveURL(/whole=json-pretty,json-min,yaml,toon/);

  // Savings as a share of the text as received, own data's default: its rows are the moves from it.
  const minified = expected.asReceived!.tokens - expected.rungs.L1.tokens;
  const share = `${((minified / expected.asReceived!.tokens) * 100).toFixed(2)} % of as received`;
  await page.getByRole('tab', { name: 'Savings' }).click();
  await expect(page.getByRole('radio', { name: 'as received' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('saving-received-L1-3')).toContainText(share);
  await expect(page.getByTestId('saving-received-L1-3').locator('.tokens')).toHaveText(String(minified));
  await expect(page.getByTestId('saving-L0-L1-3')).toHaveCount(0);
  await expect(page.getByTestId('savings-caption')).toContainText('the text as received');
  expect(new URL(page.url()).searchParams.has('base')).toBe(false);
  // A choice goes into the link, the default's own value too once chosen.
  await page.getByRole('radio', { name: 'each move' }).click();
  await expect(page).toHaveURL(/base=move/);
  await expect(page.getByTestId('saving-L0-L1-3')).toContainText('% of L0');
  await page.getByRole('radio', { name: 'as received' }).click();
  await expect(page.getByTestId('saving-received-L1-3')).toContainText(share);
  await expect(page).toHaveURL(/base=as-received/);
});
