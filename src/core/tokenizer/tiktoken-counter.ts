import { createPieceCounter } from './bpe/count.ts';
import { type PackedRanks, unpackRanks } from './packed-ranks.ts';
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

/** A {@link TokenCounter} that also gives token ids (`encode` is there). */
export type IdCounter = TokenCounter & Required<Pick<TokenCounter, 'encode'>>;

/** A counter of one of tiktoken's encodings (from the ranks alone it gives no ids). */
export interface RanksCounter extends TokenCounter {
  readonly encoding: TiktokenEncoding;
}

/** A tiktoken counter with ids: one of tiktoken's encodings (the only ones with token ids here). */
export interface TiktokenCounter extends RanksCounter {
  encode(text: string): Uint32Array;
}

/**
 * A {@link TokenCounter} from the ranks alone, without WASM tiktoken, equal to `encode_ordinary(text).length`;
 * no ids ({@link withTiktokenIds} adds them). The ranks are read on the first uncached piece (~90 ms).
 * @throws Error when `ranks.pat_str` is not cl100k_base's or o200k_base's pattern.
 */
export function createRanksCounter(encoding: TiktokenEncoding, ranks: TiktokenRanks | PackedRanks): RanksCounter {
  const counter = piecesCounter(encoding, ranks);
  if (!counter) throw new Error(`the ${encoding} ranks have a pre-token pattern this counter does not split`);
  return counter;
}

function piecesCounter(encoding: TiktokenEncoding, ranks: TiktokenRanks | PackedRanks): RanksCounter | undefined {
  const pieces = createPieceCounter(ranks.pat_str, 'keys' in ranks ? () => unpackRanks(ranks) : ranks.bpe_ranks);
  return pieces && { encoding, count: pieces.count, countSteps: pieces.countSteps };
}

/**
 * `counter` kept whole plus token ids from WASM tiktoken over the same `ranks` (`encode` is
 * `encode_ordinary`). Constructing tiktoken parses the ranks again (~100 ms): build one per encoding, only
 * when ids are asked for (the Tokens view).
 */
export function withTiktokenIds(
  counter: RanksCounter,
  Tiktoken: TiktokenConstructor,
  ranks: TiktokenRanks,
): TiktokenCounter {
  const tiktoken = new Tiktoken(ranks.bpe_ranks, ranks.special_tokens, ranks.pat_str);
  return {
    ...counter,
    encode: (text) => tiktoken.encode_ordinary(text),
    ...(tiktoken.decode_single_token_bytes
      ? { tokenBytes: (id: number) => tiktoken.decode_single_token_bytes!(id) }
      : {}),
  };
}

/**
 * A {@link TokenCounter} with ids, over WASM tiktoken (Node). `count` is the ranks counter's
 * ({@link createRanksCounter}), since tiktoken's merge is quadratic; only an unknown pattern is counted by
 * tiktoken alone. `encode` is always tiktoken's.
 */
export function createTiktokenCounter(
  Tiktoken: TiktokenConstructor,
  encoding: TiktokenEncoding,
  ranks: TiktokenRanks,
): TiktokenCounter {
  const counter = piecesCounter(encoding, ranks) ?? {
    encoding,
    // Only called once `ids` below exists.
    count: (text: string) => ids.encode(text).length,
  };
  const ids = withTiktokenIds(counter, Tiktoken, ranks);
  return ids;
}
