import { expect, test } from '@playwright/test';
import { TASK_FIELDS, generateTasks } from '../src/core/fixtures/generate.ts';
import { computeLadder } from '../src/core/ladder/ladder.ts';
import { callSettingsOf, DEFAULT_CALL } from '../src/core/mcp/call-form.ts';
import { formatCost } from '../src/core/money/currency.ts';
import { aliasLegend, assignAliases } from '../src/core/serializers/aliases.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { ladderReady, pasteData } from './helpers.ts';

// What Node counts for the built-in fixture and the roll-call fields at the detail scale (100 rows).
const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];
const counter = nodeCounter('cl100k_base');
const calls = { transport: 'mcp-2025' as const, settings: callSettingsOf(DEFAULT_CALL, ROLL_CALL) };
const ladder = computeLadder(
  [5, 20, 100, 500].map((rows) => ({ label: `${rows}`, records: generateTasks(rows) })),
  ROLL_CALL,
  counter,
  [],
  calls,
);
const at100 = ladder.scales.find((s) => s.rows === 100)!;
const LEGEND = counter.count(aliasLegend(ROLL_CALL, assignAliases(ROLL_CALL)));
const int = (n: number) => n.toLocaleString('en-US');
const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(2)} %`;

test('the verdict card: the cheapest rung against L0, in tokens and money, and its break-even', async ({ page }) => {
  await page.goto('./');
  await ladderReady(page);
  const card = page.getByTestId('verdict');
  const { L0, L4, L5 } = at100.rungs;
  const saved = L0.tokens - L5.tokens;
  await expect(card.getByTestId('verdict-headline')).toHaveText(
    `At 100 rows, L5 Aliased header costs least: ${int(L5.tokens)} cl100k_base tokens per response against ${int(L0.tokens)} for L0 Pretty JSON, full, ${int(saved)} tokens saved (${pct(saved, L0.tokens)} of L0).`,
  );
  const perThousand = (perMillion: number) => formatCost((1000 * (25 * saved - LEGEND) * perMillion) / 1e6, 'USD');
  await expect(card.getByTestId('verdict-money')).toHaveText(
    `Per call: ${formatCost((saved * 3) / 1e6, 'USD')} saved, input tokens at Claude Sonnet 4.5 list price, $3.00 per million (read 2025-10-15). Per 1,000 sessions of 25 calls, each response read once: ${perThousand(3)} (less the ${LEGEND} tokens L5 needs read once per session). The tokens are cl100k_base counts: for Claude Sonnet 4.5, which counts with Anthropic's own tokenizer, an estimate.`,
  );
  const perQuery = L4.tokens - L5.tokens;
  await expect(card.getByTestId('verdict-break-even')).toHaveText(
    `Break-even: L4 → L5 (header aliases) has a one-time cost of ${LEGEND} tokens, read once per session; it breaks even after ${Math.floor(LEGEND / perQuery) + 1} queries (${perQuery} tokens saved per query at 100 rows).`,
  );
  await expect(card.getByTestId('verdict-calls')).toHaveCount(0);

  // Another model: the money changes, the tokens do not; the link says which.
  await page.getByRole('combobox', { name: 'Model and price' }).selectOption('gpt-5');
  await expect(card.getByTestId('verdict-money')).toContainText(
    `Per call: ${formatCost((saved * 1.25) / 1e6, 'USD')} saved, input tokens at GPT-5 list price, $1.25 per million`,
  );
  await expect(card.getByTestId('verdict-money')).toContainText(`: ${perThousand(1.25)} (less the`);
  // GPT-5 is OpenAI's: its tokens are not called an estimate.
  await expect(card.getByTestId('verdict-money')).not.toContainText('estimate');
  await expect(page.getByTestId('price-source')).toContainText(
    'List price read 2025-10-15 from https://openai.com/api/pricing/',
  );
  await expect(page).toHaveURL(/[?&]model=gpt-5(&|$)/);

  // A custom row in euros: the symbol follows.
  await page.getByRole('combobox', { name: 'Model and price' }).selectOption('custom');
  await page.getByLabel('Currency').selectOption('EUR');
  await page.getByLabel('Input', { exact: true }).fill('10');
  await expect(card.getByTestId('verdict-money')).toContainText(
    `Per call: ${formatCost((saved * 10) / 1e6, 'EUR')} saved, input tokens at your custom price, €10.00 per million`,
  );
  await expect(page).toHaveURL(/model=custom&input=10&cached=0.3&output=15&currency=EUR/);

  // An MCP transport: the same per call, over call totals.
  await page.getByRole('radio', { name: 'MCP (2025 shape)', exact: true }).click();
  await ladderReady(page);
  const l0Call = at100.calls!.L0!.total;
  const l5Call = at100.calls!.L5!.total;
  await expect(card.getByTestId('verdict-calls')).toHaveText(
    `Over MCP (2025 shape), call totals (request + result): L5 Aliased header costs least, ${int(l5Call)} tokens per call against ${int(l0Call)} for L0's call, ${int(l0Call - l5Call)} tokens saved (${pct(l0Call - l5Call, l0Call)} of L0's call); ${formatCost(((l0Call - l5Call) * 10) / 1e6, 'EUR')} per call.`,
  );
});

test('the verdict follows the savings baseline: own data against the text as received, unless L0 is chosen', async ({
  page,
}) => {
  await page.goto('./');
  await ladderReady(page);
  const records = generateTasks(20);
  // Minified, as a server sends it: the text as received is not L0.
  const text = JSON.stringify(records);
  await pasteData(page, text);
  // Own data keeps every field, in source order: the fixture's roll-call does not carry over.
  const [scale] = computeLadder([{ label: 'pasted.json', records }], [...TASK_FIELDS], counter).scales;
  const { L0, L5 } = scale!.rungs;
  const received = counter.count(text);
  expect([L0.tokens, L5.tokens, received]).toEqual([1931, 1020, 1372]);
  const headline = page.getByTestId('verdict-headline');
  await expect(headline).toHaveText(
    `At 20 rows, L5 Aliased header costs least: ${int(L5.tokens)} cl100k_base tokens per response against ${int(received)} for the text as received, ${int(received - L5.tokens)} tokens saved (${pct(received - L5.tokens, received)} of as received).`,
  );
  // The default is not a choice: the link leaves it out.
  expect(new URL(page.url()).searchParams.has('base')).toBe(false);

  await page.getByRole('tab', { name: 'Savings' }).click();
  await page
    .getByRole('radiogroup', { name: 'Percentages of:' })
    .getByRole('radio', { name: 'L0', exact: true })
    .click();
  await expect(headline).toHaveText(
    `At 20 rows, L5 Aliased header costs least: ${int(L5.tokens)} cl100k_base tokens per response against ${int(L0.tokens)} for L0 Pretty JSON, full, ${int(L0.tokens - L5.tokens)} tokens saved (${pct(L0.tokens - L5.tokens, L0.tokens)} of L0).`,
  );
  await expect(page).toHaveURL(/[?&]base=L0(&|$)/);
});
