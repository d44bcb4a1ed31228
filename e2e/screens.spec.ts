import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { generateTasks } from '../src/core/builtin-data/generate.ts';
import { computeLadder } from '../src/core/ladder/ladder.ts';
import { RUNG_IDS } from '../src/core/ladder/rungs.ts';
import type { EncodingName } from '../src/core/tokenizer/tokenizer.ts';
import { nodeCounter } from '../src/node/counter.ts';
import type { ViewId } from '../src/state/views.ts';
import { VIEW_LABELS, VIEWS } from '../src/state/views.ts';
import { ladderReady, overflow, rungTokens, settled } from './helpers.ts';

// Any screen: a phone held upright and a projector, in the normal layout and in
// presentation mode. Each view is opened by its tab, as a person would.

/** The first heading of each view: what must be on screen once its tab is chosen. */
const HEADINGS: Record<ViewId, string | RegExp> = {
  // Per response, or per call when a transport is chosen.
  ladder: /^Tokens per (rung|call, by rung) and format$/,
  savings: 'Savings of each move',
  'break-even': 'Session texts',
  transport: 'Call settings',
  growth: 'The conversation',
  sessions: 'Import an agent session',
  history: 'Read many logs',
  tokens: /^Tokens made visible(: payload only)?$/,
  models: 'One response in every model’s tokenizer',
};

const PHONE = { width: 390, height: 844 };
const WALL = { width: 1920, height: 1080 };
const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];

/**
 * The WCAG contrast ratio of an element's text against the background of the panel it sits on
 * (the nearest ancestor with a background colour), from their computed `rgb()` colours.
 */
function textContrast(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluate((el) => {
    const rgb = (css: string) =>
      css
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number);
    const luminance = (css: string) => {
      const [r, g, b] = rgb(css).map((v) =>
        v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4,
      );
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    let panel: Element | null = el;
    while (panel && getComputedStyle(panel).backgroundColor === 'rgba(0, 0, 0, 0)') panel = panel.parentElement;
    const [a, b] = [luminance(getComputedStyle(el).color), luminance(getComputedStyle(panel!).backgroundColor)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}

/** Node's count of the built-in fixture at `rows` rows, L0 to L5, in `encoding`. */
function nodeTokens(rows: number, encoding: EncodingName): number[] {
  const ladder = computeLadder([{ label: `${rows}`, records: generateTasks(rows) }], ROLL_CALL, nodeCounter(encoding));
  return RUNG_IDS.map((id) => ladder.scales[0]!.rungs[id].tokens);
}

/** Opens every view by its tab, checking it is selected, its heading on screen and the page no wider than the window. */
async function visitEveryView(page: Page, tap: boolean): Promise<void> {
  const tabs = page.getByRole('tablist', { name: 'Views' });
  await expect(tabs.getByRole('tab')).toHaveCount(VIEWS.length);
  for (const view of VIEWS) {
    const tab = tabs.getByRole('tab', { name: VIEW_LABELS[view], exact: true });
    await tab.scrollIntoViewIfNeeded();
    await expect(tab).toBeInViewport();
    if (tap) await tab.tap();
    else await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(new RegExp(`[?&]view=${view}(&|$)`));
    const panel = page.getByRole('tabpanel', { name: VIEW_LABELS[view], exact: true });
    await expect(panel.getByRole('heading', { level: 2, name: HEADINGS[view], exact: true })).toBeInViewport();
    await settled(page);
    expect(await overflow(page), `${view}: page wider than the window`).toBeLessThanOrEqual(0);
  }
}

test.describe('phone, 390×844', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test.beforeEach(async ({ page }) => {
    await page.goto('./');
    await ladderReady(page);
  });

  test('every view tab can be tapped, is selected, shows its heading, and nothing widens the page', async ({
    page,
  }) => {
    await visitEveryView(page, true);
  });

  test('with every format, an MCP transport and a session log open, no view widens the page', async ({ page }) => {
    test.slow();
    await page.goto('./?formats=csv,yaml,toon,markdown,jsonl,json-source&transport=mcp-2026-structured');
    await ladderReady(page);
    await expect(page.getByTestId('ladder-table').locator('tbody tr')).toHaveCount(12);
    await visitEveryView(page, true);
    // The sessions view with a log read and replayed: its widest tables.
    await page.getByRole('tab', { name: 'Sessions', exact: true }).tap();
    const log = readFileSync('fixtures/sessions/claude-code.jsonl', 'utf8');
    const transfer = await page.evaluateHandle((text) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], 'claude-code.jsonl'));
      return dt;
    }, log);
    await page.getByTestId('session-drop').dispatchEvent('drop', { dataTransfer: transfer });
    await page.getByRole('radio', { name: 'Placeholder and notes' }).check({ timeout: 30_000 });
    await expect(page.getByTestId('session-before-after')).toBeVisible({ timeout: 30_000 });
    await settled(page);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  test('results come first: status, tabs and the ladder are above the fold, the settings in a closed drawer', async ({
    page,
  }) => {
    await expect(page.getByTestId('status')).toBeInViewport();
    await expect(page.getByRole('tab', { name: 'Ladder', exact: true })).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Tokens per rung and format', exact: true })).toBeInViewport();
    await expect(page.getByTestId('cell-L0-5')).toBeInViewport();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'o200k_base' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Settings', exact: true });
    await expect(button).toBeInViewport();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the settings drawer opens from its button, takes focus, changes the counts, and Escape closes it', async ({
    page,
  }) => {
    expect(await rungTokens(page, 5)).toEqual(nodeTokens(5, 'cl100k_base'));
    await expect(page.getByRole('button', { name: 'Settings', exact: true })).toBeVisible();
    // While the drawer is open the rest of the page is hidden from the accessibility tree.
    const button = page.getByTestId('settings-button');
    await button.tap();
    const drawer = page.getByRole('dialog', { name: 'Settings' });
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await button.getAttribute('aria-controls')).toBe(await drawer.getAttribute('id'));
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // What is half-typed in the drawer is still there when it opens again.
    await drawer.getByRole('searchbox', { name: 'Filter fields' }).fill('stat');
    await drawer.getByRole('radio', { name: 'o200k_base' }).tap();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await expect(page.getByTestId('status')).toContainText('Counted with o200k_base for Claude Sonnet 4.5', {
      timeout: 30_000,
    });
    expect(await rungTokens(page, 5)).toEqual(nodeTokens(5, 'o200k_base'));
    expect(nodeTokens(5, 'o200k_base')).not.toEqual(nodeTokens(5, 'cl100k_base'));

    await button.tap();
    await expect(drawer.getByRole('searchbox', { name: 'Filter fields' })).toHaveValue('stat');
    await drawer.getByRole('button', { name: 'Close', exact: true }).tap();
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a wide table scrolls inside its panel, keeping its row names in view', async ({ page }) => {
    const scroller = page.locator('.table-scroll').filter({ has: page.getByTestId('ladder-table') });
    const [scrollWidth, clientWidth] = await scroller.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    const last = page.getByTestId('cell-L0-500');
    await expect(last).not.toBeInViewport();
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(last).toBeInViewport();
    await expect(last).toHaveText(nodeTokens(500, 'cl100k_base')[0]!.toLocaleString('en-US'));
    // The row's header (the first column) has stayed on screen.
    const name = page.getByRole('rowheader', { name: /^L0 Pretty JSON, full/ });
    await expect(name).toBeInViewport();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  test("the break-even and growth tables' last columns are reached by scrolling the table, beside their row names", async ({
    page,
  }) => {
    const wide = [
      { view: 'break-even', row: /^L4 → L5/, cell: page.getByTestId('break-even-L4-L5'), text: /^\d+ quer(y|ies)$/ },
      { view: 'growth', row: /^No compaction/, cell: undefined, text: /^\$\d+\.\d+/ },
    ] as const;
    for (const { view, row, cell, text } of wide) {
      await page.getByRole('tab', { name: VIEW_LABELS[view], exact: true }).tap();
      const header = page.getByRole('rowheader', { name: row });
      // Growth: the cost per 1,000 sessions, the last cell of its row.
      const target = cell ?? page.getByRole('row').filter({ has: header }).getByRole('cell').last();
      const scroller = page.locator('.table-scroll').filter({ has: target });
      await expect(target).toHaveText(text);
      await target.scrollIntoViewIfNeeded();
      await expect(target).toBeInViewport();
      await expect(header).toBeInViewport();
      expect(await scroller.evaluate((el) => el.scrollLeft), `${view}: the table scrolled`).toBeGreaterThan(0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('wall, 1920×1080', () => {
  test.use({ viewport: WALL });

  test('every view tab can be clicked, is selected, shows its heading; the settings stay in the sidebar', async ({
    page,
  }) => {
    await page.goto('./');
    await ladderReady(page);
    await expect(page.getByRole('complementary', { name: 'Settings' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Settings', exact: true })).toHaveCount(0);
    await visitEveryView(page, false);
  });

  test('presentation mode: large type, settings in the drawer, in the link, and off again', async ({ page }) => {
    await page.goto('./?present=1');
    await ladderReady(page);
    const toggle = page.getByRole('button', { name: 'Presentation mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const ladderTab = page.getByRole('tab', { name: 'Ladder', exact: true });
    const presentedHeight = (await ladderTab.boundingBox())!.height;
    await expect(page.getByRole('complementary', { name: 'Settings' })).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]present=1(&|$)/);
    await visitEveryView(page, false);

    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Settings' });
    await drawer.getByRole('radio', { name: 'o200k_base' }).click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('status')).toContainText('Counted with o200k_base for Claude Sonnet 4.5', {
      timeout: 30_000,
    });

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page).not.toHaveURL(/present=/);
    // Everything was drawn about 1.45 times as large (the mode's zoom; 1 px borders snap to whole pixels).
    expect(presentedHeight / (await ladderTab.boundingBox())!.height).toBeCloseTo(1.45, 1);
    await expect(page.getByRole('complementary', { name: 'Settings' })).toBeInViewport();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`presentation mode in the ${colorScheme} theme: secondary text gets more contrast, at least 7:1`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: WALL, colorScheme });
      const page = await context.newPage();
      await page.goto('./');
      await ladderReady(page);
      const normal = await textContrast(page, 'ladder-caption');
      await page.getByRole('button', { name: 'Presentation mode' }).click();
      const presented = await textContrast(page, 'ladder-caption');
      expect(presented).toBeGreaterThan(normal);
      expect(presented).toBeGreaterThanOrEqual(7);
      await context.close();
    });
  }
});
