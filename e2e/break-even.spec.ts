import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { generateTasks } from '../src/core/builtin-data/generate.ts';
import { computeLadder } from '../src/core/ladder/ladder.ts';
import type { RungId } from '../src/core/ladder/rungs.ts';
import { aliasLegend, assignAliases } from '../src/core/serializers/aliases.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { ladderReady } from './helpers.ts';

// What Node counts for the built-in fixture and the roll-call fields; the page must agree exactly.
const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];
const counter = nodeCounter('cl100k_base');
const ladder = computeLadder(
  [5, 20, 100, 500].map((rows) => ({ label: `${rows}`, records: generateTasks(rows) })),
  ROLL_CALL,
  counter,
);
const LEGEND = aliasLegend(ROLL_CALL, assignAliases(ROLL_CALL));

/** Tokens saved per query by the move `from` → `to` at `rows` rows. */
function saving(rows: number, from: RungId, to: RungId): number {
  const scale = ladder.scales.find((s) => s.rows === rows)!;
  return scale.rungs[from].tokens - scale.rungs[to].tokens;
}

/** A token difference as the table writes it: `+179`, `−19` (true minus sign), `0`. */
function signed(n: number): string {
  return n === 0 ? '0' : `${n > 0 ? '+' : '\u2212'}${Math.abs(n).toLocaleString('en-US')}`;
}

/** The break-even the rule gives, as the table writes it: floor(C / s) + 1 queries. */
function breakEvenText(oneTime: number, s: number): string {
  expect(s, 'the move saves tokens per query').toBeGreaterThan(0);
  const queries = Math.floor(oneTime / s) + 1;
  return `${queries.toLocaleString('en-US')} ${queries === 1 ? 'query' : 'queries'}`;
}

async function openBreakEven(page: Page): Promise<void> {
  await page.goto('./?view=break-even');
  await ladderReady(page);
  await expect(page.getByRole('tab', { name: 'Break-even' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('break-even-table')).toBeVisible();
}

test('editing the legend and adding a custom text change the one-time costs and break-evens as Node computes', async ({
  page,
}) => {
  await openBreakEven(page);

  // The default detail scale is 100 rows; the generated legend is 21 tokens.
  await expect(
    page.getByRole('radiogroup', { name: 'Scale (rows per response)' }).getByRole('radio', { name: '100 rows' }),
  ).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('break-even-scale')).toHaveText('100 rows, cl100k_base tokens');
  expect(counter.count(LEGEND)).toBe(21);
  const legend = page.getByRole('textbox', { name: 'Alias legend' });
  await expect(legend).toHaveValue(LEGEND);
  await expect(page.getByTestId('session-tokens-legend')).toHaveText('21 tokens');
  const s45 = saving(100, 'L4', 'L5');
  await expect(page.getByTestId('one-time-L4-L5')).toHaveText('21');
  await expect(page.getByTestId('break-even-L4-L5')).toHaveText(breakEvenText(21, s45));
  await expect(page.getByTestId('net-L4-L5-1')).toHaveText(signed(s45 - 21));

  // Append a line to the legend, key by key: nothing typed may be lost while the page re-renders.
  const edited = `${LEGEND}x = extra\n`;
  const editedTokens = counter.count(edited);
  expect(breakEvenText(editedTokens, s45)).not.toBe(breakEvenText(21, s45));
  await legend.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('x = extra\n');
  await expect(legend).toHaveValue(edited);
  await expect(page.getByTestId('session-tokens-legend')).toHaveText(`${editedTokens} tokens`);
  await expect(page.getByTestId('one-time-L4-L5')).toHaveText(String(editedTokens));
  await expect(page.getByTestId('break-even-L4-L5')).toHaveText(breakEvenText(editedTokens, s45));
  await expect(legend).toHaveValue(edited);

  // A custom text needed by L4 is the one-time cost of L3 → L4 (L3 does not need it); L4 → L5 keeps the legend's.
  const custom = 'Before the first query, read the field list and use the compact format.';
  const customTokens = counter.count(custom);
  await expect(page.getByTestId('one-time-L3-L4')).toHaveText('0');
  await page.getByRole('textbox', { name: 'Custom one-time text' }).fill(custom);
  await page.getByRole('button', { name: 'Needed by L4' }).click();
  await expect(page.getByRole('button', { name: 'Needed by L4' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('session-tokens-custom')).toHaveText(`${customTokens} tokens`);
  await expect(page.getByTestId('one-time-L3-L4')).toHaveText(String(customTokens));
  await expect(page.getByTestId('break-even-L3-L4')).toHaveText(breakEvenText(customTokens, saving(100, 'L3', 'L4')));
  await expect(page.getByTestId('one-time-L4-L5')).toHaveText(String(editedTokens));
  await expect(legend).toHaveValue(edited);

  // Reset brings the generated legend back.
  await page.getByRole('button', { name: 'Reset to generated alias legend' }).click();
  await expect(legend).toHaveValue(LEGEND);
  await expect(page.getByTestId('break-even-L4-L5')).toHaveText(breakEvenText(21, s45));
});

test('another scale and a log query axis', async ({ page }) => {
  await openBreakEven(page);
  await page
    .getByRole('radiogroup', { name: 'Scale (rows per response)' })
    .getByRole('radio', { name: '5 rows' })
    .click();
  await expect(page.getByTestId('break-even-scale')).toHaveText('5 rows, cl100k_base tokens');
  const s45 = saving(5, 'L4', 'L5');
  await expect(page.getByTestId('saving-L4-L5')).toHaveText(signed(s45));
  await expect(page.getByTestId('break-even-L4-L5')).toHaveText(breakEvenText(21, s45));
  await expect(page.getByTestId('net-L4-L5-100')).toHaveText(signed(100 * s45 - 21));

  const chart = page.getByTestId('break-even-chart-L4-L5');
  await expect(chart).toHaveAttribute('role', 'img');
  await expect(chart).toHaveAttribute(
    'aria-label',
    new RegExp(`L4 → L5 header aliases .*it breaks even at ${breakEvenText(21, s45)}`),
  );
  await expect(page.getByRole('heading', { name: 'Net tokens against queries' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Query axis' }).getByRole('radio', { name: 'Log' }).click();
  await expect(page.getByText('Queries in the session (log scale)').first()).toBeVisible();
  await expect(page).toHaveURL(/queries=log/);
});

/** The y-axis tick labels of one move's small chart, as numbers (`+1,000` → 1000, `−50` → −50). */
async function yTicks(page: Page, move: string): Promise<number[]> {
  const texts = await page
    .getByTestId(`break-even-chart-${move}`)
    .locator('.recharts-yAxis-tick-labels text')
    .allTextContents();
  return texts.map((t) => Number(t.replace('\u2212', '-').replaceAll(/[+,]/g, '')));
}

test('one small chart per move, each on its own token axis, the break-even point labelled', async ({ page }) => {
  await openBreakEven(page);
  const multiples = page.getByTestId('break-even-chart').locator('figure');
  await expect(multiples).toHaveCount(8);
  await expect(multiples.locator('h3')).toHaveText([
    'L0 → L1 minify',
    'L1 → L3 projection, minified',
    'L0 → L2 projection, pretty',
    'L2 → L3 minify the projection',
    'L3 → L4 compact view',
    'L4 → L5 header aliases',
    'L0 → L4 whole stack to the compact view',
    'L0 → L5 whole stack to aliases',
  ]);

  // L4 → L5 at 100 rows: 21 tokens once, 2 saved per query: nets from −19 to +179, break-even at 11 queries.
  const s45 = saving(100, 'L4', 'L5');
  expect(s45).toBe(2);
  await expect(page.getByTestId('break-even-label-L4-L5')).toHaveText('Breaks even at 11 queries');
  // The dot's label, in one line where the chart is wide enough.
  await expect(page.getByTestId('break-even-chart-L4-L5').locator('.be-point-label')).toHaveText(
    'breaks even at 11 queries',
  );
  expect(await yTicks(page, 'L4-L5')).toEqual([-50, 0, 50, 100, 150, 200]);

  // L0 → L4 has nothing to repay: its axis starts at 0, far from the −300,000 a shared axis gave it.
  const s04 = saving(100, 'L0', 'L4');
  await expect(page.getByTestId('break-even-label-L0-L4')).toHaveText('Breaks even from the first query');
  const ticks = await yTicks(page, 'L0-L4');
  expect(ticks[0]).toBe(0);
  expect(Math.min(...ticks)).toBeGreaterThan(-300_000);
  expect(ticks.at(-1)!).toBeGreaterThanOrEqual(100 * s04);
  expect(ticks.at(-1)!).toBeLessThan(2 * 100 * s04);
});

for (const width of [390, 1440]) {
  test(`at ${width} px every move's token-axis title is whole, inside its plot and its chart`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openBreakEven(page);
    const charts = page.getByTestId('break-even-chart').locator('figure');
    await expect(charts).toHaveCount(8);
    const boxes = await charts.evaluateAll((figures) =>
      figures.map((figure) => {
        const svg = figure.querySelector('svg.recharts-surface')!.getBoundingClientRect();
        const plot = figure.querySelector('.recharts-cartesian-grid')!.getBoundingClientRect();
        const title = [...figure.querySelectorAll('.recharts-label')].find((t) => t.textContent?.startsWith('Net'))!;
        const box = title.getBoundingClientRect();
        return {
          text: title.textContent,
          inPlot: box.top >= plot.top && box.bottom <= plot.bottom,
          inChart: box.left >= svg.left + 2,
        };
      }),
    );
    expect(boxes).toEqual(Array(8).fill({ text: 'Net tokens (cl100k_base)', inPlot: true, inChart: true }));
  });
}
