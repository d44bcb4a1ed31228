import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { VIEW_LABELS, VIEWS } from '../src/state/views.ts';
import type { ViewId } from '../src/state/views.ts';
import { contrastRatio } from '../src/ui/theme/colour-contrast.ts';
import { dropTexts, ladderReady } from './helpers.ts';

// Every view, in both themes, scanned by axe-core: a violation of impact serious or critical fails;
// minor and moderate ones (mostly best-practice advice) are not gated here.
const FAILING = new Set(['serious', 'critical']);
const SESSION_LOG = readFileSync('fixtures/sessions/claude-code.jsonl', 'utf8');
const HISTORY_FILES = ['fixtures/sessions/claude-code.jsonl', 'fixtures/sessions/codex-rollout.jsonl'];

/** Brings a view to the state a reviewer reads: counted, charts drawn, a session loaded and replayed. */
async function openView(page: Page, view: ViewId): Promise<void> {
  await page.goto(`./?view=${view}`);
  await ladderReady(page);
  await expect(page.getByRole('tab', { name: VIEW_LABELS[view], exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  if (view === 'sessions') {
    await dropTexts(page, [{ name: 'claude-code.jsonl', text: SESSION_LOG }], 'session-drop');
    await expect(page.getByTestId('session-summary')).toContainText('30 steps');
    await page.getByRole('radio', { name: 'Placeholder and notes' }).check();
    await expect(page.getByTestId('session-before-after')).toBeVisible({ timeout: 30_000 });
  }
  if (view === 'history') {
    // A history of the project's own generated logs, picked as files: the tables and charts drawn.
    await page.getByTestId('history-files-input').setInputFiles(HISTORY_FILES);
    await expect(page.getByTestId('history-tools-table')).toBeVisible({ timeout: 30_000 });
  }
  if (view === 'tokens') await expect(page.getByTestId('token-text')).toBeVisible({ timeout: 30_000 });
  if (view === 'models') {
    // Counted in every tokenizer (five files of 8–33 MB parsed in the worker): minutes on a shared machine.
    test.setTimeout(600_000);
    await page.getByTestId('models-count').click();
    await expect(page.getByTestId('models-done')).toBeVisible({ timeout: 540_000 });
  }
  // The views with charts: wait until recharts has drawn them (axe reads the finished page).
  if (view !== 'tokens') await expect(page.locator('.recharts-surface').first()).toBeVisible({ timeout: 30_000 });
}

/** `rgb(r, g, b)` or `rgba(r, g, b, a)` as `#rrggbb`, blended over `under` (an rgb string) when translucent. */
function hexOf(css: string, under = 'rgb(255, 255, 255)'): string | null {
  const parse = (c: string) => /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(c);
  const [m, u] = [parse(css), parse(under)];
  if (!m || !u) return null;
  const alpha = m[4] === undefined ? 1 : Number(m[4]);
  if (alpha === 0) return null;
  const channel = (i: number) => Math.round(Number(m[i]) * alpha + Number(u[i]) * (1 - alpha));
  return '#' + [1, 2, 3].map((i) => channel(i).toString(16).padStart(2, '0')).join('');
}

/**
 * Every visible text of the page's charts (SVG ticks, axis titles, labels; the HTML legend) whose
 * colour has less than 4.5:1 (WCAG 1.4.3) against the background of the panel it is drawn on.
 * axe-core measures neither SVG text nor a legend label beside its swatch, and recharts writes a
 * grey (#808080, #666) of its own wherever the page passes none.
 */
async function lowContrastChartText(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() =>
    [...document.querySelectorAll<SVGTextElement | HTMLElement>('svg text, .recharts-legend-item-text')]
      .filter((t) => t.getBoundingClientRect().width > 0 && getComputedStyle(t).visibility !== 'hidden')
      .map((t) => {
        const html = t instanceof HTMLElement;
        let box: Element | null = html ? t : t.closest('svg');
        let background = 'rgba(0, 0, 0, 0)';
        while (box && /rgba\(.*, 0\)|transparent/.test(background)) {
          background = getComputedStyle(box).backgroundColor;
          box = box.parentElement;
        }
        // An HTML label's colour is that of the element holding its text (the legend wraps it).
        const holder = html
          ? ([t, ...t.querySelectorAll('*')].find((e) =>
              [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()),
            ) ?? t)
          : t;
        return { text: t.textContent ?? '', fill: getComputedStyle(holder)[html ? 'color' : 'fill'], background };
      }),
  );
  return texts.flatMap(({ text, fill, background }) => {
    const [f, b] = [hexOf(fill, background), hexOf(background)];
    if (!f || !b) return [];
    const ratio = contrastRatio(f, b);
    return ratio < 4.5 ? [`"${text}" ${f} on ${b}: ${ratio.toFixed(2)}:1`] : [];
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme, viewport: { width: 1400, height: 1000 } });
    for (const view of VIEWS) {
      test(`${VIEW_LABELS[view]}: no serious or critical axe violation, chart text at 4.5:1`, async ({ page }) => {
        await openView(page, view);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const failing = violations.filter((v) => FAILING.has(v.impact ?? ''));
        const report = failing.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help}\n` +
            v.nodes
              .map(
                (n) =>
                  `    ${n.target.join(' ')}${n.failureSummary ? `\n      ${n.failureSummary.replaceAll('\n', '\n      ')}` : ''}`,
              )
              .join('\n'),
        );
        if (report.length) process.stdout.write(`[${colorScheme}] ${VIEW_LABELS[view]}\n${report.join('\n')}\n`);
        expect(report, report.join('\n')).toEqual([]);
        expect(await lowContrastChartText(page)).toEqual([]);
      });
    }
  });
}
