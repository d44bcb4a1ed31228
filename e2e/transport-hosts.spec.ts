// The Transport view's tools/list per host, the custom host's template, and deferred tools: every
// figure the page shows equals Node's count through the same core code.
import { expect, test } from '@playwright/test';
import { generateTasks } from '../src/core/builtin-data/generate.ts';
import { countToolSet, deferredInputsFor } from '../src/core/hosts/tool-set.ts';
import { HOST_IDS } from '../src/core/hosts/types.ts';
import { buildRungTexts } from '../src/core/ladder/ladder.ts';
import { DEFAULT_CALL, callSettingsOf } from '../src/core/mcp/call-form.ts';
import { builtinContractTools, deferredReport } from '../src/core/mcp/deferred.ts';
import { deferredBreakEven } from '../src/core/report/tables/host-tools.ts';
import { callCost } from '../src/core/mcp/per-call.ts';
import { projectRecords } from '../src/core/records.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { ladderReady } from './helpers.ts';

const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];
const counter = nodeCounter('cl100k_base');
const set = countToolSet(builtinContractTools(), counter);

test('tools/list per tool and per host: every cell is Node’s count', async ({ page }) => {
  await page.goto('./?transport=mcp-2025&view=transport&host=codex');
  await ladderReady(page);
  const table = page.getByTestId('host-tools-table');
  await expect(table).toBeVisible();
  for (const host of HOST_IDS) {
    const counts = set.hosts.find((h) => h.host === host)!;
    for (const [r, tool] of counts.tools.entries())
      await expect(page.getByTestId(`host-tools-${host}-${r}`)).toHaveText(tool.tokens.toLocaleString('en-US'));
    await expect(page.getByTestId(`host-tools-${host}-${counts.tools.length + 1}`)).toHaveText(
      counts.list.tokens.toLocaleString('en-US'),
    );
  }
  const codex = set.hosts.find((h) => h.host === 'codex')!;
  await expect(table).toContainText(`% of its tools/list, ${codex.list.tokens} tokens`);
});

test('custom host: a typed template is counted as Node counts it, and the link keeps it', async ({ page }) => {
  await page.goto('./?transport=mcp-2025&view=transport');
  await ladderReady(page);
  await page.getByRole('radio', { name: 'Custom template', exact: true }).click();
  const template = 'Result of {tool}:\n{text}\nerror={isError}';
  const box = page.getByLabel(/^Template/);
  await box.fill(template);
  const cell = page.locator('[data-testid^="result-cell-L4-"]');
  const rows = Number((await cell.getAttribute('data-testid'))!.split('-').at(-1));
  const records = generateTasks(rows);
  const settings = { ...callSettingsOf(DEFAULT_CALL, ROLL_CALL), host: { id: 'custom' as const, template } };
  const node = callCost(
    'mcp-2025',
    buildRungTexts(records, ROLL_CALL).L4,
    ROLL_CALL,
    projectRecords(records, ROLL_CALL),
    settings,
    counter,
  );
  await expect(cell).toHaveText(node.result.toLocaleString('en-US'));
  await expect.poll(() => page.url()).toContain('host-template=');
  await page.reload();
  await ladderReady(page);
  await expect(page.getByLabel(/^Template/)).toHaveValue(template);
  await expect(page.locator('[data-testid^="result-cell-L4-"]')).toHaveText(node.result.toLocaleString('en-US'));
});

test('deferred tools: the break-even for the chosen host, as core computes it from Node’s counts', async ({ page }) => {
  await page.goto('./?transport=mcp-2025&view=transport&host=claude-code');
  await ladderReady(page);
  await page.getByTestId('deferred-fetches').fill('2');
  await page.getByTestId('deferred-sessions').fill('10');
  const report = deferredReport(deferredInputsFor(set, 'claude-code'));
  const [fetches, sessions] = deferredBreakEven(report, { fetches: 2, sessions: 10 });
  await expect(page.getByTestId('deferred-break-even')).toHaveText(fetches!);
  await expect(page.getByTestId('deferred-sessions-break-even')).toHaveText(sessions!);
  await expect(page.getByTestId('deferred-chart')).toBeVisible();
  // The inputs live in the store and the link: another view and back, then a reload, keep them.
  await expect.poll(() => page.url()).toContain('deferred=2,10');
  await page.getByRole('tab', { name: 'Ladder' }).click();
  await page.getByRole('tab', { name: 'Transport' }).click();
  await expect(page.getByTestId('deferred-fetches')).toHaveValue('2');
  await page.reload();
  await ladderReady(page);
  await expect(page.getByTestId('deferred-sessions')).toHaveValue('10');
  await expect(page.getByTestId('deferred-sessions-break-even')).toHaveText(sessions!);
});

test('which rungs fit: the chosen model’s window and Claude Code’s limits on one result, said above the table', async ({
  page,
}) => {
  await page.goto('./?transport=mcp-2025&view=transport&host=claude-code');
  await ladderReady(page);
  await expect(page.getByTestId('per-call-fits')).toHaveText(
    "At 100 rows, every rung and format fits Claude Sonnet 4.5's context window (200,000 tokens) and Claude Code's limits on one MCP tool result (25,000 tokens, 50,000 characters).",
  );
});
