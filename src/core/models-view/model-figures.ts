/**
 * The "Models" view's figures for one response: the worker's per-tokenizer counts of one scale put
 * beside every model, exact where the tokenizer is the model's own; else for Claude and Gemini
 * calibrated by a loaded log, or the OpenAI encoding's count, said so.
 */
import type { LadderScale } from '../ladder/ladder-shape.ts';
import type { LadderRow } from '../ladder-rows.ts';
import { ladderRows, rowTokens } from '../ladder-rows.ts';
import { countEstimate, kindSpread } from '../models/calibration-words.ts';
import { formatInt } from '../format/numbers.ts';
import { matchModel } from '../models/model-match.ts';
import { costOf } from '../money/prices.ts';
import type { LoadedCalibration } from '../sessions/model-calibration.ts';
import { calibrationForModel } from '../sessions/model-calibration.ts';
import type { Spread } from '../sessions/spread.ts';
import type { EncodingName } from '../tokenizer/tokenizer.ts';
import type { ComparedModel } from './compared-models.ts';

/** Calls a cost is given for: one response's input cost is a small fraction of a cent, per 1,000 it reads. */
export const COST_CALLS = 1000;

/** `1,234 tokens`, or an estimate with its spread `≈ 1,240 tokens (p10–p90 1,100–1,510)`. */
export function tokensWithRange(n: number, range: readonly [number, number] | null): string {
  if (!range) return `${formatInt(n)} tokens`;
  return `≈ ${formatInt(n)} tokens (p10–p90 ${formatInt(range[0])}–${formatInt(range[1])})`;
}

/** One tokenizer's count of the scale: its ladder scale, or why its file did not load. */
export type TokenizerCount =
  { tokenizer: EncodingName; scale: LadderScale } | { tokenizer: EncodingName; error: string };

/** A calibrated estimate's source: the log, its spread (median, p10–p90, n) and the encoding it multiplies. */
export interface EstimateSource {
  log: string;
  encoding: EncodingName;
  spread: Spread;
}

/** One model's figures: tokens per row (null: not measured, or its tokenizer did not load) and their input cost. */
export interface ModelFigures {
  model: ComparedModel;
  /** `exact`; `calibrated` (≈, from a log); `uncalibrated` (the OpenAI encoding's count). */
  kind: 'exact' | 'calibrated' | 'uncalibrated';
  /** The estimate's words when not exact (`estimate: Claude's tokenizer is not public; …`). */
  words: string | null;
  source: EstimateSource | null;
  tokens: (number | null)[];
  /** The p10 and p90 tokens of a calibrated estimate, per row; null otherwise. */
  range: ([number, number] | null)[];
  /**
   * Cost of reading each row as input once per call over {@link COST_CALLS} calls, in the model's
   * currency; null where unpriced or not counted.
   */
  cost: (number | null)[];
  /** Why its tokenizer gave no counts, or null. */
  failed: string | null;
}

/** The comparison of one scale: its rows, each tokenizer's tokens per row, each model's figures. */
export interface ModelsComparison {
  label: string;
  rows: number;
  items: LadderRow[];
  tokenizers: { tokenizer: EncodingName; tokens: (number | null)[] | null; error: string | null }[];
  models: ModelFigures[];
}

/**
 * The comparison of `counts` (one scale, per tokenizer) for `models`, with `logs` calibrating Claude
 * and Gemini models of their family (n ≥ 5): the count in the log's encoding × median, p10, p90,
 * rounded. Without that encoding among `counts`, the model stays uncalibrated.
 */
export function compareCounts(
  counts: readonly TokenizerCount[],
  models: readonly ComparedModel[],
  logs: readonly LoadedCalibration[],
  meta: { label: string; rows: number },
): ModelsComparison {
  const scales = counts.flatMap((c) => ('scale' in c ? [c.scale] : []));
  const items = ladderRows({ scales });
  const tokensOf = new Map<EncodingName, (number | null)[]>();
  for (const c of counts)
    if ('scale' in c)
      tokensOf.set(
        c.tokenizer,
        items.map((item) => rowTokens(c.scale, item.id, false) ?? null),
      );
  const tokenizers = counts.map((c) => ({
    tokenizer: c.tokenizer,
    tokens: tokensOf.get(c.tokenizer) ?? null,
    error: 'error' in c ? c.error : null,
  }));
  return { ...meta, items, tokenizers, models: models.map((m) => figuresOf(m, tokensOf, logs, counts)) };
}

function figuresOf(
  model: ComparedModel,
  tokensOf: ReadonlyMap<EncodingName, (number | null)[]>,
  logs: readonly LoadedCalibration[],
  counts: readonly TokenizerCount[],
): ModelFigures {
  const failed = counts.find((c) => c.tokenizer === model.countedWith && 'error' in c);
  const price = model.inputPerMillion;
  const costs = (tokens: (number | null)[]) =>
    tokens.map((n) => (n === null || price === null ? null : costOf(n * COST_CALLS, price)));
  const base = tokensOf.get(model.countedWith);
  if (!base) {
    const none = tokensOf.size === 0 ? [] : [...tokensOf.values()][0]!.map(() => null);
    const why = failed && 'error' in failed ? failed.error : `no ${model.countedWith} counts`;
    return {
      model,
      kind: model.exact ? 'exact' : 'uncalibrated',
      words: null,
      source: null,
      tokens: none,
      range: none,
      cost: none,
      failed: why,
    };
  }
  if (model.exact)
    return {
      model,
      kind: 'exact',
      words: null,
      source: null,
      tokens: base,
      range: base.map(() => null),
      cost: costs(base),
      failed: null,
    };
  const found = calibrationForModel(logs, model.id);
  const match = matchModel(model.id);
  const calibration = found.calibration;
  const spread = calibration ? kindSpread(calibration)?.spread : undefined;
  const own = calibration ? tokensOf.get(calibration.encoding) : undefined;
  if (!calibration || !spread || !own) {
    const estimate = countEstimate(0, { match, calibration: null, note: found.note });
    const words = estimate.kind === 'uncalibrated' ? estimate.text : `estimate: counted with ${model.countedWith}`;
    return {
      model,
      kind: 'uncalibrated',
      words,
      source: null,
      tokens: base,
      range: base.map(() => null),
      cost: costs(base),
      failed: null,
    };
  }
  const context = { match, calibration, log: found.log };
  const tokens = own.map((n) => {
    if (n === null) return null;
    const estimate = countEstimate(n, context);
    return estimate.kind === 'calibrated' ? estimate.tokens : n;
  });
  const range = own.map((n): [number, number] | null =>
    n === null ? null : [Math.round(n * spread.p10), Math.round(n * spread.p90)],
  );
  const first = own.find((n) => n !== null);
  const estimate = first === undefined || first === null ? undefined : countEstimate(first, context);
  return {
    model,
    kind: 'calibrated',
    words: estimate && estimate.kind === 'calibrated' ? estimate.title : null,
    source: { log: found.log!, encoding: calibration.encoding, spread },
    tokens,
    range,
    cost: costs(tokens),
    failed: null,
  };
}
