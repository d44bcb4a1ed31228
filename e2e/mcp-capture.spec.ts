// A capture written by `npm run mcp -- --save` against the real server-everything (stdio), opened
// on the page: every tool's tokens and every call's per-host tokens equal the CLI's `--json`, and
// a call's result becomes the data.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { EVERYTHING, NODE, runMcp } from '../src/cli/mcp/mcp.fixture.ts';
import type { McpJson } from '../src/core/mcp/report.ts';
import { dropTexts, ladderReady } from './helpers.ts';

const scratch = mkdtempSync(join(tmpdir(), 'cce-e2e-capture-'));
const file = join(scratch, 'everything.json');
let json: McpJson;

test.beforeAll(async () => {
  const run = await runMcp([
    '--json',
    ...['--call', 'echo', '--args', '{"message":"hello, context"}'],
    ...['--call', 'get-structured-content', '--args', '{"location":"Chicago"}'],
    ...['--save', file, '--', NODE, EVERYTHING, 'stdio'],
  ]);
  expect(run.status, run.stderr).toBe(0);
  json = JSON.parse(run.stdout) as McpJson;
});
test.afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The number a cell shows (thousands separators dropped). */
const shown = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).innerText()).replaceAll(',', ''));

/** The tools table's rows as [name, tokens], in the page's order. */
async function toolRows(page: Page): Promise<[string, number][]> {
  const rows = await page.getByTestId('capture-tools').locator('tbody tr').all();
  const out: [string, number][] = [];
  for (const [i, row] of rows.entries())
    out.push([(await row.getAttribute('data-row'))!, await shown(page, `capture-tools-${i}-1`)]);
  return out;
}

async function openTransport(page: Page): Promise<void> {
  await page.goto('./?view=transport');
  await ladderReady(page);
  await expect(page.getByTestId('server-panel')).toBeVisible();
}

test('a capture dropped on the Transport view: tools/list per tool and the calls per host equal npm run mcp --json', async ({
  page,
}) => {
  await openTransport(page);
  await dropTexts(page, [{ name: 'everything.json', text: readFileSync(file, 'utf8') }], 'capture-drop');
  await expect(page.getByTestId('capture-server')).toContainText('mcp-servers/everything');
  await expect(page.getByTestId('capture-source')).toContainText('everything.json');
  await expect(page.getByTestId('capture-tools')).toBeVisible();
  const expected: [string, number][] = [
    ...json.tools.map((t): [string, number] => [t.name, t.tokens]),
    ['(envelope, brackets, indent)', json.toolsTotal - json.tools.reduce((s, t) => s + t.tokens, 0)],
    ['tools/list', json.toolsTotal],
  ];
  expect(await toolRows(page)).toEqual(expected);
  const lists = page.getByTestId('capture-lists');
  await expect(lists.locator('tr[data-row="instructions"] td').nth(1)).toHaveText(
    json.instructions.tokens.toLocaleString('en-US'),
  );
  // Every call under every host, in the CLI's column order.
  for (const [i, call] of json.calls.entries())
    for (const [j, host] of json.hosts.entries())
      expect(await shown(page, `capture-calls-${i}-${j + 1}`), `${call.name} under ${host}`).toBe(call.hosts[host]);

  // Another host in the sidebar: the tools/list follows it.
  await page.getByRole('radio', { name: 'Claude Code', exact: true }).click();
  await expect(page.locator('#cap-tools-title')).toContainText('Claude Code');
  const claude = await runMcp(['--json', '--host', 'claude-code', '--', NODE, EVERYTHING, 'stdio']);
  const claudeJson = JSON.parse(claude.stdout) as McpJson;
  await expect.poll(async () => (await toolRows(page)).at(-1)![1]).toBe(claudeJson.toolsTotal);
  expect((await toolRows(page)).slice(0, -2)).toEqual(claudeJson.tools.map((t) => [t.name, t.tokens]));
});

test('a call with records becomes the data; one without says why; a broken capture says what and where', async ({
  page,
}) => {
  await openTransport(page);
  await dropTexts(page, [{ name: 'everything.json', text: readFileSync(file, 'utf8') }], 'capture-drop');
  const calls = page.getByTestId('capture-calls');
  await expect(calls.locator('tbody tr').first()).toContainText('No records');
  await page.getByTestId('use-call-1').click();
  await expect(page.getByTestId('data-source')).toContainText('get-structured-content result.json');
  await ladderReady(page);

  const broken = readFileSync(file, 'utf8').replace('"stdio"', '"stdio",,');
  await dropTexts(page, [{ name: 'broken.json', text: broken }], 'capture-drop');
  const alert = page.getByTestId('server-panel').getByRole('alert');
  await expect(alert).toContainText('broken.json could not be opened as an MCP capture');
  await expect(alert).toContainText('broken.json: invalid JSON at line 6');
  await expect(alert).toContainText('The server shown before stays open.');
  await expect(page.getByTestId('capture-server')).toContainText('mcp-servers/everything');
});

test('a capture dropped on the Data section opens in Transport as a server, not as data; a broken one says why there', async ({
  page,
}) => {
  await page.goto('./');
  await ladderReady(page);
  await dropTexts(page, [{ name: 'everything.json', text: readFileSync(file, 'utf8') }]);
  await expect(page.getByTestId('capture-server')).toContainText('mcp-servers/everything');
  await expect(page).toHaveURL(/view=transport/);
  await expect(page.getByTestId('data-capture-opened')).toContainText('everything.json is an MCP capture');
  await expect(page.getByTestId('data-source')).toContainText('Built-in task-tracker fixture');
  // The tools panels measure that server, named, until the built-in contract is chosen.
  await expect(page.getByTestId('deferred-source')).toContainText(
    `server ${json.server.name} ${json.server.version}’s`,
  );
  await expect(page.getByTestId('deferred-source')).toContainText('(opened from everything.json)');
  await expect(page.getByTestId('host-tools-wire-' + (json.tools.length + 1))).toHaveText(
    json.toolsTotal.toLocaleString('en-US'),
  );
  await expect(page.getByTestId('deferred-0-0')).toHaveText(json.deferred.upfront.toLocaleString('en-US'));
  await page.getByRole('radio', { name: 'Built-in contract' }).click();
  await expect(page.getByTestId('deferred-source')).toContainText('the built-in contract’s three tools');

  const broken = readFileSync(file, 'utf8').replace('"stdio"', '"stdio",,');
  await dropTexts(page, [{ name: 'broken.json', text: broken }]);
  const alert = page.locator('[aria-labelledby="data-title"]').getByRole('alert');
  await expect(alert).toContainText(
    'broken.json looks like an MCP capture (npm run mcp -- --save) but could not be opened',
  );
  await expect(alert).toContainText('broken.json: invalid JSON at line 6');
});
