import { createPieceCounter } from './bpe/count.ts';
import type { TiktokenEncoding, TokenCounter } from './tokenizer.ts';

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

/** A tiktoken counter: one of tiktoken's encodings, and always its token ids. */
export interface TiktokenCounter extends TokenCounter {
  readonly encoding: TiktokenEncoding;
  encode(text: string): Uint32Array;
}

/**
 * A {@link TokenCounter} over WASM tiktoken. Uses `encode_ordinary`, so special-token text counts
 * as ordinary text. Build one per encoding and keep it: constructing parses the ranks (~100 ms).
 *
 * `count` equals `encode_ordinary(text).length`; for the known patterns (cl100k_base, o200k_base) it
 * is computed by `bpe/count.ts`: split into pre-token pieces, each piece's count cached, long pieces
 * merged by a heap merge in O(n log n) (WASM tiktoken 1.0.22's merge is quadratic in a piece's
 * length: ~10 s for 100,000 repeats of one letter). Text in any script takes that path; only an
 * unknown pattern is counted by tiktoken alone. `encode` is always tiktoken's.
 */
export function createTiktokenCounter(
  Tiktoken: TiktokenConstructor,
  encoding: TiktokenEncoding,
  ranks: TiktokenRanks,
): TiktokenCounter {
  const tiktoken = new Tiktoken(ranks.bpe_ranks, ranks.special_tokens, ranks.pat_str);
  const pieces = createPieceCounter(ranks.pat_str, ranks.bpe_ranks);
  return {
    encoding,
    count: pieces ? pieces.count : (text) => tiktoken.encode_ordinary(text).length,
    ...(pieces ? { countSteps: pieces.countSteps } : {}),
    encode: (text) => tiktoken.encode_ordinary(text),
    ...(tiktoken.decode_single_token_bytes
      ? { tokenBytes: (id: number) => tiktoken.decode_single_token_bytes!(id) }
      : {}),
  };
}
