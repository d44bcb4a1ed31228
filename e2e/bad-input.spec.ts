import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { computeLadder } from '../src/core/ladder/ladder.ts';
import { RUNG_IDS } from '../src/core/ladder/rungs.ts';
import { readInput } from '../src/core/input/read-input.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { dropTexts, ladderReady, pasteText, rungTokens } from './helpers.ts';

const GOOD = '[{"id":"x1","status":"open"},{"id":"x2","status":"done"}]';

/** L0–L5 tokens of `text` read and counted in Node, every field kept (as the page keeps them for new data). */
function nodeTokens(text: string, name: string): number[] {
  const { records, fields } = readInput(text, name);
  const [scale] = computeLadder([{ label: name, records }], fields, nodeCounter('cl100k_base')).scales;
  return RUNG_IDS.map((id) => scale!.rungs[id].tokens);
}

/** Drops files given as bytes (a UTF-16 file, say) on the drop zone. */
async function dropBytes(page: Page, files: { name: string; bytes: number[] }[]): Promise<void> {
  const transfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([new Uint8Array(f.bytes)], f.name));
    return dt;
  }, files);
  await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer: transfer });
}

/** After an input the page refused: the message above the previous data's counts, kept and said so; the page still takes input. */
async function expectRefusedThenWorking(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: 'could not be read' }).first()).toContainText(message);
  await expect(page.getByTestId('status')).toHaveText(
    "The new data was not read (see Data): the verdict and views below are still the previous data's.",
  );
  await expect(page.locator('[data-testid^="cell-L0-"]')).not.toHaveCount(0);
  await expect(page.getByTestId('verdict-headline')).not.toContainText('No verdict yet');
  await pasteText(page, GOOD);
  await expect(page.getByTestId('data-source')).toContainText('pasted.json');
  await ladderReady(page);
  expect(await rungTokens(page, 2)).toEqual(nodeTokens(GOOD, 'pasted.json'));
  expect(await rungTokens(page, 2)).toEqual([40, 21, 40, 21, 13, 13]);
}

test.beforeEach(async ({ page }) => {
  await page.goto('./');
  await ladderReady(page);
});

test('a lone surrogate in a key is counted, TOON is left out with a notice, and the next input counts', async ({
  page,
}) => {
  await pasteText(page, '[{"\\udc00k":1}]');
  await expect(page.getByTestId('data-source')).toContainText('pasted.json');
  await ladderReady(page);
  expect(await rungTokens(page, 1)).toEqual([16, 10, 16, 10, 5, 4]);
  await expect(page.getByText('1 string holds a lone surrogate (first: U+DC00 in a key of record 1)')).toBeVisible();
  await page.getByRole('button', { name: 'Add TOON' }).click();
  await page.getByRole('button', { name: 'Add CSV' }).click();
  await ladderReady(page);
  await expect(page.getByTestId('omitted-formats')).toHaveText(
    'TOON left out at 1 row, pasted.json: TOON cannot write a lone surrogate (U+DC00 in a key of record 1); the other rungs and formats are counted',
  );
  await expect(page.getByTestId('cell-csv-1')).toHaveText('5');
  expect(await rungTokens(page, 1)).toEqual([16, 10, 16, 10, 5, 4]);
  await pasteText(page, GOOD);
  await ladderReady(page);
  expect(await rungTokens(page, 2)).toEqual([40, 21, 40, 21, 13, 13]);
  await expect(page.getByTestId('omitted-formats')).toHaveCount(0);
});

test('100,000 levels of [[[…]]] are refused naming the limit; no counts are shown under the error', async ({
  page,
}) => {
  await pasteText(page, `${'['.repeat(100_000)}${']'.repeat(100_000)}`);
  await expectRefusedThenWorking(
    page,
    'pasted.json is nested 100,000 levels deep (arrays and objects inside one another); the limit is 256 levels',
  );
});

test('100,000 levels of {"a":{"a":…}} are refused naming the limit, and the page goes on', async ({ page }) => {
  await pasteText(page, `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`);
  await expectRefusedThenWorking(
    page,
    'pasted.json is nested 100,000 levels deep (arrays and objects inside one another); the limit is 256 levels',
  );
});

test('[] and [{}] say there is nothing to count, as the command line does', async ({ page }) => {
  await pasteText(page, '[]');
  await expectRefusedThenWorking(page, 'pasted.json holds no records (an empty array); nothing to count');
  await pasteText(page, '[{}]');
  await expectRefusedThenWorking(page, 'pasted.json: its records have no fields (1 empty object); nothing to count');
});

test('a UTF-16LE file with its byte-order mark, a CSV and a YAML file count as the same records do in JSON', async ({
  page,
}) => {
  const utf16 = [0xff, 0xfe, ...[...GOOD].flatMap((c) => [c.charCodeAt(0), 0])];
  await dropBytes(page, [{ name: 'tasks.json', bytes: utf16 }]);
  await expect(page.getByText('tasks.json: decoded as UTF-16LE (its byte-order mark FF FE, stripped)')).toBeVisible();
  await ladderReady(page);
  expect(await rungTokens(page, 2)).toEqual([40, 21, 40, 21, 13, 13]);
  await dropTexts(page, [{ name: 'tasks.csv', text: 'id,status\nx1,open\nx2,done\n' }]);
  await expect(page.getByTestId('data-source')).toContainText('tasks.csv');
  await ladderReady(page);
  expect(await rungTokens(page, 2)).toEqual([40, 21, 40, 21, 13, 13]);
  await dropTexts(page, [{ name: 'tasks.yaml', text: '- id: x1\n  status: open\n- id: x2\n  status: done\n' }]);
  await expect(page.getByTestId('data-source')).toContainText('tasks.yaml');
  await ladderReady(page);
  expect(await rungTokens(page, 2)).toEqual([40, 21, 40, 21, 13, 13]);
});

test('a dropped CSV without a header names what it looks like', async ({ page }) => {
  await dropTexts(page, [{ name: 'tasks.csv', text: '1,ana,open\n2,bo,done\n' }]);
  await expect(page.getByRole('alert').filter({ hasText: 'tasks.csv' }).first()).toContainText(
    'tasks.csv: this looks like CSV without a header row: its first row (1, ana, open) holds a number in column 1, as in every row below; add a header row naming the fields',
  );
  await expect(page.getByTestId('status-kept')).toBeVisible();
});

test('WASM tiktoken that cannot load leaves the ladder counted and the Tokens view says so in plain words', async ({
  page,
}) => {
  // Counting needs the ranks alone; WASM tiktoken is fetched only for the Tokens view's ids.
  await page.route('**/*.wasm', (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body: '<!DOCTYPE html><title>Not found</title>' }),
  );
  await page.goto('./?view=inspector');
  await expect(page.getByTestId('status')).toContainText('nothing is sent anywhere', { timeout: 30_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Could not take the text apart' })).toContainText(
    'the tokenizer (WASM tiktoken) could not be loaded: the server sent a file that is not WebAssembly',
    { timeout: 30_000 },
  );
});
