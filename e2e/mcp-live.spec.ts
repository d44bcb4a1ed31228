// The page connects to the real server-everything over Streamable HTTP on loopback (it allows any
// origin: `cors({ origin: '*' })`): tool count and tokens equal `npm run mcp -- --url … --json`.
// Where the page cannot connect it says why and gives the command: a server made with the SDK
// that sends no CORS headers, a port nothing listens on, an address the page's policy blocks.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { HttpServer } from '../src/cli/mcp/mcp.fixture.ts';
import { freePort, runMcp, startEverythingHttp } from '../src/cli/mcp/mcp.fixture.ts';
import type { McpJson } from '../src/core/mcp/report.ts';
import { ladderReady } from './helpers.ts';

let everything: HttpServer;
test.beforeAll(async () => {
  everything = await startEverythingHttp();
});
test.afterAll(() => everything?.stop());

const shown = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).innerText()).replaceAll(',', ''));

async function connect(page: Page, url: string, tool = '', args = ''): Promise<void> {
  await page.goto('./?view=transport');
  await ladderReady(page);
  await page.getByLabel('URL', { exact: true }).fill(url);
  await page.getByLabel('Tool to call (optional)').fill(tool);
  await page.getByLabel('Its arguments (JSON)').fill(args);
  await page.getByTestId('connect-server').click();
}

test('connected from the page: tools and a call counted as npm run mcp --url counts them; nothing kept', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on(
    'console',
    (m) => m.type() === 'error' && /Content Security Policy/i.test(m.text()) && violations.push(m.text()),
  );
  const args = '{"location":"Chicago"}';
  const run = await runMcp(['--json', '--url', everything.url, '--call', 'get-structured-content', '--args', args]);
  expect(run.status, run.stderr).toBe(0);
  const json = JSON.parse(run.stdout) as McpJson;

  await connect(page, everything.url, 'get-structured-content', args);
  await expect(page.getByTestId('capture-server')).toContainText('mcp-servers/everything');
  await expect(page.getByTestId('capture-source')).toContainText('Streamable HTTP');
  const rows = page.getByTestId('capture-tools').locator('tbody tr');
  await expect(rows).toHaveCount(json.tools.length + 2);
  for (const [i, tool] of json.tools.entries()) {
    await expect(rows.nth(i)).toHaveAttribute('data-row', tool.name);
    expect(await shown(page, `capture-tools-${i}-1`), tool.name).toBe(tool.tokens);
  }
  expect(await shown(page, `capture-tools-${json.tools.length + 1}-1`)).toBe(json.toolsTotal);
  // Codex writes the call's measured wall time into the text: two runs differ there, every other host agrees.
  for (const [j, host] of json.hosts.entries())
    if (host !== 'codex') expect(await shown(page, `capture-calls-0-${j + 1}`), host).toBe(json.calls[0]!.hosts[host]);
  expect(violations).toEqual([]);
  // The URL is in no link and no storage.
  expect(page.url()).not.toContain('127.0.0.1:' + new URL(everything.url).port);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(everything.url);
});

/** A real MCP server (the SDK's) over Streamable HTTP that sends no CORS headers. */
async function serverWithoutCors(): Promise<{ url: string; server: Server }> {
  const port = await freePort();
  const server = createServer(async (req, res) => {
    const mcp = new McpServer({ name: 'no-cors', version: '1.0.0' });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    await mcp.connect(transport);
    await transport.handleRequest(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/mcp`, server };
}

test('where the page cannot connect it says why and gives the command that can', async ({ page }) => {
  const { url, server } = await serverWithoutCors();
  try {
    await connect(page, url, 'echo', '{"message":"hi"}');
    const failure = page.getByTestId('connect-failure');
    await expect(failure).toHaveAttribute('data-kind', 'cors');
    await expect(failure).toContainText('Cannot connect: CORS.');
    await expect(page.getByTestId('connect-command')).toHaveText(
      `npm run -s mcp -- --url ${url} --call echo --args '{"message":"hi"}' --save capture.json`,
    );
  } finally {
    server.close();
  }
  const nothing = `http://127.0.0.1:${await freePort()}/mcp`;
  await connect(page, nothing);
  await expect(page.getByTestId('connect-failure')).toHaveAttribute('data-kind', 'unreachable');
  await expect(page.getByTestId('connect-command')).toHaveText(
    `npm run -s mcp -- --url ${nothing} --save capture.json`,
  );

  await connect(page, 'http://192.0.2.1:8080/mcp');
  await expect(page.getByTestId('connect-failure')).toHaveAttribute('data-kind', 'csp');
  await expect(page.getByTestId('connect-failure')).toContainText("this page's Content-Security-Policy allows");

  await connect(page, 'ftp://x');
  await expect(page.getByTestId('connect-problems')).toContainText(
    'URL: “ftp://x” is not an http:// or https:// address',
  );
});
