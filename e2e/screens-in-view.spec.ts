import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { ladderReady, overflow, settled } from './helpers.ts';

// Any screen, what stays in view: on a phone each view table's key column comes
// first (the detail scale the verdict cites; the per-call table's overhead); the ladder chart keeps
// every scale's label under its own group; on a desktop the sidebar stays beside the results and
// scrolls on its own; enabled buttons look enabled; a clicked tab wears no keyboard focus ring.

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1440, height: 900 };
/** The built-in fixture's scales, in rows; the detail scale is 100 until another is chosen. */
const SCALES = ['5 rows', '20 rows', '100 rows', '500 rows'];

/** The texts of a table's first header row after its row-name column, first line of each. */
async function headNames(table: Locator): Promise<string[]> {
  const cells = table.locator('thead tr').first().locator('th');
  const texts = await cells.evaluateAll((ths) => ths.map((th) => th.childNodes[0]?.textContent?.trim() ?? ''));
  return texts.slice(1);
}

/** The cell holding `testId` (a span in the ladder's cells, the cell itself elsewhere). */
const cellOf = (page: Page, testId: string) =>
  page.locator(`td:has([data-testid="${testId}"]), td[data-testid="${testId}"]`);

/** Checks the cell holding `testId` lies across its table's scroller, whole, without scrolling it: beside the row names, inside the window. */
async function expectWholeAcross(page: Page, testId: string): Promise<void> {
  const cell = cellOf(page, testId);
  await cell.scrollIntoViewIfNeeded();
  const scroller = page.locator('.table-scroll').filter({ has: cell });
  expect(await scroller.evaluate((el) => el.scrollLeft), `${testId}: the table not scrolled`).toBe(0);
  const [box, frame] = [(await cell.boundingBox())!, (await scroller.boundingBox())!];
  expect(box.x, `${testId}: its left edge in the table`).toBeGreaterThanOrEqual(frame.x);
  expect(box.x + box.width, `${testId}: its right edge in the table`).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
  expect(frame.x + frame.width).toBeLessThanOrEqual(PHONE.width);
}

/** The ladder chart's scale labels, each tick's lines joined, with their boxes and their groups' extents. */
async function scaleLabels(page: Page) {
  const chart = page.locator('.chart-panel').filter({ has: page.getByRole('heading', { name: /^Response size/ }) });
  await expect(chart.locator('.recharts-bar').first()).toBeVisible();
  return chart.locator('.recharts-wrapper').evaluate((wrapper) => {
    const ticks = [...wrapper.querySelectorAll('.recharts-cartesian-axis-tick-value')]
      .map((t) => {
        const lines = [...t.querySelectorAll('tspan')].map((s) => s.textContent);
        const box = t.getBoundingClientRect();
        return { text: lines.join(' '), left: box.left, right: box.right };
      })
      .filter((t) => / rows$/.test(t.text));
    // Group k runs from the first series' k-th bar to the last series' k-th bar.
    const series = [...wrapper.querySelectorAll('.recharts-bar')].map((g) =>
      [...g.querySelectorAll('.recharts-rectangle')].map((r) => r.getBoundingClientRect()),
    );
    const groups = series[0]!.map((first, k) => ({ left: first.left, right: series.at(-1)![k]!.right }));
    return { ticks, groups };
  });
}

/** Checks every scale has its label, in order, inside its own group's extent, none over the next. */
async function expectEveryScaleLabel(page: Page): Promise<void> {
  const { ticks, groups } = await scaleLabels(page);
  expect(ticks.map((t) => t.text)).toEqual(SCALES);
  expect(groups).toHaveLength(SCALES.length);
  ticks.forEach((tick, k) => {
    const centre = (tick.left + tick.right) / 2;
    expect(centre, `${tick.text}: under its group`).toBeGreaterThanOrEqual(groups[k]!.left);
    expect(centre, `${tick.text}: under its group`).toBeLessThanOrEqual(groups[k]!.right);
    if (k > 0) expect(tick.left, `${tick.text}: clear of ${ticks[k - 1]!.text}`).toBeGreaterThan(ticks[k - 1]!.right);
  });
}

test.describe('phone, 390×844', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test.beforeEach(async ({ page }) => {
    await page.goto('./');
    await ladderReady(page);
  });

  test("each table's key column comes first and fits beside the row names: the detail scale, the overhead", async ({
    page,
  }) => {
    const ladder = page.getByTestId('ladder-table');
    expect(await headNames(ladder)).toEqual(['100 rows', '5 rows', '20 rows', '500 rows']);
    await expectWholeAcross(page, 'cell-L0-100');
    await expect(cellOf(page, 'cell-L5-100')).toHaveText(/^1,179/);

    await page.getByRole('tab', { name: 'Savings', exact: true }).tap();
    await expect(page.getByTestId('saving-L0-L1-100')).toBeVisible();
    expect(await headNames(page.getByTestId('savings-table'))).toEqual(['100 rows', '5 rows', '20 rows', '500 rows']);
    await expectWholeAcross(page, 'saving-L0-L1-100');

    await page.goto('./?view=transport&transport=mcp-2026-structured');
    await ladderReady(page);
    const perCall = page.getByTestId('per-call-table');
    await expect(perCall).toBeVisible();
    expect(await headNames(perCall)).toEqual(['Overhead', 'MCP call', 'Command-line call', 'Quotes in payload']);
    const overhead = page.getByTestId('overhead-cell-L0-100');
    await overhead.scrollIntoViewIfNeeded();
    await expect(overhead).toBeInViewport({ ratio: 1 });
    await expect(overhead).toHaveText('+8,296');
    // In view without scrolling the table.
    expect(
      await page
        .locator('.table-scroll')
        .filter({ has: perCall })
        .evaluate((el) => el.scrollLeft),
    ).toBe(0);

    // Another detail scale chosen: the ladder shows it first.
    await page.getByRole('radio', { name: '500 rows', exact: true }).tap();
    await expect(perCall).toHaveAttribute('data-rows', '500');
    await page.getByRole('tab', { name: 'Ladder', exact: true }).tap();
    expect(await headNames(ladder)).toEqual(['500 rows', '5 rows', '20 rows', '100 rows']);
    await expectWholeAcross(page, 'cell-L0-500');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  test('the ladder chart labels every scale under its own group', async ({ page }) => {
    await page.getByRole('heading', { name: 'Response size by rung and scale' }).scrollIntoViewIfNeeded();
    await settled(page);
    await expectEveryScaleLabel(page);
  });

  test('a tapped tab wears no focus ring', async ({ page }) => {
    const tab = page.getByRole('tab', { name: 'Savings', exact: true });
    await tab.tap();
    await expect(tab).toBeFocused();
    await expect(tab).toHaveCSS('outline-style', 'none');
  });
});

test.describe('desktop, 1440×900', () => {
  test.use({ viewport: DESK });

  test.beforeEach(async ({ page }) => {
    await page.goto('./');
    await ladderReady(page);
  });

  test('the tables keep their columns in order', async ({ page }) => {
    expect(await headNames(page.getByTestId('ladder-table'))).toEqual(SCALES);
  });

  test('the ladder chart labels every scale under its own group', async ({ page }) => {
    await settled(page);
    await expectEveryScaleLabel(page);
  });

  test('the sidebar stays in view and scrolls on its own: the verdict stays on screen after changing the transport', async ({
    page,
  }) => {
    const sidebar = page.getByRole('complementary', { name: 'Settings' });
    const [scrollHeight, clientHeight] = await sidebar.evaluate((el) => [el.scrollHeight, el.clientHeight]);
    expect(scrollHeight).toBeGreaterThan(clientHeight);
    expect(clientHeight).toBeLessThanOrEqual(DESK.height);

    // The transport, far down the settings: reaching it scrolls the sidebar, not the results away.
    await page.getByRole('radio', { name: 'MCP (2025 shape)', exact: true }).click();
    await expect(page.getByTestId('verdict')).toContainText('over MCP (2025 shape) on the JSON-RPC wire', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('verdict')).toBeInViewport();
    expect(await sidebar.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);

    // The page scrolled half-way down: the sidebar is still there, at the top of the window.
    const down = await page.evaluate(() => {
      window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2);
      return window.scrollY;
    });
    expect(down).toBeGreaterThan(DESK.height / 2);
    await expect(sidebar).toBeInViewport();
    expect(Math.abs((await sidebar.boundingBox())!.y)).toBeLessThanOrEqual(1);
  });

  test('enabled buttons look enabled: the snapshot buttons have the text colour of Copy link; a disabled one is muted', async ({
    page,
  }) => {
    const colour = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);
    const link = await colour(page.getByRole('button', { name: 'Copy link', exact: true }));
    for (const name of ['Copy the review snapshot as Markdown', 'Download the review snapshot as a Markdown file']) {
      const button = page.getByRole('button', { name, exact: true });
      await expect(button).toBeEnabled();
      expect(await colour(button), name).toBe(link);
    }
    await page.getByRole('tab', { name: 'Transport', exact: true }).click();
    const reset = page.getByRole('button', { name: 'Reset to the example call' });
    await expect(reset).toBeDisabled();
    expect(await colour(reset)).not.toBe(link);
  });

  test('a clicked tab wears no focus ring; moved to with the arrow keys, the next one does', async ({ page }) => {
    const savings = page.getByRole('tab', { name: 'Savings', exact: true });
    await savings.click();
    await expect(savings).toBeFocused();
    await expect(savings).toHaveCSS('outline-style', 'none');
    await page.keyboard.press('ArrowRight');
    const next = page.getByRole('tab', { name: 'Break-even', exact: true });
    await expect(next).toBeFocused();
    await expect(next).toHaveCSS('outline-style', 'solid');
  });
});
