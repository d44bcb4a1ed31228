import { createPieceCounter } from './bpe/count.ts';
import { type PackedRanks, unpackRanks } from './packed-ranks.ts';
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

/** A {@link TokenCounter} that also gives token ids (`encode` is there). */
export type IdCounter = TokenCounter & Required<Pick<TokenCounter, 'encode'>>;

/**
 * A {@link TokenCounter} from the ranks alone, without WASM tiktoken: `count` and `countSteps` by
 * `bpe/count.ts` (split into pre-token pieces, each piece's count cached, long pieces merged by a
 * heap merge in O(n log n)), proven equal to `encode_ordinary(text).length` by its tests. It gives
 * no ids (no `encode`, no `tokenBytes`): {@link withTiktokenIds} adds them. Cheap to build: the
 * ranks (tiktoken's file, or packed at build time by `packed-ranks.ts`, quicker to read) are read
 * on the first uncached piece (~90 ms for cl100k_base from the file).
 * @throws Error when `ranks.pat_str` is not cl100k_base's or o200k_base's pattern (only those have
 *   the project's splitter).
 */
export function createRanksCounter(encoding: EncodingName, ranks: TiktokenRanks | PackedRanks): TokenCounter {
  const counter = piecesCounter(encoding, ranks);
  if (!counter) throw new Error(`the ${encoding} ranks have a pre-token pattern this counter does not split`);
  return counter;
}

function piecesCounter(encoding: EncodingName, ranks: TiktokenRanks | PackedRanks): TokenCounter | undefined {
  const pieces = createPieceCounter(ranks.pat_str, 'keys' in ranks ? () => unpackRanks(ranks) : ranks.bpe_ranks);
  return pieces && { encoding, count: pieces.count, countSteps: pieces.countSteps };
}

/**
 * `counter` (kept whole: its count and caches) plus token ids from WASM tiktoken built over the
 * same `ranks` (`encode` is `encode_ordinary`, so special-token text is ordinary text; `tokenBytes`
 * when the class decodes). Constructing tiktoken parses the ranks again (~100 ms): build one per
 * encoding, only when ids are asked for (the Tokens view).
 */
export function withTiktokenIds(counter: TokenCounter, Tiktoken: TiktokenConstructor, ranks: TiktokenRanks): IdCounter {
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
 * A {@link TokenCounter} with ids, over WASM tiktoken (Node: tests, command line, bench). `count`
 * equals `encode_ordinary(text).length`; for the known patterns (cl100k_base, o200k_base) it is
 * the ranks counter's ({@link createRanksCounter}; WASM tiktoken 1.0.22's merge is quadratic in a
 * piece's length: ~10 s for 100,000 repeats of one letter); only an unknown pattern is counted by
 * tiktoken alone. `encode` is always tiktoken's.
 */
export function createTiktokenCounter(
  Tiktoken: TiktokenConstructor,
  encoding: EncodingName,
  ranks: TiktokenRanks,
): IdCounter {
  const counter = piecesCounter(encoding, ranks) ?? {
    encoding,
    // Only called once `ids` below exists.
    count: (text: string) => ids.encode(text).length,
  };
  const ids = withTiktokenIds(counter, Tiktoken, ranks);
  return ids;
}
