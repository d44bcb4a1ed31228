import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { formatInt } from '../src/core/format/numbers.ts';
import { codexLog } from '../src/testing/generated-logs/codex.ts';
import { sessionScript } from '../src/testing/generated-logs/script.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropTexts, ladderReady, openFold } from './helpers.ts';

// A generated Codex rollout whose 10 calls go through the MCP server `taskdemo` (never a real log).
const LOG = codexLog(sessionScript(10, 7), 'taskdemo');
const file = join(mkdtempSync(join(tmpdir(), 'cce-forwarding-')), 'codex-mcp.jsonl');
writeFileSync(file, LOG);

/** `npm run -s session -- --json --strategy none [--host ID] FILE`'s `forwarding`. */
function cliForwarding(
  host: string,
): { step: number; tool: string; server: number; model: number; predicted: number }[] {
  const out = execFileSync(
    'npx',
    ['tsx', 'src/cli/session/run.ts', '--json', '--strategy', 'none', '--host', host, file],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  return JSON.parse(out).forwarding;
}

test('a dropped Codex log with MCP calls: the forwarding table’s figures equal npm run session --json’s', async ({
  page,
}) => {
  await page.goto('./?view=sessions');
  await ladderReady(page);
  await dropTexts(page, [{ name: 'codex-mcp.jsonl', text: LOG }], 'session-drop');
  await openFold(page, 'session-forwarding-fold');
  const table = page.getByTestId('session-forwarding');
  await expect(table).toBeVisible();
  // The page's default host is the JSON-RPC wire, as the command's.
  const expected = cliForwarding('wire');
  expect(expected).toHaveLength(10);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  for (const [i, f] of expected.entries()) {
    const cells = await rows.nth(i).locator('th, td').allInnerTexts();
    expect(cells.slice(0, 5)).toEqual([
      String(f.step),
      f.tool,
      formatInt(f.server),
      formatInt(f.model),
      formatInt(f.predicted),
    ]);
  }
  await expect(rows.first()).toContainText(
    'Codex CLI forwarded 129 tokens where the profile ‘JSON-RPC wire’ predicts 137: choose host Codex CLI',
  );
});
