/**
 * Token counting that is exact like tiktoken's `encode_ordinary(text).length` but does not hit the
 * quadratic merge of WASM tiktoken 1.0.22 on long pre-token pieces (~10 s for 100,000 repeats of
 * one letter).
 *
 * The text is split into pieces with the encoding's pattern (`pretokenize.ts`, proven to split like
 * tiktoken). Pieces longer than `threshold` UTF-8 bytes are counted here: 1 if the whole piece is a
 * token (tiktoken checks that first), else the length of the heap merge (`merge.ts`). Every maximal
 * run of shorter pieces between them is counted by tiktoken on the slice of the ORIGINAL text from
 * the run's first piece start to the end of its last piece that does not end in White_Space; the
 * short pieces after that are counted one by one. tiktoken's count is the sum over its pieces, and
 * re-splitting such a slice gives the same pieces: the patterns have no look-behind, a match on a
 * prefix is a match on the whole text, and the only look-ahead, `\s+(?!\S)`, can behave
 * differently only when a whitespace run reaches the slice's end (`'a\t\t\t@@…'` splits as `a`,
 * `\t\t`, `\t`, `@@…`, but the slice `'a\t\t\t'` as `a`, `\t\t\t`). One piece alone always
 * re-splits to itself. The tests check all this with tiny thresholds, so that nearly every piece
 * boundary becomes a slice end.
 * Text with no possibly-long piece (a quick necessary-condition scan) goes to tiktoken whole, and
 * so does text with any code point from U+0800 up (see `isSplitSafe`: Unicode-version skew).
 */
import { forEachPiece, isSplitSafe, pieceRegExp } from './pretokenize.ts';
import { bytePairMerge } from './merge.ts';
import { parseRanks, type Ranks } from './ranks.ts';

/** The part of tiktoken the counter needs. */
export interface EncodeOrdinary {
  encode_ordinary(text: string): Uint32Array;
}

/** Pieces longer than this many UTF-8 bytes are merged here rather than by tiktoken. */
export const DEFAULT_LONG_PIECE_BYTES = 256;

const WHITE_SPACE_AT_END = /\p{White_Space}$/u;

/** UTF-8 length of `text[start, end)`; lone surrogates count 3 (they are encoded as U+FFFD). */
export function utf8Length(text: string, start: number, end: number): number {
  let bytes = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * A RegExp that matches somewhere in every text holding a piece of more than `threshold` bytes
 * (a necessary condition, never sufficient). Such a piece has more than threshold/4 code points,
 * and is a letter/mark run with at most 1 code point before and 3 after, a whitespace run, or
 * ` ?` + a punctuation run + a run of `[\r\n/]`; so one of these runs has at least `k` code points.
 * A miss means tiktoken can count the text whole; a false hit only costs the split.
 */
function longRunRegExp(threshold: number): RegExp {
  const q = Math.floor(threshold / 4);
  const k = Math.max(1, Math.min(q - 3, Math.ceil(q / 2)));
  return new RegExp(
    `[\\p{L}\\p{M}]{${k},}|[^\\p{White_Space}\\p{L}\\p{N}]{${k},}|\\p{White_Space}{${k},}|[\\r\\n/]{${k},}`,
    'u',
  );
}

/**
 * A count function equal to `tiktoken.encode_ordinary(text).length`, or `undefined` when `patStr`
 * is not a pattern this module can reproduce (the caller then counts with tiktoken alone).
 * `bpeRanks` (the `bpe_ranks` string) is parsed on the first long piece only.
 */
export function createLongPieceCounter(
  tiktoken: EncodeOrdinary,
  patStr: string,
  bpeRanks: string | (() => Ranks),
  threshold: number = DEFAULT_LONG_PIECE_BYTES,
): ((text: string) => number) | undefined {
  const re = pieceRegExp(patStr);
  if (!re) return undefined;
  const longRun = longRunRegExp(threshold);
  let ranks: Ranks | undefined;
  let longestToken = 0;
  const getRanks = (): Ranks => {
    if (!ranks) {
      ranks = typeof bpeRanks === 'string' ? parseRanks(bpeRanks) : bpeRanks();
      for (const key of ranks.keys()) longestToken = Math.max(longestToken, key.length);
    }
    return ranks;
  };
  const encoder = new TextEncoder();

  const countLongPiece = (piece: string): number => {
    const bytes = encoder.encode(piece);
    const r = getRanks();
    // Like tiktoken: a piece that is itself a token is one token (the merge need not reach it).
    if (bytes.length <= longestToken) {
      let key = '';
      for (let i = 0; i < bytes.length; i++) key += String.fromCharCode(bytes[i]!);
      if (r.has(key)) return 1;
    }
    return bytePairMerge(bytes, r).length;
  };

  return (text: string): number => {
    // A UTF-16 unit is at most 3 UTF-8 bytes, so short texts cannot hold a long piece.
    if (text.length * 3 <= threshold || !isSplitSafe(text) || !longRun.test(text)) return tiktoken.encode_ordinary(text).length;
    let total = 0;
    let runStart = 0;
    // End of the last short piece of the current run whose last character is not White_Space, and
    // the starts of the short pieces after it (whitespace-ending ones).
    let safeEnd = 0;
    const tail: number[] = [];
    const flush = (end: number): void => {
      if (safeEnd > runStart) total += tiktoken.encode_ordinary(text.slice(runStart, safeEnd)).length;
      for (let i = 0; i < tail.length; i++) {
        total += tiktoken.encode_ordinary(text.slice(tail[i]!, i + 1 < tail.length ? tail[i + 1]! : end)).length;
      }
      tail.length = 0;
    };
    forEachPiece(text, re, (start, end) => {
      if ((end - start) * 3 <= threshold || utf8Length(text, start, end) <= threshold) {
        if (WHITE_SPACE_AT_END.test(text.slice(end - 2 < start ? start : end - 2, end))) tail.push(start);
        else {
          safeEnd = end;
          tail.length = 0;
        }
        return;
      }
      flush(start);
      total += countLongPiece(text.slice(start, end));
      runStart = safeEnd = end;
    });
    if (text.length > runStart) total += tiktoken.encode_ordinary(runStart === 0 ? text : text.slice(runStart)).length;
    return total;
  };
}
