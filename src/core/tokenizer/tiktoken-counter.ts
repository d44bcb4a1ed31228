import type { EncodingName, TokenCounter } from './tokenizer.ts';

/** The ranks file shipped by the `tiktoken` package at `tiktoken/encoders/<name>.json`. */
export interface TiktokenRanks {
  bpe_ranks: string;
  special_tokens: Record<string, number>;
  pat_str: string;
}

/** The part of `tiktoken`'s (lite) `Tiktoken` class this project uses. */
export interface TiktokenLike {
  encode_ordinary(text: string): Uint32Array;
  /** The bytes of one token; optional so that stand-ins need not decode. */
  decode_single_token_bytes?(token: number): Uint8Array;
  free(): void;
}

/** The `Tiktoken` constructor of `tiktoken/lite`, injected so core never loads WASM itself. */
export type TiktokenConstructor = new (
  bpeRanks: string,
  specialTokens: Record<string, number>,
  patStr: string,
) => TiktokenLike;

/**
 * A {@link TokenCounter} over WASM tiktoken. Uses `encode_ordinary`, so special-token text counts
 * as ordinary text. Build one per encoding and keep it: constructing parses the ranks (~100 ms).
 */
export function createTiktokenCounter(
  Tiktoken: TiktokenConstructor,
  encoding: EncodingName,
  ranks: TiktokenRanks,
): TokenCounter {
  const tiktoken = new Tiktoken(ranks.bpe_ranks, ranks.special_tokens, ranks.pat_str);
  return {
    encoding,
    count: (text) => tiktoken.encode_ordinary(text).length,
    encode: (text) => tiktoken.encode_ordinary(text),
    ...(tiktoken.decode_single_token_bytes ? { tokenBytes: (id: number) => tiktoken.decode_single_token_bytes!(id) } : {}),
  };
}
