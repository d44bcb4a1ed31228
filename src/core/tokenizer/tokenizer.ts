/**
 * The tokenizers the dashboard counts with: every registry tokenizer (`registry.ts`), tiktoken's
 * two OpenAI encodings among them; cl100k_base is the reference figures' encoding.
 */
import { meterTextDone, type Steps } from '../steps.ts';
import { TOKENIZER_IDS, type TokenizerId } from './registry.ts';

/** Every tokenizer a count may use, in the order lists show them (the registry's ids). */
export const ENCODINGS: readonly TokenizerId[] = TOKENIZER_IDS;

/** One of {@link ENCODINGS}: a registry tokenizer id (`cl100k_base`, `llama3`). */
export type EncodingName = TokenizerId;

/** tiktoken's encodings, counted by `tiktoken-counter.ts` (the only ones with token ids here). */
export const TIKTOKEN_ENCODINGS = ['cl100k_base', 'o200k_base'] as const;

/** One of {@link TIKTOKEN_ENCODINGS}. */
export type TiktokenEncoding = (typeof TIKTOKEN_ENCODINGS)[number];

/** The default encoding: every published figure in the reference data is cl100k_base. */
export const DEFAULT_ENCODING: EncodingName = 'cl100k_base';

/** True when `name` is a supported tokenizer id (any of {@link ENCODINGS}). */
export function isEncodingName(name: string): name is EncodingName {
  return (ENCODINGS as readonly string[]).includes(name);
}

/** True when `name` is one of tiktoken's encodings ({@link TIKTOKEN_ENCODINGS}). */
export function isTiktokenEncoding(name: string): name is TiktokenEncoding {
  return (TIKTOKEN_ENCODINGS as readonly string[]).includes(name);
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
  /**
   * The token ids of `text`, in order; optional: only tiktoken's encodings give them, and only once
   * WASM tiktoken is loaded (the Tokens view); a counter from the ranks alone, or another registry
   * tokenizer, counts only and says so.
   */
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

/**
 * A {@link TokenCounter} of `encoding` over a count-only counter (a registry tokenizer's
 * `TextCounter`): its counts and steps, no token ids (`encode` absent: the Tokens view says so).
 */
export function countOnlyCounter(
  encoding: EncodingName,
  counter: { count(text: string): number; countSteps?(text: string): Steps<number> },
): TokenCounter {
  return {
    encoding,
    count: (text) => counter.count(text),
    ...(counter.countSteps ? { countSteps: counter.countSteps.bind(counter) } : {}),
  };
}
