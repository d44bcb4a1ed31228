import type { DataRecord } from '../json-value.ts';
import { textSize } from '../text-stats.ts';
import type { Representation } from '../representation.ts';
import type { EncodingName, TokenCounter } from '../tokenizer/tokenizer.ts';
import type { RungId } from './rungs.ts';
import { RUNGS } from './rungs.ts';

/** One rung's size at one scale: tokens (of the encoding), UTF-8 bytes, characters (code points). */
export interface RungSize {
  tokens: number;
  bytes: number;
  chars: number;
}

/** One data set of the ladder: a label (file name or fixture name) and its records. */
export interface LadderDataset {
  label: string;
  records: readonly DataRecord[];
}

/** One column of the ladder: a data set's row count and every rung's size. */
export interface LadderScale {
  label: string;
  rows: number;
  rungs: Record<RungId, RungSize>;
  /** Sizes of the added formats, by format id; present only when formats were asked for. */
  formats?: Record<string, RungSize>;
}

/** The whole ladder: the shape the page renders and `npm run ladder -- --json` prints. */
export interface Ladder {
  encoding: EncodingName;
  fields: string[];
  scales: LadderScale[];
}

/** The exact texts of every rung for one data set. */
export function buildRungTexts(records: readonly DataRecord[], fields: readonly string[]): Record<RungId, string> {
  return Object.fromEntries(RUNGS.map((rung) => [rung.id, rung.build(records, fields)])) as Record<RungId, string>;
}

/** Tokens, bytes and characters of `text`. */
export function measureText(text: string, counter: TokenCounter): RungSize {
  return { tokens: counter.count(text), ...textSize(text) };
}

/**
 * The ladder of `datasets` (one scale each, rows = record count) under the projection `fields`,
 * counted by `counter`, with the added `formats` measured at the same projection. Scales keep the
 * order given.
 */
export function computeLadder(
  datasets: readonly LadderDataset[],
  fields: readonly string[],
  counter: TokenCounter,
  formats: readonly Representation[] = [],
): Ladder {
  const scales = datasets.map(({ label, records }): LadderScale => {
    const texts = buildRungTexts(records, fields);
    const rungs = Object.fromEntries(
      Object.entries(texts).map(([id, text]) => [id, measureText(text, counter)]),
    ) as Record<RungId, RungSize>;
    if (formats.length === 0) return { label, rows: records.length, rungs };
    const sizes = Object.fromEntries(formats.map((f) => [f.id, measureText(f.build(records, fields), counter)]));
    return { label, rows: records.length, rungs, formats: sizes };
  });
  return { encoding: counter.encoding, fields: [...fields], scales };
}
