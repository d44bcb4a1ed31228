import { textSize } from '../text-stats.ts';
import type { TokenCounter } from '../tokenizer/tokenizer.ts';
import type { DisplaySegment, TokenSpan } from './token-spans.ts';
import { displaySegments, tokenSpans } from './token-spans.ts';

/** The most tokens one inspection returns; a longer text is cut to its first tokens. */
export const INSPECT_TOKEN_CAP = 20_000;

/** A text taken apart into its tokens, as the Tokens view shows it. */
export interface InspectedText {
  /** The whole text (also when the tokens are capped). */
  text: string;
  /** Tokens of the whole text. */
  tokens: number;
  /** UTF-8 bytes of the whole text. */
  bytes: number;
  /** The ids of the first `min(tokens, cap)` tokens. */
  ids: number[];
  /** Their spans in `text`. */
  spans: TokenSpan[];
  /** Their spans grouped so that no grapheme cluster is split. */
  segments: DisplaySegment[];
  /** True when `tokens` exceeds the cap and only the first tokens are given. */
  truncated: boolean;
}

/**
 * Encodes `text` with `counter` and maps its first `cap` tokens to spans and display segments.
 * @throws Error when the counter cannot give token ids or a token's bytes (only tiktoken's
 *   encodings do; the message says which tokenizer and what to choose instead).
 */
export function inspectText(text: string, counter: TokenCounter, cap = INSPECT_TOKEN_CAP): InspectedText {
  const tokenBytes = counter.tokenBytes?.bind(counter);
  const encode = counter.encode?.bind(counter);
  if (!tokenBytes || !encode) throw new Error(noTokenIds(counter.encoding));
  const all = encode(text);
  const ids = all.length > cap ? all.subarray(0, cap) : all;
  const spans = tokenSpans(text, ids, (one) => tokenBytes(one[0]!));
  return {
    text,
    tokens: all.length,
    bytes: textSize(text).bytes,
    ids: Array.from(ids),
    spans,
    segments: displaySegments(spans, text),
    truncated: all.length > cap,
  };
}

/** Why the Tokens view shows no tokens for `encoding`, and what to choose instead. */
export function noTokenIds(encoding: string): string {
  return (
    `The Tokens view shows token ids only for cl100k_base and o200k_base; the ${encoding} tokenizer ` +
    'gives counts only here. Choose one of those two under Encoding to see the tokens.'
  );
}
