import { describe, expect, test } from 'vitest';
import { generateTasks } from '../builtin-data/generate.ts';
import { RUNGS } from '../ladder/rungs.ts';
import { nodeCounter } from '../../node/counter.ts';
import type { TokenSpan } from './token-spans.ts';
import { inspectText } from './inspect-text.ts';
import { displaySegments, tokenSpans } from './token-spans.ts';

const counter = nodeCounter('cl100k_base');
const decode = (ids: Uint32Array) => counter.tokenBytes!(ids[0]!);

function spansOf(text: string): TokenSpan[] {
  return tokenSpans(text, counter.encode(text), decode);
}

describe('tokenSpans', () => {
  test('should give ASCII tokens their exact character spans', () => {
    expect(spansOf('hello world')).toEqual([
      { id: 15339, start: 0, end: 5, text: 'hello', partial: false },
      { id: 1917, start: 5, end: 11, text: ' world', partial: false },
    ]);
  });

  test('should map the two bytes of é to one UTF-16 unit', () => {
    expect(spansOf('é')).toEqual([{ id: 978, start: 0, end: 1, text: 'é', partial: false }]);
    expect(spansOf('café')).toEqual([
      { id: 936, start: 0, end: 2, text: 'ca', partial: false },
      { id: 59958, start: 2, end: 4, text: 'fé', partial: false },
    ]);
  });

  test('should mark the three tokens of the parrot emoji partial, each spanning the whole emoji', () => {
    expect(spansOf('a🦜b')).toEqual([
      { id: 64, start: 0, end: 1, text: 'a', partial: false },
      { id: 9468, start: 1, end: 3, text: '🦜', partial: true },
      { id: 99, start: 1, end: 3, text: '🦜', partial: true },
      { id: 250, start: 1, end: 3, text: '🦜', partial: true },
      { id: 65, start: 3, end: 4, text: 'b', partial: false },
    ]);
  });

  test('should read special-token text as the ordinary tokens of its characters', () => {
    expect(spansOf('<|endoftext|>').map((s) => [s.id, s.text])).toEqual([
      [27, '<'],
      [91, '|'],
      [8862, 'endo'],
      [728, 'ft'],
      [428, 'ext'],
      [91, '|'],
      [29, '>'],
    ]);
  });

  test('should give no spans for the empty text', () => {
    expect(spansOf('')).toEqual([]);
    expect(displaySegments([], '')).toEqual([]);
  });

  test('should count a lone surrogate as the three bytes of U+FFFD', () => {
    const spans = spansOf('\uD800x');
    expect(spans.map((s) => s.text).join('')).toBe('\uD800x');
    expect(spans.at(-1)!.end).toBe(2);
  });

  test('should span a prefix of the tokens (a capped answer) and reject tokens that do not spell the text', () => {
    const text = 'hello world';
    expect(tokenSpans(text, counter.encode(text).subarray(0, 1), decode)).toEqual([
      { id: 15339, start: 0, end: 5, text: 'hello', partial: false },
    ]);
    expect(() => tokenSpans('hi', counter.encode('hello world'), decode)).toThrow(
      'token 0 (id 15339) runs past the end of the text',
    );
  });

  test('should decode each distinct id once', () => {
    const seen: number[] = [];
    tokenSpans('|||', new Uint32Array([91, 91, 91]), (ids) => (seen.push(ids[0]!), decode(ids)));
    expect(seen).toEqual([91]);
  });

  test('should tile every rung of the fixture with whole, unbroken spans', () => {
    for (const rung of RUNGS) {
      const text = rung.build(generateTasks(20), ['id', 'status', 'assignee', 'priority']);
      const spans = spansOf(text);
      expect(spans.length).toBe(counter.count(text));
      expect(spans.map((s) => s.text).join('')).toBe(text);
      expect(spans.every((s, i) => !s.partial && s.start === (i === 0 ? 0 : spans[i - 1]!.end))).toBe(true);
    }
  });
});

describe('displaySegments', () => {
  test('should give one segment per token of ASCII text', () => {
    expect(displaySegments(spansOf('hello world'), 'hello world')).toEqual([
      { first: 0, ids: [15339], start: 0, end: 5, text: 'hello' },
      { first: 1, ids: [1917], start: 5, end: 11, text: ' world' },
    ]);
  });

  test('should keep the parrot emoji whole: one segment listing its three token ids', () => {
    const text = 'a🦜b';
    expect(displaySegments(spansOf(text), text)).toEqual([
      { first: 0, ids: [64], start: 0, end: 1, text: 'a' },
      { first: 1, ids: [9468, 99, 250], start: 1, end: 3, text: '🦜' },
      { first: 4, ids: [65], start: 3, end: 4, text: 'b' },
    ]);
  });

  test('should keep the technologist (person, ZWJ, laptop) one grapheme over its seven tokens', () => {
    const text = '🧑‍💻';
    const spans = spansOf(text);
    expect(spans.map((s) => [s.id, s.start, s.end, s.partial])).toEqual([
      [9468, 0, 2, true],
      [100, 0, 2, true],
      [239, 0, 2, true],
      [378, 2, 3, true],
      [235, 2, 3, true],
      [93273, 3, 5, true],
      [119, 3, 5, true],
    ]);
    expect(displaySegments(spans, text)).toEqual([
      { first: 0, ids: [9468, 100, 239, 378, 235, 93273, 119], start: 0, end: 5, text },
    ]);
  });

  test('should merge whole tokens that split one grapheme (e + combining acute)', () => {
    const text = 'e\u0301';
    const spans = spansOf(text);
    expect(spans).toEqual([
      { id: 68, start: 0, end: 1, text: 'e', partial: false },
      { id: 54939, start: 1, end: 2, text: '\u0301', partial: false },
    ]);
    expect(displaySegments(spans, text)).toEqual([{ first: 0, ids: [68, 54939], start: 0, end: 2, text }]);
  });

  test('should group exactly as a segmentation of the whole text would, on mixed scripts and emoji', () => {
    const texts = [
      'flags 🇺🇸🇬🇧🇫🇷 and 👍🏽👩‍👩‍👧‍👦 in "a,b"\r\nnext',
      'Hangul 한국어 ᄀᄀᄀ각ᆨᆨ, Devanagari नमस्ते, Thai ภาษาไทย, combining a\u0301\u0302\u0303b',
      '日本語のテキスト、句読点。'.repeat(20) + '\r\n' + 'é'.repeat(50),
      'x' + '\u0301'.repeat(10) + ' 🧑‍💻,🦜\n\uD800\n',
    ];
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    for (const text of texts) {
      const boundaries = new Set([...segmenter.segment(text)].map((s) => s.index).concat(text.length));
      const spans = spansOf(text);
      const expected: number[][] = [];
      spans.forEach((span, i) => {
        if (i > 0 && (spans[i - 1]!.end > span.start || !boundaries.has(spans[i - 1]!.end)))
          expected.at(-1)!.push(span.id);
        else expected.push([span.id]);
      });
      const segments = displaySegments(spans, text);
      expect(segments.map((s) => s.ids)).toEqual(expected);
      expect(segments.map((s) => s.text).join('')).toBe(text);
    }
  });

  test('should group the 48,000 tokens of a long text in well under a second', () => {
    const text = RUNGS[0]!.build(generateTasks(500), ['id']) + ' 🦜';
    const spans = tokenSpans(text, counter.encode(text), decode);
    const started = performance.now();
    const segments = displaySegments(spans, text);
    expect(performance.now() - started).toBeLessThan(1000);
    // The space and the parrot's first two bytes are one token: the segment is the space and the whole parrot.
    expect(segments.at(-1)).toMatchObject({ ids: [11410, 99, 250], text: ' 🦜' });
  });

  test('should keep <|endoftext|> as seven segments of ordinary text', () => {
    expect(displaySegments(spansOf('<|endoftext|>'), '<|endoftext|>').map((s) => s.text)).toEqual([
      '<',
      '|',
      'endo',
      'ft',
      'ext',
      '|',
      '>',
    ]);
  });
});

describe('inspectText', () => {
  test('should give ids, spans, segments, tokens and bytes of a text', () => {
    expect(inspectText('a🦜b', counter)).toEqual({
      text: 'a🦜b',
      tokens: 5,
      bytes: 6,
      ids: [64, 9468, 99, 250, 65],
      spans: spansOf('a🦜b'),
      segments: displaySegments(spansOf('a🦜b'), 'a🦜b'),
      truncated: false,
    });
  });

  test('should cap the tokens and keep the whole text and its total count', () => {
    const capped = inspectText('hello world, hello world', counter, 3);
    expect(capped).toMatchObject({
      text: 'hello world, hello world',
      tokens: 5,
      bytes: 24,
      ids: [15339, 1917, 11],
      truncated: true,
    });
    expect(capped.segments.map((s) => s.text)).toEqual(['hello', ' world', ',']);
    expect(inspectText('', counter)).toEqual({
      text: '',
      tokens: 0,
      bytes: 0,
      ids: [],
      spans: [],
      segments: [],
      truncated: false,
    });
  });

  test('should refuse a counter that cannot decode tokens', () => {
    const plain = { encoding: 'cl100k_base' as const, count: () => 0, encode: () => new Uint32Array() };
    expect(() => inspectText('x', plain)).toThrow(
      'The Tokens view shows token ids only for cl100k_base and o200k_base; the cl100k_base tokenizer gives counts only here.',
    );
  });

  test('should say what it cannot show for a count-only tokenizer (no ids)', () => {
    const countOnly = { encoding: 'llama3' as const, count: () => 0 };
    expect(() => inspectText('x', countOnly)).toThrow(
      'The Tokens view shows token ids only for cl100k_base and o200k_base; the llama3 tokenizer gives counts only here. Choose one of those two under Encoding to see the tokens.',
    );
  });
});
