/**
 * Where each token of a text sits in that text. Tokens are byte sequences (UTF-8), strings are
 * UTF-16: a token can end inside a character (an emoji's four bytes split over two or three
 * tokens), so spans are computed from byte offsets and display groups tokens by grapheme cluster.
 */

/** One token and the part of the text it covers. */
export interface TokenSpan {
  /** The token id. */
  id: number;
  /** UTF-16 index of the first character the token's bytes touch. */
  start: number;
  /** UTF-16 index just past the last character the token's bytes touch. */
  end: number;
  /**
   * `text.slice(start, end)`. For a partial token this is the whole character(s) its bytes are
   * part of: the same character appears in the span of each token that shares it.
   */
  text: string;
  /** True when the token starts or ends inside a character (its bytes are not whole characters). */
  partial: boolean;
}

/** What the page marks as one piece of text: one token, or tokens that share one grapheme cluster. */
export interface DisplaySegment {
  /** Index (0-based) of the first token of the segment in the token list. */
  first: number;
  /** The ids of the segment's tokens, in order (one id for a whole token). */
  ids: number[];
  start: number;
  end: number;
  text: string;
}

/** UTF-8 length and UTF-16 length of the code point at `i`; a lone surrogate is U+FFFD (3 bytes), as TextEncoder writes it. */
function codePointAt(text: string, i: number): { bytes: number; units: number } {
  const unit = text.charCodeAt(i);
  if (unit < 0x80) return { bytes: 1, units: 1 };
  if (unit < 0x800) return { bytes: 2, units: 1 };
  if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
    const next = text.charCodeAt(i + 1);
    if (next >= 0xdc00 && next <= 0xdfff) return { bytes: 4, units: 2 };
  }
  return { bytes: 3, units: 1 };
}

/**
 * Each token of `ids` (the encoding of `text` or a prefix) with its UTF-16 span in `text`; `decodeBytes`
 * is called once per distinct id. A token cut inside a character is `partial`, its span widened to it.
 * @throws Error when the tokens' bytes run past the UTF-8 bytes of `text` (they do not spell it).
 */
export function tokenSpans(text: string, ids: Uint32Array, decodeBytes: (ids: Uint32Array) => Uint8Array): TokenSpan[] {
  const lengths = new Map<number, number>();
  const spans: TokenSpan[] = [];
  // A code-point boundary at or before the current byte offset: UTF-16 index and byte offset.
  let unit = 0;
  let unitByte = 0;
  let byte = 0;
  for (let t = 0; t < ids.length; t++) {
    const id = ids[t]!;
    let length = lengths.get(id);
    if (length === undefined) {
      length = decodeBytes(ids.subarray(t, t + 1)).length;
      lengths.set(id, length);
    }
    const startByte = byte;
    const endByte = byte + length;
    // Move the boundary to the code point that holds the token's first byte.
    while (unit < text.length) {
      const cp = codePointAt(text, unit);
      if (unitByte + cp.bytes > startByte) break;
      unit += cp.units;
      unitByte += cp.bytes;
    }
    const start = unit;
    let partial = unitByte !== startByte;
    // Walk to the first code-point boundary at or after the token's last byte.
    let end = unit;
    let endAt = unitByte;
    while (endAt < endByte) {
      if (end >= text.length)
        throw new Error(`token ${t} (id ${id}) runs past the end of the text: the tokens do not spell it`);
      const cp = codePointAt(text, end);
      end += cp.units;
      endAt += cp.bytes;
    }
    if (endAt !== endByte) partial = true;
    spans.push({ id, start, end, text: text.slice(start, end), partial });
    byte = endByte;
  }
  return spans;
}

/** How far (UTF-16 units) before a boundary the segmenter looks when no certain break is nearer. */
const GRAPHEME_CONTEXT = 32;

/** True when a grapheme cluster certainly starts at `i`: between two ASCII characters other than CR LF. */
function certainBreak(text: string, i: number): boolean {
  const before = text.charCodeAt(i - 1);
  const after = text.charCodeAt(i);
  return before < 0x80 && after < 0x80 && !(before === 13 && after === 10);
}

/**
 * True when a grapheme cluster starts at `i` (or `i` ends the text), segmenting at most
 * {@link GRAPHEME_CONTEXT} units back: segmenting the whole text costs its length per cluster in V8
 * (over half a minute at 20,000 tokens). A cluster longer than that context may be split.
 */
function isGraphemeBoundary(text: string, i: number, segmenter: Intl.Segmenter): boolean {
  if (i <= 0 || i >= text.length) return true;
  if (certainBreak(text, i)) return true;
  const before = text.charCodeAt(i - 1);
  const after = text.charCodeAt(i);
  if (before === 13 && after === 10) return false;
  let from = Math.max(0, i - GRAPHEME_CONTEXT);
  for (let j = i - 1; j > from; j--) {
    if (certainBreak(text, j)) {
      from = j;
      break;
    }
  }
  // Never start inside a surrogate pair.
  const first = text.charCodeAt(from);
  if (from > 0 && first >= 0xdc00 && first <= 0xdfff) from--;
  let to = Math.min(text.length, i + 2);
  const last = text.charCodeAt(to - 1);
  if (to < text.length && last >= 0xd800 && last <= 0xdbff) to++;
  for (const { index } of segmenter.segment(text.slice(from, to))) {
    if (from + index === i) return true;
    if (from + index > i) return false;
  }
  return false;
}

/**
 * The spans grouped for display so that no grapheme cluster is split: a token whose end is not a
 * grapheme boundary (or that shares a character with the next token) is merged with the next one.
 * ASCII text gives one segment per token.
 */
export function displaySegments(spans: readonly TokenSpan[], text: string): DisplaySegment[] {
  const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
  const segments: DisplaySegment[] = [];
  let current: DisplaySegment | undefined;
  for (let i = 0; i < spans.length; i++) {
    const span = spans[i]!;
    if (current && (current.end > span.start || !isGraphemeBoundary(text, current.end, segmenter))) {
      current.ids.push(span.id);
      current.end = Math.max(current.end, span.end);
    } else {
      if (current) segments.push(current);
      current = { first: i, ids: [span.id], start: span.start, end: span.end, text: '' };
    }
  }
  if (current) segments.push(current);
  for (const segment of segments) segment.text = text.slice(segment.start, segment.end);
  return segments;
}
