/** The encodings the dashboard counts with; cl100k_base is the reference figures' encoding. */
export const ENCODINGS = ['cl100k_base', 'o200k_base'] as const;

import { meterTextDone, type Steps } from '../steps.ts';

/** One of {@link ENCODINGS}. */
export type EncodingName = (typeof ENCODINGS)[number];

/** The default encoding: every published figure in the reference data is cl100k_base. */
export const DEFAULT_ENCODING: EncodingName = 'cl100k_base';

/** True when `name` is a supported encoding. */
export function isEncodingName(name: string): name is EncodingName {
  return (ENCODINGS as readonly string[]).includes(name);
}

/**
 * Counts tokens of one encoding. Text that looks like a special token (`<|endoftext|>`) is
 * ordinary text: it is counted as the tokens of its characters, never rejected or collapsed.
 */
export interface TokenCounter {
  readonly encoding: EncodingName;
  /** Number of tokens of `text`. */
  count(text: string): number;
  /** The same number as `count`, computed in steps that may pause (long texts; see core/steps.ts); optional. */
  countSteps?(text: string): Steps<number>;
  /** The token ids of `text`, in order; optional: a counter from the ranks alone gives no ids. */
  encode?(text: string): Uint32Array;
  /** The bytes of one token (a token may be part of a character's UTF-8 bytes); optional. */
  tokenBytes?(id: number): Uint8Array;
}

/**
 * `counter.count(text)` as steps: paused within the text when the counter can, else one step. Reports
 * the finished text to the running meter (core/steps.ts `StepMeter`), so the worker can show progress.
 */
export function* countInSteps(counter: TokenCounter, text: string): Steps<number> {
  const n = counter.countSteps ? yield* counter.countSteps(text) : counter.count(text);
  meterTextDone(text.length);
  if (!counter.countSteps) yield;
  return n;
}
