import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { generateTasks } from '../src/core/builtin-data/generate.ts';
import { buildRungTexts } from '../src/core/ladder/ladder.ts';
import { callCost } from '../src/core/mcp/per-call.ts';
import { projectRecords } from '../src/core/records.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { requireArticleLadderDir } from '../src/node/reference-dir.ts';
import { DEFAULT_CALL, callSettingsOf } from '../src/core/mcp/call-form.ts';
import { ladderReady } from './helpers.ts';

const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];
const SCALES = [5, 20, 100, 500];
// Resolved when a reference test runs: without the data it fails with where to put it.
const referenceDir = (): string => requireArticleLadderDir();

/** A number as the page shows it: thousands separators, a leading `+`, `−` (U+2212) or `-`. */
function parseShown(text: string): number {
  const match = /^\s*([+\u2212-]?)([\d,]+)/.exec(text);
  if (!match) throw new Error(`no number in "${text}"`);
  const value = Number(match[2]!.replaceAll(',', ''));
  return match[1] === '\u2212' || match[1] === '-' ? -value : value;
}

async function shownNumber(page: Page, testId: string): Promise<number> {
  return parseShown(await page.getByTestId(testId).innerText());
}

// What Node computes for the built-in fixture's L4 payload sent over MCP (2025 shape) with the default call.
function nodeL4Call(rows: number) {
  const records = generateTasks(rows);
  const settings = callSettingsOf(DEFAULT_CALL, ROLL_CALL);
  return callCost(
    'mcp-2025',
    buildRungTexts(records, ROLL_CALL).L4,
    ROLL_CALL,
    projectRecords(records, ROLL_CALL),
    settings,
    nodeCounter('cl100k_base'),
  );
}

test('choosing MCP (2025 shape) turns the ladder cells into call totals: payload + command + overhead', async ({
  page,
}) => {
  await page.goto('./');
  await ladderReady(page);
  const cell = page.getByTestId('cell-L4-100');
  const oldText = await cell.innerText();
  const payload = parseShown(oldText);

  await page.getByRole('radio', { name: 'MCP (2025 shape)', exact: true }).click();
  await expect(cell).not.toHaveText(oldText);
  await ladderReady(page);
  await expect(page.getByTestId('transport-note')).toContainText('2025');
  await expect(page.getByTestId('ladder-caption')).toContainText('request + result');

  const total = await shownNumber(page, 'cell-L4-100');
  const overhead = await shownNumber(page, 'overhead-L4-100');
  const command = await shownNumber(page, 'command-L4-100');
  // The cell shown before was the payload alone; the call adds the command line's equivalent and the overhead.
  expect(await shownNumber(page, 'payload-L4-100')).toBe(payload);
  expect(total).toBe(payload + command + overhead);
  expect(overhead).toBeGreaterThan(0);

  // Node, not an assumption: compact payloads carry no quotes, so L4's overhead is the same at every scale.
  const node = SCALES.map(nodeL4Call);
  for (const c of node) expect(c.quotes).toBe(0);
  expect(new Set(node.map((c) => c.overhead)).size).toBe(1);
  expect(command).toBe(node[0]!.commandLine);
  const shown = await Promise.all(SCALES.map((rows) => shownNumber(page, `overhead-L4-${rows}`)));
  expect(shown).toEqual(node.map((c) => c.overhead));
  expect(total).toBe(node[2]!.total);
  expect(page.url()).toContain('transport=mcp-2025');
});

test('choosing a host re-counts every call as that host forwards it, names it, and the link keeps it', async ({
  page,
}) => {
  await page.goto('./?transport=mcp-2025&view=transport');
  await ladderReady(page);
  await expect(page.getByTestId('host-note')).toContainText('Your host may not pay this overhead');
  await expect(page.getByTestId('per-call-transport')).toContainText('on the JSON-RPC wire');
  await page.getByRole('radio', { name: 'Claude Code', exact: true }).click();
  await expect(page.getByTestId('per-call-transport')).toContainText('as Claude Code forwards it');
  await expect(page.getByTestId('host-note')).toContainText('structuredContent is not forwarded');
  await expect(page.getByText('the payload as given, nothing escaped')).toBeVisible();
  await page.getByRole('tab', { name: /Ladder/ }).click();
  await ladderReady(page);
  // Node: the same L4 call under Claude Code (the result is the payload itself, nothing escaped).
  const records = generateTasks(100);
  const settings = { ...callSettingsOf(DEFAULT_CALL, ROLL_CALL), host: { id: 'claude-code' as const } };
  const node = callCost(
    'mcp-2025',
    buildRungTexts(records, ROLL_CALL).L4,
    ROLL_CALL,
    projectRecords(records, ROLL_CALL),
    settings,
    nodeCounter('cl100k_base'),
  );
  expect(node.result).toBe(node.payload);
  await expect(page.getByTestId('cell-L4-100')).toHaveText(node.total.toLocaleString('en-US'));
  expect(await shownNumber(page, 'overhead-L4-100')).toBe(node.overhead);
  await expect(page.getByTestId('ladder-caption')).toContainText('as Claude Code forwards it');
  expect(page.url()).toContain('host=claude-code');
});

test('going back to the command line shows the payload tokens again', async ({ page }) => {
  await page.goto('./?transport=mcp-2025');
  await ladderReady(page);
  await expect(page.getByTestId('overhead-L4-100')).toBeVisible();
  await page.getByRole('radio', { name: 'Command line', exact: true }).click();
  await expect(page.getByTestId('overhead-L4-100')).toHaveCount(0);
  await ladderReady(page);
  expect(await shownNumber(page, 'cell-L4-100')).toBe(nodeL4Call(100).payload);
});

test.describe('reference data', () => {
  // Reference README, "MCP versus command line, per call": L1 / L3 / L4 overheads.
  const OVERHEADS: Record<number, [string, string, string]> = {
    5: ['+69', '+59', '+51'],
    20: ['+129', '+89', '+51'],
    100: ['+449', '+249', '+51'],
    500: ['+2,049', '+1,049', '+51'],
  };

  test('the transport view shows the published per-call overheads for the four reference files', async ({ page }) => {
    await page.goto('./?view=transport');
    await ladderReady(page);
    await page.getByTestId('file-input').setInputFiles(SCALES.map((n) => join(referenceDir(), `json-${n}.txt`)));
    await expect(page.getByTestId('data-source')).toContainText('4 loaded files');
    // The article's roll-call projection (own data opens with every field kept).
    await page.getByRole('button', { name: 'Roll-call' }).click();
    await ladderReady(page);
    await expect(page.getByTestId('per-call-transport')).toContainText('MCP (2025 shape)');
    for (const rows of SCALES) {
      await page.getByRole('radio', { name: `${rows} rows`, exact: true }).click();
      await expect(page.getByTestId('per-call-table')).toHaveAttribute('data-rows', String(rows));
      const [l1, l3, l4] = OVERHEADS[rows]!;
      await expect(page.getByTestId(`overhead-cell-L1-${rows}`)).toHaveText(l1);
      await expect(page.getByTestId(`overhead-cell-L3-${rows}`)).toHaveText(l3);
      await expect(page.getByTestId(`overhead-cell-L4-${rows}`)).toHaveText(l4);
    }
    await expect(page.getByTestId('quotes-cell-L1-500')).toHaveText('16,000');
    await expect(page.getByTestId('quotes-cell-L4-500')).toHaveText('0');
  });
});
