import { describe, expect, test } from 'vitest';
import { ENCODINGS } from '../tokenizer.ts';
import { createLongPieceCounter } from './count.ts';
import { BASE64, corpusTexts, load, randomFrom, randomTexts } from './test-util.ts';

// The counter must equal encode_ordinary(text).length on everything. Tiny thresholds (0, 1, 2, 4,
// 8 bytes) make almost every piece "long", so nearly every piece boundary becomes a slice end of a
// tiktoken-counted run: this checks that counting runs on slices of the original text is exact.
describe.each(ENCODINGS)('createLongPieceCounter (%s)', (encoding) => {
  const { file, tiktoken } = load(encoding);
  const reference = (text: string): number => tiktoken.encode_ordinary(text).length;
  const counters = [0, 1, 2, 4, 8, 64, 256].map((t) => ({ t, count: createLongPieceCounter(tiktoken, file.pat_str, file.bpe_ranks, t)! }));

  test('should be undefined for an unknown pattern', () => {
    expect(createLongPieceCounter(tiktoken, '\\S+|\\s+', file.bpe_ranks)).toBeUndefined();
  });

  test('should equal tiktoken on the fixtures and ladder rung texts at every threshold', () => {
    for (const text of corpusTexts()) for (const { t, count } of counters) expect(count(text), `threshold ${t}`).toBe(reference(text));
  });

  test('should equal tiktoken on 3,000 random texts (safe and unsafe) at every threshold', () => {
    const texts = [...randomTexts(encoding === 'cl100k_base' ? 101 : 102, 1500), ...randomTexts(encoding === 'cl100k_base' ? 103 : 104, 1500, 40, true)];
    for (const text of texts) {
      const expected = reference(text);
      for (const { t, count } of counters) expect(count(text), `threshold ${t}: ${JSON.stringify(text.slice(0, 80))}`).toBe(expected);
    }
  });

  test('should equal tiktoken on long pieces inside text', () => {
    const long = [
      'a'.repeat(3000),
      ' ' + 'b'.repeat(1000),
      'x   ' + 'Q'.repeat(700) + '   y',
      '!'.repeat(900) + '\n'.repeat(300),
      ' ' + '/'.repeat(400) + '\r\n/'.repeat(200),
      '\n'.repeat(500) + ' '.repeat(500) + 'z',
      "it's " + 'é'.repeat(400) + "'s " + 'Ω'.repeat(300),
      randomFrom(5, 'abcdefghijklmnopqrstuvwxyz', 4000),
      randomFrom(6, BASE64, 5000),
      `{"data":"${randomFrom(7, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 3000)}"}`,
      'e\u0301'.repeat(600),
      'a\t\t\t' + '@'.repeat(300), // the slice 'a\t\t\t' would re-split its whitespace
      'x \n  \r\n ' + 'y'.repeat(300) + '  \n\t ',
    ];
    for (const text of long) {
      const expected = reference(text);
      for (const { t, count } of counters) expect(count(text), `threshold ${t}: ${text.slice(0, 30)}`).toBe(expected);
    }
  });

  test('should equal tiktoken on 20,000 repeats of one letter and a 100,000-character base64 string', () => {
    const count = counters.at(-1)!.count; // the product threshold, 256
    for (const text of ['a'.repeat(20_000), `x ${'q'.repeat(20_000)} y`, randomFrom(11, BASE64, 100_000)]) {
      expect(count(text)).toBe(reference(text));
    }
  });
});

test('should count 50,000 repeats of one letter like tiktoken (reference computed once)', () => {
  const { file, tiktoken } = load('cl100k_base');
  const text = 'a'.repeat(50_000);
  const expected = tiktoken.encode_ordinary(text).length; // the slow case: ~2–3 s in WASM tiktoken
  expect(createLongPieceCounter(tiktoken, file.pat_str, file.bpe_ranks)!(text)).toBe(expected);
});
