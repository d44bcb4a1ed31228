import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { VIEW_LABELS, VIEWS } from '../src/state/views.ts';
import type { ViewId } from '../src/state/views.ts';
import { dropTexts, ladderReady } from './helpers.ts';

// Every view, in both themes, scanned by axe-core: a violation of impact serious or critical fails
// (issue 15); minor and moderate ones (mostly best-practice advice) are not gated here.
const FAILING = new Set(['serious', 'critical']);
const SESSION_LOG = readFileSync('fixtures/sessions/claude-code.jsonl', 'utf8');

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
  if (view === 'inspector') await expect(page.getByTestId('token-text')).toBeVisible({ timeout: 30_000 });
  // The views with charts: wait until recharts has drawn them (axe reads the finished page).
  if (view !== 'inspector') await expect(page.locator('.recharts-surface').first()).toBeVisible({ timeout: 30_000 });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme, viewport: { width: 1400, height: 1000 } });
    for (const view of VIEWS) {
      test(`${VIEW_LABELS[view]}: no serious or critical accessibility violation`, async ({ page }) => {
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
      });
    }
  });
}
