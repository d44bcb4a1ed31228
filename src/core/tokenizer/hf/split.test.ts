/**
 * The character loops of `split.ts` split as the registry's RegExps do (as tokenizers.js does), per
 * byte-level tokenizer: on every short string over an alphabet of every class, every code point in
 * several contexts, and the exactness corpus.
 */
import { describe, expect, test } from 'vitest';
import { findTokenizer, type TokenizerEntry } from '../registry.ts';
import { exactnessCorpus } from './corpus.fixture.ts';
import { loopSplitter, regexSplitter, type PieceBounds } from './split.ts';

const BYTE_LEVEL = ['llama3', 'qwen3', 'deepseek_v3', 'o200k_harmony'];

/** Every class and every character a pattern names: letters of each case, marks, numbers, spaces, CJK, punctuation, symbols, controls. */
const ALPHABET = [
  'a',
  'A',
  's',
  'S',
  't',
  'r',
  'e',
  'v',
  'l',
  'm',
  'd',
  'ſ',
  'ǅ',
  'ʰ',
  'ק',
  '\u0301',
  '1',
  '²',
  '𝟙',
  ' ',
  '\t',
  '\n',
  '\r',
  '\u3000',
  '\u2028',
  "'",
  '.',
  '$',
  '/',
  '€',
  '—',
  '\u200b',
  '\x00',
  '中',
  'ん',
  '゠',
  '゗',
  'ヿ',
  '😀',
  '\ud800',
];
const SMALL = ['a', 'A', 'ʰ', '\u0301', '1', ' ', '\n', "'", 's', '.', '$', '\u200b', '中', '゠', '😀', '\t'];

/** Every string of `length` symbols of `alphabet`. */
function* strings(alphabet: string[], length: number, prefix = ''): Generator<string> {
  if (length === 0) {
    yield prefix;
    return;
  }
  for (const c of alphabet) yield* strings(alphabet, length - 1, prefix + c);
}

const same = (a: PieceBounds, b: PieceBounds): boolean =>
  a.count === b.count && a.ends.subarray(0, a.count).every((e, i) => e === b.ends[i]);

const pieces = ({ ends, count }: PieceBounds, text: string): string[] =>
  Array.from(ends.subarray(0, count), (end, i) => text.slice(i === 0 ? 0 : ends[i - 1], end));

describe.each(BYTE_LEVEL)('the loop splitter of %s', (id) => {
  const entry = findTokenizer(id) as TokenizerEntry;
  const loop = loopSplitter(entry)!;
  const regex = regexSplitter(entry.patterns);
  const check = (text: string): void => {
    if (!same(loop(text), regex(text))) expect(pieces(loop(text), text)).toEqual(pieces(regex(text), text));
  };

  test('should split every short string over every class as the RegExps do', { timeout: 300_000 }, () => {
    for (let length = 1; length <= 3; length++) for (const text of strings(ALPHABET, length)) check(text);
    for (const text of strings(SMALL, 4)) check(text);
  });

  test('should split every code point in context as the RegExps do', { timeout: 300_000 }, () => {
    const contexts = (c: string): string => `${c} ${c}a${c}A'${c}1${c}${c}${c}.${c}\n${c}  ${c}中${c}`;
    for (let block = 0; block < 0x110000; block += 0x2000) {
      let text = '';
      for (let cp = block; cp < block + 0x2000; cp++) text += contexts(String.fromCodePoint(cp));
      if (!same(loop(text), regex(text))) {
        for (let cp = block; cp < block + 0x2000; cp++) check(contexts(String.fromCodePoint(cp)));
        check(text);
      }
    }
  });

  test('should split the exactness corpus as the RegExps do', { timeout: 120_000 }, () => {
    for (const text of exactnessCorpus()) check(text);
    expect(pieces(loop("I'm 12345 中文 ok?!\n\n"), "I'm 12345 中文 ok?!\n\n").length).toBeGreaterThan(5);
  });
});

describe('loopSplitter', () => {
  test('should name the pieces of each pre-tokenizer', () => {
    const split = (id: string, text: string): string[] => pieces(loopSplitter(findTokenizer(id)!)!(text), text);
    expect(split('llama3', "It's 12345  ok")).toEqual(['It', "'s", ' ', '123', '45', ' ', ' ok']);
    expect(split('qwen3', 'x 123')).toEqual(['x', ' ', '1', '2', '3']);
    expect(split('o200k_harmony', "HTTPServer's x")).toEqual(["HTTPServer's", ' x']);
    expect(split('deepseek_v3', '.json 1234中文ok \u200b')).toEqual([
      '.json',
      ' ',
      '123',
      '4',
      '中文',
      'ok',
      ' ',
      '\u200b',
    ]);
    expect(loopSplitter(findTokenizer('gemma3')!)).toBeUndefined();
  });
});
