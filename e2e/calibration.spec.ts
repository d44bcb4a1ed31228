/**
 * On the page: a Claude model's counts are estimates. Without a log of it the
 * ladder says so and how to calibrate; with a generated Claude Code log open in Sessions (usage
 * from cl100k_base counts × known ratios, `testing/generated-logs/usage-logs.ts`), every rung
 * shows `≈ N Claude tokens (× r from your log, p10–p90 a–b)` with the N Node's core computes.
 */
import { expect, test } from '@playwright/test';
import { countEstimate } from '../src/core/models/calibration-words.ts';
import { resultsTable } from '../src/core/report/tables/calibration.ts';
import { generateTasks } from '../src/core/builtin-data/generate.ts';
import { computeLadder } from '../src/core/ladder/ladder.ts';
import { RUNG_IDS } from '../src/core/ladder/rungs.ts';
import { matchModel } from '../src/core/models/model-match.ts';
import { CLAUDE_LOG_NAME, claudeLogText, claudeProfile } from '../src/testing/claude-profile.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { PRESET_SCALES, ROLL_CALL_FIELDS } from '../src/state/fields/presets.ts';
import { dropTexts, ladderReady, openFold, rowTexts } from './helpers.ts';

const UNCALIBRATED = "estimate: Claude's tokenizer is not public; load a Claude Code log of this model to calibrate";
const profile = claudeProfile();
// The page's first ladder, as Node counts it: the built-in fixture at every preset scale, the roll-call fields kept.
const ladder = computeLadder(
  PRESET_SCALES.map((rows) => ({ label: `${rows}`, records: generateTasks(rows) })),
  [...ROLL_CALL_FIELDS],
  nodeCounter('cl100k_base'),
);
const scale20 = ladder.scales.find((s) => s.rows === 20)!;
const context = { match: matchModel('claude-sonnet-4.5'), calibration: profile.calibration, log: CLAUDE_LOG_NAME };

test('without a log: the counts stay in cl100k_base and say how to calibrate; a GPT model needs no words', async ({
  page,
}) => {
  await page.goto('./');
  await ladderReady(page);
  await expect(page.getByTestId('price-model')).toHaveValue('claude-sonnet-4.5');
  await expect(page.getByTestId('ladder-estimate')).toHaveText(UNCALIBRATED);
  const l1 = ladder.scales[1]!.rungs.L1.tokens;
  await expect(page.getByTestId('cell-L1-20')).toHaveText(l1.toLocaleString('en-US'));
  // Said once (the status line and the table's note), never under each cell.
  await expect(page.getByTestId('status')).toContainText(UNCALIBRATED);
  await expect(page.getByTestId('estimate-L1-20')).toHaveCount(0);

  await page.getByTestId('price-model').selectOption('gpt-5');
  await ladderReady(page);
  await expect(page.getByTestId('ladder-estimate')).toHaveCount(0);
  await expect(page.getByTestId('estimate-L1-20')).toHaveCount(0);
});

test('a Claude Code log open in Sessions calibrates every rung of the ladder: ≈ N Claude tokens with Node’s N', async ({
  page,
}) => {
  await page.goto('./?view=sessions');
  await ladderReady(page);
  await dropTexts(page, [{ name: CLAUDE_LOG_NAME, text: claudeLogText() }], 'session-drop');

  // The Sessions view's calibration and results, as Node's core recovers them from the log.
  expect(profile.calibration.overall).toMatchObject({ ratio: 89 / 71, n: 7 });
  await expect(page.getByTestId('session-calibration').locator('tbody tr').first()).toContainText('All tool results', {
    timeout: 30_000,
  });
  await openFold(page, 'session-results-fold');
  expect(await rowTexts(page, 'session-calibration', 0)).toEqual([
    'All tool results',
    '×1.25',
    '×1.10',
    '×1.29',
    '7',
    '×1.21',
  ]);
  // Every result's row is core's (`resultsTable`); step 3's code: 71 counted, 89 recovered (×1.25 + 4 framing).
  const results = resultsTable(profile.calibration, profile.model).rows.map((row) => row.map((c) => c.text));
  expect(results[1]).toEqual(['3', 'Read', 'Code', '71', '89', '×1.25', '']);
  for (const [i, row] of results.entries()) expect(await rowTexts(page, 'session-results', i)).toEqual(row);

  // Claude Sonnet 4.5, the family of the log's claude-sonnet-4-5-20250929, chosen in the sidebar.
  await page.getByTestId('price-model').selectOption('gpt-5');
  await page.getByTestId('price-model').selectOption('claude-sonnet-4.5');
  await page.getByRole('tab', { name: 'Ladder' }).click();
  await ladderReady(page);
  for (const scale of ladder.scales)
    for (const id of RUNG_IDS) {
      const estimate = countEstimate(scale.rungs[id].tokens, context);
      if (estimate.kind !== 'calibrated') throw new Error('the fixture log calibrates Claude Sonnet 4.5');
      await expect(page.getByTestId(`estimate-${id}-${scale.rows}`)).toHaveText(estimate.text);
    }
  // One exact figure: L1 at 20 rows, 1,372 cl100k_base tokens × 89/71 = 1,719.8.
  await expect(page.getByTestId('estimate-L1-20')).toHaveText(
    '≈ 1,720 Claude tokens (× 1.25 from your log, p10–p90 1.10–1.29)',
  );
  await expect(page.getByTestId('estimate-L1-20')).toHaveAttribute(
    'title',
    'Claude tokens ÷ cl100k_base tokens over 7 requests of tool results in claude.jsonl (only 2 of them JSON, 10 needed for a JSON ratio of its own)',
  );
  const note =
    'Claude tokens: each cl100k_base count × 1.25, the median of Claude tokens ÷ cl100k_base tokens over 7 requests of tool results in claude.jsonl (p10–p90 1.10–1.29), rounded; only 2 of them JSON, 10 needed for a JSON ratio of its own.';
  await expect(page.getByTestId('ladder-estimate')).toHaveText(note);

  // Savings and Break-even say the same of their token figures, in the same words.
  await page.getByRole('tab', { name: 'Savings' }).click();
  await expect(page.getByTestId('savings-estimate')).toHaveText(note);
  const minify = scale20.rungs.L0.tokens - scale20.rungs.L1.tokens;
  expect(minify).toBe(559);
  await expect(page.getByTestId('estimate-saving-L0-L1-20')).toHaveText(
    '≈ 701 Claude tokens (× 1.25 from your log, p10–p90 1.10–1.29)',
  );
  await page.getByRole('tab', { name: 'Break-even' }).click();
  await expect(page.getByTestId('break-even-estimate')).toHaveText(note);
  await expect(page.getByTestId('one-time-L4-L5')).toHaveText('21');
  // Compact in the ten-column table: the factor is in its caption, and in the tooltip.
  await expect(page.getByTestId('estimate-one-time-L4-L5')).toHaveText('≈ 26 Claude tokens');
  // The verdict's answer and money are in Claude tokens too: the counts × the same ratio.
  await expect(page.getByTestId('verdict-answer')).toContainText(/≈ [\d,]+ → ≈ [\d,]+ Claude tokens per response/);
  await expect(page.getByTestId('verdict-money')).toContainText(
    'The money is of Claude tokens: cl100k_base counts × 1.25 from your log.',
  );
});
