/**
 * The disjoint character classes the cl100k_base and o200k_base patterns distinguish, per code point, from
 * Unicode 16.0.0 tables (tiktoken's version, not the engine's); a lone surrogate is OTHER, as U+FFFD.
 * How the patterns' sets map to them: docs/exactness.md, "The pre-tokenizers".
 */

/** Anything else: punctuation, symbols, controls, unassigned, private use, surrogates. */
export const CLASS_OTHER = 0;
/** Lu and Lt. */
export const CLASS_LU = 1;
/** Ll. */
export const CLASS_LL = 2;
/** Lm and Lo (in both of o200k_base's letter sets). */
export const CLASS_LO = 3;
/** Mn, Mc, Me. */
export const CLASS_M = 4;
/** Nd, Nl, No. */
export const CLASS_N = 5;
/** White_Space other than CR and LF. */
export const CLASS_WS = 6;
/** CR and LF. */
export const CLASS_NL = 7;
/**
 * Punctuation (P*) and symbols (S*): only the table of `hf/unicode-ranges.ts` tells them apart from
 * {@link CLASS_OTHER} (DeepSeek V3's pattern names `\p{P}` and `\p{S}`); the patterns of cl100k_base
 * and o200k_base treat them as OTHER.
 */
export const CLASS_P = 8;
export const CLASS_S = 9;
