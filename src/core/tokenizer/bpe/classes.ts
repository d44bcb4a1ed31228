/**
 * The character classes that the cl100k_base and o200k_base patterns distinguish, per code point,
 * from explicit tables (`unicode-ranges.ts`, generated from Unicode 16.0.0, the version of WASM
 * tiktoken 1.0.22's Rust regex) rather than the JavaScript engine's `\p{…}`, which follows the
 * engine's own Unicode version (Node 20 has 17.0) and so splits newer letters differently.
 *
 * The classes are disjoint; the patterns' sets are unions of them (OTHER standing for OTHER ∪ P ∪ S
 * in a table that has P and S):
 * `\p{L}` = LU ∪ LL ∪ LO; `[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]` = LU ∪ LO ∪ M;
 * `[\p{Ll}\p{Lm}\p{Lo}\p{M}]` = LL ∪ LO ∪ M; `\p{N}` = N; `\s` (White_Space) = WS ∪ NL.
 * Lone surrogates are OTHER: tiktoken receives them as U+FFFD (a symbol), and so does TextEncoder.
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
