/**
 * Test-only helpers for the bpe tests (Node: reads the ranks files from node_modules). Not
 * imported by product code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateTasks } from '../../builtin-data/generate.ts';
import { buildRungTexts } from '../../ladder/ladder.ts';
import { createRequire } from 'node:module';
import { Tiktoken } from 'tiktoken/lite';
import { createRng, type Rng } from '../../builtin-data/prng.ts';
import type { TiktokenEncoding } from '../tokenizer.ts';
import type { TiktokenRanks } from '../tiktoken-counter.ts';
import { bytePairMerge } from './merge.ts';
import { forEachPiece } from './pretokenize.ts';
import { parseRanks, type RankSource } from './ranks.ts';

/** A piece-end loop of `split.ts`. */
export type PieceEnd = (text: string, start: number) => number;

const require = createRequire(import.meta.url);

export interface Loaded {
  file: TiktokenRanks;
  tiktoken: Tiktoken;
  ranks: ReadonlyMap<string, number>;
  longest: number;
}

const cache = new Map<TiktokenEncoding, Loaded>();

/** The ranks file, a WASM tiktoken and the parsed ranks of `encoding`, once per process. */
export function load(encoding: TiktokenEncoding): Loaded {
  let loaded = cache.get(encoding);
  if (!loaded) {
    const file = JSON.parse(
      readFileSync(require.resolve(`tiktoken/encoders/${encoding}.json`), 'utf8'),
    ) as TiktokenRanks;
    const ranks = parseRanks(file.bpe_ranks);
    let longest = 0;
    for (const k of ranks.keys()) longest = Math.max(longest, k.length);
    loaded = { file, tiktoken: new Tiktoken(file.bpe_ranks, file.special_tokens, file.pat_str), ranks, longest };
    cache.set(encoding, loaded);
  }
  return loaded;
}

const encoder = new TextEncoder();

/**
 * ids of `text` with no tiktoken at all: our split (the RegExp of `pretokenize.ts` or a piece-end
 * loop of `split.ts`), then whole-piece lookup or our heap merge.
 */
export function encodeOurs(text: string, split: RegExp | PieceEnd, ranks: RankSource): number[] {
  const ids: number[] = [];
  const onPiece = (s: number, e: number): void => {
    const bytes = encoder.encode(text.slice(s, e));
    let key = '';
    for (const b of bytes) key += String.fromCharCode(b);
    const whole = ranks.get(key);
    if (whole !== undefined) ids.push(whole);
    else ids.push(...bytePairMerge(bytes, ranks));
  };
  if (split instanceof RegExp) forEachPiece(text, split, onPiece);
  else {
    for (let s = 0; s < text.length;) {
      const e = split(text, s);
      onPiece(s, e);
      s = e;
    }
  }
  return ids;
}

/** Short strings that stress the patterns' edges. */
export const ADVERSARIAL_ATOMS = [
  ' ',
  '  ',
  '   ',
  '\n',
  '\n\n',
  '\r',
  '\r\n',
  '\t',
  '\u000b',
  '\u000c',
  '\u00a0',
  '\u0085',
  '\ufeff',
  '\u2028',
  '\u3000',
  '\u200b',
  '0',
  '7',
  '12',
  '123',
  '4567',
  '٣',
  '½',
  '²',
  'Ⅻ',
  "'",
  "'s",
  "'S",
  "'\u017f",
  "'t",
  "'T",
  "'re",
  "'RE",
  "'rE",
  "'ve",
  "'m",
  "'M",
  "'ll",
  "'Ll",
  "'d",
  "'D",
  "''",
  '\u2019s',
  'a',
  'b',
  'z',
  'A',
  'Q',
  'hello',
  'World',
  'HTTPServer',
  'iPhone',
  'the',
  'The',
  'aaaa',
  'é',
  'e\u0301',
  '\u0301',
  '\u0308',
  'ß',
  'İ',
  'ǅ',
  'ʰ',
  'ſ',
  'K',
  'Ω',
  'Привет',
  'مرحبا',
  'שלום',
  'हिन्दी',
  '日本語',
  'こんにちは',
  '한국어',
  'ไทย',
  '😀',
  '👍🏽',
  '👨‍👩‍👧',
  '🇫🇷',
  '\u{1F600}\u{1F600}',
  '𝔸',
  '𝟙',
  '\ud800',
  '\udc00',
  '\uffff',
  '\u0000',
  '<|endoftext|>',
  '<|fim_prefix|>',
  '!',
  '?',
  '.',
  ',',
  '/',
  '//',
  '{',
  '}',
  '[',
  ']',
  '"',
  ':',
  '-',
  '_',
  '=',
  '+',
  '*',
  '#',
  '@',
  '$',
  '%',
  '&',
  '|',
  '\\',
  '~',
  '`',
  '^',
  '(',
  ')',
  '<',
  '>',
  '{"id":"T-1"}',
  'https://example.com/a/b?c=d',
  '/*',
  '*/',
  '...',
  '—',
  '€',
  '©',
];

/** One random code point anywhere in Unicode (sometimes a lone surrogate). */
export function randomCodePoint(rng: Rng): string {
  const r = rng();
  if (r < 0.3) return String.fromCodePoint(Math.floor(rng() * 0x800));
  if (r < 0.4) return String.fromCodePoint(Math.floor(rng() * 0x3000));
  if (r < 0.7) return String.fromCodePoint(Math.floor(rng() * 0x10000));
  if (r < 0.98) return String.fromCodePoint(Math.floor(rng() * 0x110000));
  return String.fromCharCode(0xd800 + Math.floor(rng() * 0x800));
}

/** `count` random texts built from the atoms and random code points, seeded. */
export function randomTexts(seed: number, count: number, maxParts = 40, safeOnly = false): string[] {
  const rng = createRng(seed);
  const atoms = safeOnly ? ADVERSARIAL_ATOMS.filter((a) => !/[^\u0000-\u07ff]/.test(a)) : ADVERSARIAL_ATOMS;
  const codePoint = safeOnly ? () => String.fromCodePoint(Math.floor(rng() * 0x800)) : () => randomCodePoint(rng);
  const texts: string[] = [];
  for (let t = 0; t < count; t++) {
    const parts = 1 + Math.floor(rng() * maxParts);
    let text = '';
    for (let i = 0; i < parts; i++) {
      const r = rng();
      if (r < 0.7) text += atoms[Math.floor(rng() * atoms.length)]!;
      else if (r < 0.85) text += codePoint();
      else {
        // a run of one atom, so that long pieces and long whitespace runs occur
        const atom = atoms[Math.floor(rng() * atoms.length)]!;
        text += atom.repeat(1 + Math.floor(rng() * 30));
      }
    }
    texts.push(text);
  }
  return texts;
}

/** Random letters of `alphabet`, seeded. */
export function randomFrom(seed: number, alphabet: string, length: number): string {
  const rng = createRng(seed);
  const chars = [...alphabet];
  let s = '';
  for (let i = 0; i < length; i++) s += chars[Math.floor(rng() * chars.length)]!;
  return s;
}

export const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The fixture files and every ladder rung text (20 and 100 rows, all fields). */
export function corpusTexts(): string[] {
  const dir = join(import.meta.dirname, '../../../../fixtures');
  const texts = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => readFileSync(join(dir, f), 'utf8'));
  for (const rows of [20, 100]) {
    const records = generateTasks(rows);
    texts.push(...Object.values(buildRungTexts(records, Object.keys(records[0]!))));
  }
  return texts;
}

/**
 * A short text that meets most of cl100k_base's rules (contractions, a space before a word, runs of
 * white space and line breaks, digits in threes, punctuation with its line end), and its pieces.
 */
export const CL100K_SAMPLE = {
  text: "I'm here  \n\n  it's 12345!!\r\n",
  pieces: ['I', "'m", ' here', '  \n\n', ' ', ' it', "'s", ' ', '123', '45', '!!\r\n'],
};
