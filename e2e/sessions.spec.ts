import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { DEFAULT_PLACEHOLDER } from '../src/core/conversation/sim-form.ts';
import { formatInt } from '../src/core/format/numbers.ts';
import { tableToCsv, tableToMarkdown } from '../src/core/report/table.ts';
import {
  REPLAY_COLUMNS,
  beforeAfterTable,
  sessionProfileTable,
  windowAtStepTable,
} from '../src/core/report/tables/session.ts';
import { beforeAfter } from '../src/core/sessions/compare.ts';
import { profileSession, unseenTokens } from '../src/core/sessions/profile.ts';
import { readSession } from '../src/core/sessions/readers/read-session.ts';
import { replaySession } from '../src/core/sessions/replay.ts';
import { AS_LOGGED, resolveStrategy } from '../src/core/sessions/strategy.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { chosenPrice, DEFAULT_PRICE_CHOICE, inputPrices } from '../src/core/money/choice.ts';
import { formatCost } from '../src/core/money/currency.ts';
import { dropTexts, ladderReady, openFold } from './helpers.ts';

const FILE = 'fixtures/sessions/claude-code.jsonl';
const LOG = readFileSync(FILE, 'utf8');
const counter = nodeCounter('cl100k_base');
const session = readSession(LOG, 'claude-code.jsonl');
const profile = profileSession(session, counter);

/** What Node's core computes for the placeholder strategy keeping the newest `keepLast` results. */
function expectedReplay(keepLast: number) {
  const unseen = unseenTokens(profile);
  const none = replaySession(session, profile.itemTokens, { kind: 'none' }, unseen);
  const choice = { kind: 'placeholder', placeholder: DEFAULT_PLACEHOLDER, notes: 0, keepLast, trigger: null } as const;
  const resolved = resolveStrategy(choice, session, profile, (t) => counter.count(t));
  const steps = replaySession(session, resolved.itemTokens, resolved.strategy, unseen);
  // Priced at the page's default model, Claude Sonnet 4.5 (chosen in the sidebar).
  const table = beforeAfter(none, steps, null, inputPrices(chosenPrice(DEFAULT_PRICE_CHOICE)!));
  return { table, name: resolved.name };
}

const dropSession = (page: Page) => dropTexts(page, [{ name: 'claude-code.jsonl', text: LOG }], 'session-drop');

/** The texts of one body row of a table shown on the page, header cell first. */
const rowTexts = (page: Page, testId: string, row: number) =>
  page.getByTestId(testId).locator('tbody tr').nth(row).locator('th, td').allInnerTexts();

test('a dropped Claude Code log is profiled, replayed with the default placeholder, and its table exported', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
  await page.goto('./?view=sessions');
  await ladderReady(page);
  await dropSession(page);

  // The profile: Node's step count, and step 10's counted figure as Node's profileSession has it.
  expect(profile.steps).toHaveLength(30);
  await expect(page.getByTestId('session-summary')).toContainText('30 steps (model requests), 1 compaction');
  await expect(page.getByTestId('session-estimate')).toContainText('are estimates');
  const columns = sessionProfileTable(profile).columns.map((c) => c.name);
  // The per-step table is folded under the charts: one line says how many steps it shows.
  await expect(page.getByTestId('session-profile-fold').locator('summary')).toHaveText(
    'Show all 30 steps: the window per step, by part',
  );
  await openFold(page, 'session-profile-fold');
  const step10 = await rowTexts(page, 'session-profile-table', 9);
  expect(step10[0]).toBe('10');
  expect(step10[columns.indexOf('Counted')]).toBe(formatInt(profile.steps[9]!.counted));
  expect(step10[columns.indexOf('Counted')]).toBe('3,041');
  expect(step10[columns.indexOf('Recorded')]).toBe(formatInt(profile.steps[9]!.recorded!));
  // What the log does not show, and its two parts: step 1's 13,980 (fixed) and the 8,100 beyond it.
  expect(step10.slice(-3)).toEqual(['+22,080', '+13,980', '+8,100']);
  await expect(page.getByTestId('session-not-in-log')).toContainText(
    'the other 13,980 are the fixed part not in the log (system prompt and tool definitions)',
  );
  // A subagent thread is offered as its own session.
  await expect(page.getByRole('button', { name: 'Open subagent agent-a1 (1 step)' })).toBeVisible();

  // The step slider, moved with the keyboard to step 4: the window there as Node's core tables it.
  const slider = page.getByTestId('session-step-slider');
  await slider.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { name: 'The window at step 4 of 30 (cl100k_base)' })).toBeVisible();
  const window4 = windowAtStepTable(profile, 4);
  for (const [i, row] of window4.rows.entries())
    expect(await rowTexts(page, 'session-window-table', i)).toEqual(row.map((c) => c.text));

  // The default strategy: the placeholder, keeping the newest 3 results raw (the hint says why).
  await expect(page.getByRole('radio', { name: 'Placeholder and notes' })).toBeChecked();
  await expect(page.getByLabel('Keep the newest results raw')).toHaveValue('3');
  await expect(page.getByTestId('keep-newest-why')).toContainText("as Anthropic's context editing keeps its newest 3");
  const { table, name } = expectedReplay(3);
  // The comparison covers the whole run, as the verdict does.
  const title = `All 30 steps: as logged against ${name}`;
  expect(title).toBe('All 30 steps: as logged against the placeholder (17 tokens) for every result but the newest 3');
  await expect(page.getByTestId('session-before-after')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('session-before-after').locator('thead')).toContainText('As logged');
  await expect(page.getByText('The log compacted its own window before step 20')).toBeVisible();
  // The session's own verdict heads the view: the whole run, in tokens and money.
  await expect(page.getByTestId('session-verdict-headline')).toHaveText(
    'Over all 30 steps, the placeholder (17 tokens) for every result but the newest 3 sends 46,080 fewer input tokens than the run as logged (6.75 % of as logged: 682,268 tokens).',
  );
  await expect(page.getByTestId('verdict')).toHaveCount(0);
  // The biggest blocks name each result's target and the step that first read it.
  expect(await rowTexts(page, 'session-blocks', 0)).toEqual(['tasks_get', 'T-107', '8', '593', '12', '7,116']);
  const total = await rowTexts(page, 'session-before-after', 0);
  expect(total.slice(0, 3)).toEqual([
    'Total input tokens',
    formatInt(table.before.total),
    formatInt(table.after.total),
  ]);
  expect(total[3]).toContain(`${formatInt(table.change.saved)} fewer`);
  const mean = await rowTexts(page, 'session-before-after', 1);
  expect(mean.slice(1, 3)).toEqual([formatInt(Math.round(table.before.mean)), formatInt(Math.round(table.after.mean))]);
  const median = await rowTexts(page, 'session-before-after', 2);
  expect(median.slice(1, 3)).toEqual([
    formatInt(Math.round(table.before.median)),
    formatInt(Math.round(table.after.median)),
  ]);

  // Exports: the same cells as core's table for the same replay.
  const expected = beforeAfterTable(table, AS_LOGGED, name, undefined, 'USD', REPLAY_COLUMNS);
  await page.getByRole('button', { name: `Copy the ${title} table as Markdown` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  // Core's Markdown without notes is the page's up to its notes.
  const withoutNotes = tableToMarkdown({ ...expected, notes: [] }).trimEnd();
  expect(markdown.startsWith(withoutNotes)).toBe(true);
  expect(markdown).toContain(
    `Input cost of these steps, modelled with the prompt cache: ${formatCost(table.cost!.before, 'USD')} as logged, ${formatCost(table.cost!.after, 'USD')} with the strategy;`,
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download the ${title} table as CSV` }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  expect(csv).toBe(tableToCsv(expected));

  // The log is never in the link.
  expect(page.url()).not.toContain('claude');
});

test('a log that fails while a session is open leaves that session as it was', async ({ page }) => {
  await page.goto('./?view=sessions');
  await ladderReady(page);
  await dropSession(page);
  await expect(page.getByTestId('session-verdict-headline')).toContainText('Over all 30 steps', { timeout: 30_000 });
  // With a log open, another one is one click away: the drop zone folds under one line.
  await expect(page.getByTestId('session-drop')).toBeHidden();
  await openFold(page, 'session-another');
  await page.getByLabel('Or paste the log (JSON Lines or JSON)').fill('{"hello": [1, 2');
  await page.getByRole('button', { name: 'Read this log' }).click();
  await expect(page.getByRole('alert')).toContainText('pasted log could not be read as a session');
  await expect(page.getByText('Your text is kept above.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'claude-code.jsonl: Claude Code session JSONL' })).toBeVisible();
  await expect(page.getByTestId('session-verdict-headline')).toContainText('Over all 30 steps', { timeout: 30_000 });
});

test('a pasted text that is no session says why and keeps the text', async ({ page }) => {
  await page.goto('./?view=sessions');
  await ladderReady(page);
  await page.getByLabel('Or paste the log (JSON Lines or JSON)').fill('{"hello": [1, 2');
  await page.getByRole('button', { name: 'Read this log' }).click();
  await expect(page.getByRole('alert')).toContainText('pasted log could not be read as a session');
  await expect(page.getByLabel('Or paste the log (JSON Lines or JSON)')).toHaveValue('{"hello": [1, 2');
});

test('a new encoding profiles the log again, and a subagent thread opens as its own session', async ({ page }) => {
  await page.goto('./?view=sessions');
  await ladderReady(page);
  await dropSession(page);
  await expect(page.getByTestId('session-summary')).toContainText('30 steps');
  const o200k = profileSession(session, nodeCounter('o200k_base'));
  expect(o200k.steps[9]!.counted).not.toBe(profile.steps[9]!.counted);
  await page.getByRole('radio', { name: 'o200k_base' }).click();
  await openFold(page, 'session-profile-fold');
  await expect(page.getByRole('heading', { name: /Window per step \(o200k_base/ })).toBeVisible({ timeout: 30_000 });
  const step10 = await rowTexts(page, 'session-profile-table', 9);
  const columns = sessionProfileTable(o200k).columns.map((c) => c.name);
  expect(step10[columns.indexOf('Counted')]).toBe(formatInt(o200k.steps[9]!.counted));

  const thread = readSession(LOG, 'claude-code.jsonl', 'agent-a1');
  const steps = thread.steps.length;
  expect(steps).toBe(1);
  await page.getByRole('button', { name: `Open subagent agent-a1 (${steps} step)` }).click();
  await expect(page.getByText(`Showing subagent agent-a1 (${steps} step) of claude-code.jsonl.`)).toBeVisible();
  await expect(page.getByTestId('session-summary')).toContainText(`${steps} ${steps === 1 ? 'step' : 'steps'}`);
  await page.getByRole('button', { name: 'Open the main thread (30 steps)' }).click();
  await expect(page.getByTestId('session-summary')).toContainText('30 steps');
});

test('a pasted array of request bodies is read as a session, one step per body', async ({ page }) => {
  const bodies = readFileSync('fixtures/sessions/anthropic-messages-bodies.json', 'utf8');
  const parsed = readSession(bodies, 'pasted log');
  const bodyProfile = profileSession(parsed, counter);
  expect(bodyProfile.steps).toHaveLength(10);
  await page.goto('./?view=sessions');
  await ladderReady(page);
  await page.getByLabel('Or paste the log (JSON Lines or JSON)').fill(bodies);
  await page.getByRole('button', { name: 'Read this log' }).click();
  await expect(page.getByRole('heading', { name: 'pasted log: Anthropic Messages request bodies' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('session-summary')).toContainText('10 steps (model requests), 1 compaction');
  const columns = sessionProfileTable(bodyProfile).columns.map((c) => c.name);
  await openFold(page, 'session-profile-fold');
  const step4 = await rowTexts(page, 'session-profile-table', 3);
  expect(step4[columns.indexOf('Counted')]).toBe(formatInt(bodyProfile.steps[3]!.counted));
  expect(step4[columns.indexOf('Counted')]).toBe('1,234');
  expect(step4[columns.indexOf('Thinking / reasoning')]).toBe('33');
});
