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
