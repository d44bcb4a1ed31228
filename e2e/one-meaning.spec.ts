import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { generateTasks } from '../src/core/builtin-data/generate.ts';
import { computeLadder } from '../src/core/ladder/ladder.ts';
import type { RungId } from '../src/core/ladder/rungs.ts';
import { DEFAULT_CALL, callSettingsOf } from '../src/core/mcp/call-form.ts';
import { aliasLegend, assignAliases } from '../src/core/serializers/aliases.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { ladderReady } from './helpers.ts';

// What Node counts for the built-in fixture, the roll-call fields and the default call over MCP
// (2025 shape): the page's savings and break-even must show these call totals exactly.
const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];
const counter = nodeCounter('cl100k_base');
const calls = computeLadder(
  [5, 20, 100, 500].map((rows) => ({ label: `${rows}`, records: generateTasks(rows) })),
  ROLL_CALL,
  counter,
  [],
  { transport: 'mcp-2025', settings: callSettingsOf(DEFAULT_CALL, ROLL_CALL) },
);
const at100 = calls.scales.find((s) => s.rows === 100)!;
const payload = (id: RungId) => at100.rungs[id].tokens;
const call = (id: RungId) => at100.calls![id]!.total;
const int = (n: number) => n.toLocaleString('en-US');

async function chooseMcp(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'MCP (2025 shape)', exact: true }).click();
  await expect(page).toHaveURL(/transport=mcp-2025/);
  await ladderReady(page);
}

test('with MCP chosen, the ladder table and chart, savings and break-even all count call totals', async ({ page }) => {
  await page.goto('./?view=savings');
  await ladderReady(page);
  // The command line: payloads, 9,683 → 6,884 for L0 → L1 at 100 rows.
  const minify = page.getByTestId('saving-L0-L1-100');
  await expect(minify).toContainText(`${int(payload('L0'))} → ${int(payload('L1'))}`);
  await expect(page.getByTestId('savings-caption')).toContainText('tokens saved per response');

  await chooseMcp(page);
  await expect(page.getByTestId('transport-note')).toContainText(
    'Ladder, Savings and Break-even count the whole call; a view that shows payloads says so.',
  );
  const saved = call('L0') - call('L1');
  expect([call('L0'), call('L1'), saved]).toEqual([11055, 7354, 3701]);
  await expect(minify).toContainText(int(saved));
  await expect(minify).toContainText(`${((saved / call('L0')) * 100).toFixed(2)} % of L0`);
  await expect(minify).toContainText(`${int(call('L0'))} → ${int(call('L1'))}`);
  await expect(page.getByTestId('savings-caption')).toContainText(
    'tokens saved per call over MCP (2025 shape) on the JSON-RPC wire, request + result',
  );
  // Per-field costs are measured in the payload: the heading says so rather than pretend.
  await expect(page.getByRole('heading', { name: 'What each field costs: payload only' })).toBeVisible();
  await expect(page.getByTestId('field-cost-payload-only')).toContainText('Payload only — the transport');

  await page.getByRole('tab', { name: 'Break-even' }).click();
  await expect(page.getByTestId('break-even-per')).toHaveText(
    'per call over MCP (2025 shape) on the JSON-RPC wire, request + result',
  );
  const aliases = call('L4') - call('L5');
  await expect(page.getByTestId('saving-L0-L5')).toHaveText(`+${int(call('L0') - call('L5'))}`);
  await expect(page.getByTestId('saving-L4-L5')).toHaveText(`+${int(aliases)}`);
  const queries = Math.floor(21 / aliases) + 1;
  await expect(page.getByTestId('break-even-L4-L5')).toHaveText(`${int(queries)} queries`);

  // The ladder's table and chart agree: both call totals.
  await page.getByRole('tab', { name: 'Ladder' }).click();
  await expect(page.getByTestId('cell-L0-100')).toHaveText(int(call('L0')));
  await expect(page.getByTestId('ladder-caption')).toContainText('The chart below shows the same call totals');
  await expect(page.getByText('Call size by rung and scale, over MCP (2025 shape)')).toBeVisible();

  // The token view takes apart the payload's text: its heading says the transport does not apply.
  await page.getByRole('tab', { name: 'Tokens' }).click();
  await expect(page.getByRole('heading', { name: 'Tokens made visible: payload only' })).toBeVisible();
  await expect(page.getByTestId('tokens-view-payload-only')).toContainText('Payload only — the transport');
});

test('a legend edited in Break-even is the Ladder’s legend, its count too, and the link keeps it', async ({
  page,
  browser,
}) => {
  const generated = aliasLegend(ROLL_CALL, assignAliases(ROLL_CALL));
  // The finding's edit: the header line dropped and `=` left out, 21 → 13 tokens.
  const edited = 'i id\ns status\na assignee\np priority\n';
  const tokens = counter.count(edited);
  expect([counter.count(generated), tokens]).toEqual([21, 13]);

  await page.goto('./?view=break-even');
  await ladderReady(page);
  await page.getByRole('textbox', { name: 'Alias legend' }).fill(edited);
  await expect(page.getByTestId('session-tokens-legend')).toHaveText(`${tokens} tokens`);
  await expect(page.getByTestId('one-time-L4-L5')).toHaveText(String(tokens));

  await page.getByRole('tab', { name: 'Ladder' }).click();
  await expect(page.getByTestId('legend-tokens')).toHaveText(`${tokens} tokens`);
  await expect(page.getByTestId('legend-edited')).toBeVisible();
  await expect(page.locator('.legend-text')).toHaveText(edited);
  await expect(page).toHaveURL(/[?&]legend=i%20id%0As%20status%0A/);

  // Reloaded: kept (the link and this browser agree).
  await page.reload();
  await ladderReady(page);
  await expect(page.getByTestId('legend-tokens')).toHaveText(`${tokens} tokens`);

  // Opened in an empty browser (no storage): the link alone carries the edit.
  const link = page.url();
  const other = await browser.newContext();
  try {
    const theirs = await other.newPage();
    await theirs.goto(link);
    await ladderReady(theirs);
    await expect(theirs.getByTestId('legend-tokens')).toHaveText(`${tokens} tokens`);
    await theirs.getByRole('tab', { name: 'Break-even' }).click();
    await expect(theirs.getByRole('textbox', { name: 'Alias legend' })).toHaveValue(edited);
    await expect(theirs.getByTestId('one-time-L4-L5')).toHaveText(String(tokens));
  } finally {
    await other.close();
  }
});

test('a session text too long for a plain link travels in a data link', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('./?view=break-even');
  await ladderReady(page);
  const custom = 'Use the compact view: one header row, then one row per record.\n'.repeat(40);
  await page.getByRole('textbox', { name: 'Custom one-time text' }).fill(custom);
  await page.getByRole('button', { name: 'Needed by L5' }).click();
  await expect(page.getByTestId('session-tokens-custom')).toHaveText(`${int(counter.count(custom))} tokens`);
  await expect(page.getByTestId('session-texts-link-note')).toContainText('too long for a plain link');
  expect(page.url()).not.toContain('custom=');

  await page.getByRole('button', { name: 'Copy link with my session texts' }).click();
  await expect(page.getByTestId('link-carries-data')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('data=');
  const other = await browser.newContext();
  try {
    const theirs = await other.newPage();
    await theirs.goto(link);
    await ladderReady(theirs);
    await expect(theirs.getByRole('textbox', { name: 'Custom one-time text' })).toHaveValue(custom);
    await expect(theirs.getByRole('button', { name: 'Needed by L5' })).toHaveAttribute('aria-pressed', 'true');
  } finally {
    await other.close();
  }
});
