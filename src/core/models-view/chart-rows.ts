/**
 * The Models chart's rows: each tokenizer's exact counts, named for the models they are exact for,
 * then each Claude or Gemini model a loaded log calibrates, with its p10–p90 whisker. An
 * uncalibrated estimate is already a tokenizer's count, so it adds no row.
 */
import { formatRatio } from '../models/calibration-words.ts';
import { formatInt } from '../format/numbers.ts';
import { countsFor } from '../report/tables/models.ts';
import type { ComparedModel } from './compared-models.ts';
import type { ModelsComparison } from './model-figures.ts';
import { tokensWithRange } from './model-figures.ts';

/** One bar group of the chart: a tokenizer's exact counts, or a calibrated model's estimates. */
export interface ModelsChartRow {
  /** The group's key: a tokenizer id, or a model id. */
  key: string;
  /** The axis label: `o200k_base`, or `≈ Claude Sonnet 4.5`. */
  label: string;
  kind: 'exact' | 'calibrated';
  /** For the tooltip: `exact for GPT-5; estimate for …` (`countsFor`); `≈ cl100k_base × 1.25 from claude.jsonl (p10–p90 1.10–1.29)`. */
  words: string;
  /** Tokens per row of the scale (null: not measured). */
  tokens: (number | null)[];
  /** The p10 and p90 tokens per row of a calibrated estimate, null for an exact count. */
  range: ([number, number] | null)[];
}

/**
 * The chart's rows for `c`: the tokenizers that loaded, in order, then the calibrated models in
 * the comparison's order; a tokenizer that did not load has no row (the table says why).
 */
export function modelsChartRows(c: ModelsComparison, models: readonly ComparedModel[]): ModelsChartRow[] {
  const exact = c.tokenizers.flatMap((t): ModelsChartRow[] =>
    t.tokens
      ? [
          {
            key: t.tokenizer,
            label: t.tokenizer,
            kind: 'exact',
            words: countsFor(t.tokenizer, models),
            tokens: t.tokens,
            range: t.tokens.map(() => null),
          },
        ]
      : [],
  );
  const calibrated = c.models.flatMap((f): ModelsChartRow[] => {
    if (f.kind !== 'calibrated' || !f.source) return [];
    const { encoding, spread, log } = f.source;
    const factor = `× ${formatRatio(spread.ratio)} from ${log} (p10–p90 ${formatRatio(spread.p10)}–${formatRatio(spread.p90)})`;
    return [
      {
        key: f.model.id,
        label: `≈ ${f.model.name}`,
        kind: 'calibrated',
        words: `≈ ${encoding} ${factor}`,
        tokens: f.tokens,
        range: f.range,
      },
    ];
  });
  return [...exact, ...calibrated];
}

/** A bar's tooltip value: `1,234 tokens, exact`, or `≈ 1,547 tokens (p10–p90 1,358–1,592)`. */
export function chartValueWords(row: ModelsChartRow, i: number): string {
  const n = row.tokens[i];
  if (n === null || n === undefined) return '';
  return row.kind === 'exact' ? `${formatInt(n)} tokens, exact` : tokensWithRange(n, row.range[i] ?? null);
}

/**
 * What the chart's bars are, in one sentence under its title: exact counts, and the calibrated
 * estimates with their whiskers, or how to add them.
 */
export function modelsChartCaption(rows: readonly ModelsChartRow[]): string {
  const exact = "Solid bars: each tokenizer's own count, exact for the models that use it.";
  const calibrated = rows.filter((r) => r.kind === 'calibrated');
  if (calibrated.length === 0)
    return `${exact} Claude and Gemini have no public tokenizer: open a Claude Code or Gemini CLI log of the model in Sessions to add its estimate here, with its p10–p90 range.`;
  return `${exact} Pale bars marked ≈: an estimate for ${calibrated.map((r) => r.label.slice(2)).join(', ')} (the tokenizer's count × the median ratio of a loaded log of the model), the whisker its p10–p90.`;
}
