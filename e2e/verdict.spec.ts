import { expect, test } from '@playwright/test';
import { TASK_FIELDS, generateTasks } from '../src/core/builtin-data/generate.ts';
import { computeLadder } from '../src/core/ladder/ladder.ts';
import { callSettingsOf, DEFAULT_CALL } from '../src/core/mcp/call-form.ts';
import { formatCost } from '../src/core/money/currency.ts';
import { aliasLegend, assignAliases } from '../src/core/serializers/aliases.ts';
import { fieldPathsOf } from '../src/core/fields/field-tree.ts';
import { generateSparseListing } from '../src/core/builtin-data/sparse-listing.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { dropTexts, ladderReady, pasteData } from './helpers.ts';

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
// GPT-5 and the custom row after it count in o200k_base: the encoding follows the model chosen.
const o200k = nodeCounter('o200k_base');
const at100o = computeLadder(
  [5, 20, 100, 500].map((rows) => ({ label: `${rows}`, records: generateTasks(rows) })),
  ROLL_CALL,
  o200k,
  [],
  calls,
).scales.find((s) => s.rows === 100)!;
const LEGEND = counter.count(aliasLegend(ROLL_CALL, assignAliases(ROLL_CALL)));
const int = (n: number) => n.toLocaleString('en-US');
const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(2)} %`;

test('the verdict card: the cheapest rung against L0, in tokens and money, and its break-even', async ({ page }) => {
  await page.goto('./');
  await ladderReady(page);
  const card = page.getByTestId('verdict');
  const { L0, L5 } = at100.rungs;
  const saved = L0.tokens - L5.tokens;
  // The answer first, in one sentence; the CLI's `savings --verdict` prints the same first line.
  await expect(card.getByTestId('verdict-answer')).toHaveText(
    `4 of 8 fields as L5 Aliased header: ${int(L0.tokens)} → ${int(L5.tokens)} tokens per response at 100 rows (−${((saved / L0.tokens) * 100).toFixed(1)} %); ${formatCost((saved * 3) / 1e6, 'USD')} saved per call at Claude Sonnet 4.5, paid back on the first call.`,
  );
  await expect(card.getByTestId('verdict-answer')).toBeVisible();
  // The picture of the saving: L0, the two moves down, the winner, each in tokens and % of L0.
  const L2tokens = at100.rungs.L2.tokens;
  await expect(card.getByTestId('waterfall-base')).toContainText(`${int(L0.tokens)} tokens (L0)`);
  await expect(card.getByTestId('waterfall-fields')).toContainText(
    `−${int(L0.tokens - L2tokens)} tokens (${(((L0.tokens - L2tokens) / L0.tokens) * 100).toFixed(1)} % of L0)`,
  );
  await expect(card.getByTestId('waterfall-best')).toContainText(`L5 Aliased header${int(L5.tokens)} tokens`);
  await expect(card.getByTestId('verdict-headline')).toBeHidden();
  await card.getByText(/^Details:/).click();
  await expect(card.getByTestId('verdict-headline')).toBeVisible();
  await expect(card.getByTestId('verdict-headline')).toHaveText(
    `At 100 rows, L5 Aliased header costs least: ${int(L5.tokens)} cl100k_base tokens per response against ${int(L0.tokens)} for L0 Pretty JSON, full, ${int(saved)} tokens saved (${pct(saved, L0.tokens)} of L0).`,
  );
  const perThousand = (perMillion: number) => formatCost((1000 * (25 * saved - LEGEND) * perMillion) / 1e6, 'USD');
  // Its two moves, each of L0: dropping fields (L0 → L2), then L2 → L5; they add up to the saving.
  const { L2 } = at100.rungs;
  await expect(card.getByTestId('verdict-moves')).toHaveText(
    `Of the ${int(saved)} tokens saved: dropping fields (L0 → L2, 4 of 8 fields kept) saves ${int(L0.tokens - L2.tokens)} tokens (${pct(L0.tokens - L2.tokens, L0.tokens)} of L0); changing representation (L2 → L5) saves ${int(L2.tokens - L5.tokens)} tokens (${pct(L2.tokens - L5.tokens, L0.tokens)} of L0).`,
  );
  await expect(card.getByTestId('verdict-money')).toHaveText(
    `Per call: ${formatCost((saved * 3) / 1e6, 'USD')} saved, input tokens at Claude Sonnet 4.5 list price, $3.00 per million (read 2025-10-15). Per 1,000 sessions of 25 calls, each response read once: ${perThousand(3)} saved, net of the ${LEGEND} tokens L5 needs read once per session (alias legend ${LEGEND} tokens). The tokens are cl100k_base counts: for Claude Sonnet 4.5, which counts with Anthropic's own tokenizer, an estimate.`,
  );
  // The break-even of the verdict's own move, over the same texts and total as the money line.
  await expect(card.getByTestId('verdict-break-even')).toHaveText(
    `Break-even: L0 → L5 has a one-time cost of ${LEGEND} tokens (alias legend ${LEGEND} tokens), read once per session; it breaks even after ${Math.floor(LEGEND / saved) + 1} call (${int(saved)} tokens saved per call at 100 rows).`,
  );
  await expect(card.getByTestId('verdict-losing')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Break-even' }).click();
  await expect(page.getByTestId('break-even-verdict-move')).toHaveText(
    `The verdict’s move: L0 → L5 has a one-time cost of ${LEGEND} tokens (alias legend ${LEGEND} tokens), read once per session; it breaks even after 1 call (${int(saved)} tokens saved per call at 100 rows).`,
  );
  await expect(card.getByTestId('verdict-payload')).toHaveCount(0);

  // Another model: its encoding follows (GPT-5 counts with o200k_base), and the money its price.
  await page.getByRole('combobox', { name: 'Model and price' }).selectOption('gpt-5');
  await ladderReady(page);
  const savedO = at100o.rungs.L0.tokens - at100o.rungs.L5.tokens;
  const legendO = o200k.count(aliasLegend(ROLL_CALL, assignAliases(ROLL_CALL)));
  await expect(card.getByTestId('verdict-headline')).toContainText(
    `${int(at100o.rungs.L5.tokens)} o200k_base tokens per response against ${int(at100o.rungs.L0.tokens)} for L0`,
  );
  await expect(card.getByTestId('verdict-money')).toContainText(
    `Per call: ${formatCost((savedO * 1.25) / 1e6, 'USD')} saved, input tokens at GPT-5 list price, $1.25 per million`,
  );
  await expect(card.getByTestId('verdict-money')).toContainText(
    `: ${formatCost((1000 * (25 * savedO - legendO) * 1.25) / 1e6, 'USD')} saved, net of the`,
  );
  // o200k_base is GPT-5's own tokenizer: its tokens are not called an estimate.
  await expect(card.getByTestId('verdict-money')).not.toContainText('estimate');
  await expect(page.getByTestId('price-source')).toContainText(
    'List price read 2025-10-15 from https://openai.com/api/pricing/',
  );
  await expect(page).toHaveURL(/[?&]model=gpt-5(&|$)/);

  // A custom row in euros: GPT-5's dollar figures copied into it are dropped, never relabelled €.
  await page.getByRole('combobox', { name: 'Model and price' }).selectOption('custom');
  await expect(page.getByLabel('Input', { exact: true })).toHaveValue('1.25');
  await page.getByLabel('Currency').selectOption('EUR');
  await expect(page.getByLabel('Input', { exact: true })).toHaveValue('');
  await expect(card.getByTestId('verdict-money')).toContainText('Money: no price (custom prices: none given).');
  await expect(card.getByTestId('verdict-money')).not.toContainText('€');
  await page.getByLabel('Input', { exact: true }).fill('10');
  await page.getByLabel('Cached input', { exact: true }).fill('0.125');
  await page.getByLabel('Output', { exact: true }).fill('10');
  await expect(card.getByTestId('verdict-money')).toContainText(
    `Per call: ${formatCost((savedO * 10) / 1e6, 'EUR')} saved, input tokens at your custom price, €10.00 per million`,
  );
  // Only the figures typed in euros price it, and the link carries them with the currency.
  await expect(page).toHaveURL(/model=custom&input=10&cached=0.125&output=10&currency=EUR/);

  // An MCP transport: the same per call, over call totals.
  await page.getByRole('radio', { name: 'MCP (2025 shape)', exact: true }).click();
  await ladderReady(page);
  // Custom prices keep the encoding the model had: o200k_base.
  const l0Call = at100o.calls!.L0!.total;
  const l5Call = at100o.calls!.L5!.total;
  // The calls lead the verdict, naming the host (the JSON-RPC wire by default); the payload follows.
  await expect(card.getByTestId('verdict-headline')).toHaveText(
    `At 100 rows, over MCP (2025 shape) on the JSON-RPC wire, call totals (request + result): L5 Aliased header costs least, ${int(l5Call)} o200k_base tokens per call (plus ${int(legendO)} tokens read once per session) against ${int(l0Call)} for L0's call, ${int(l0Call - l5Call)} tokens saved (${pct(l0Call - l5Call, l0Call)} of L0's call); ${formatCost(((l0Call - l5Call) * 10) / 1e6, 'EUR')} per call.`,
  );
  await expect(card.getByTestId('verdict-payload')).toContainText('Per response (the payload alone): at 100 rows, L5');
  // A host chosen: the call figures are the text Claude Code hands the model, and the verdict names it.
  await page.getByRole('radio', { name: 'Claude Code', exact: true }).click();
  await ladderReady(page);
  await expect(card.getByTestId('verdict-headline')).toContainText(
    'At 100 rows, over MCP (2025 shape) as Claude Code forwards it, call totals (request + result): L5 Aliased header costs least,',
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

test('a 250-record response is judged whole, as received: its first 100 records stay a scale of the ladder', async ({
  page,
}) => {
  await page.goto('./');
  await ladderReady(page);
  const text = JSON.stringify(generateTasks(250));
  await pasteData(page, text);
  const received = counter.count(text);
  const headline = page.getByTestId('verdict-headline');
  await expect(headline).toContainText(`At 250 rows, `);
  await expect(headline).toContainText(`against ${int(received)} for the text as received`);
  await expect(page.getByTestId('waterfall-base')).toContainText(`${int(received)} tokens (as received)`);
});

test("while new data is counted the card keeps the previous data's verdict, said so, never mixed with the new fields", async ({
  page,
}) => {
  await page.goto('./');
  await ladderReady(page);
  const headline = page.locator('.verdict-answer');
  const before = await headline.innerText();
  expect(before).toContain('4 of 8 fields');
  await dropTexts(page, [{ name: 'big.json', text: JSON.stringify(generateSparseListing(6000)) }]);
  await expect(page.getByTestId('verdict-previous')).toHaveText(
    "The previous data's verdict, shown until the new data is counted.",
  );
  await expect(headline).toHaveText(before);
  await ladderReady(page);
  await expect(page.getByTestId('verdict-previous')).toHaveCount(0);
  await expect(headline).not.toHaveText(before);
});

test('a listing whose alias legend outweighs its saving: the verdict passes L5 over, the ladder and savings say what loses', async ({
  page,
}) => {
  const records = generateSparseListing(60);
  const names = fieldPathsOf(records);
  const legend = counter.count(aliasLegend(names, assignAliases(names)));
  const sparse = computeLadder(
    [
      { label: '5', records: records.slice(0, 5) },
      { label: '60', records },
    ],
    names,
    counter,
  );
  const [at5, at60] = sparse.scales.map((s) => s.rungs);
  await page.goto('./');
  await ladderReady(page);
  await pasteData(page, JSON.stringify(records));
  await page.getByRole('button', { name: 'All fields' }).click();
  await ladderReady(page);
  // Against L0 whatever the own-data default baseline is.
  await page.getByRole('tab', { name: 'Savings' }).click();
  await page.getByRole('radio', { name: 'L0', exact: true }).click();
  const card = page.getByTestId('verdict');
  const l1 = at60!.L1.tokens;
  const l5 = at60!.L5.tokens;
  await expect(card.getByTestId('verdict-headline')).toContainText(
    `At 60 rows, L1 Minified JSON, full costs least over a session of 25 calls: ${int(l1)} cl100k_base tokens per response`,
  );
  await expect(card.getByTestId('verdict-headline')).toContainText(
    `L5 Aliased header is smaller per response (${int(l5)} against ${int(l1)} tokens), but it needs ${int(legend)} tokens read once per session (alias legend ${int(legend)} tokens): over 25 calls it costs ${int(25 * l5 + legend)} tokens against ${int(25 * l1)} for L1.`,
  );
  await expect(card.getByTestId('verdict-moves')).toContainText(
    `dropping fields saves 0 tokens (all ${names.length} fields kept)`,
  );
  await expect(card.getByTestId('verdict-losing')).toContainText(
    `L4 costs more than L3 at 60 rows: ${int(at60!.L4.tokens)} against ${int(l1)} tokens per response`,
  );
  // The Savings table's cell and the Ladder table's row say the same.
  const more = at5!.L4.tokens - at5!.L0.tokens;
  await expect(page.getByTestId('saving-L0-L4-5')).toContainText(`loses: ${int(more)} more than L0`);
  await page.getByRole('tab', { name: 'Ladder' }).click();
  await expect(page.getByTestId('losing-L4')).toContainText(`loses: ${int(more)} more than L0 at 5 rows`);
});
