import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { generateTasks } from '../src/core/builtin-data/generate.ts';
import { diffRungs } from '../src/core/inspect/diff-lines.ts';
import { inspectText } from '../src/core/inspect/inspect-text.ts';
import { computeLadder } from '../src/core/ladder/ladder.ts';
import { representationById } from '../src/core/representation-list.ts';
import { textSize } from '../src/core/text-stats.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { dropTexts, ladderReady } from './helpers.ts';

const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];
const counter = nodeCounter('cl100k_base');

/** The exact text of a rung at a fixture scale, as Node builds it. */
function nodeText(id: string, rows: number): string {
  return representationById(id).build(generateTasks(rows), ROLL_CALL);
}

/** The tokens Node counts for a rung at a fixture scale (the ladder's own figure). */
function nodeTokens(id: 'L0' | 'L3' | 'L4', rows: number): number {
  return computeLadder([{ label: `${rows}`, records: generateTasks(rows) }], ROLL_CALL, counter).scales[0]!.rungs[id]
    .tokens;
}

const n = (value: number) => value.toLocaleString('en-US');

async function pick(page: Page, rung: string, rows: number) {
  await page
    .getByRole('radiogroup', { name: 'Rung or format' })
    .getByRole('radio', { name: new RegExp(`^${rung} `) })
    .click();
  await page
    .getByRole('radiogroup', { name: 'Scale (rows per response)' })
    .getByRole('radio', { name: `${rows} rows` })
    .click();
}

test.beforeEach(async ({ page }) => {
  // The Tokens view's old id, as links shared before its rename carry it (src/state/link/url.ts).
  await page.goto('./?view=inspector');
  await ladderReady(page);
});

test('L4 at 5 rows shows Node’s count, one mark per token, and the ids on hover and focus', async ({ page }) => {
  const text = nodeText('L4', 5);
  const ids = counter.encode(text);
  const tokens = nodeTokens('L4', 5);
  expect(ids.length).toBe(tokens);
  await pick(page, 'L4', 5);
  await expect(page.getByTestId('tokens-view-count')).toHaveText(
    `${n(tokens)} tokens, ${n(textSize(text).bytes)} bytes`,
  );
  const pre = page.getByTestId('token-text');
  const marks = pre.locator('.tok');
  await expect(marks).toHaveCount(tokens);
  // The marks spell the text exactly (React text only: nothing is read as HTML).
  expect(await pre.textContent()).toBe(text);
  await expect(pre.getByRole('option')).toHaveCount(tokens);
  await expect(marks.first()).toHaveAttribute('aria-label', new RegExp(`^token 1, id ${ids[0]}: `));

  await marks.first().hover();
  await expect(page.getByTestId('token-readout-ids')).toHaveText(String(ids[0]));
  await marks.nth(3).hover();
  await expect(page.getByTestId('token-readout-ids')).toHaveText(String(ids[3]));
  await page.mouse.move(0, 0);

  // Keyboard: Tab from the scale chooser lands on the first token; arrows move token by token.
  await page
    .getByRole('radiogroup', { name: 'Scale (rows per response)' })
    .getByRole('radio', { name: '5 rows' })
    .focus();
  await page.keyboard.press('Tab');
  await expect(marks.first()).toBeFocused();
  await expect(page.getByTestId('token-readout-ids')).toHaveText(String(ids[0]));
  await page.keyboard.press('ArrowRight');
  await expect(marks.nth(1)).toBeFocused();
  await expect(page.getByTestId('token-readout-ids')).toHaveText(String(ids[1]));
  await page.keyboard.press('End');
  await expect(marks.last()).toBeFocused();
  await expect(page.getByTestId('token-readout-ids')).toHaveText(String(ids[ids.length - 1]));
});

test('comparing L3 with L4 strikes the minified line and adds the header and rows', async ({ page }) => {
  const l3 = nodeText('L3', 5);
  const l4 = nodeText('L4', 5);
  const diff = diffRungs(l3, l4);
  await pick(page, 'L4', 5);
  await page.getByRole('radio', { name: /^A: L3 / }).click();
  await page.getByRole('radio', { name: /^B: L4 / }).click();
  const summary = page.getByTestId('compare-summary');
  await expect(summary).toContainText(`L3 → L4: \u2212${n(nodeTokens('L3', 5) - nodeTokens('L4', 5))} tokens`);
  const shown = page.getByTestId('rung-diff');
  const removed = shown.locator('del');
  await expect(removed).toHaveCount(diff.filter((l) => l.kind === 'removed').length);
  await expect(removed.first()).toContainText(l3.slice(0, 60));
  await expect(shown.locator('ins')).toHaveCount(diff.filter((l) => l.kind === 'added').length);
  await expect(shown.locator('ins').first()).toContainText(ROLL_CALL.join(','));
});

test('L0 at 500 rows is capped at 20,000 tokens, drawn 2,000 at a time until asked for all', async ({ page }) => {
  const text = nodeText('L0', 500);
  const tokens = nodeTokens('L0', 500);
  expect(tokens).toBeGreaterThan(20_000);
  await pick(page, 'L0', 500);
  await expect(page.getByTestId('tokens-view-count')).toHaveText(
    `${n(tokens)} tokens, ${n(textSize(text).bytes)} bytes`,
  );
  await expect(page.getByTestId('tokens-view-truncated')).toContainText('the first 20,000 are marked');
  const marks = page.getByTestId('token-text').locator('.tok');
  await expect(marks).toHaveCount(2_000);
  await page.getByRole('button', { name: 'Show all 20,000 tokens' }).click();
  await expect(marks).toHaveCount(20_000);
  const ids = counter.encode(text);
  await marks.nth(19_999).hover();
  await expect(page.getByTestId('token-readout-ids')).toHaveText(String(ids[19_999]));
});

test('an emoji split over three tokens is one mark listing all three ids', async ({ page }) => {
  const records = [{ id: 'a', status: '🦜 parrot' }];
  await dropTexts(page, [{ name: 'parrot.json', text: JSON.stringify(records) }]);
  await expect(page.getByTestId('data-source')).toContainText('parrot.json');
  await ladderReady(page);
  const expected = inspectText(representationById('L4').build(records, ['id', 'status']), counter);
  const parrot = expected.segments.find((s) => s.ids.length > 1)!;
  expect(parrot.ids).toEqual([9468, 99, 250]);
  await page.getByRole('radiogroup', { name: 'Rung or format' }).getByRole('radio', { name: /^L4 / }).click();
  await expect(page.getByTestId('tokens-view-count')).toHaveText(`${expected.tokens} tokens, ${expected.bytes} bytes`);
  const marks = page.getByTestId('token-text').locator('.tok');
  await expect(marks).toHaveCount(expected.segments.length);
  expect(expected.segments.length).toBe(expected.tokens - 2);
  const mark = marks.nth(expected.segments.indexOf(parrot));
  await expect(mark).toHaveText('🦜');
  await expect(mark).toHaveAttribute(
    'aria-label',
    `tokens ${parrot.first + 1}–${parrot.first + 3}, ids 9468, 99, 250: '🦜'`,
  );
  await mark.hover();
  await expect(page.getByTestId('token-readout-ids')).toHaveText('9468, 99, 250');
});
