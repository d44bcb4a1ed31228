import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { generateTasks } from '../builtin-data/generate.ts';
import { computeLadder } from '../ladder/ladder.ts';
import { CLAUDE_LOG_NAME, claudeProfile } from '../../testing/claude-profile.ts';
import type { EncodingName } from '../tokenizer/tokenizer.ts';
import { chartValueWords, modelsChartCaption, modelsChartRows } from './chart-rows.ts';
import { comparedModels } from './compared-models.ts';
import { compareCounts } from './model-figures.ts';

const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];
const MODELS = comparedModels().filter((m) => ['gpt-5', 'gpt-4', 'claude-sonnet-4.5', 'gemini-2.5-pro'].includes(m.id));
const META = { label: 'tasks-5.json', rows: 5 };
const scaleIn = (t: EncodingName) =>
  computeLadder([{ label: META.label, records: generateTasks(5) }], ROLL_CALL, nodeCounter(t)).scales[0]!;
const COUNTS = (['cl100k_base', 'o200k_base'] as const).map((tokenizer) => ({ tokenizer, scale: scaleIn(tokenizer) }));
const profile = claudeProfile();
const LOGS = [{ log: CLAUDE_LOG_NAME, model: profile.model, calibration: profile.calibration }];

describe('the Models chart’s rows', () => {
  test('with a Claude log: the tokenizers exact, then ≈ Claude Sonnet 4.5 with its p10–p90 whiskers', () => {
    const rows = modelsChartRows(compareCounts(COUNTS, MODELS, LOGS, META), MODELS);
    expect(rows.map((r) => [r.label, r.kind])).toEqual([
      ['cl100k_base', 'exact'],
      ['o200k_base', 'exact'],
      ['≈ Claude Sonnet 4.5', 'calibrated'],
    ]);
    expect(rows[0]!.words).toBe(
      'exact for GPT-4; estimate for Claude Sonnet 4.5, Gemini 2.5 Pro (prompts ≤ 200,000 tokens)',
    );
    expect(rows[0]!.tokens).toEqual([473, 334, 188, 109, 64, 62]);
    expect(rows[0]!.range.every((r) => r === null)).toBe(true);
    const claude = rows[2]!;
    // L0: 473 cl100k_base tokens × 89/71 (median) = 592.9; × p10 and × p90 of the log's seven ratios.
    const { p10, p90 } = profile.calibration.overall!;
    expect(claude.tokens[0]).toBe(593);
    expect(claude.range[0]).toEqual([Math.round(473 * p10), Math.round(473 * p90)]);
    expect(claude.range[0]).toEqual([518, 612]);
    expect(claude.words).toBe('≈ cl100k_base × 1.25 from claude.jsonl (p10–p90 1.10–1.29)');
    expect(chartValueWords(claude, 0)).toBe('≈ 593 tokens (p10–p90 518–612)');
    expect(chartValueWords(rows[1]!, 0)).toBe('468 tokens, exact');
    expect(modelsChartCaption(rows)).toBe(
      "Solid bars: each tokenizer's own count, exact for the models that use it. Pale bars marked ≈: an estimate for Claude Sonnet 4.5 (the tokenizer's count × the median ratio of a loaded log of the model), the whisker its p10–p90.",
    );
  });

  test('without a log: only the tokenizers, and the caption says how to add an estimate', () => {
    const comparison = compareCounts([COUNTS[0]!, { tokenizer: 'o200k_base', error: 'HTTP 404' }], MODELS, [], META);
    const rows = modelsChartRows(comparison, MODELS);
    expect(rows.map((r) => r.label)).toEqual(['cl100k_base']);
    expect(modelsChartCaption(rows)).toContain('open a Claude Code or Gemini CLI log of the model in Sessions');
  });
});
