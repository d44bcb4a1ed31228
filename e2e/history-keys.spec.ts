import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { profileTrace } from '../src/core/conversation/profile.ts';
import { OPENAI_LOOP } from '../src/core/conversation/request-bodies.fixture.ts';
import { parseRequestBody } from '../src/core/conversation/request-body.ts';
import { formatInt } from '../src/core/format/numbers.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { fieldCostsReady, ladderReady } from './helpers.ts';

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true });

test('each view chosen is a history entry: Back and Forward move between views, settings replace the entry', async ({
  page,
}) => {
  await page.goto('./');
  await ladderReady(page);
  const start = await page.evaluate(() => history.length);
  await page.getByRole('tab', { name: 'Savings' }).click();
  await expect(selectedTab(page)).toHaveText('Savings');
  // A setting changed on this view replaces its entry: Back is not an undo of every toggle.
  await page.getByRole('button', { name: '5 rows' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('scales')).toBe('20,100,500');
  await page.getByRole('tab', { name: 'Break-even' }).click();
  await expect(selectedTab(page)).toHaveText('Break-even');
  expect(await page.evaluate(() => history.length)).toBe(start + 2);

  await page.goBack();
  await expect(selectedTab(page)).toHaveText('Savings');
  expect(new URL(page.url()).searchParams.get('view')).toBe('savings');
  await expect(page.getByRole('button', { name: '5 rows' })).toHaveAttribute('aria-pressed', 'false');
  await page.goBack();
  await expect(selectedTab(page)).toHaveText('Ladder');
  // The ladder's entry was left with every scale on: Back shows it as it was.
  await expect(page.getByRole('button', { name: '5 rows' })).toHaveAttribute('aria-pressed', 'true');
  await ladderReady(page);
  await expect(page.getByTestId('cell-L4-5')).toBeVisible();
  await page.goForward();
  await expect(selectedTab(page)).toHaveText('Savings');
  await expect(page.getByRole('button', { name: '5 rows' })).toHaveAttribute('aria-pressed', 'false');
  await page.goForward();
  await expect(selectedTab(page)).toHaveText('Break-even');
  // Going back and forth pushed nothing.
  expect(await page.evaluate(() => history.length)).toBe(start + 2);
});

test('the first Tab focuses "Skip to results", shown on focus; Enter moves the focus to the chosen view tab', async ({
  page,
}) => {
  await page.goto('./?view=transport');
  await ladderReady(page);
  const skip = page.getByRole('link', { name: 'Skip to results' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Transport' })).toBeFocused();
  expect(new URL(page.url()).hash).toBe('');
  // From the tabs, the arrow keys choose another view.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Conversation growth' })).toBeFocused();
});

test('reordering says in plain words what was picked up, where it moved and where it was dropped', async ({ page }) => {
  await page.goto('./');
  await ladderReady(page);
  await fieldCostsReady(page);
  const handle = page.getByRole('button', { name: 'Reorder priority: press space, then the arrow keys' });
  await expect(handle).toHaveAccessibleDescription(
    'To move a field, press Space to pick it up, the up and down arrow keys to move it, Space again to drop it, or Escape to put it back.',
  );
  await handle.focus();
  const said = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(said).toHaveText('Picked up field priority, position 4 of 8.');
  await page.keyboard.press('ArrowDown');
  await expect(said).toHaveText('Moved priority to position 5 of 8.');
  await page.keyboard.press('Space');
  await expect(said).toHaveText('Dropped priority at position 5 of 8.');
  await expect
    .poll(() => new URL(page.url()).searchParams.get('fields'))
    .toMatch(/^id,status,assignee,-name,priority,/);
  // Alt+arrow on a field's toggle moves it too, and says so.
  await ladderReady(page);
  await page.getByRole('button', { name: 'Keep field priority' }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByTestId('field-moved')).toHaveText('Moved priority to position 4 of 8.');
  await expect(page.getByRole('button', { name: 'Keep field priority' })).toBeFocused();
});

test('with no field kept the views say so instead of showing numbers; the last scale says why it stays', async ({
  page,
}) => {
  await page.goto('./');
  await ladderReady(page);
  for (const field of ['id', 'status', 'assignee', 'priority'])
    await page.getByRole('button', { name: `Keep field ${field}` }).click();
  const warning = page.getByTestId('no-field-kept');
  await expect(warning).toHaveText(
    /^No field is kept \(0 of 8\), so the projected rungs L2–L5 have nothing to count: keep at least one field\./,
  );
  await expect(page.getByTestId('cell-L4-5')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Savings' }).click();
  await expect(warning).toBeVisible();
  await expect(page.getByRole('figure')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Sessions' }).click();
  await expect(warning).toHaveCount(0);
  await page.getByRole('tab', { name: 'Ladder' }).click();
  await page.getByRole('button', { name: 'Keep every field' }).click();
  await ladderReady(page);
  await expect(warning).toHaveCount(0);
  await expect(page.getByTestId('cell-L4-5')).toBeVisible();

  for (const rows of ['5 rows', '20 rows', '100 rows']) await page.getByRole('button', { name: rows }).click();
  const last = page.getByRole('button', { name: '500 rows' });
  await expect(last).toBeDisabled();
  await expect(last).toHaveAttribute('aria-pressed', 'true');
  await expect(last).toHaveAccessibleDescription(
    'At least one scale is needed: add another row count before switching off 500 rows.',
  );
  await expect(page.getByTestId('last-scale')).toBeVisible();
  await page.getByLabel('Custom row count').fill('7');
  await page.getByRole('button', { name: 'Add row count' }).click();
  await expect(last).toBeEnabled();
  await expect(page.getByTestId('last-scale')).toHaveCount(0);
});

test('growth: a linked response and a replayed request show their inputs read-only, with the reason', async ({
  page,
}) => {
  await page.goto('./?view=growth');
  await ladderReady(page);
  const response = page.getByLabel('Tool response per step');
  await expect(response).toBeEditable();
  await page.getByLabel('Tool response from the ladder').selectOption({ label: 'L4 Header + value rows at 100 rows' });
  await page.getByRole('tab', { name: 'Ladder' }).click();
  const l4 = await page.getByTestId('cell-L4-100').innerText();
  await page.getByRole('tab', { name: 'Conversation growth' }).click();
  await expect(response).not.toBeEditable();
  await expect(response).toHaveValue(l4);
  await expect(response).toHaveAccessibleDescription('Set by the link to L4 at 100 rows: unlink it below to edit.');
  await expect(page.getByLabel('Tool request per step')).toBeEditable();
  await page.getByLabel('Count linked responses as calls over MCP (2025 shape)').check();
  await expect(page.getByLabel('Tool request per step')).not.toBeEditable();
  await page.getByLabel('Tool response from the ladder').selectOption({ label: 'Typed size above' });
  await expect(response).toBeEditable();
  await expect(response).toHaveValue('5000');

  const body = JSON.stringify({ model: OPENAI_LOOP.model, messages: OPENAI_LOOP.messages.slice(0, 4) });
  const profile = profileTrace(parseRequestBody(body, 'pasted request'), nodeCounter('cl100k_base'));
  await page.getByTestId('profile-text').fill(body);
  await page.getByRole('button', { name: 'Profile this request' }).click();
  const table = page.getByTestId('profile-table');
  await expect(table.getByRole('columnheader', { name: /^Share/ })).toContainText(
    `of this request, ${formatInt(profile.total)} tokens`,
  );
  await expect(table).toContainText('% of this request');
  await page.getByRole('button', { name: 'Replay this request in the charts, with and without compaction' }).click();
  const note = page.getByTestId('replay-sets-inputs');
  await expect(note).toContainText('Set by the replayed request (pasted request)');
  const system = page.getByRole('textbox', { name: 'System prompt' });
  await expect(system).not.toBeEditable();
  await expect(system).toHaveValue(formatInt(profile.conversation.system));
  await expect(page.getByTestId('sim-steps')).toHaveValue(formatInt(profile.conversation.steps.length));
  await expect(response).toHaveValue('varies per step');
  await expect(page.getByLabel('Tool response from the ladder')).toBeDisabled();
  await expect(page.getByLabel('Count linked responses as calls over MCP (2025 shape)')).toBeDisabled();
  await page.getByRole('button', { name: 'Stop replaying to edit them' }).click();
  await expect(note).toHaveCount(0);
  await expect(system).toBeEditable();
  await expect(system).toHaveValue('5000');
});

test('words: the call resets to the example call and names the article it comes from', async ({ page }) => {
  await page.goto('./?view=transport');
  await ladderReady(page);
  await expect(page.getByRole('button', { name: 'Reset to the example call' })).toBeDisabled();
  await expect(page.getByText('“How Far to Optimize an Agent’s Context”')).toBeVisible();
});
