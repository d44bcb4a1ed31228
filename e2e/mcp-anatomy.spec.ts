// The anatomy of server-everything's tool definitions on the Transport view, as Claude Code sends
// them: the answer, every part's tokens and the treemap's tiles equal `npm run mcp -- --anatomy --json`
// on the same capture.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { EVERYTHING, NODE, runMcp } from '../src/cli/mcp/mcp.fixture.ts';
import type { McpAnatomy } from '../src/core/mcp/anatomy/anatomy.ts';
import { partRows } from '../src/core/mcp/anatomy/anatomy.ts';
import { dropTexts, ladderReady } from './helpers.ts';

const scratch = mkdtempSync(join(tmpdir(), 'cce-e2e-anatomy-'));
const file = join(scratch, 'everything.json');
let cli: McpAnatomy & { answer: string };

test.beforeAll(async () => {
  const saved = await runMcp(['--save', file, '--', NODE, EVERYTHING, 'stdio']);
  expect(saved.status, saved.stderr).toBe(0);
  const run = await runMcp(['--anatomy', '--json', '--host', 'claude-code', '--capture', file]);
  expect(run.status, run.stderr).toBe(0);
  cli = JSON.parse(run.stdout) as McpAnatomy & { answer: string };
});
test.afterAll(() => rmSync(scratch, { recursive: true, force: true }));

test('the page and the command line agree part for part, as Claude Code sends the definitions', async ({ page }) => {
  await page.goto('./?view=transport&host=claude-code');
  await ladderReady(page);
  await dropTexts(page, [{ name: 'everything.json', text: readFileSync(file, 'utf8') }], 'capture-drop');
  await expect(page.getByTestId('anatomy-answer')).toHaveText(cli.answer);
  expect(cli.answer).toMatch(
    /^\d+ tools cost [\d,]+ tokens per request as Claude Code sends them; the largest part is /,
  );

  // One tile per part with tokens of its own.
  const drawn = partRows(cli).filter((p) => p.tokens > 0).length;
  await expect(page.getByTestId('anatomy-treemap').locator('.treemap-tile')).toHaveCount(drawn);

  await page.getByTestId('anatomy-fold').locator('summary').click();
  const rows = await page.getByTestId('anatomy-parts').locator('tbody tr').all();
  const shown: [string, string, number][] = [];
  for (const row of rows) {
    const cells = await row.locator('th, td').allInnerTexts();
    shown.push([cells[0]!, cells[1]!, Number(cells[2]!.replaceAll(',', ''))]);
  }
  const framing = cli.listFraming;
  expect(shown).toEqual([
    ...partRows(cli).map((p): [string, string, number] => [p.tool, p.part, p.tokens]),
    ['(the list)', 'framing', framing],
    ['tools list', 'total', cli.toolsTotal],
  ]);
  // The parts of each tool add up exactly to its total.
  for (const tool of cli.tools) expect(tool.parts.reduce((n, p) => n + p.tokens, 0)).toBe(tool.tokens);
});
