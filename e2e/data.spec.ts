import { expect, test } from '@playwright/test';
import { fieldPathsOf } from '../src/core/fields/field-tree.ts';
import { computeLadder } from '../src/core/ladder/ladder.ts';
import { RUNG_IDS } from '../src/core/ladder/rungs.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { ladderReady, openWithPasted, pasteText, rungTokens } from './helpers.ts';

const NESTED = JSON.stringify({
  kind: 'Listing',
  data: {
    after: null,
    children: [
      // eslint-disable-next-line no-loss-of-precision -- JSON.stringify writes ...567000; the text is restored below
      { id: 'a1', title: 'First, with a comma', score: 12345678901234567890, user: { login: 'ann', karma: 10 } },
      { id: 'b2', title: 'Second "quoted"', score: 7, user: { login: 'bo', karma: 3 } },
      { id: 'c3', title: 'Third', score: 0.1000000000000000055511151231257827, user: { login: 'cy', karma: 1 } },
    ],
  },
});

test('a pasted nested response: the array is found, a dotted path is projected, big numbers stay exact, and it survives a reload', async ({
  page,
}) => {
  await page.goto('./');
  await ladderReady(page);
  await page.getByText('Paste a response instead').click();
  // JSON.stringify already rounded the big numbers; paste the digits as a server would send them.
  const raw = NESTED.replace('12345678901234567000', '12345678901234567890').replace(
    '0.1,',
    '0.1000000000000000055511151231257827,',
  );
  await page.getByTestId('paste-text').fill(raw);
  await page.getByRole('button', { name: 'Use the pasted text' }).click();
  await expect(page.getByTestId('data-source')).toContainText('pasted.json');
  await expect(page.getByLabel('Records at')).toHaveValue('data.children');
  await ladderReady(page);
  await page.getByRole('button', { name: 'Flatten nested objects into dotted fields (user.login)' }).click();
  await expect(page.getByRole('button', { name: 'Keep field user.login' })).toBeVisible();
  await page.getByRole('button', { name: 'All fields' }).click();
  await ladderReady(page);
  // The exact digits reach the rungs: look at the L1 text in the Tokens view.
  await page.getByRole('tab', { name: 'Tokens' }).click();
  await page.getByRole('radio', { name: /L1/ }).first().click();
  await expect(page.locator('.tokens-view, [data-testid=token-text]').first()).toContainText('12345678901234567890');
  await page.reload();
  await expect(page.getByTestId('data-source')).toContainText('pasted.json');
  await ladderReady(page);
  await page.getByRole('tab', { name: 'Ladder' }).click();
  await page.getByRole('button', { name: 'Clear my data and go back to the built-in fixture' }).click();
  await expect(page.getByTestId('data-source')).toContainText('Built-in');
  await page.reload();
  await expect(page.getByTestId('data-source')).toContainText('Built-in');
});

test('pasted invalid JSON shows line and column and the text stays', async ({ page }) => {
  await page.goto('./');
  await ladderReady(page);
  const before = await rungTokens(page, 5);
  const bad = '[\n  {"id": 1},\n  {"id": NaN}\n]';
  await pasteText(page, bad);
  const alert = page.getByRole('alert').filter({ hasText: 'pasted.json' });
  await expect(alert).toContainText('NaN at line 3, column 10');
  await expect(page.getByTestId('paste-text')).toHaveValue(bad);
  await expect(page.getByTestId('status-kept')).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await ladderReady(page);
  expect(await rungTokens(page, 5)).toEqual(before);
});

test('data goes into a link only on request, and such a link says it carries data', async ({
  page,
  browser,
  context,
}) => {
  await openWithPasted(page, context, '[{"id":"x1","status":"open"},{"id":"x2","status":"done"}]');
  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  const plain = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(plain).searchParams.has('data')).toBe(false);
  await page.getByRole('button', { name: 'Copy link with my data' }).click();
  await expect(page.getByTestId('link-carries-data')).toBeVisible();
  const withData = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(withData).searchParams.get('data')).toMatch(/^[A-Za-z0-9_-]+$/);

  // Someone else, with an empty browser, opens it.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto(withData);
  await expect(theirs.getByTestId('data-source')).toContainText('pasted.json');
  await expect(theirs.getByText('This link carries data (pasted.json)')).toBeVisible();
  await ladderReady(theirs);
  expect(await rungTokens(theirs, 2)).toEqual(await rungTokens(page, 2));
  // A cut-short link falls back and says why.
  const cut = withData.slice(0, withData.length - 12);
  const again = await other.newPage();
  await again.goto(cut);
  await expect(
    again.getByText(/This link carried data, but the data in the link is damaged or cut short/),
  ).toBeVisible();
  await other.close();
});

test('a pasted get response (one nested object) is one record; "Records at" can switch to an array inside it', async ({
  page,
}) => {
  const issue = {
    id: 7,
    title: 'Crash on “save” — twice 🙂',
    user: { login: 'ana', id: 3 },
    labels: [{ name: 'bug' }, { name: 'ui' }],
    body: 'Steps: open, save',
  };
  const text = JSON.stringify(issue, null, 2);
  // "All fields" keeps every field of the tree: nested members included.
  const fields = fieldPathsOf([issue]);
  const counter = nodeCounter('cl100k_base');
  const expected = computeLadder([{ label: 'pasted.json', records: [issue] }], fields, counter).scales[0]!;
  await page.goto('./');
  await ladderReady(page);
  await pasteText(page, text);
  await expect(page.getByLabel('Records at')).toHaveValue('.');
  await expect(page.getByText(/read as one record: its largest array of objects, labels \(2 records\)/)).toBeVisible();
  await page.getByRole('button', { name: 'All fields' }).click();
  await ladderReady(page);
  expect(await rungTokens(page, 1)).toEqual(RUNG_IDS.map((id) => expected.rungs[id].tokens));
  await page.getByLabel('Records at').selectOption('labels');
  await expect(page.getByLabel('Records at')).toHaveValue('labels');
  await ladderReady(page);
  await expect(page.getByTestId('cell-L0-2')).toBeVisible();
});
