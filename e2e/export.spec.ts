import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import { runLadderCli } from '../src/cli/ladder/run.ts';
import { tableToCsv } from '../src/core/report/table.ts';
import { ladderTable } from '../src/core/report/tables/ladder.ts';
import { generateTasks } from '../src/core/builtin-data/generate.ts';
import { computeLadder } from '../src/core/ladder/ladder.ts';
import { RUNG_IDS } from '../src/core/ladder/rungs.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { dropFiles, ladderReady, pasteData, rungTokens } from './helpers.ts';

const TABLE = 'Tokens per rung and format';
const CHART = 'Response size by rung and scale';
const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];
const SCALES = [5, 20, 100, 500];

/** The cells of a Markdown table row: `| a | b |` → ['a', 'b']. */
const cellsOf = (line: string) => line.slice(2, -2).split(' | ');

test.describe('with clipboard access', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
    await page.goto('./');
    await ladderReady(page);
  });

  test('Copy as Markdown puts the ladder table on the clipboard as the page shows it', async ({ page }) => {
    await page.getByRole('button', { name: `Copy the ${TABLE} table as Markdown` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    const lines = markdown.split('\n');
    expect(lines[0]).toBe(`### ${TABLE}`);
    expect(lines).toContain('| Rung | 5 rows (tokens) | 20 rows (tokens) | 100 rows (tokens) | 500 rows (tokens) |');
    expect(lines).toContain('| --- | ---: | ---: | ---: | ---: |');
    for (const id of RUNG_IDS) {
      const row = lines.find((l) => l.startsWith(`| ${id} `));
      expect(row, id).toBeDefined();
      const shown = await Promise.all(
        [5, 20, 100, 500].map((rows) => page.getByTestId(`cell-${id}-${rows}`).innerText()),
      );
      expect(cellsOf(row!).slice(1), id).toEqual(shown);
    }
    expect(markdown).toContain('Each cell: cl100k_base tokens of the whole response.');
  });

  test('Copy as Markdown on the savings table keeps every denominator', async ({ page }) => {
    await page.getByRole('tab', { name: 'Savings' }).click();
    await page.getByRole('button', { name: 'Copy the Savings of each move table as Markdown' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    const row = markdown.split('\n').find((l) => l.startsWith('| L1 → L3 projection, minified |'))!;
    // Claude Sonnet 4.5 by default: no cell says "estimate"; the status and the note say why, once.
    const cell = page.getByTestId('saving-L1-L3-100');
    await expect(cell.getByTestId('estimate-saving-L1-L3-100')).toHaveCount(0);
    const shown = (await cell.innerText()).split('\n');
    expect(row).toContain(`${shown[0]} (${shown[1]}; ${shown[2]})`);
    expect(row).toContain('% of L1');
    expect(markdown).toContain(
      "estimate: Claude's tokenizer is not public; load a Claude Code log of this model to calibrate",
    );
  });
});

test.describe('downloads', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('./');
    await ladderReady(page);
  });

  test('Download CSV saves the ladder table as raw numbers a spreadsheet sums, byte for byte what core writes', async ({
    page,
  }) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download the ${TABLE} table as CSV` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('tokens-per-rung-and-format.csv');
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const expected = computeLadder(
      SCALES.map((rows) => ({ label: `tasks-${rows}.json`, records: generateTasks(rows) })),
      ROLL_CALL,
      nodeCounter('cl100k_base'),
    );
    expect(csv).toBe(tableToCsv(ladderTable(expected, false, false)));
    const parsed = Papa.parse<Record<string, unknown>>(csv, {
      header: true,
      dynamicTyping: true,
      skipEmptyLines: true,
    });
    expect(parsed.meta.fields).toEqual([
      'Rung',
      ...SCALES.flatMap((rows) => ['tokens', 'bytes', 'characters'].map((unit) => `${rows} rows (${unit})`)),
    ]);
    expect(parsed.data.map((row) => row['Rung'])).toHaveLength(RUNG_IDS.length);
    for (const rows of SCALES) {
      // The column sums as numbers to what the page shows, cell by cell.
      const sum = parsed.data.reduce((total, row) => total + (row[`${rows} rows (tokens)`] as number), 0);
      const shown = await rungTokens(page, rows);
      expect(sum, `${rows} rows`).toBe(shown.reduce((a, b) => a + b, 0));
    }
    expect(parsed.data[0]!['500 rows (tokens)']).toBe(48609);
  });

  test('the CSV of dropped files is byte for byte what `npm run ladder -- --csv` prints for them', async ({ page }) => {
    const files = [5, 20].map((rows) => fileURLToPath(new URL(`../fixtures/tasks-${rows}.json`, import.meta.url)));
    await dropFiles(page, files);
    await expect(page.getByTestId('data-source')).toContainText('tasks-20.json');
    await ladderReady(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download the ${TABLE} table as CSV` }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    let printed = '';
    // Dropped files keep every field, as the command line does without --fields.
    const status = runLadderCli(['--csv', ...files], {
      stdout: (text) => (printed += text),
      stderr: () => {},
    });
    expect(status).toBe(0);
    expect(csv).toBe(printed);
    expect(csv.split('\r\n')[1]).toBe('As received,473,1594,1594,1931,6600,6600');
  });

  test('Download PNG saves a 2× PNG of the ladder chart', async ({ page }) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download the ${CHART} chart as PNG` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('response-size-by-rung-and-scale.png');
    const png = readFileSync((await download.path())!);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.length).toBeGreaterThan(10_000);
    // IHDR: width and height, twice the chart's CSS pixels.
    const width = png.readUInt32BE(16);
    const box = await page.locator('.chart-panel .recharts-wrapper > svg.recharts-surface').first().boundingBox();
    expect(width).toBe(Math.round(box!.width) * 2);
  });

  test('Download SVG saves the chart with its title, a caption naming its data and settings, no CSS variables left', async ({
    page,
  }) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download the ${CHART} chart as SVG` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('response-size-by-rung-and-scale.svg');
    const svg = readFileSync((await download.path())!, 'utf8');
    expect(svg).toContain('<svg');
    expect(svg).toContain(`<title>${CHART}</title>`);
    expect(svg).toContain('L0 Pretty JSON, full'); // the legend, redrawn
    expect(svg).not.toContain('var(--');
    // The caption, read back as a browser reads the file: its lines under the chart, its text as the description.
    const caption = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      const lines = [...doc.querySelectorAll('text.export-caption')];
      const height = Number(doc.documentElement.getAttribute('height'));
      return {
        lines: lines.map((line) => line.textContent),
        desc: doc.querySelector('svg > desc')?.textContent,
        // Under the chart: in the last band of the picture, one line below another.
        below: lines.every((line) => Number(line.getAttribute('y')) > height - 20 * lines.length - 10),
      };
    }, svg);
    const today = new Date().toISOString().slice(0, 10);
    const expected = `Data: built-in task-tracker fixture · 5, 20, 100 and 500 rows · 4 fields kept: id, status, assignee, priority · Encoding: cl100k_base · Transport: Command line · Made ${today}`;
    expect(caption.desc).toBe(expected);
    expect(caption.lines.join(' · ')).toBe(expected);
    expect(caption.below).toBe(true);
  });

  test('the caption names the transport and encoding chosen', async ({ page }) => {
    await page.getByRole('radio', { name: 'o200k_base' }).click();
    await ladderReady(page);
    await page.getByRole('radio', { name: 'MCP (2025 shape)', exact: true }).click();
    await ladderReady(page);
    // Over MCP the ladder chart plots call sizes, and its title (the download's name) says so.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: 'Download the Call size by rung and scale, over MCP (2025 shape) chart as SVG' })
        .click(),
    ]);
    const svg = readFileSync((await download.path())!, 'utf8');
    // The host is named with the transport: the default host is the article's wire.
    expect(svg).toMatch(/<desc>[^<]*Encoding: o200k_base · Transport: MCP \(2025 shape\) on the JSON-RPC wire · Made /);
  });

  test('a chart at the detail scale names it in its caption', async ({ page }) => {
    await page.getByRole('tab', { name: 'Break-even' }).click();
    // One small chart per move; each download is named after its move.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: 'Download the Net tokens of L4 → L5 header aliases against queries chart as SVG' })
        .click(),
    ]);
    const svg = readFileSync((await download.path())!, 'utf8');
    expect(svg).toContain('<desc>Data: built-in task-tracker fixture · At 100 rows (of 5, 20, 100 and 500 rows) · ');
  });
});

test('a chart of pasted data: the caption says how many fields are kept, not their names', async ({ page }) => {
  await page.goto('./');
  await ladderReady(page);
  await pasteData(page, '[{"zq_secret": 1, "zq_other": "a"}, {"zq_secret": 2, "zq_other": "b"}]');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download the ${CHART} chart as SVG` }).click(),
  ]);
  const svg = readFileSync((await download.path())!, 'utf8');
  expect(svg).toMatch(
    /<desc>Data: files pasted\.json · 2 rows · 2 fields of your data kept · Encoding: cl100k_base · /,
  );
  expect(svg).not.toContain('zq_');
});

test("a session chart's caption names the log, its steps and the encoding, not the page's records", async ({
  page,
}) => {
  await page.goto('./?view=sessions');
  await ladderReady(page);
  const log = readFileSync('fixtures/sessions/claude-code.jsonl', 'utf8');
  const transfer = await page.evaluateHandle((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'claude-code.jsonl', { type: 'application/json' }));
    return dt;
  }, log);
  await page.getByTestId('session-drop').dispatchEvent('drop', { dataTransfer: transfer });
  await expect(page.getByTestId('session-summary')).toContainText('30 steps');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('button', { name: 'Download the Input tokens per step, by part of the window chart as SVG' })
      .click(),
  ]);
  const svg = readFileSync((await download.path())!, 'utf8');
  const today = new Date().toISOString().slice(0, 10);
  expect(svg).toContain(
    `<desc>Data: claude-code.jsonl (Claude Code session JSONL) · 30 steps · Encoding: cl100k_base · Made ${today}</desc>`,
  );
});

test('when the clipboard refuses, the Markdown is shown to copy by hand', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
  });
  await page.goto('./');
  await ladderReady(page);
  await page.getByRole('button', { name: `Copy the ${TABLE} table as Markdown` }).click();
  const area = page.getByRole('textbox', { name: /did not allow copying/ });
  await expect(area).toBeVisible();
  await expect(area).toHaveJSProperty('readOnly', true);
  expect(await area.inputValue()).toContain(`### ${TABLE}`);
  await expect(page.getByRole('status').filter({ hasText: 'Copying was blocked' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(area).toBeHidden();
});
