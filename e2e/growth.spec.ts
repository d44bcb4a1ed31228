import { expect, test } from '@playwright/test';
import { profileTrace } from '../src/core/conversation/profile.ts';
import { OPENAI_LOOP } from '../src/core/conversation/request-bodies.fixture.ts';
import { parseRequestBody } from '../src/core/conversation/request-body.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { ladderReady } from './helpers.ts';

const total = async (page: import('@playwright/test').Page, id: string) =>
  Number((await page.getByTestId(`growth-total-${id}`).innerText()).replaceAll(',', ''));

test('linking the tool response to L0 and then L4 at 100 rows changes the totals', async ({ page }) => {
  await page.goto('./?view=growth');
  await ladderReady(page);
  await expect(page.getByTestId('growth-summary')).toBeVisible();
  // The seed defaults over 25 steps with the newest result raw.
  const typedBaseline = await total(page, 'baseline');
  expect(typedBaseline).toBe(25 * 7500 + (250 * (25 * 26)) / 2 + (5000 * (25 * 26)) / 2);
  const link = page.getByLabel('Tool response from the ladder');
  await link.selectOption({ label: 'L0 Pretty JSON, full at 100 rows' });
  await expect.poll(() => total(page, 'baseline')).not.toBe(typedBaseline);
  const l0 = await total(page, 'baseline');
  await link.selectOption({ label: 'L4 Header + value rows at 100 rows' });
  await expect.poll(() => total(page, 'baseline')).not.toBe(l0);
  const l4 = await total(page, 'baseline');
  expect(l4).toBeLessThan(l0);
  // With compaction the gap between L0 and L4 responses shrinks: old results are placeholders either way.
  await expect(page.getByRole('row', { name: /Compaction \(L4 at 100 rows\)/ })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('sim')).toContain('"link":{"id":"L4","rows":100}');
});

test('a pasted OpenAI request is profiled per component, and a broken one keeps its text', async ({ page }) => {
  await page.goto('./?view=growth');
  await ladderReady(page);
  // The loop's first call and its result.
  const body = { model: OPENAI_LOOP.model, messages: OPENAI_LOOP.messages.slice(0, 4) };
  await page.getByTestId('profile-text').fill(JSON.stringify(body));
  await page.getByRole('button', { name: 'Profile this request' }).click();
  await expect(page.getByTestId('profile-table')).toContainText('OpenAI Chat Completions, 1 tool call,');
  await expect(page.getByTestId('profile-toolResults')).not.toHaveText('0');
  await page.getByTestId('profile-text').fill('{"messages": [}');
  await page.getByRole('button', { name: 'Profile this request' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be profiled' })).toContainText('line 1');
  await expect(page.getByTestId('profile-text')).toHaveValue('{"messages": [}');
});

test('a profiled request is counted again when the encoding changes', async ({ page }) => {
  await page.goto('./?view=growth');
  await ladderReady(page);
  const body = JSON.stringify({
    model: 'claude-x',
    system: 'Antworte knapp über die Aufgaben des Sprints.',
    messages: [
      { role: 'user', content: 'Welche Aufgaben sind blockiert?' },
      { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'tasks_list', input: { fields: ['id'] } }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: '[{"id":"T-1"}]' }] },
    ],
  });
  const expected = (encoding: 'cl100k_base' | 'o200k_base') =>
    profileTrace(parseRequestBody(body, 'pasted request'), nodeCounter(encoding));
  const [cl100k, o200k] = [expected('cl100k_base'), expected('o200k_base')];
  expect(o200k.total).not.toBe(cl100k.total);
  await page.getByTestId('profile-text').fill(body);
  await page.getByRole('button', { name: 'Profile this request' }).click();
  await expect(page.getByTestId('profile-table')).toContainText(`${cl100k.total} tokens in all`);
  await expect(page.getByTestId('profile-system')).toHaveText(String(cl100k.byComponent.system));
  await page.getByRole('radio', { name: 'o200k_base' }).click();
  await expect(page.getByTestId('profile-table')).toContainText(`${o200k.total} tokens in all`, { timeout: 30_000 });
  await expect(page.getByTestId('profile-system')).toHaveText(String(o200k.byComponent.system));
  await expect(page.getByTestId('profile-table')).toContainText('o200k_base');
});

test("the window limit is the chosen model's context window until one is chosen or typed", async ({ page }) => {
  await page.goto('./?view=growth&model=gpt-4');
  await ladderReady(page);
  const source = page.getByTestId('growth-limit-source');
  const summary = page.getByTestId('growth-summary');
  await expect(source).toHaveText("Window limit: 8,192 tokens, GPT-4's context window.");
  await expect(summary.getByRole('columnheader', { name: /^Over 8,192/ })).toBeVisible();
  // Request 1 is 5,000 + 2,500 + 200 + 50 + 5,000 = 12,750 tokens: over GPT-4's window at once.
  await expect(
    summary
      .getByRole('row', { name: /^No compaction/ })
      .getByRole('cell')
      .nth(4),
  ).toHaveText('1');
  await expect(page.getByLabel('Custom limit')).toHaveValue('8192');

  await page.getByRole('radio', { name: '128,000 tokens' }).click();
  await expect(source).toHaveText('Window limit: 128,000 tokens, typed.');
  // 7,500 + 23 × 5,250 = 128,250 tokens at step 23.
  await expect(
    summary
      .getByRole('row', { name: /^No compaction/ })
      .getByRole('cell')
      .nth(4),
  ).toHaveText('23');
  expect(new URL(page.url()).searchParams.get('sim')).toContain('"limit":128000');

  await page.getByRole('radio', { name: /^the model's window: 8,192 tokens/ }).click();
  await expect(source).toHaveText("Window limit: 8,192 tokens, GPT-4's context window.");
  expect(new URL(page.url()).searchParams.get('sim') ?? '').not.toContain('limit');
});
