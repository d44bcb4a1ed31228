/**
 * The mergeable ranks of a tiktoken encoding, keyed by the token's bytes as a latin1 string (compact and
 * cheap to slice), read from the `tiktoken` package's `encoders/<name>.json` in both of tiktoken's formats
 * (docs/exactness.md, "The merge").
 */
export interface Ranks {
  /** How many tokens there are (ranks 0…size−1). */
  readonly size: number;
  /** The byte length of the longest token. */
  readonly longest: number;
  /** The rank of the token whose bytes are `key`, or undefined when they are no token. */
  get(key: string): number | undefined;
  has(key: string): boolean;
  /** The bytes (latin1) of the token of rank `rank`. */
  keyOf(rank: number): string;
}

/** {@link Ranks}, or a map from bytes to rank as `parseRanks` reads them (tests, Hugging Face vocabularies). */
export type RankSource = Ranks | ReadonlyMap<string, number>;

const ofMaps = new WeakMap<ReadonlyMap<string, number>, Ranks>();

/** `source` as {@link Ranks}: a map gets an id → bytes array, made once per map (~10–30 ms). */
export function ranksOf(source: RankSource): Ranks {
  if ('keyOf' in source) return source;
  let ranks = ofMaps.get(source);
  if (ranks) return ranks;
  const keys = new Array<string>(source.size);
  let longest = 0;
  // forEach, not for…of: a first run, unoptimized, spends ~60 ms making an entry array per token.
  source.forEach((rank, key) => {
    keys[rank] = key;
    longest = Math.max(longest, key.length);
  });
  ranks = {
    size: source.size,
    longest,
    get: (key) => source.get(key),
    has: (key) => source.has(key),
    keyOf: (rank) => keys[rank]!,
  };
  ofMaps.set(source, ranks);
  return ranks;
}

/** Decodes standard base64 to a latin1 byte string (one char per byte). */
function base64ToLatin1(b64: string): string {
  return atob(b64);
}

/** Parses `bpe_ranks` into a map from latin1 byte-string key to rank. */
export function parseRanks(bpeRanks: string): Map<string, number> {
  const ranks = new Map<string, number>();
  for (const line of bpeRanks.split('\n')) {
    if (line === '') continue;
    const parts = line.split(' ');
    if (parts[0] === '!') {
      const offset = Number(parts[1]);
      if (!Number.isInteger(offset)) throw new Error(`parseRanks: bad offset in line starting ${line.slice(0, 20)}`);
      for (let i = 2; i < parts.length; i++) {
        const token = parts[i]!;
        if (token === '') continue;
        ranks.set(base64ToLatin1(token), offset + i - 2);
      }
    } else {
      const rank = Number(parts[1]);
      if (parts.length < 2 || !Number.isInteger(rank)) throw new Error(`parseRanks: bad line ${line.slice(0, 20)}`);
      ranks.set(base64ToLatin1(parts[0]!), rank);
    }
  }
  return ranks;
}

/** The latin1 key of `bytes[start, end)`. */
export function bytesKey(bytes: Uint8Array, start = 0, end = bytes.length): string {
  let key = '';
  for (let i = start; i < end; i++) key += String.fromCharCode(bytes[i]!);
  return key;
}

/**
 * The latin1 key (one char per byte) of the UTF-8 bytes of `text[start, end)`, as TextEncoder
 * encodes them: a lone surrogate is U+FFFD (EF BF BD), as tiktoken receives it.
 */
export function utf8Key(text: string, start = 0, end = text.length): string {
  let key = '';
  for (let i = start; i < end; i++) {
    let c = text.charCodeAt(i);
    if (c < 0x80) key += String.fromCharCode(c);
    else if (c < 0x800) key += String.fromCharCode(0xc0 | (c >> 6), 0x80 | (c & 63));
    else {
      if (c >= 0xd800 && c < 0xe000) {
        const d = i + 1 < end ? text.charCodeAt(i + 1) : 0;
        if (c < 0xdc00 && d >= 0xdc00 && d < 0xe000) {
          c = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
          i++;
          key += String.fromCharCode(
            0xf0 | (c >> 18),
            0x80 | ((c >> 12) & 63),
            0x80 | ((c >> 6) & 63),
            0x80 | (c & 63),
          );
          continue;
        }
        c = 0xfffd;
      }
      key += String.fromCharCode(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    }
  }
  return key;
}
