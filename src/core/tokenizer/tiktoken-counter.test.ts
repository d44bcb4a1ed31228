import { describe, expect, test } from 'vitest';
import { nodeCounter, nodeRanksCounter } from '../../node/counter.ts';
import type { TiktokenLike } from './tiktoken-counter.ts';
import { createRanksCounter, createTiktokenCounter, withTiktokenIds } from './tiktoken-counter.ts';
import { DEFAULT_ENCODING, ENCODINGS, isEncodingName, type EncodingName, type TokenCounter } from './tokenizer.ts';

const CL100K_ENDOFTEXT = 100257; // the special token's id, which ordinary text must never produce

describe('nodeCounter cl100k_base', () => {
  const counter = nodeCounter('cl100k_base');
  const cases: { name: string; input: string; expected: number[] }[] = [
    { name: 'the empty string', input: '', expected: [] },
    { name: 'hello world', input: 'hello world', expected: [15339, 1917] },
    { name: 'punctuated text', input: 'Hello, world!', expected: [9906, 11, 1917, 0] },
    {
      name: 'a sentence',
      input: 'The quick brown fox jumps over the lazy dog.',
      expected: [791, 4062, 14198, 39935, 35308, 927, 279, 16053, 5679, 13],
    },
    // `<` `|` … `|` `>` are single-byte tokens 27, 91, 91, 29 (byte ranks: '!' is 0, so '<' is 60-33).
    { name: 'special-token text as ordinary text', input: '<|endoftext|>', expected: [27, 91, 8862, 728, 428, 91, 29] },
    { name: 'Japanese text', input: 'こんにちは世界', expected: [90115, 3574, 244, 98220] },
  ];
  test.each(cases)('should encode $name to its exact ids', ({ input, expected }) => {
    expect([...counter.encode(input)]).toEqual(expected);
    expect(counter.count(input)).toBe(expected.length);
  });

  test('should count <|endoftext|> as 7 ordinary tokens, never the special id', () => {
    const ids = [...counter.encode('<|endoftext|>')];
    expect(counter.count('<|endoftext|>')).toBe(7);
    expect(ids).not.toContain(CL100K_ENDOFTEXT);
    expect(counter.count('a<|endoftext|>b')).toBeGreaterThan(1);
  });

  test('should name its encoding', () => {
    expect(counter.encoding).toBe('cl100k_base');
  });

  test('should return the same counter for the same encoding', () => {
    expect(nodeCounter('cl100k_base')).toBe(counter);
  });
});

describe('nodeCounter o200k_base', () => {
  const cl100k = nodeCounter('cl100k_base');
  const o200k = nodeCounter('o200k_base');
  const cases: { name: string; input: string; expected: { cl100k: number; o200k: number } }[] = [
    { name: 'Japanese greeting', input: 'こんにちは世界', expected: { cl100k: 4, o200k: 2 } },
    { name: 'Japanese text', input: '日本語のテキスト', expected: { cl100k: 8, o200k: 6 } },
    { name: 'hello world (same count, other ids)', input: 'hello world', expected: { cl100k: 2, o200k: 2 } },
  ];
  test.each(cases)('should count $name differently from or like cl100k_base', ({ input, expected }) => {
    expect({ cl100k: cl100k.count(input), o200k: o200k.count(input) }).toEqual(expected);
  });

  test('should use its own ids', () => {
    expect([...o200k.encode('hello world')]).toEqual([24912, 2375]);
    expect([...o200k.encode('<|endoftext|>')]).toEqual([27, 91, 419, 1440, 919, 91, 29]);
    expect(o200k.encoding).toBe('o200k_base');
  });
});

describe('TokenCounter.count', () => {
  const texts = [
    '',
    'hello world',
    '<|endoftext|>',
    'é 日本 😀',
    'id,status\nT-1,open\n',
    '\uD800 lone surrogate',
    '  \n\n\t',
  ];
  test.each(ENCODINGS.flatMap((encoding) => texts.map((text) => ({ encoding, text }))))(
    'should equal encode(text).length ($encoding, $text)',
    ({ encoding, text }) => {
      const counter = nodeCounter(encoding);
      expect(counter.count(text)).toBe(counter.encode(text).length);
    },
  );
});

describe('createTiktokenCounter', () => {
  test('should pass the ranks to the constructor and count with encode_ordinary', () => {
    const calls: unknown[] = [];
    class FakeTiktoken implements TiktokenLike {
      constructor(bpe: string, special: Record<string, number>, pat: string) {
        calls.push([bpe, special, pat]);
      }
      encode_ordinary(text: string): Uint32Array {
        return new Uint32Array([...text].map((ch) => ch.codePointAt(0)!));
      }
      free(): void {}
    }
    const counter = createTiktokenCounter(FakeTiktoken, 'o200k_base', {
      bpe_ranks: 'R',
      special_tokens: { '<|x|>': 9 },
      pat_str: 'P',
    });
    expect(calls).toEqual([['R', { '<|x|>': 9 }, 'P']]);
    expect(counter.encoding).toBe('o200k_base');
    expect(counter.count('ab😀')).toBe(3);
    expect([...counter.encode('ab')]).toEqual([97, 98]);
  });
});

describe('isEncodingName', () => {
  const cases: { name: string; input: string; expected: boolean }[] = [
    { name: 'cl100k_base', input: 'cl100k_base', expected: true },
    { name: 'o200k_base', input: 'o200k_base', expected: true },
    { name: 'p50k_base', input: 'p50k_base', expected: false },
    { name: 'the empty string', input: '', expected: false },
  ];
  test.each(cases)('should return $expected for $name', ({ input, expected }) => {
    expect(isEncodingName(input)).toBe(expected);
  });

  test('should default to cl100k_base', () => {
    expect(DEFAULT_ENCODING).toBe('cl100k_base');
  });
});

describe('createRanksCounter', () => {
  // The worker's counter: no WASM, so no ids; its counts must be tiktoken's.
  const texts = ['', 'hello world', '<|endoftext|>', 'é 日本 😀', '\uD800 lone surrogate', 'a'.repeat(5000)];
  const counters = new Map<string, TokenCounter>();
  const ranksCounter = (encoding: EncodingName) => {
    let counter = counters.get(encoding);
    if (!counter) counters.set(encoding, (counter = nodeRanksCounter(encoding)));
    return counter;
  };
  test.each(ENCODINGS.flatMap((encoding) => texts.map((text) => ({ encoding, text }))))(
    'should count as encode_ordinary does, without ids ($encoding, $text)',
    ({ encoding, text }) => {
      const counter = ranksCounter(encoding);
      expect(counter.count(text)).toBe(nodeCounter(encoding).encode(text).length);
      expect(counter.encoding).toBe(encoding);
      expect(counter.encode).toBeUndefined();
      expect(counter.tokenBytes).toBeUndefined();
    },
  );

  test('should refuse ranks whose pattern it cannot split', () => {
    expect(() => createRanksCounter('cl100k_base', { bpe_ranks: 'R', special_tokens: {}, pat_str: 'P' })).toThrow(
      'the cl100k_base ranks have a pre-token pattern this counter does not split',
    );
  });
});

describe('withTiktokenIds', () => {
  test('should keep the counter and add tiktoken encode_ordinary ids and token bytes', () => {
    const built: string[] = [];
    class FakeTiktoken implements TiktokenLike {
      constructor(bpe: string) {
        built.push(bpe);
      }
      encode_ordinary(text: string): Uint32Array {
        return new Uint32Array([...text].map((ch) => ch.codePointAt(0)!));
      }
      decode_single_token_bytes(token: number): Uint8Array {
        return new Uint8Array([token]);
      }
      free(): void {}
    }
    const counter = { encoding: 'cl100k_base' as const, count: (text: string) => text.length * 10 };
    const ids = withTiktokenIds(counter, FakeTiktoken, { bpe_ranks: 'R', special_tokens: {}, pat_str: 'P' });
    expect(built).toEqual(['R']);
    expect(ids.count('ab')).toBe(20);
    expect([...ids.encode('ab')]).toEqual([97, 98]);
    expect([...ids.tokenBytes!(7)]).toEqual([7]);
  });
});
