/** One piece of a request: a key naming what it holds, and its tokens. */
export interface KeyedSegment {
  key: string;
  tokens: number;
}

/**
 * Tokens at the start of request `b` identical to the start of request `a`, segment by segment
 * (equal keys): what a prompt cache reuses. A rewrite of an early part breaks the cache from there.
 */
export function commonPrefixTokens(a: readonly KeyedSegment[], b: readonly KeyedSegment[]): number {
  let tokens = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i]!.key !== b[i]!.key) break;
    tokens += a[i]!.tokens;
  }
  return tokens;
}

/**
 * Tokens of request `b` past its common prefix with `a` whose segment `a` also held (same key):
 * text the cache had seen that a rewrite before it makes the next request read again.
 */
export function rereadTokens(a: readonly KeyedSegment[], b: readonly KeyedSegment[]): number {
  const held = new Set(a.map((s) => s.key));
  let i = 0;
  while (i < Math.min(a.length, b.length) && a[i]!.key === b[i]!.key) i++;
  return b.slice(i).reduce((sum, s) => sum + (held.has(s.key) ? s.tokens : 0), 0);
}
