import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { computeLadder } from '../src/core/ladder/ladder.ts';
import { RUNG_IDS } from '../src/core/ladder/rungs.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { dropTexts, fieldCostsReady, ladderReady, openDataLink, openWithPasted, rungTokens } from './helpers.ts';

// A `get` response with its own field names: none of them is in the built-in fixture.
const MINE = {
  zq_ident: 7,
  zq_title: 'Crash on save',
  zq_owner: { zq_login: 'ana' },
  reactions: { '+1': 3, zq_heart: 1 },
};

/** The field list as the field control shows it: every name in order, and whether it is kept. */
async function fieldList(page: Page): Promise<[string, boolean][]> {
  const toggles = page.locator('[data-field]');
  await expect(toggles.first()).toBeVisible();
  return toggles.evaluateAll((nodes) =>
    nodes.map((n) => [n.getAttribute('data-field')!, n.getAttribute('aria-pressed') === 'true'] as [string, boolean]),
  );
}

function expectNoFieldName(text: string, where: string): void {
  for (const name of ['zq_', 'reactions', encodeURIComponent('+1')])
    expect(text, `${where} names a field of the pasted data`).not.toContain(name);
}

test("your data's field choices and order survive a reload and a data link; no plain link names a field of it", async ({
  page,
  browser,
  context,
}) => {
  await openWithPasted(page, context, JSON.stringify(MINE, null, 2));
  await page.getByRole('button', { name: 'Flatten nested objects into dotted fields (user.login)' }).click();
  await expect(page.getByRole('button', { name: 'Keep field reactions.+1' })).toBeVisible();
  await page.getByRole('button', { name: 'All fields' }).click();
  await ladderReady(page);
  await page.getByRole('button', { name: 'Keep field zq_title' }).click();
  await fieldCostsReady(page);
  // Move reactions.+1 up one place with the keyboard (dnd-kit announces each step).
  await page.getByRole('button', { name: 'Reorder reactions.+1: press space, then the arrow keys' }).focus();
  await page.keyboard.press('Space');
  const announcement = page.locator('[id^="DndLiveRegion"]');
  const before = await announcement.innerText();
  await page.keyboard.press('ArrowUp');
  await expect(announcement).not.toHaveText(before);
  await page.keyboard.press('Space');
  await ladderReady(page);
  const chosen = await fieldList(page);
  expect(chosen).toEqual([
    ['zq_ident', true],
    ['zq_title', false],
    // Flattened keys are single keys holding a dot: their field paths escape it (core/fields/field-path.ts).
    ['reactions\\.+1', true],
    ['zq_owner\\.zq_login', true],
    ['reactions\\.zq_heart', true],
  ]);

  // The address bar, the plain "Copy link" and the review snapshot name no field of the data.
  expectNoFieldName(page.url(), 'the address bar');
  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  await expect(
    page.getByText('Link copied (settings only: nothing from your data, not even its field names).'),
  ).toBeVisible();
  expectNoFieldName(await page.evaluate(() => navigator.clipboard.readText()), 'the plain link');
  // The review snapshot names the kept fields (they are the decision) unless asked to leave them out.
  await page.getByRole('button', { name: 'Copy the review snapshot as Markdown' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('# Context cost review');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('- Fields kept, in order: ');
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByRole('checkbox', { name: 'Leave field names out' }).check();
  await page.getByRole('button', { name: 'Copy the review snapshot as Markdown' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('# Context cost review');
  const snapshot = await page.evaluate(() => navigator.clipboard.readText());
  expectNoFieldName(snapshot, 'the review snapshot');
  expect(snapshot).toContain('- Fields kept: 4 fields of your data, in your order (names left out at your choice)');

  await page.reload();
  await expect(page.getByTestId('data-source')).toContainText('pasted.json');
  await ladderReady(page);
  // The field tree of new data renders in a deferred render (FieldsControl): the previous data's
  // tree may show for a frame or two, so the list is read until it settles.
  await expect.poll(() => fieldList(page)).toEqual(chosen);
  expectNoFieldName(page.url(), 'the address bar after a reload');

  await openDataLink(page, browser, async (theirs) => {
    await expect.poll(() => fieldList(theirs)).toEqual(chosen);
  });
});

test('one file of 30 records offers 5, 20 and a custom count up to 30 (its first records), and says why not 100 and 500', async ({
  page,
}) => {
  const records = Array.from({ length: 30 }, (_, i) => ({ id: `T-${i + 1}`, state: i % 3 === 0 ? 'open' : 'done' }));
  await page.goto('./');
  await ladderReady(page);
  await dropTexts(page, [{ name: 'thirty.json', text: JSON.stringify(records) }]);
  await expect(page.getByTestId('data-source')).toContainText('thirty.json');
  await page.getByRole('button', { name: 'All fields' }).click();
  await ladderReady(page);
  const scales = page.locator('section[aria-labelledby="scales-title"]');
  await expect(scales.getByRole('button', { name: '5 rows' })).toHaveAttribute('aria-pressed', 'true');
  await expect(scales.getByRole('button', { name: '20 rows' })).toHaveAttribute('aria-pressed', 'true');
  await expect(scales.getByRole('button', { name: '100 rows' })).toHaveCount(0);
  await expect(scales.getByTestId('whole-file-scale')).toHaveText('30 (whole file)');
  await expect(scales.getByTestId('scales-not-offered')).toHaveText(
    '100 and 500 rows are not offered: the file has 30 records, and a scale takes its first k records (k up to 30).',
  );
  await scales.getByLabel('Custom row count').fill('31');
  await scales.getByRole('button', { name: 'Add row count' }).click();
  await expect(scales.getByRole('alert')).toHaveText('Enter a whole number of rows from 1 to 30.');
  await scales.getByLabel('Custom row count').fill('27');
  await scales.getByRole('button', { name: 'Add row count' }).click();
  await ladderReady(page);
  const counter = nodeCounter('cl100k_base');
  const expected = computeLadder(
    [5, 20, 27, 30].map((k) => ({ label: `${k}`, records: records.slice(0, k) })),
    ['id', 'state'],
    counter,
  );
  for (const scale of expected.scales)
    expect(await rungTokens(page, scale.rows)).toEqual(RUNG_IDS.map((id) => scale.rungs[id].tokens));
  // Four row counts: the savings view fits how each rung grows with rows.
  await page.getByRole('tab', { name: 'Savings' }).click();
  await expect(page.getByRole('heading', { name: 'How each rung grows with rows' })).toBeVisible();
});

test('typed drafts survive a reload (paste box, a Break-even text, the Growth request) until Clear my data', async ({
  page,
}) => {
  await page.goto('./');
  await ladderReady(page);
  await page.getByText('Paste a response instead').click();
  await page.getByTestId('paste-text').fill('[{"id": 1, "note": "not used yet"');
  await page.getByRole('tab', { name: /Break.even/ }).click();
  const custom = page.getByLabel('Custom one-time text');
  await custom.fill('Our house rules, read once.');
  await page.getByRole('tab', { name: 'Conversation growth' }).click();
  await page.getByTestId('profile-text').fill('{"model": "gpt-4o", "messages": []}');
  await page.reload();
  await ladderReady(page);
  await expect(page.getByTestId('paste-text')).toHaveValue('[{"id": 1, "note": "not used yet"');
  await page.getByRole('tab', { name: 'Conversation growth' }).click();
  await expect(page.getByTestId('profile-text')).toHaveValue('{"model": "gpt-4o", "messages": []}');
  await page.getByRole('tab', { name: /Break.even/ }).click();
  await expect(page.getByLabel('Custom one-time text')).toHaveValue('Our house rules, read once.');
  await page.getByRole('button', { name: 'Clear my data (the texts typed, kept in this browser)' }).click();
  await expect(page.getByLabel('Custom one-time text')).toHaveValue('');
  await page.reload();
  await ladderReady(page);
  await expect(page.getByTestId('paste-text')).toHaveValue('');
});

test('a lone surrogate in a key leaves the page working: pasted, reloaded, and from a data link', async ({
  page,
  browser,
  context,
}) => {
  await openWithPasted(page, context, '[{"\\udc00k":1}]');
  await expect(page.getByText('Reading files…')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('data-source')).toContainText('pasted.json');
  await ladderReady(page);
  await openDataLink(page, browser);
});
